import { CHECKIN_INFO_DAYS_BEFORE } from '@/domain/booking-state';
import { addDays, japanDate } from '@/domain/japan-date';
import { findStaysDueCheckinInformation } from './repository';
import { type JobDeps, sendToEach } from './send-booking-emails';

const BATCH = 200;

/**
 * Confirmed stays whose check-in day (Japan) is today or within the next two days: one check-in
 * information mail per booking (a booking made a day before its stay gets it at once).
 */
export async function sendCheckinInformation(deps: JobDeps, now: Date): Promise<number> {
  const today = japanDate(now);
  const due = await findStaysDueCheckinInformation(deps.db, today, addDays(today, CHECKIN_INFO_DAYS_BEFORE), BATCH);
  return sendToEach(deps, 'checkin_info', due);
}
