import { findTransfersDueAccountReminder } from './repository';
import type { JobDeps } from './send-booking-emails';

/**
 * The days after a refund's account was first asked for (refund_account_request) on which a guest who
 * has not given it is asked again (docs/product/payments.md, "Refunds of コンビニ払い and 銀行振込").
 */
export const REFUND_ACCOUNT_REMINDER_DAYS = [3, 10] as const;
const DAY = 86_400_000;
const BATCH = 200;

/**
 * Refund transfers still awaiting the guest's account: one reminder at each of the days above, the
 * latest one due only (a server that was down for ten days does not send both at once).
 */
export async function remindRefundAccounts(deps: JobDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const [index, days] of REFUND_ACCOUNT_REMINDER_DAYS.entries()) {
    const laterDays = REFUND_ACCOUNT_REMINDER_DAYS[index + 1];
    const askedBy = new Date(now.getTime() - days * DAY);
    const askedAfter = laterDays === undefined ? null : new Date(now.getTime() - laterDays * DAY);
    const stage = `refund_account_reminder:${index + 1}:`;
    for (const due of await findTransfersDueAccountReminder(deps.db, { askedBy, askedAfter, dedupePrefix: stage }, BATCH)) {
      if (await deps.mail.sendBookingEmail('refund_account_reminder', due.bookingId, { dedupeKey: `${stage}${due.transferId}` })) sent += 1;
    }
  }
  return sent;
}
