import type { BookingStatus } from '@/contract/enums';
import { MONTH_PATTERN } from '@/contract/month-pattern';
import { COMMISSION_RATE } from './booking-state';
import { bankBusinessDayOnOrBefore } from './bank-days';
import { addDays, japanDate, japanMonthRange, type IsoDate } from './japan-date';

/**
 * The host's money (docs/product/money.md): the 15% commission on the stay (never on its accommodation
 * tax) rounded down to the yen, the tax passed to the host, what a booking earns, the month-end closing in Japan time and the payout's transfer day.
 */

/** A closed month, `YYYY-MM` in Japan time. */
export type PeriodMonth = string;

/** The platform's commission on `stayJpy` (the stay's price, never its accommodation tax), rounded down to the yen. */
export function commissionOf(stayJpy: number): number {
  // Integer arithmetic: 15% of 22,501 is 3,375.15 → 3,375 (0.15 * n in floating point can fall a hair short).
  return Math.floor((stayJpy * Math.round(COMMISSION_RATE * 100)) / 100);
}

export interface Split {
  /** What the guest paid: the stay and its accommodation tax. */
  grossJpy: number;
  /** The accommodation tax (宿泊税) in `grossJpy`: no commission on it, passed whole to the host. */
  accommodationTaxJpy: number;
  /** 15% of the stay (gross − tax), rounded down. */
  commissionJpy: number;
  /** What the host receives: stay − commission + tax. */
  netJpy: number;
}

/** Gross, its accommodation tax, the commission on the stay alone and the host's net of an amount the guest finally paid. */
export function splitOf(grossJpy: number, accommodationTaxJpy = 0): Split {
  const tax = Math.min(Math.max(0, accommodationTaxJpy), Math.max(0, grossJpy));
  const commissionJpy = commissionOf(grossJpy - tax);
  return { grossJpy, accommodationTaxJpy: tax, commissionJpy, netJpy: grossJpy - commissionJpy };
}

/** What of a booking decides the tax part of what it still holds. */
export interface TaxedBooking {
  status: BookingStatus;
  /** The accommodation tax charged with the booking (bookings.accommodation_tax_jpy). */
  accommodationTaxJpy: number;
  /** The fee kept from a cancellation or a no-show (a share of the stay: never tax). */
  cancelFeeJpy?: number;
}

/**
 * The accommodation tax in what a booking still holds of the guest's money (`heldJpy`: charged less the
 * refunds so far). A stay taken keeps its tax (a refund gives back stay first: the nights were spent, the
 * tax is due). A stay not taken owes none (docs/product/accommodation-tax.md): for a cancellation or a
 * no-show, what is held beyond the kept fee is tax first, and its refund gives the tax back.
 * The SQL of revenue_entries_of (migration *_revenue-tax-apart) says the same.
 */
export function taxHeldOf(b: TaxedBooking, heldJpy: number): number {
  const tax = Math.max(0, b.accommodationTaxJpy);
  const held = Math.max(0, heldJpy);
  if (b.status === 'cancelled' || b.status === 'no_show') return Math.min(tax, Math.max(0, held - (b.cancelFeeJpy ?? 0)));
  return Math.min(tax, held);
}

/** The split of what a booking holds: the tax part of `heldJpy` by `taxHeldOf`, commission on the rest. */
export function heldSplitOf(b: TaxedBooking, heldJpy: number): Split {
  return splitOf(heldJpy, taxHeldOf(b, heldJpy));
}

/**
 * What a refund gives back on a booking that held `beforeJpy`: the refund, the tax it gives back and the
 * commission it gives back (each the held split before less the one after), so that a booking's rows
 * add up to the split of what the guest finally paid. Negative amounts, as the rows show them.
 */
