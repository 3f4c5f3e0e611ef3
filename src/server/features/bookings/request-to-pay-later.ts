import { REQUEST_HOURS } from '@/domain/booking-state';
import { payAfterApprovalOffer } from '@/domain/pay-later';
import { AppError, badRequest } from '../../lib/app-error';
import { notifyBookingRequest } from '../../notifications/notify';
import type { BookingDeps } from './deps';
import { transition } from './lifecycle';
import * as repo from './repository';

const INSTANT_BOOK_HOUSE = 'このお宿は即時予約です。お支払い画面でコンビニ払い・銀行振込をお選びいただけます。';

/**
 * Before a hold is made for a request to be paid after approval (docs/product/payments.md, "Paying
 * after approval"): the house must be a request-to-book one, and the rule must still give a payment
 * deadline if the host answers at the end of the 24 hours (`payAfterApprovalOffer`).
 */
export async function assertPayAfterApprovalAllowed(deps: BookingDeps, propertyId: string, checkinDate: string, now: Date): Promise<void> {
  const property = await repo.findBookableProperty(deps.db, propertyId);
  // A missing house answers its 404 from the hold itself.
  if (property && !property.requiresApproval) throw badRequest(INSTANT_BOOK_HOUSE, 'payAfterApproval');
  const offer = payAfterApprovalOffer(now, checkinDate);
  if (!offer.offered) throw new AppError('CONFLICT', 409, offer.reason);
}

/**
 * A fresh hold sent to the host as a request without a card: `request_sent` (tentative → pending), the
 * host's 24 hours to answer, the host's notice, the guest's and the host's e-mails.
 */
export async function sendRequestToPayLater(deps: BookingDeps, bookingId: string, now: Date): Promise<Date> {
  const answerBy = new Date(now.getTime() + REQUEST_HOURS * 3_600_000);
  const sent = await deps.db.transaction(async (tx) => {
    const row = await transition(tx, bookingId, 'request_sent', 'pending', { payAfterApproval: true, holdExpiresAt: answerBy });
    if (row) await notifyBookingRequest(tx, bookingId);
    return row;
  });
  if (!sent) throw new AppError('CONFLICT', 409, '仮予約の有効期限が切れました。お手数ですが、もう一度ご予約ください。');
  await deps.mail.sendBookingEmail('booking_request_pay_later', bookingId);
  await deps.mail.sendHostRequestEmail('host_booking_request', bookingId);
  return answerBy;
}
