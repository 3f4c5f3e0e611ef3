import type { z } from 'zod';
import type { HostBookingCounts, HostBookingDetail, HostBookingListItem, hostBookingsQuerySchema } from '@/contract/host-bookings';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { allowedHostActions, HOST_BOOKING_ACTIONS, type HostBookingAction, type HostBookingFacts, hostActionRefusal, noShowCharge } from '@/domain/host-booking-actions';
import { registryIncompleteOnArrival } from '@/domain/guest-registry';
import { japanDate, japanInstant } from '@/domain/japan-date';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import { type Actor, isBookingHost, visibleOr404 } from '../../policy';
import { paymentDeadlineOf, snapshotOf, stayAmountJpy } from '../bookings/booking-view';
import type { BookingDeps } from '../bookings/deps';
import { cancelledFields, releaseAuthorization, sendRefund, transition } from '../bookings/lifecycle';
import { insertRefund } from '../bookings/repository';
import { BOOKING_NOT_FOUND } from '../bookings/service';
import { notifyGuestOfBooking } from '../../notifications/notify';
import * as repo from './repository';
import { formatYen } from '@/domain/display-format';
import { PAY_LATER_REFUSALS, payLaterOffer } from '@/domain/pay-later';

type Query = z.output<typeof hostBookingsQuerySchema>;

/**
 * The host's bookings (docs/product/bookings.md, "The host's actions"): the list, the detail and the
 * actions. Every action asks the policy whether the caller is the booking's host (another host's
 * booking answers the same 404 as a missing one), then `hostActionRefusal` whether it applies now
 * (a 409 with its reason), then moves the booking through the state machine with a conditional
 * UPDATE (a second click finds it moved and gets a 409 too).
 */

function factsOf(row: Pick<repo.HostBookingRow, 'status' | 'holdExpiresAt' | 'checkinDate' | 'checkoutDate' | 'checkinFrom' | 'checkedInAt' | 'payAfterApproval'>): HostBookingFacts {
  return {
    status: row.status,
    holdExpiresAt: row.holdExpiresAt,
    checkinDate: row.checkinDate,
    checkoutDate: row.checkoutDate,
    checkinAt: japanInstant(row.checkinDate, row.checkinFrom),
    checkedInAt: row.checkedInAt,
    payAfterApproval: row.payAfterApproval,
  };
}

function toListItem(row: repo.HostBookingRow, now: Date): HostBookingListItem {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle,
    propertyImage: row.propertyImage,
    guestName: row.guestName,
    checkIn: row.checkinDate,
    checkOut: row.checkoutDate,
    nights: row.nights,
    guestCount: row.guestsAdults + row.guestsChildren,
    guestsInfants: row.guestsInfants,
    totalAmountJpy: row.totalAmountJpy,
    status: row.status,
    rejected: row.rejectedAt !== null,
    paymentStatus: row.paymentStatus,
    holdExpiresAt: row.status === 'pending' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    payAfterApproval: row.payAfterApproval,
    paymentDeadline: paymentDeadlineOf(row)?.toISOString() ?? null,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    allowedActions: allowedHostActions(factsOf(row), now),
    registryIncomplete: registryIncompleteOnArrival(row, Number(row.registrySubmitted), japanDate(now)),
  };
}

export async function listHostBookings(db: Database, actor: Actor, query: Query, now = new Date()): Promise<ListPage<HostBookingListItem, HostBookingCounts>> {
  const filter = { q: query.q, status: query.status };
  const [rows, total, counts] = await Promise.all([
    repo.findHostBookingPage(db, actor.id, filter, query.sort, pageWindow(query)),
    repo.countHostBookings(db, actor.id, filter),
    repo.countHostBookingTabs(db, actor.id),
  ]);
  return { items: rows.map((row) => toListItem(row, now)), total, counts };
}

/** The booking if the caller is its host; anyone else gets the 404 of a missing booking. */
async function requireHostBooking(db: Database, actor: Actor, id: string): Promise<repo.HostBookingDetailRow> {
  return visibleOr404(await repo.findHostBooking(db, id), (row) => isBookingHost(actor, row), BOOKING_NOT_FOUND);
}

