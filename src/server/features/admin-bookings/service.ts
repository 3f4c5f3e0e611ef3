import type { z } from 'zod';
import type {
  AdminBooking,
  AdminBookingCounts,
  AdminBookingDetail,
  adminBookingsQuerySchema,
  AdminCancellation,
  AdminRefundChoice,
} from '@/contract/admin-bookings';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { nextStatus } from '@/domain/booking-state';
import { cancellationFee } from '@/domain/cancellation';
import { addDays, formatJapaneseDate, japanDate, japanInstant, japanMonthRange, weekdayOf } from '@/domain/japan-date';
import { japanMonthOf } from '@/domain/payouts';
import { type AuditContext, audit } from '../../audit/audit';
import { AppError, notFound } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import { monthPaymentsNet } from '../../revenue/payments-net';
import { hostBookingLink, notify, notifyGuestOfBooking } from '../../notifications/notify';
import { snapshotOf, stayAmountJpy } from '../bookings/booking-view';
import type { BookingDeps } from '../bookings/deps';
import { cancelledFields, releaseAuthorization, sendRefund, transition } from '../bookings/lifecycle';
import { insertRefund } from '../bookings/repository';
import { BOOKING_NOT_FOUND } from '../bookings/service';
import { findBookingGuests, findPayment, findRefunds } from '../host-bookings/repository';
import * as repo from './repository';
import { formatYen } from '@/domain/display-format';

type Query = z.output<typeof adminBookingsQuerySchema>;

/**
 * The back office's bookings (docs/product/back-office.md, "Bookings"): the list with its period
 * filter in Japan time, a booking's whole record, and an admin's cancellation with a full or a
 * policy refund through the booking state machine.
 */

/** The check-in days a period filter means, from today in Japan. */
export function periodOf(period: Query['period'], now: Date): repo.AdminBookingFilter['period'] {
  const today = japanDate(now);
  switch (period) {
    case undefined:
      return undefined;
    case 'today':
      return { stayingOn: today };
    case 'week': {
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
      return { checkinFrom: monday, checkinBefore: addDays(monday, 7) };
    }
    case 'month': {
      const month = japanMonthRange(now);
      return { checkinMonth: month.from };
    }
    case 'upcoming':
      return { upcomingAfter: today };
  }
}

