import type { AdminStats } from '@/contract/admin-auth';
import type { Database } from '@/db/client';
import { japanMonthRange } from '@/domain/japan-date';
import { countPlatform } from './repository';

/** The admin dashboard's counts; "this month" is the calendar month in Japan time. */
export function getAdminStats(db: Database, now = new Date()): Promise<AdminStats> {
  return countPlatform(db, japanMonthRange(now));
}
