import type { ReceiptBody, ReceiptIssued } from '@/contract/receipts';
import { receiptPath } from '@/contract/receipts';
import type { Database } from '@/db/client';
import { bookingNumber } from '@/domain/display-format';
import { japanDate } from '@/domain/japan-date';
import { isReissue, receiptAmountsOf, receiptNumber } from '@/domain/receipts';
import type { InvoicingConfig } from '../../config';
import { AppError, notFound } from '../../lib/app-error';
import type { Actor } from '../../policy';
import { lockBooking } from '../bookings/repository';
import type { BookingViewRow } from '../bookings/repository';
import { requireGuestBooking } from '../bookings/service';
import * as repo from './repository';

export const RECEIPT_NOT_FOUND = '領収書が見つかりません';
export const RECEIPT_UNPAID = '領収書はお支払いが済んだ予約にのみ発行できます';
export const RECEIPT_REFUNDED = 'お支払いの全額を返金済みのため、領収書は発行できません';

/** The payment was captured: paid, or paid and refunded in part or in full since. */
function capturedPayment(row: BookingViewRow) {
  const p = row.payment;
  return p && p.capturedAt && (p.status === 'paid' || p.status === 'refunded') ? { ...p, capturedAt: p.capturedAt } : null;
}

/**
 * POST /api/bookings/{id}/receipts: the booking's guest (anyone else: the booking's 404) issues a receipt
 * of what they finally paid (charged less refunds), addressed as they typed it. Each issue is kept; the
 * second and later are reissues (再発行). Refused for a booking not paid (409) or refunded in full (409).
 */
export async function issueReceipt(db: Database, invoicing: InvoicingConfig, actor: Actor, bookingId: string, body: ReceiptBody): Promise<ReceiptIssued> {
  const row = await requireGuestBooking(db, actor, bookingId);
  const payment = capturedPayment(row);
  if (!payment) throw new AppError('CONFLICT', 409, RECEIPT_UNPAID);
  const b = row.booking;
  const amounts = receiptAmountsOf(
    { status: b.status, accommodationTaxJpy: b.accommodationTaxJpy, cancelFeeJpy: b.cancelFeeJpy },
    payment.amountJpy,
    row.refundedJpy,
  );
  if (!amounts) throw new AppError('CONFLICT', 409, RECEIPT_REFUNDED);
  const hostRegistrationNumber = await repo.findHostRegistrationNumber(db, b.hostUserId);
  const receipt = await db.transaction(async (tx) => {
    await lockBooking(tx, b.id);
    const sequence = (await repo.lastSequence(tx, b.id)) + 1;
    return repo.insertReceipt(tx, {
      bookingId: b.id,
      sequence,
      number: receiptNumber(bookingNumber(b.id), sequence),
      addressee: body.addressee,
      purpose: body.purpose,
      receivedJpy: amounts.receivedJpy,
      refundedJpy: amounts.refundedJpy,
      accommodationTaxJpy: amounts.accommodationTaxJpy,
      consumptionTaxJpy: amounts.consumptionTaxJpy,
      paidOn: japanDate(payment.capturedAt),
      issuerRegistrationNumber: invoicing.registrationNumber,
      hostRegistrationNumber,
      issuedByUserId: actor.kind === 'user' ? actor.id : null,
    });
  });
  return { id: receipt.id, number: receipt.number, reissue: isReissue(receipt.sequence), url: receiptPath(b.id, receipt.id) };
}

export interface ReceiptDocument {
  receipt: repo.ReceiptRow;
  booking: BookingViewRow;
}

/** GET /api/bookings/{id}/receipts/{receiptId}: an issued receipt, to its booking's guest only. */
export async function readReceipt(db: Database, actor: Actor, bookingId: string, receiptId: string): Promise<ReceiptDocument> {
  const booking = await requireGuestBooking(db, actor, bookingId);
  const receipt = await repo.findReceipt(db, booking.booking.id, receiptId);
  if (!receipt) throw notFound(RECEIPT_NOT_FOUND);
  return { receipt, booking };
}
