import type { PaymentMethod } from '@/contract/enums';
import { addDays, formatJapaneseDate, type IsoDate, japanDate, japanInstant } from './japan-date';

/**
 * コンビニ払い and 銀行振込 (docs/product/payments.md, "Paying later"): neither can be authorised and
 * captured later, so they are offered only where the stay is charged at once (an instant-book house),
 * and the nights are held until a payment deadline:
 *
 *   the last day to pay = the earlier of (today + 3 days) and (check-in − 2 days), Japan calendar days;
 *   the deadline        = the end of that day (00:00 of the next day, Japan time).
 *
 * So the deadline is never later than the start of the day before check-in, and the host knows a full
 * day ahead whether the stay is paid. When that last day is already before today (check-in tomorrow or
 * today), the two methods are not offered, with the reason.
 */
export const PAY_LATER_DAYS = 3;

export type PayLaterOffer = { offered: true; lastDay: IsoDate; deadline: Date } | { offered: false; reason: string };

export const PAY_LATER_REFUSALS = {
  request: 'リクエスト予約は、ホストの承認前はカードでのお支払いのみです。',
  tooClose: 'チェックインの前日までにお支払いを確認できないため、コンビニ払い・銀行振込はご利用いただけません（チェックインの2日前まで）。',
} as const;

export function payLaterOffer(now: Date, checkinDate: IsoDate, options: { requiresApproval: boolean }): PayLaterOffer {
  if (options.requiresApproval) return { offered: false, reason: PAY_LATER_REFUSALS.request };
  const today = japanDate(now);
  const byRule = addDays(today, PAY_LATER_DAYS);
  const byCheckin = addDays(checkinDate, -2);
  const lastDay = byRule < byCheckin ? byRule : byCheckin;
  if (lastDay < today) return { offered: false, reason: PAY_LATER_REFUSALS.tooClose };
  return { offered: true, lastDay, deadline: japanInstant(addDays(lastDay, 1), '00:00') };
}

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: 'クレジットカード',
  konbini: 'コンビニ払い',
  bank_transfer: '銀行振込',
};

/**
 * The stores where a コンビニ払い number is paid: the four chains of Stripe's konbini method
 * (its next action lists familymart, lawson, ministop, seicomart); the local provider shows the same.
 */
export const KONBINI_STORES = ['ファミリーマート', 'ローソン', 'ミニストップ', 'セイコーマート'] as const;

/**
 * A voucher's payment number: 11 digits for a konbini payment (how the stores' terminals take it,
 * shown in groups), a 7-digit virtual account number for a bank transfer.
 */
export function formatPaymentNumber(number: string): string {
  return number.length === 11 ? `${number.slice(0, 4)}-${number.slice(4, 8)}-${number.slice(8)}` : number;
}

/** How a deadline reads: the last day to pay, to its last minute (2026年12月3日(木) 23:59まで). */
export function payByText(deadline: Date): string {
  return `${formatJapaneseDate(japanDate(new Date(deadline.getTime() - 1)))} 23:59まで`;
}
