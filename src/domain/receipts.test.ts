import { describe, expect, it } from 'vitest';
import { consumptionTaxIncluded, isReissue, receiptAmountsOf, receiptNumber } from './receipts';

describe('receipt amounts', () => {
  it('takes the consumption tax included at 10%, rounded down once', () => {
    expect(consumptionTaxIncluded(11_000)).toBe(1_000);
    expect(consumptionTaxIncluded(33_333)).toBe(3_030); // 3,030.27…
    expect(consumptionTaxIncluded(0)).toBe(0);
  });

  it('shows a paid stay whole: the accommodation tax apart, the consumption tax on the rest', () => {
    const amounts = receiptAmountsOf({ status: 'confirmed', accommodationTaxJpy: 400 }, 44_400, 0);
    expect(amounts).toEqual({ receivedJpy: 44_400, refundedJpy: 0, accommodationTaxJpy: 400, taxableJpy: 44_000, consumptionTaxJpy: 4_000 });
  });

  it('deducts refunds: a cancelled stay keeps its fee only, with no accommodation tax', () => {
    const amounts = receiptAmountsOf({ status: 'cancelled', accommodationTaxJpy: 400, cancelFeeJpy: 22_000 }, 44_400, 22_400);
    expect(amounts).toEqual({ receivedJpy: 22_000, refundedJpy: 22_400, accommodationTaxJpy: 0, taxableJpy: 22_000, consumptionTaxJpy: 2_000 });
  });

  it('has nothing to show for a booking refunded in full', () => {
    expect(receiptAmountsOf({ status: 'cancelled', accommodationTaxJpy: 0 }, 30_000, 30_000)).toBeNull();
  });

  it('numbers each issue and marks the later ones as reissues', () => {
    expect(receiptNumber('3F6C2A1E', 1)).toBe('3F6C2A1E-01');
    expect(receiptNumber('3F6C2A1E', 12)).toBe('3F6C2A1E-12');
    expect(isReissue(1)).toBe(false);
    expect(isReissue(2)).toBe(true);
  });
});
