import type { CancelPolicy } from '@/contract/enums';

/**
 * The cancellation fee of PRODUCT.md section 3, counted from check-in at the property's `checkinFrom`
 * in Japan time (see japanInstant); the refund is the total less this fee.
 * flexible: free until 24 hours before check-in, then the first night;
 * moderate: free until 3 days before, then 50%;
 * strict: 50% refund until 7 days before, then none.
 */
export function cancellationFee(policy: CancelPolicy, totalJpy: number, firstNightJpy: number, checkinAt: Date, cancelAt: Date): number {
  const hoursBefore = (checkinAt.getTime() - cancelAt.getTime()) / 3_600_000;
  const half = totalJpy - Math.floor(totalJpy / 2);
  switch (policy) {
    case 'flexible':
      return hoursBefore >= 24 ? 0 : Math.min(firstNightJpy, totalJpy);
    case 'moderate':
      return hoursBefore >= 72 ? 0 : half;
    case 'strict':
      return hoursBefore >= 168 ? half : totalJpy;
  }
}
