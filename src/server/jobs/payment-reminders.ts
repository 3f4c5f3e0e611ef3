import { findHoldsDuePaymentReminder } from './repository';
import { type JobDeps, sendToEach } from './send-booking-emails';

/** A tentative hold is reminded when this little of its 30 minutes is left. */
export const PAYMENT_REMINDER_MINUTES_LEFT = 15;
const BATCH = 200;

/** Unpaid tentative holds with 15 minutes or less left: one payment reminder per booking. */
export async function sendPaymentReminders(deps: JobDeps, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + PAYMENT_REMINDER_MINUTES_LEFT * 60_000);
  const due = await findHoldsDuePaymentReminder(deps.db, now, soon, BATCH);
  return sendToEach(deps, 'payment_reminder', due);
}
