import { describe, expect, it } from 'vitest';
import { isBankBusinessDay } from './bank-days';
import { addMonths, closedMonthOf, commissionOf, earningOf, heldSplitOf, japanMonthOf, monthRange, payoutScheduleDate, refundSplitOf, splitOf, taxHeldOf } from './payouts';

describe('commission and net (docs/product/money.md)', () => {
  it('keeps 15% of a 50,000円 stay: 7,500円 commission, 42,500円 to the host', () => {
    expect(splitOf(50_000)).toEqual({ grossJpy: 50_000, accommodationTaxJpy: 0, commissionJpy: 7_500, netJpy: 42_500 });
  });

  it('rounds the commission of a 22,501円 cancellation fee down: 3,375円 commission, 19,126円 to the host', () => {
    expect(splitOf(22_501)).toEqual({ grossJpy: 22_501, accommodationTaxJpy: 0, commissionJpy: 3_375, netJpy: 19_126 });
  });

  it('rounds down where floating point would land a hair below a whole yen', () => {
    // 0.15 * 20 = 3.0000000000000004 and 0.15 * 60 = 9 exactly; 0.15 * 1 = 0.15.
    expect(commissionOf(20)).toBe(3);
    expect(commissionOf(60)).toBe(9);
    expect(commissionOf(1)).toBe(0);
    expect(commissionOf(0)).toBe(0);
    for (let gross = 0; gross < 2_000; gross++) expect(commissionOf(gross)).toBe(Math.floor((gross * 15) / 100));
  });
});

describe('what a booking earns', () => {
  const paid = { captured: true, paidJpy: 50_000, refundedJpy: 0 };

  it('a completed stay earns what the guest finally paid (total − refunds)', () => {
    expect(earningOf({ ...paid, status: 'completed' })).toEqual({ kind: 'stay', grossJpy: 50_000, accommodationTaxJpy: 0 });
    expect(earningOf({ ...paid, status: 'completed', refundedJpy: 5_000 })).toEqual({ kind: 'stay', grossJpy: 45_000, accommodationTaxJpy: 0 });
  });

  it('a no-show earns what the guest was charged', () => {
    expect(earningOf({ ...paid, status: 'no_show' })).toEqual({ kind: 'stay', grossJpy: 50_000, accommodationTaxJpy: 0 });
  });

  it("a guest's cancellation earns the kept fee", () => {
    expect(earningOf({ ...paid, status: 'cancelled', cancelledBy: 'guest', cancelFeeJpy: 22_501, refundedJpy: 27_499 })).toEqual({
      kind: 'cancellation_fee',
      grossJpy: 22_501,
      accommodationTaxJpy: 0,
    });
    // A refund that has not gone through yet does not make the fee larger.
    expect(earningOf({ ...paid, status: 'cancelled', cancelledBy: 'guest', cancelFeeJpy: 22_501, refundedJpy: 0 })?.grossJpy).toBe(22_501);
  });

  it('earns nothing for a host-cancelled booking, a free cancellation, an unpaid hold, an unapproved request or a stay not yet over', () => {
    expect(earningOf({ ...paid, status: 'cancelled', cancelledBy: 'host', cancelFeeJpy: 0, refundedJpy: 50_000 })).toBeNull();
    expect(earningOf({ ...paid, status: 'cancelled', cancelledBy: 'guest', cancelFeeJpy: 0, refundedJpy: 50_000 })).toBeNull();
    expect(earningOf({ captured: false, paidJpy: 50_000, refundedJpy: 0, status: 'cancelled', cancelledBy: 'system', cancelFeeJpy: 0 })).toBeNull();
    expect(earningOf({ captured: false, paidJpy: 50_000, refundedJpy: 0, status: 'pending' })).toBeNull();
    expect(earningOf({ ...paid, status: 'confirmed' })).toBeNull();
  });
});

