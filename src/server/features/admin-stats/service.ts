import type { AdminStats } from '@/contract/admin-auth';
import type { Database } from '@/db/client';
import { japanMonthOf } from '@/domain/payouts';
import { monthSales } from '../../revenue/sales';
import { countPlatform } from './repository';

/** The admin dashboard's counts, and this month's チェックアウト分の売上; "this month" is the calendar month in Japan time. */
export async function getAdminStats(db: Database, now = new Date()): Promise<AdminStats> {
  const [counts, sales] = await Promise.all([countPlatform(db), monthSales(db, 'platform', japanMonthOf(now))]);
  return { ...counts, revenueThisMonth: sales.salesJpy };
}