export async function getHostBooking(db: Database, actor: Actor, id: string, now = new Date()): Promise<HostBookingDetail> {
  return toDetail(db, await requireHostBooking(db, actor, id), now);
}

async function toDetail(db: Database, row: repo.HostBookingDetailRow, now: Date): Promise<HostBookingDetail> {
  const [guests, payment] = await Promise.all([repo.findBookingGuests(db, row.id), repo.findPayment(db, row.id)]);
  const refundRows = payment ? await repo.findRefunds(db, payment.id) : [];
  const snapshot = snapshotOf(row);
  const facts = factsOf(row);
  const actionRefusals: HostBookingDetail['actionRefusals'] = {};
  for (const action of HOST_BOOKING_ACTIONS) {
    const refusal = hostActionRefusal(action, facts, now);
    if (refusal) actionRefusals[action] = refusal;
  }
  return {
    ...toListItem(row, now),
    guestsAdults: row.guestsAdults,
    guestsChildren: row.guestsChildren,
    guests: guests.map((g) => ({ ...g, fullNameKana: g.fullNameKana ?? null, email: g.email ?? null, phone: g.phone ?? null })),
    checkinFrom: row.checkinFrom,
    checkoutUntil: row.checkoutUntil,
    specialRequests: row.specialRequests,
    cancelPolicy: row.cancelPolicy,
    pricing: { dailyPrices: snapshot.dailyPrices, nightsTotal: snapshot.nightsTotal, cleaningFeeJpy: snapshot.cleaningFeeJpy, accommodationTax: snapshot.accommodationTax, totalPrice: snapshot.totalPrice },
    payment: payment
      ? {
          provider: payment.provider,
          status: payment.status,
          amountJpy: payment.amountJpy,
          authorizedAt: payment.authorizedAt?.toISOString() ?? null,
          capturedAt: payment.capturedAt?.toISOString() ?? null,
        }
      : null,
    refunds: refundRows.map((r) => ({ amountJpy: r.amountJpy, status: r.status, reason: r.reason, refundedAt: r.refundedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() })),
    refundedJpy: refundRows.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountJpy, 0),
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    cancelAt: row.cancelAt?.toISOString() ?? null,
    cancelFeeJpy: row.cancelFeeJpy,
    actionRefusals,
  };
}

const conflict = (message: string) => new AppError('CONFLICT', 409, message);

/** The booking of the caller, and the action allowed on it now; otherwise 404 or 409. */
async function requireAction(db: Database, actor: Actor, id: string, action: HostBookingAction, now: Date) {
  const row = await requireHostBooking(db, actor, id);
  const refusal = hostActionRefusal(action, factsOf(row), now);
  if (refusal) throw conflict(refusal);
  return row;
}

/** A conditional UPDATE that found the booking already moved (a second click, the expiry job): the 409 of its new state. */
async function movedMeanwhile(db: Database, actor: Actor, id: string, action: HostBookingAction, now: Date): Promise<never> {
  const row = await requireHostBooking(db, actor, id);
  throw conflict(hostActionRefusal(action, factsOf(row), now) ?? 'この予約は他の操作によって更新されました。画面を再読み込みしてください');
}

async function detailAfter(deps: BookingDeps, actor: Actor, id: string, now: Date) {
  return getHostBooking(deps.db, actor, id, now);
}

/** What the guest has paid and not been given back (a captured payment less its refunds). */
async function paidNow(db: Database, bookingId: string) {
  const payment = await repo.findPayment(db, bookingId);
  if (!payment || (payment.status !== 'paid' && payment.status !== 'refunded')) return { payment, paidJpy: 0 };
  const refunded = (await repo.findRefunds(db, payment.id)).filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountJpy, 0);
  return { payment, paidJpy: Math.max(0, payment.amountJpy - refunded) };
}

/**
 * 承認: a pending request before its deadline becomes confirmed. The card's authorisation is captured
 * at the provider first (idempotent by its key), so a refused capture leaves the request pending; then
 * the booking and its payment row move together, and the guest gets the booking confirmation.
 */