describe('the accommodation tax is not commission (issue 31)', () => {
  // A Kyoto stay: 50,000円 of nights and cleaning, 宿泊税 2 guests × 2 nights × 1,000円 = 4,000円; the guest paid 54,000円.
  const taxed = { captured: true, paidJpy: 54_000, refundedJpy: 0, accommodationTaxJpy: 4_000 };

  it('takes 15% of the stay only and passes the tax whole to the host: stay − commission + tax', () => {
    expect(splitOf(54_000, 4_000)).toEqual({ grossJpy: 54_000, accommodationTaxJpy: 4_000, commissionJpy: 7_500, netJpy: 46_500 });
    expect(splitOf(54_000, 4_000).netJpy).toBe(50_000 - 7_500 + 4_000);
  });

  it('a completed stay earns what the guest paid, the tax in it', () => {
    const earning = earningOf({ ...taxed, status: 'completed' })!;
    expect(earning).toEqual({ kind: 'stay', grossJpy: 54_000, accommodationTaxJpy: 4_000 });
    expect(splitOf(earning.grossJpy, earning.accommodationTaxJpy)).toEqual({ grossJpy: 54_000, accommodationTaxJpy: 4_000, commissionJpy: 7_500, netJpy: 46_500 });
  });

  it('a refund on a stay taken gives back stay first: the tax stays due', () => {
    const stay = { status: 'completed' as const, accommodationTaxJpy: 4_000 };
    expect(taxHeldOf(stay, 49_000)).toBe(4_000);
    expect(taxHeldOf(stay, 3_000)).toBe(3_000);
    const back = refundSplitOf(stay, 54_000, 5_000);
    expect(back).toEqual({ grossJpy: -5_000, accommodationTaxJpy: 0, commissionJpy: -750, netJpy: -4_250 });
    // The booking's row and its refund's row add up to the split of what the guest finally paid.
    const kept = heldSplitOf(stay, 49_000);
    expect(splitOf(54_000, 4_000).commissionJpy + back.commissionJpy).toBe(kept.commissionJpy);
    expect(splitOf(54_000, 4_000).netJpy + back.netJpy).toBe(kept.netJpy);
  });

  it('a cancellation keeps the fee without tax, and its refund gives the whole tax back', () => {
    const cancelled = { status: 'cancelled' as const, accommodationTaxJpy: 4_000, cancelFeeJpy: 25_000 };
    expect(taxHeldOf(cancelled, 54_000)).toBe(4_000);
    expect(taxHeldOf(cancelled, 25_000)).toBe(0);
    expect(refundSplitOf(cancelled, 54_000, 29_000)).toEqual({ grossJpy: -29_000, accommodationTaxJpy: -4_000, commissionJpy: -3_750, netJpy: -25_250 });
    expect(earningOf({ ...taxed, status: 'cancelled', cancelledBy: 'guest', cancelFeeJpy: 25_000, refundedJpy: 29_000 })).toEqual({
      kind: 'cancellation_fee',
      grossJpy: 25_000,
      accommodationTaxJpy: 0,
    });
  });

  it('a no-show keeps the fee and gives the tax back: a stay not taken owes none', () => {
    expect(earningOf({ ...taxed, status: 'no_show', cancelFeeJpy: 25_000, refundedJpy: 29_000 })).toEqual({ kind: 'stay', grossJpy: 25_000, accommodationTaxJpy: 0 });
  });

  it('never counts more tax than the guest paid', () => {
    expect(splitOf(3_000, 4_000)).toEqual({ grossJpy: 3_000, accommodationTaxJpy: 3_000, commissionJpy: 0, netJpy: 3_000 });
  });
});

describe('months in Japan time', () => {
  it('puts 2026-11-30 23:30 JST in November and 2026-12-01 00:30 JST in December', () => {
    expect(japanMonthOf(new Date('2026-11-30T23:30:00+09:00'))).toBe('2026-11');
    expect(japanMonthOf(new Date('2026-12-01T00:30:00+09:00'))).toBe('2026-12');
  });

  it('closes the month that has ended in Japan', () => {
    expect(closedMonthOf(new Date('2026-12-01T00:10:00+09:00'))).toBe('2026-11');
    expect(closedMonthOf(new Date('2026-11-30T23:59:00+09:00'))).toBe('2026-10');
    expect(closedMonthOf(new Date('2027-01-01T00:00:00+09:00'))).toBe('2026-12');
  });

  it('shifts months and gives their range', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });
});

describe('the payout day: the last business day of the following month', () => {
  it('is the month end when it is a weekday', () => {
    // September 2026 → 2026-10-30 is a Friday (10-31 Saturday); January 2026 → 2026-02-27 Friday (02-28 Saturday).
    expect(payoutScheduleDate('2026-09')).toBe('2026-10-30');
    expect(payoutScheduleDate('2026-01')).toBe('2026-02-27');
  });

  it('never falls on 31 December, when banks are closed (銀行法施行令 第5条)', () => {
    // November 2026 → 2026-12-31 is a Thursday but banks are closed → Wednesday 2026-12-30.
    expect(payoutScheduleDate('2026-11')).toBe('2026-12-30');
    // November 2027 → 2027-12-31 Friday → Thursday 2027-12-30.
    expect(payoutScheduleDate('2027-11')).toBe('2027-12-30');
  });

  it('moves back from a weekend', () => {
    // October 2026 → 2026-11-30 is a Monday; December 2026 → 2027-01-31 is a Sunday → Friday 2027-01-29.
    expect(payoutScheduleDate('2026-10')).toBe('2026-11-30');
    expect(payoutScheduleDate('2026-12')).toBe('2027-01-29');
    // February 2026 → 2026-03-31 Tuesday; April 2026 → 2026-05-31 Sunday → Friday 2026-05-29.
    expect(payoutScheduleDate('2026-04')).toBe('2026-05-29');
  });

  it('moves back over a national holiday', () => {
    expect(isBankBusinessDay('2026-11-23')).toBe(false); // 勤労感謝の日 (Monday)
    expect(isBankBusinessDay('2026-11-24')).toBe(true);
    // March 2022 → 2022-04-30 Saturday, 04-29 昭和の日 (Friday) → Thursday 2022-04-28.
    expect(payoutScheduleDate('2022-03')).toBe('2022-04-28');
    // March 2029 → 04-30 振替休日 (Monday), 04-29 昭和の日 (Sunday), 04-28 Saturday → Friday 2029-04-27.
    expect(payoutScheduleDate('2029-03')).toBe('2029-04-27');
  });
});
