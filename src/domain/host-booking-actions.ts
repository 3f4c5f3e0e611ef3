import type { BookingStatus, CancelPolicy } from '@/contract/enums';
import { HOST_BOOKING_ACTIONS, type HostBookingAction } from '@/contract/host-bookings';
import { type BookingEvent, nextStatus } from './booking-state';
import { cancellationFee } from './cancellation';
import { japanDate } from './japan-date';
import { approvalRefusal } from './pay-later';

/**
 * What the host may do with one of their bookings at a given moment (docs/product/bookings.md, "The
 * host's actions"): the one answer the host's list and detail show (`allowedActions`) and the server
 * applies, so the screen never offers an action the server would refuse.
 *
 *   approve / reject — a `pending` request, before its 24-hour deadline (`holdExpiresAt`); a request to be
 *                      paid after approval only while the payment rule still gives the guest a deadline;
 *   cancel           — a `confirmed` booking before check-in (the check-in day at the house's check-in time);
 *   check_in         — a `confirmed` booking not yet checked in, from the check-in day to the check-out day;
 *   no_show          — a `confirmed` booking not checked in, once the check-in day has passed.
 */
export { HOST_BOOKING_ACTIONS, type HostBookingAction };

/** The state machine's event behind each action (src/domain/booking-state.ts); check-in changes no status. */
export const HOST_ACTION_EVENT: Record<HostBookingAction, BookingEvent | null> = {
  approve: 'host_approved',
  reject: 'host_rejected',
  cancel: 'host_cancelled',
  check_in: null,
  no_show: 'no_show',
};

export interface HostBookingFacts {
  status: BookingStatus;
  /** A request's answer deadline (null otherwise). */
  holdExpiresAt: Date | null;
  /** `YYYY-MM-DD`, Japan time. */
  checkinDate: string;
  checkoutDate: string;
  /** The check-in day at the house's check-in time, Japan time (japanInstant). */
  checkinAt: Date;
  checkedInAt: Date | null;
  /** A request sent without a card, to be paid by コンビニ払い or 銀行振込 after approval. */
  payAfterApproval?: boolean;
}

export const REQUEST_EXPIRED_MESSAGE = 'このリクエストは回答期限（24時間）を過ぎたため承認できません';
export const BEFORE_CHECKIN_DAY_MESSAGE = 'チェックイン日より前はチェックイン済みにできません';

/** Why a booking in `status` is not one the action applies to. */
function wrongStatus(action: HostBookingAction, status: BookingStatus): string {
  switch (status) {
    case 'cancelled':
      return 'この予約はすでにキャンセルされています';
    case 'completed':
      return 'この予約は宿泊が完了しています';
    case 'no_show':
      return 'この予約はすでに無断キャンセルになっています';
    case 'tentative':
      return 'この予約はまだお支払いが済んでいません';
    case 'confirmed':
      return 'この予約はすでに確定しています';
    case 'pending':
      return action === 'cancel' ? '承認待ちのリクエストはキャンセルではなく却下してください' : 'この予約はまだ承認されていません';
  }
}

/**
 * Why the host may not do `action` with the booking at `now`, in the words of the 409; null when
 * they may.
 */
export function hostActionRefusal(action: HostBookingAction, booking: HostBookingFacts, now: Date): string | null {
  const event = HOST_ACTION_EVENT[action];
  const applies = event === null ? booking.status === 'confirmed' : nextStatus(booking.status, event) !== null;
  // host_cancelled also applies to a request in the state machine, but the host rejects a request instead.
  if (!applies || (action === 'cancel' && booking.status !== 'confirmed')) return wrongStatus(action, booking.status);
  const today = japanDate(now);
  switch (action) {
    case 'approve':
      if (booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime()) return REQUEST_EXPIRED_MESSAGE;
      if (booking.payAfterApproval) return approvalRefusal(now, booking.checkinDate);
      return null;
    case 'reject':
      if (booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime()) return 'このリクエストは回答期限（24時間）を過ぎたため、自動的に取り消されます';
      return null;
    case 'cancel':
      if (booking.checkedInAt) return 'チェックイン済みの予約はキャンセルできません';
      if (now.getTime() >= booking.checkinAt.getTime()) return 'チェックイン時刻を過ぎた予約はキャンセルできません';
      return null;
    case 'check_in':
      if (booking.checkedInAt) return 'この予約はすでにチェックイン済みです';
      if (today < booking.checkinDate) return BEFORE_CHECKIN_DAY_MESSAGE;
      if (today > booking.checkoutDate) return 'チェックアウト日を過ぎた予約はチェックイン済みにできません';
      return null;
    case 'no_show':
      if (booking.checkedInAt) return 'チェックイン済みの予約は無断キャンセルにできません';
      if (today <= booking.checkinDate) return 'チェックイン日が過ぎるまでは無断キャンセルにできません';
      return null;
  }
}

/** The actions the host may take now, in the order the screen offers them. */
export function allowedHostActions(booking: HostBookingFacts, now: Date): HostBookingAction[] {
  return HOST_BOOKING_ACTIONS.filter((action) => hostActionRefusal(action, booking, now) === null);
}

/**
 * What a no-show keeps of what the guest paid (docs/product/bookings.md): the policy's fee for a
 * cancellation on the check-in day (flexible: the first night; moderate: 50%, the odd yen to the fee;
 * strict: everything), never more than was paid. The rest is refunded.
 */
export function noShowCharge(booking: { cancelPolicy: CancelPolicy; totalAmountJpy: number; firstNightJpy: number; paidJpy: number }): { feeJpy: number; refundJpy: number } {
  const atCheckin = new Date(0);
  const feeJpy = Math.min(booking.paidJpy, cancellationFee(booking.cancelPolicy, booking.totalAmountJpy, booking.firstNightJpy, atCheckin, atCheckin));
  return { feeJpy, refundJpy: booking.paidJpy - feeJpy };
}
