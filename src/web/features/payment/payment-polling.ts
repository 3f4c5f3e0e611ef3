import type { BookingStatus } from '@/contract/enums';

/** After the card page the payment may reach the server a moment later: asked again every second, 15 times at most. */
export const MAX_PAYMENT_CHECKS = 15;
export const PAYMENT_CHECK_INTERVAL_MS = 1000;

/** TanStack Query's refetchInterval: while the booking still waits for its payment, until the checks run out. */
export function paymentCheckInterval(status: BookingStatus | undefined, dataUpdateCount: number): number | false {
  return status === 'tentative' && dataUpdateCount <= MAX_PAYMENT_CHECKS ? PAYMENT_CHECK_INTERVAL_MS : false;
}

/** Every check has been made and the payment has still not been seen. */
export function paymentChecksExhausted(status: BookingStatus | undefined, dataUpdateCount: number): boolean {
  return status === 'tentative' && dataUpdateCount > MAX_PAYMENT_CHECKS;
}