export function refundSplitOf(b: TaxedBooking, beforeJpy: number, refundJpy: number): Split {
  const before = heldSplitOf(b, Math.max(0, beforeJpy));
  const after = heldSplitOf(b, Math.max(0, beforeJpy - refundJpy));
  // after − before, never −(before − after): a refund that gives nothing back shows 0, not −0.
  return {
    grossJpy: 0 - refundJpy,
    accommodationTaxJpy: after.accommodationTaxJpy - before.accommodationTaxJpy,
    commissionJpy: after.commissionJpy - before.commissionJpy,
    netJpy: before.commissionJpy - after.commissionJpy - refundJpy,
  };
}

export interface EarningBooking {
  status: BookingStatus;
  /** The payment was captured (paid, or paid and later refunded in part or in full). */
  captured: boolean;
  /** What the guest was charged. */
  paidJpy: number;
  /** The sum of the refunds that went through. */
  refundedJpy: number;
  /** The accommodation tax charged with the booking (0 when none). */
  accommodationTaxJpy?: number;
  cancelledBy?: string | null;
  cancelFeeJpy?: number;
}

export type EarningKind = 'stay' | 'cancellation_fee';

export interface Earning {
  kind: EarningKind;
  /** What the host is paid on, the tax included. */
  grossJpy: number;
  /** The accommodation tax in `grossJpy`. */
  accommodationTaxJpy: number;
}

/**
 * What a booking earns the host, before the commission: what the guest finally paid (charged − refunds)
 * for a completed stay or a no-show, with the tax it holds (`taxHeldOf`); the kept fee of a paid
 * cancellation (no tax: a stay not taken owes none); nothing for a booking the host cancelled (refunded
 * in full), a hold never paid, a request never approved, or a stay not yet over.
 */
export function earningOf(b: EarningBooking): Earning | null {
  if (!b.captured) return null;
  const finallyPaid = Math.max(0, b.paidJpy - b.refundedJpy);
  const taxed: TaxedBooking = { status: b.status, accommodationTaxJpy: b.accommodationTaxJpy ?? 0, cancelFeeJpy: b.cancelFeeJpy };
  if (b.status === 'completed' || b.status === 'no_show') return { kind: 'stay', grossJpy: finallyPaid, accommodationTaxJpy: taxHeldOf(taxed, finallyPaid) };
  if (b.status === 'cancelled') {
    if (b.cancelledBy === 'host') return null;
    const kept = Math.min(finallyPaid, b.cancelFeeJpy ?? finallyPaid);
    return kept > 0 ? { kind: 'cancellation_fee', grossJpy: kept, accommodationTaxJpy: 0 } : null;
  }
  return null;
}

/** The month `YYYY-MM` of a calendar day. */
export function monthOf(date: IsoDate): PeriodMonth {
  return date.slice(0, 7);
}

/** The Japan-time month in which this instant falls. */
export function japanMonthOf(instant: Date): PeriodMonth {
  return monthOf(japanDate(instant));
}

/** The first day of a month and the first day of the next one: [from, to). */
export function monthRange(month: PeriodMonth): { from: IsoDate; to: IsoDate } {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** `month` shifted by `offset` months. */
export function addMonths(month: PeriodMonth, offset: number): PeriodMonth {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A real month written `YYYY-MM`. */
export function isPeriodMonth(value: string): boolean {
  return MONTH_PATTERN.test(value) && Number(value.slice(0, 4)) >= 1000;
}

/** The last month that has ended in Japan at this instant: the one a closing may take. */
export function closedMonthOf(now: Date = new Date()): PeriodMonth {
  return monthOf(japanMonthRange(now, -1).from);
}

/**
 * The transfer day of a month's payout: the last bank business day of the following month in Japan
 * (weekends, national holidays and 31 December to 3 January skipped backwards: bank-days.ts).
 */
export function payoutScheduleDate(periodMonth: PeriodMonth): IsoDate {
  return bankBusinessDayOnOrBefore(addDays(monthRange(addMonths(periodMonth, 1)).to, -1));
}

/** The hour of a transfer day a payout is scheduled at (Japan time): banks' afternoon run. */
export const TRANSFER_TIME = '15:00';
