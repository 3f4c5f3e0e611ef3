import type { BookingStatus } from '@/contract/enums';
import { MONTH_PATTERN } from '@/contract/month-pattern';
import { COMMISSION_RATE } from './booking-state';
import { bankBusinessDayOnOrBefore } from './bank-days';
import { addDays, japanDate, japanMonthRange, type IsoDate } from './japan-date';

/**
 * The host's money (docs/product/money.md): the 15% commission rounded down to the yen, what a booking
 * earns, the month-end closing in Japan time and the payout's transfer day.
 */

/** A closed month, `YYYY-MM` in Japan time. */
export type PeriodMonth = string;

/** The platform's commission on `grossJpy`, rounded down to the yen. */
export function commissionOf(grossJpy: number): number {
  // Integer arithmetic: 15% of 22,501 is 3,375.15 → 3,375 (0.15 * n in floating point can fall a hair short).
  return Math.floor((grossJpy * Math.round(COMMISSION_RATE * 100)) / 100);
}

export interface Split {
  grossJpy: number;
  commissionJpy: number;
  netJpy: number;
}

/** Gross, commission and the host's net of an amount the guest finally paid. */
export function splitOf(grossJpy: number): Split {
  const commissionJpy = commissionOf(grossJpy);
  return { grossJpy, commissionJpy, netJpy: grossJpy - commissionJpy };
}

export interface EarningBooking {
  status: BookingStatus;
  /** The payment was captured (paid, or paid and later refunded in part or in full). */
  captured: boolean;
  /** What the guest was charged. */
  paidJpy: number;
  /** The sum of the refunds that went through. */
  refundedJpy: number;
  cancelledBy?: string | null;
  cancelFeeJpy?: number;
}

export type EarningKind = 'stay' | 'cancellation_fee';

/**
 * What a booking earns the host, before the commission: what the guest finally paid (charged − refunds)
 * for a completed stay or a no-show; the kept fee of a paid cancellation; nothing for a booking the host
 * cancelled (refunded in full), a hold never paid, a request never approved, or a stay not yet over.
 */
export function earningOf(b: EarningBooking): { kind: EarningKind; grossJpy: number } | null {
  if (!b.captured) return null;
  const finallyPaid = Math.max(0, b.paidJpy - b.refundedJpy);
  if (b.status === 'completed' || b.status === 'no_show') return { kind: 'stay', grossJpy: finallyPaid };
  if (b.status === 'cancelled') {
    if (b.cancelledBy === 'host') return null;
    const kept = Math.min(finallyPaid, b.cancelFeeJpy ?? finallyPaid);
    return kept > 0 ? { kind: 'cancellation_fee', grossJpy: kept } : null;
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
