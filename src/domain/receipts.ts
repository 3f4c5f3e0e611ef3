import { taxHeldOf, type TaxedBooking } from './payouts';

/**
 * Receipts and qualified invoices (docs/product/receipts-and-invoices.md): the amounts a guest's 領収書
 * shows, the consumption tax included in a tax-inclusive amount, and the receipt's number.
 */

/** The standard consumption tax rate (標準税率) of every amount the site charges: stays, cleaning, commission. */
export const CONSUMPTION_TAX_PERCENT = 10;

/**
 * The consumption tax included in a tax-inclusive amount at `percent`, rounded down to the yen: one
 * rounding per rate and per document, as the qualified invoice's rules allow (11,000 → 1,000).
 */
export function consumptionTaxIncluded(taxInclusiveJpy: number, percent = CONSUMPTION_TAX_PERCENT): number {
  if (taxInclusiveJpy <= 0) return 0;
  return Math.floor((taxInclusiveJpy * percent) / (100 + percent));
}

export interface ReceiptAmounts {
  /** What the guest finally paid: charged less the refunds that went through (the receipt's 金額, 税込). */
  receivedJpy: number;
  /** The refunds deducted from the charge (0 when none). */
  refundedJpy: number;
  /** The accommodation tax in `receivedJpy`: not subject to consumption tax, shown apart. */
  accommodationTaxJpy: number;
  /** `receivedJpy` less the accommodation tax: the stay (and cleaning, or a kept cancellation fee) at 10%. */
  taxableJpy: number;
  /** The consumption tax included in `taxableJpy` at 10%. */
  consumptionTaxJpy: number;
}

/**
 * A receipt's amounts for what a booking holds of the guest's money: the charge less its refunds, the
 * accommodation tax in it (`taxHeldOf`: a stay taken keeps its tax; a cancelled one keeps only its fee,
 * which is no tax), and the consumption tax included in the rest. Null when nothing is held (refunded in full).
 */
export function receiptAmountsOf(booking: TaxedBooking, paidJpy: number, refundedJpy: number): ReceiptAmounts | null {
  const receivedJpy = Math.max(0, paidJpy - refundedJpy);
  if (receivedJpy === 0) return null;
  const accommodationTaxJpy = taxHeldOf(booking, receivedJpy);
  const taxableJpy = receivedJpy - accommodationTaxJpy;
  return { receivedJpy, refundedJpy: Math.max(0, refundedJpy), accommodationTaxJpy, taxableJpy, consumptionTaxJpy: consumptionTaxIncluded(taxableJpy) };
}

/** A receipt's number: the booking's number and the sequence (3F6C2A1E-01, 3F6C2A1E-02 …). */
export function receiptNumber(bookingNumber: string, sequence: number): string {
  return `${bookingNumber}-${String(sequence).padStart(2, '0')}`;
}

/** Every issue after the first is a reissue (再発行), and the document says so. */
export function isReissue(sequence: number): boolean {
  return sequence > 1;
}