function toItem(row: repo.AdminBookingRow): AdminBooking {
  return {
    id: row.id,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    guestPhone: row.guestPhone,
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle,
    checkInDate: row.checkInDate,
    checkOutDate: row.checkOutDate,
    totalGuests: row.guestsAdults + row.guestsChildren,
    totalAmountJpy: row.totalAmountJpy,
    status: row.status,
    rejected: row.rejected,
    payAfterApproval: row.payAfterApproval,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/bookings */
export async function listBookings(db: Database, query: Query, now = new Date()): Promise<ListPage<AdminBooking, AdminBookingCounts>> {
  const filter: repo.AdminBookingFilter = { q: query.q, status: query.status, period: periodOf(query.period, now) };
  // Without a search or a period the total is one of the counters (a status other than a hold or a
  // cancellation is always a booking), so it is not counted a second time.
  const fromCounters = !filter.q && !filter.period && filter.status !== 'tentative' && filter.status !== 'cancelled';
  const [rows, counted, byStatus, paymentsThisMonth] = await Promise.all([
    repo.findBookingPage(db, filter, query.sort, pageWindow(query)),
    fromCounters ? undefined : repo.countBookings(db, filter),
    repo.countByStatus(db),
    monthPaymentsNet(db, japanMonthOf(now)),
  ]);
  const all = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  const total = counted?.total ?? (filter.status ? (byStatus[filter.status] ?? 0) : all);
  return { items: rows.map(toItem), total, totalCapped: counted?.capped, counts: { total: all, confirmed: byStatus.confirmed ?? 0, pending: byStatus.pending ?? 0, paymentsThisMonth } };
}

/** What the guest has paid and not been given back. */
async function paidNow(db: Database, bookingId: string) {
  const payment = await findPayment(db, bookingId);
  const refundRows = payment ? await findRefunds(db, payment.id) : [];
  const refunded = refundRows.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountJpy, 0);
  const paidJpy = payment && (payment.status === 'paid' || payment.status === 'refunded') ? Math.max(0, payment.amountJpy - refunded) : 0;
  return { payment, refundRows, paidJpy };
}

const NOT_CANCELLABLE: Record<string, string> = {
  cancelled: 'この予約はすでにキャンセルされています',
  completed: '宿泊が完了した予約はキャンセルできません',
  no_show: '無断キャンセルとして処理済みの予約はキャンセルできません',
  tentative: 'お支払い前の仮予約は管理画面からキャンセルできません（30分で自動的に取り消されます）',
};

/**
 * What an admin's cancellation would do now: allowed while the state machine accepts
 * `admin_cancelled` (a request or a confirmed stay). The full refund gives back everything paid; the
 * policy refund keeps the policy's fee for a cancellation at this moment (src/domain/cancellation.ts),
 * never more than was paid.
 */
export function cancellationOf(row: repo.AdminBookingDetailRow, paidJpy: number, now: Date): AdminCancellation {
  const allowed = nextStatus(row.status, 'admin_cancelled') !== null;
  const fee = Math.min(
    paidJpy,
    cancellationFee(row.cancelPolicy, stayAmountJpy(row), snapshotOf(row).dailyPrices[0]?.price ?? row.totalAmountJpy, japanInstant(row.checkInDate, row.checkinFrom), now),
  );
  return {
    allowed,
    reason: allowed ? null : (NOT_CANCELLABLE[row.status] ?? 'この予約はキャンセルできません'),
    paidJpy,
    fullRefundJpy: paidJpy,
    policyFeeJpy: fee,
    policyRefundJpy: paidJpy - fee,
  };
}

const yen = formatYen;
const REFUND_LABEL: Record<string, string> = { full: '全額返金', policy: 'キャンセルポリシーに基づく返金' };

function historyOf(
  row: repo.AdminBookingDetailRow,
  payment: Awaited<ReturnType<typeof findPayment>>,
  refundRows: Awaited<ReturnType<typeof findRefunds>>,
  entries: Awaited<ReturnType<typeof repo.findAuditEntries>>,
): AdminBookingDetail['history'] {
  const events: { at: Date; label: string; detail: string | null }[] = [{ at: row.createdAt, label: '予約を受け付けました', detail: null }];
  if (payment?.authorizedAt) events.push({ at: payment.authorizedAt, label: 'カードの与信（お支払い枠の確保）', detail: yen(payment.amountJpy) });
  if (payment?.capturedAt) events.push({ at: payment.capturedAt, label: 'お支払いが確定しました', detail: yen(payment.amountJpy) });
  if (row.checkedInAt) events.push({ at: row.checkedInAt, label: 'チェックインを記録しました', detail: null });
  if (row.cancelAt) {
    const by = { guest: 'ゲスト', host: 'ホスト', admin: '管理者', system: 'システム' }[row.cancelledBy ?? ''] ?? '';
    events.push({ at: row.cancelAt, label: `${by ? `${by}が` : ''}キャンセルしました`, detail: row.cancelReason });
  }
  for (const r of refundRows) {
    events.push({ at: r.refundedAt ?? r.createdAt, label: r.status === 'failed' ? '返金に失敗しました' : r.status === 'refunded' ? '返金しました' : '返金を手続き中です', detail: `${yen(r.amountJpy)}${r.reason ? `（${r.reason}）` : ''}` });
  }
  for (const e of entries) {
    const values = (e.newValues ?? {}) as Record<string, unknown>;
    const refund = typeof values.refund === 'string' ? REFUND_LABEL[values.refund] : null;
    events.push({
      at: e.createdAt,
      label: `管理者の操作：${e.action === 'cancel' ? 'キャンセル' : e.action}${e.adminName ? `（${e.adminName}）` : ''}`,
      detail: [refund, typeof values.refundJpy === 'number' ? `返金 ${yen(values.refundJpy)}` : null].filter(Boolean).join('・') || null,
    });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime()).map((e) => ({ at: e.at.toISOString(), label: e.label, detail: e.detail }));
}

/** GET /api/admin/bookings/{id} */
export async function getBookingDetail(db: Database, id: string, now = new Date()): Promise<AdminBookingDetail> {
  const row = await repo.findBooking(db, id);
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const [guests, talk, entries, { payment, refundRows, paidJpy }] = await Promise.all([findBookingGuests(db, id), repo.findMessages(db, id), repo.findAuditEntries(db, id), paidNow(db, id)]);
  const snapshot = snapshotOf(row);
  return {
    ...toItem(row),
    guestsAdults: row.guestsAdults,
    guestsChildren: row.guestsChildren,
    guestsInfants: row.guestsInfants,
    nights: row.nights,
    hostName: row.hostName,
    hostEmail: row.hostEmail,
    specialRequests: row.specialRequests,
    cancelPolicy: row.cancelPolicy,
    paymentStatus: row.paymentStatus,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    cancelAt: row.cancelAt?.toISOString() ?? null,
    cancelFeeJpy: row.cancelFeeJpy,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    guests: guests.map((g) => ({ ...g, email: g.email ?? null, phone: g.phone ?? null })),
    pricing: { dailyPrices: snapshot.dailyPrices, nightsTotal: snapshot.nightsTotal, cleaningFeeJpy: snapshot.cleaningFeeJpy, accommodationTax: snapshot.accommodationTax, totalPrice: snapshot.totalPrice },
    payment: payment
      ? {
          provider: payment.provider,
          status: payment.status,
          amountJpy: payment.amountJpy,
          stripePaymentIntentId: payment.stripePaymentIntentId,
          providerChargeId: payment.providerChargeId,
          authorizedAt: payment.authorizedAt?.toISOString() ?? null,
          capturedAt: payment.capturedAt?.toISOString() ?? null,
          failureReason: payment.failureReason,
        }
      : null,
    refunds: refundRows.map((r) => ({
      id: r.id,
      amountJpy: r.amountJpy,
      status: r.status,
      reason: r.reason,
      providerRefundId: r.providerRefundId,
      failureReason: r.failureReason,
      refundedAt: r.refundedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    messages: talk.map((m) => ({
      id: m.id,
      from: m.fromUserId === row.guestUserId ? 'guest' : m.fromUserId === row.hostUserId ? 'host' : 'staff',
      fromName: m.fromUserId === row.guestUserId || m.fromUserId === row.hostUserId ? (m.fromName ?? '') : '運営事務局',
      content: m.content,
      isRead: m.isRead,
      createdAt: m.createdAt.toISOString(),
    })),
    history: historyOf(row, payment, refundRows, entries),
    cancellation: cancellationOf(row, paidJpy, now),
  };
}

/**
 * POST /api/admin/bookings/{id}/cancel: a request or a confirmed stay becomes cancelled by the admin
 * with the reason; the refund (in full or by the policy) is recorded, with the audit record, in the
 * same transaction as the cancellation, the host is notified in it, then the refund is asked of the
 * provider (a request's card authorisation is released instead) and the guest e-mailed.
 */
export async function adminCancelBooking(
  deps: BookingDeps,
  context: AuditContext,
  id: string,
  body: { reason: string; refund: AdminRefundChoice },
  now = new Date(),
): Promise<AdminBookingDetail> {
  const row = await repo.findBooking(deps.db, id);
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const { payment, paidJpy } = await paidNow(deps.db, id);
  const verdict = cancellationOf(row, paidJpy, now);
  if (!verdict.allowed) throw new AppError('CONFLICT', 409, verdict.reason ?? 'この予約はキャンセルできません');
  const refundJpy = body.refund === 'full' ? verdict.fullRefundJpy : verdict.policyRefundJpy;
  const feeJpy = paidJpy - refundJpy;

  const refundId = await deps.db.transaction(async (tx) => {
    const moved = await transition(tx, id, 'admin_cancelled', 'cancelled', {
      ...cancelledFields('admin', body.reason, now),
      cancelFeeJpy: feeJpy,
      paymentStatus: refundJpy > 0 ? 'refunded' : row.paymentStatus === 'authorized' ? 'unpaid' : row.paymentStatus,
    });
    // Someone else (the guest, the host, the expiry job) moved it first.
    if (!moved) return undefined;
    await audit(tx, context, {
      entityType: 'booking',
      entityId: id,
      action: 'cancel',
      oldValues: { status: row.status, paymentStatus: row.paymentStatus },
      newValues: { status: 'cancelled', cancelledBy: 'admin', reason: body.reason, refund: body.refund, refundJpy, cancelFeeJpy: feeJpy },
    });
    await notify(tx, {
      userId: row.hostUserId,
      kind: 'booking_cancelled',
      title: '運営事務局が予約をキャンセルしました',
      body: `${row.guestName || 'ゲスト'}様・${row.propertyTitle}（${formatJapaneseDate(row.checkInDate)}〜${formatJapaneseDate(row.checkOutDate)}）。理由：${body.reason}`,
      link: hostBookingLink(id),
      bookingId: id,
      dedupeKey: `admin_cancelled:${id}`,
      createdAt: now,
    });
    await notifyGuestOfBooking(tx, id, 'admin_cancelled');
    if (refundJpy <= 0 || !payment) return null;
    return insertRefund(tx, {
      paymentId: payment.id,
      amountJpy: refundJpy,
      reason: body.refund === 'full' ? '運営によるキャンセル（全額返金）' : `運営によるキャンセル（キャンセル料 ${formatYen(feeJpy)}）`,
    });
  });
  if (refundId === undefined) {
    const after = await repo.findBooking(deps.db, id);
    throw new AppError('CONFLICT', 409, (after && NOT_CANCELLABLE[after.status]) ?? 'この予約は他の操作によって更新されました。画面を再読み込みしてください');
  }
  const mail = { kind: 'admin_cancelled' as const, extra: { reason: body.reason, refundAmount: String(refundJpy), cancelFee: String(feeJpy) } };
  if (row.status === 'pending') {
    await releaseAuthorization(deps, id, '運営によるキャンセル', mail);
  } else {
    if (refundId && payment?.stripePaymentIntentId) await sendRefund(deps, refundId, payment.stripePaymentIntentId, refundJpy, id, now);
    await deps.mail.sendBookingEmail(mail.kind, id, { extra: mail.extra });
  }
  return getBookingDetail(deps.db, id, now);
}