export async function approveBooking(deps: BookingDeps, actor: Actor, id: string, now = new Date()): Promise<HostBookingDetail> {
  const request = await requireAction(deps.db, actor, id, 'approve', now);
  if (request.payAfterApproval) return approveToPayLater(deps, actor, request, now);
  const payment = await repo.findPayment(deps.db, id);
  if (payment?.status === 'authorized' && payment.stripePaymentIntentId) {
    try {
      await deps.payments.capturePayment(payment.stripePaymentIntentId, `capture:${id}`);
    } catch (error) {
      deps.log.error({ err: error, bookingId: id }, '与信の確定（キャプチャ）に失敗しました');
      throw new AppError('CONFLICT', 409, 'カードのお支払いを確定できなかったため、承認できませんでした。時間をおいてもう一度お試しください');
    }
  }
  const moved = await deps.db.transaction(async (tx) => {
    const row = await transition(tx, id, 'host_approved', 'confirmed', { paymentStatus: 'paid', holdExpiresAt: null });
    if (row) await repo.markPaymentCaptured(tx, id, now);
    return row;
  });
  if (!moved) return movedMeanwhile(deps.db, actor, id, 'approve', now);
  await notifyGuestOfBooking(deps.db, id, 'approved');
  await deps.mail.sendBookingEmail('booking_confirmation', id);
  return detailAfter(deps, actor, id, now);
}

/**
 * 承認 of a request sent without a card (docs/product/payments.md, "Paying after approval"): the booking
 * waits for its コンビニ払い or 銀行振込 (tentative again, `host_approved_to_pay`), its nights held until
 * the deadline `payLaterOffer` gives from now (hostActionRefusal has checked there is one); the guest
 * gets the 通知 and the e-mail with the amount, the deadline and the link to pay.
 */
async function approveToPayLater(deps: BookingDeps, actor: Actor, request: repo.HostBookingDetailRow, now: Date): Promise<HostBookingDetail> {
  const offer = payLaterOffer(now, request.checkinDate, { requiresApproval: true, approved: true });
  if (!offer.offered) throw conflict(PAY_LATER_REFUSALS.approvalTooClose);
  const moved = await transition(deps.db, request.id, 'host_approved_to_pay', 'tentative', { holdExpiresAt: offer.deadline });
  if (!moved) return movedMeanwhile(deps.db, actor, request.id, 'approve', now);
  await notifyGuestOfBooking(deps.db, request.id, 'approved_to_pay');
  await deps.mail.sendBookingEmail('payment_request', request.id, { paymentDeadline: offer.deadline });
  return detailAfter(deps, actor, request.id, now);
}

/** 却下: a pending request becomes cancelled by the host with the reason; the authorisation is released and the guest told why. */
export async function rejectBooking(deps: BookingDeps, actor: Actor, id: string, reason: string, now = new Date()): Promise<HostBookingDetail> {
  await requireAction(deps.db, actor, id, 'reject', now);
  const moved = await transition(deps.db, id, 'host_rejected', 'cancelled', { ...cancelledFields('host', reason, now), paymentStatus: 'unpaid', rejectedAt: now });
  if (!moved) return movedMeanwhile(deps.db, actor, id, 'reject', now);
  await notifyGuestOfBooking(deps.db, id, 'rejected');
  await releaseAuthorization(deps, id, 'ホストが却下', { kind: 'booking_rejected', extra: { reason } });
  return detailAfter(deps, actor, id, now);
}

/**
 * キャンセル by the host: a confirmed booking before check-in becomes cancelled, whatever the policy
 * with a full refund and no fee (docs/product/bookings.md); the refund is recorded with the
 * cancellation, then asked of the provider; the guest is told with the reason.
 */
