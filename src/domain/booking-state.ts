import type { BookingStatus } from '@/contract/enums';

/**
 * The booking state machine of docs/product/bookings.md. Every change of `bookings.status` goes through
 * `nextStatus`; an event that does not apply to the current state is refused (null), so a repeated or
 * late provider event, or a second click, changes nothing.
 *
 *   tentative ─payment_succeeded→ confirmed      (instant booking, paid)
 *   tentative ─payment_authorized→ pending       (request to book, card authorised only)
 *   tentative ─request_sent→ pending             (request to book without a card, to be paid after approval)
 *   tentative ─payment_failed | hold_expired | guest_cancelled→ cancelled
 *   pending   ─host_approved→ confirmed          (the authorisation is captured)
 *   pending   ─host_approved_to_pay→ tentative   (a request without a card: held unpaid until its payment
 *                                                  deadline, then paid → confirmed or lapsed → cancelled
 *                                                  like an instant-book voucher)
 *   pending   ─host_rejected | request_expired | guest_cancelled | host_cancelled | admin_cancelled→ cancelled
 *   confirmed ─guest_cancelled | host_cancelled | admin_cancelled→ cancelled
 *   confirmed ─stay_completed→ completed         (after check-out)
 *   confirmed ─no_show→ no_show                  (set by the host after the check-in day)
 *   completed, cancelled, no_show: final
 */
export const BOOKING_EVENTS = [
  'payment_succeeded',
  'payment_authorized',
  'request_sent',
  'payment_failed',
  'hold_expired',
  'host_approved',
  'host_approved_to_pay',
  'host_rejected',
  'request_expired',
  'guest_cancelled',
  'host_cancelled',
  'admin_cancelled',
  'stay_completed',
  'no_show',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

const TRANSITIONS: Record<BookingStatus, Partial<Record<BookingEvent, BookingStatus>>> = {
  tentative: {
    payment_succeeded: 'confirmed',
    payment_authorized: 'pending',
    request_sent: 'pending',
    payment_failed: 'cancelled',
    hold_expired: 'cancelled',
    guest_cancelled: 'cancelled',
  },
  pending: {
    host_approved: 'confirmed',
    host_approved_to_pay: 'tentative',
    host_rejected: 'cancelled',
    request_expired: 'cancelled',
    guest_cancelled: 'cancelled',
    host_cancelled: 'cancelled',
    admin_cancelled: 'cancelled',
  },
  confirmed: {
    guest_cancelled: 'cancelled',
    host_cancelled: 'cancelled',
    admin_cancelled: 'cancelled',
    stay_completed: 'completed',
    no_show: 'no_show',
  },
  completed: {},
  cancelled: {},
  no_show: {},
};

/** The state after `event`, or null when the event does not apply in `status`. */
export function nextStatus(status: BookingStatus, event: BookingEvent): BookingStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

/** The statuses from which `event` applies: the WHERE of a conditional UPDATE. */
export function statusesAccepting(event: BookingEvent): BookingStatus[] {
  return (Object.keys(TRANSITIONS) as BookingStatus[]).filter((status) => TRANSITIONS[status][event] !== undefined);
}

/** Statuses whose nights are held (the no-overlap constraint counts every status but cancelled). */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['tentative', 'pending', 'confirmed', 'completed', 'no_show'];

/** An unpaid tentative hold lapses after this long. */
export const HOLD_MINUTES = 30;
/** A request to book that the host has not answered lapses after this long. */
export const REQUEST_HOURS = 24;
/** A completed stay may be reviewed until this many days after check-out. */
export const REVIEW_WINDOW_DAYS = 14;
/** A review no admin has hidden is published this long after it was written. */
export const REVIEW_AUTO_PUBLISH_HOURS = 24;
/** The check-in information goes out this many days before check-in. */
export const CHECKIN_INFO_DAYS_BEFORE = 2;
/** The host's commission on the booking total (docs/product/money.md). */
export const COMMISSION_RATE = 0.15;

/** The status labels of docs/product/bookings.md; an area may word some differently (its own map), never the rejected request's. */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  tentative: '仮予約',
  pending: '承認待ち',
  confirmed: '確定',
  cancelled: 'キャンセル',
  completed: '宿泊完了',
  no_show: '来館なし',
};

/** A request to book the host declined: cancelled, and never a キャンセル to anyone. */
export const REJECTED_LABEL = '却下';

/** An approved request waiting for its コンビニ払い or 銀行振込 (tentative, `payAfterApproval`): never a 仮予約 to anyone. */
export const AWAITING_PAYMENT_LABEL = 'お支払い待ち';

/**
 * The one label of a booking's status for the guest, the host and the activity feed: 却下 for a
 * request the host rejected (`rejected`: the booking's `rejectedAt` was set by the rejection), お支払い待ち
 * for an approved request to be paid after approval (`payAfterApproval` and still tentative), else the
 * area's word for the status.
 */
export function bookingStatusLabel(
  booking: { status: BookingStatus; rejected: boolean; payAfterApproval?: boolean },
  labels: Readonly<Record<BookingStatus, string>> = BOOKING_STATUS_LABELS,
): string {
  if (booking.status === 'tentative' && booking.payAfterApproval) return AWAITING_PAYMENT_LABEL;
  return booking.status === 'cancelled' && booking.rejected ? REJECTED_LABEL : labels[booking.status];
}
