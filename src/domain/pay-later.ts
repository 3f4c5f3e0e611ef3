import type { PaymentMethod } from '@/contract/enums';
import { REQUEST_HOURS } from './booking-state';
import { addDays, formatJapaneseDate, type IsoDate, japanDate, japanInstant } from './japan-date';
import type { Language } from '@/contract/language';

/**
 * コンビニ払い and 銀行振込 (docs/product/payments.md, "Paying later"): neither can be authorised and
 * captured later, so they are offered only where the stay is charged at once: an instant-book house,
 * or a request to book once its host has approved it (`approved`: the deadline counts from the
 * approval). The nights are held until a payment deadline:
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
  request: 'リクエスト予約は、ホストの承認前はカードでのお支払いのみです。コンビニ払い・銀行振込をご希望の場合は、予約内容の確認画面で「承認後にコンビニ払い・銀行振込で支払う」をお選びください。',
  tooClose: 'チェックインの前日までにお支払いを確認できないため、コンビニ払い・銀行振込はご利用いただけません（チェックインの2日前まで）。',
  /** A request to book, to be paid after approval, whose host could answer too late for any deadline. */
  requestTooClose: 'チェックインが近いため、承認後のコンビニ払い・銀行振込は選べません（チェックインの3日前まで）。カードでリクエストしてください。',
  /** The host's approval of such a request, now too close to check-in (the 409 and the host's screen). */
  approvalTooClose: 'チェックインが近く、ゲストのお支払い期限（チェックインの2日前まで）を設けられないため承認できません。メッセージでカードでのリクエストをお願いするか、却下してください。',
} as const;

/**
 * The offer at `now`: `requiresApproval` with `approved` false is a request not yet answered (card
 * only); with `approved` true, `now` is the moment of the host's approval, from which the deadline counts.
 */
export function payLaterOffer(now: Date, checkinDate: IsoDate, options: { requiresApproval: boolean; approved?: boolean }): PayLaterOffer {
  if (options.requiresApproval && !options.approved) return { offered: false, reason: PAY_LATER_REFUSALS.request };
  const today = japanDate(now);
  const byRule = addDays(today, PAY_LATER_DAYS);
  const byCheckin = addDays(checkinDate, -2);
  const lastDay = byRule < byCheckin ? byRule : byCheckin;
  if (lastDay < today) return { offered: false, reason: PAY_LATER_REFUSALS.tooClose };
  return { offered: true, lastDay, deadline: japanInstant(addDays(lastDay, 1), '00:00') };
}

/**
 * Whether a request to book may be sent without a card, to be paid after approval: only when the rule
 * above still gives a deadline if the host answers at the very end of their REQUEST_HOURS. So a request
 * the host may approve always gets a deadline (the approval checks again: `approvalRefusal`).
 */
export function payAfterApprovalOffer(now: Date, checkinDate: IsoDate): { offered: true } | { offered: false; reason: string } {
  const latestApproval = new Date(now.getTime() + REQUEST_HOURS * 3_600_000);
  const offer = payLaterOffer(latestApproval, checkinDate, { requiresApproval: true, approved: true });
  return offer.offered ? { offered: true } : { offered: false, reason: PAY_LATER_REFUSALS.requestTooClose };
}

/** Why a host may not approve, at `now`, a request to be paid after approval (no deadline left), or null. */
export function approvalRefusal(now: Date, checkinDate: IsoDate): string | null {
  return payLaterOffer(now, checkinDate, { requiresApproval: true, approved: true }).offered ? null : PAY_LATER_REFUSALS.approvalTooClose;
}

/** The offer of an approved request being paid: its deadline was fixed at the approval and never moves. */
export function heldPayLaterOffer(deadline: Date): PayLaterOffer {
  return { offered: true, lastDay: japanDate(new Date(deadline.getTime() - 1)), deadline };
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

/** How a deadline reads: the last day to pay, to its last minute (2026年12月3日(木) 23:59まで; by 23:59, Thu, 3 Dec 2026). */
export function payByText(deadline: Date, language: Language = 'ja'): string {
  const lastDay = formatJapaneseDate(japanDate(new Date(deadline.getTime() - 1)), language);
  return language === 'en' ? `by 23:59, ${lastDay}` : `${lastDay} 23:59まで`;
}