export async function hostCancelBooking(deps: BookingDeps, actor: Actor, id: string, reason: string, now = new Date()): Promise<HostBookingDetail> {
  const row = await requireAction(deps.db, actor, id, 'cancel', now);
  const { payment, paidJpy } = await paidNow(deps.db, id);
  const refundId = await deps.db.transaction(async (tx) => {
    const moved = await transition(tx, id, 'host_cancelled', 'cancelled', {
      ...cancelledFields('host', reason, now),
      cancelFeeJpy: 0,
      paymentStatus: paidJpy > 0 ? 'refunded' : row.paymentStatus,
    });
    if (!moved) return undefined;
    if (paidJpy <= 0 || !payment) return null;
    return insertRefund(tx, { paymentId: payment.id, amountJpy: paidJpy, reason: 'ホストによるキャンセル（全額返金）' });
  });
  if (refundId === undefined) return movedMeanwhile(deps.db, actor, id, 'cancel', now);
  if (refundId && payment?.stripePaymentIntentId) await sendRefund(deps, refundId, payment.stripePaymentIntentId, paidJpy, id, now);
  await notifyGuestOfBooking(deps.db, id, 'host_cancelled');
  await deps.mail.sendBookingEmail('host_cancelled', id, { extra: { reason, refundAmount: String(paidJpy) } });
  return detailAfter(deps, actor, id, now);
}

/** チェックイン済み: recorded once on a confirmed booking from the check-in day; the status stays confirmed. */
export async function checkInBooking(deps: BookingDeps, actor: Actor, id: string, now = new Date()): Promise<HostBookingDetail> {
  await requireAction(deps.db, actor, id, 'check_in', now);
  if (!(await repo.markCheckedIn(deps.db, id, now))) return movedMeanwhile(deps.db, actor, id, 'check_in', now);
  return detailAfter(deps, actor, id, now);
}

/**
 * 無断キャンセル: a confirmed booking whose check-in day passed without a check-in becomes no_show. The
 * guest is charged what the policy charges for a cancellation on the check-in day; the rest is
 * refunded (src/domain/host-booking-actions.ts `noShowCharge`), and the guest is told.
 */
export async function markNoShow(deps: BookingDeps, actor: Actor, id: string, now = new Date()): Promise<HostBookingDetail> {
  const row = await requireAction(deps.db, actor, id, 'no_show', now);
  const { payment, paidJpy } = await paidNow(deps.db, id);
  const charge = noShowCharge({
    cancelPolicy: row.cancelPolicy,
    totalAmountJpy: stayAmountJpy(row),
    firstNightJpy: snapshotOf(row).dailyPrices[0]?.price ?? row.totalAmountJpy,
    paidJpy,
  });
  const refundId = await deps.db.transaction(async (tx) => {
    const moved = await transition(tx, id, 'no_show', 'no_show', {
      cancelFeeJpy: charge.feeJpy,
      paymentStatus: charge.refundJpy > 0 ? 'refunded' : row.paymentStatus,
    });
    if (!moved) return undefined;
    if (charge.refundJpy <= 0 || !payment) return null;
    return insertRefund(tx, { paymentId: payment.id, amountJpy: charge.refundJpy, reason: `無断キャンセル（キャンセル料 ${formatYen(charge.feeJpy)}）` });
  });
  if (refundId === undefined) return movedMeanwhile(deps.db, actor, id, 'no_show', now);
  if (refundId && payment?.stripePaymentIntentId) await sendRefund(deps, refundId, payment.stripePaymentIntentId, charge.refundJpy, id, now);
  await deps.mail.sendBookingEmail('no_show', id, { extra: { cancelFee: String(charge.feeJpy), refundAmount: String(charge.refundJpy) } });
  return detailAfter(deps, actor, id, now);
}

/**
 * The seed's owner call `PUT /api/bookings/{bookingId}` { status }: the booking's host approves
 * (confirmed) or rejects (cancelled) a pending request through the same functions.
 */
export async function setOwnerBookingStatus(
  deps: BookingDeps,
  actor: Actor,
  id: string,
  body: { status: 'confirmed' | 'cancelled'; reason?: string },
  now = new Date(),
): Promise<HostBookingDetail> {
  if (body.status === 'confirmed') return approveBooking(deps, actor, id, now);
  return rejectBooking(deps, actor, id, body.reason?.trim() || 'ホストの都合により、今回はお受けできませんでした', now);
}
