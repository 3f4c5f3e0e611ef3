import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { formatJapaneseDate, formatJapaneseDateTime } from '@/domain/japan-date';
import { bookingGuests, bookings, notifications, properties, users } from '@/db/schema';
import { formatYen, monthLabel } from '@/domain/display-format';

/**
 * The header's 通知 (src/server/features/notifications): what happened for a user. Every notice is
 * written here, in the transaction of the event where there is one.
 */
export interface NoticeInput {
  userId: string;
  kind: NoticeKind;
  title: string;
  body: string;
  /** An app path, e.g. `/host/bookings/{id}`. */
  link: string | null;
  bookingId?: string | null;
  /** A notice with a key is written once (a timed job run by two servers, a repeated event). */
  dedupeKey?: string | null;
  createdAt?: Date;
}

/** The kinds of notice: the host's (requests, reviews, the back office's results, payouts) and the guest's (answers to a booking). */
export type NoticeKind =
  | 'message'
  | 'booking_request'
  | 'request_expiring'
  | 'review'
  | 'booking_confirmed'
  | 'payment_requested'
  | 'booking_rejected'
  | 'booking_cancelled'
  | 'request_expired'
  | 'property_approved'
  | 'property_rejected'
  | 'identity_verified'
  | 'identity_rejected'
  | 'payout_paid'
  | 'payout_failed'
  | 'password_changed';

/** Inserts a notice; answers false when its dedupeKey was already used. */
export async function notify(db: Database, notice: NoticeInput): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values({
      userId: notice.userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      bookingId: notice.bookingId ?? null,
      dedupeKey: notice.dedupeKey ?? null,
      ...(notice.createdAt ? { createdAt: notice.createdAt } : {}),
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/**
 * A new message: one unread notice per conversation. While the recipient has not opened the earlier
 * one, it is brought up to date (the latest line, the time) instead of a notice per line.
 */
export async function notifyMessage(db: Database, notice: NoticeInput & { bookingId: string }): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ title: notice.title, body: notice.body, link: notice.link, createdAt: notice.createdAt ?? new Date() })
    .where(and(eq(notifications.userId, notice.userId), eq(notifications.bookingId, notice.bookingId), eq(notifications.kind, 'message'), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (updated.length === 0) await notify(db, { ...notice, kind: 'message' });
}

/** The booking, its house and its guest as a host's notice names them. */
async function bookingForNotice(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      hostUserId: bookings.hostUserId,
      guestUserId: bookings.guestUserId,
      checkinDate: bookings.checkinDate,
      checkoutDate: bookings.checkoutDate,
      holdExpiresAt: bookings.holdExpiresAt,
      propertyTitle: properties.title,
      guestName: bookingGuests.fullName,
      accountName: users.fullName,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(users, eq(users.id, bookings.guestUserId))
    .leftJoin(bookingGuests, and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.isPrimary, true)))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}

/** The host's booking page. */
export const hostBookingLink = (bookingId: string) => `/host/bookings/${bookingId}`;

/** A booking became a request to book (pending): the host is told at once. */
export async function notifyBookingRequest(db: Database, bookingId: string): Promise<void> {
  const b = await bookingForNotice(db, bookingId);
  if (!b) return;
  await notify(db, {
    userId: b.hostUserId,
    kind: 'booking_request',
    title: '新しい予約リクエストが届きました',
    body: `${b.guestName ?? b.accountName ?? 'ゲスト'}様・${b.propertyTitle}（${formatJapaneseDate(b.checkinDate)}〜${formatJapaneseDate(b.checkoutDate)}）。24時間以内に承認または却下してください。`,
    link: hostBookingLink(bookingId),
    bookingId,
    dedupeKey: `booking_request:${bookingId}`,
  });
}

/** A request with under 3 hours left (the timed job): the host is reminded once. */
export async function notifyRequestExpiring(db: Database, bookingId: string, now: Date): Promise<boolean> {
  const b = await bookingForNotice(db, bookingId);
  if (!b) return false;
  const left = b.holdExpiresAt ? Math.max(1, Math.ceil((b.holdExpiresAt.getTime() - now.getTime()) / 3_600_000)) : 1;
  const deadline = b.holdExpiresAt ? `（回答期限 ${formatJapaneseDateTime(b.holdExpiresAt)}）` : '';
  return notify(db, {
    userId: b.hostUserId,
    kind: 'request_expiring',
    title: '予約リクエストの回答期限が迫っています',
    body: `${b.guestName ?? b.accountName ?? 'ゲスト'}様・${b.propertyTitle}：あと${left}時間ほどで自動的に取り消されます${deadline}。`,
    link: hostBookingLink(bookingId),
    bookingId,
    dedupeKey: `request_expiring:${bookingId}`,
    createdAt: now,
  });
}

/** A guest reviewed a stay: the host is told (the reply is given on /host/reviews). */
export async function notifyNewReview(db: Database, review: { bookingId: string; rating: number }): Promise<void> {
  const b = await bookingForNotice(db, review.bookingId);
  if (!b) return;
  await notify(db, {
    userId: b.hostUserId,
    kind: 'review',
    title: '新しいレビューが投稿されました',
    body: `${b.propertyTitle}に★${review.rating}のレビューが届きました。`,
    link: '/host/reviews',
    bookingId: review.bookingId,
    dedupeKey: `review:${review.bookingId}`,
  });
}

/** The notices that ask the host to answer a request: read once the request is answered, withdrawn or lapsed. */
const REQUEST_NOTICE_KINDS: NoticeKind[] = ['booking_request', 'request_expiring'];

/**
 * A request that is no longer waiting (approved, rejected, cancelled, lapsed): its host's notices
 * asking for an answer are read, so that the bell no longer counts what has been dealt with.
 */
export async function settleRequestNotices(db: Database, booking: { id: string; hostUserId: string }, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, booking.hostUserId),
        isNull(notifications.readAt),
        eq(notifications.bookingId, booking.id),
        inArray(notifications.kind, REQUEST_NOTICE_KINDS),
      ),
    );
}

/** The guest's booking page. */
export const guestBookingLink = (bookingId: string) => `/booking/${bookingId}`;

/** What happened to a guest's booking, as the guest's 通知 says it. */
export type GuestBookingOutcome = 'approved' | 'approved_to_pay' | 'rejected' | 'host_cancelled' | 'admin_cancelled' | 'request_expired';

const GUEST_NOTICES: Record<GuestBookingOutcome, { kind: NoticeKind; title: string; body: (stay: string) => string }> = {
  approved: { kind: 'booking_confirmed', title: 'ご予約リクエストが承認されました', body: (stay) => `${stay}のご予約が確定しました。` },
  approved_to_pay: {
    kind: 'payment_requested',
    title: 'ご予約リクエストが承認されました',
    body: (stay) => `${stay}のリクエストが承認されました。お支払い期限までに、予約の詳細からコンビニ払い・銀行振込でお支払いください。`,
  },
  rejected: { kind: 'booking_rejected', title: 'ご予約リクエストは承認されませんでした', body: (stay) => `${stay}のリクエストはホストにより却下されました。ホストからのメッセージは予約の詳細でご確認いただけます。` },
  host_cancelled: { kind: 'booking_cancelled', title: 'ホストの都合によりご予約がキャンセルされました', body: (stay) => `${stay}のご予約はキャンセルされ、全額返金されます。理由は予約の詳細でご確認いただけます。` },
  admin_cancelled: { kind: 'booking_cancelled', title: '運営によりご予約がキャンセルされました', body: (stay) => `${stay}のご予約はキャンセルされました。理由と返金額は予約の詳細でご確認いただけます。` },
  request_expired: { kind: 'request_expired', title: 'ご予約リクエストの回答期限が過ぎました', body: (stay) => `${stay}のリクエストは、ホストの回答がなかったため取り消されました。お支払いは発生していません。` },
};

/** The guest is told of the host's or the back office's answer to their booking, once per booking and outcome. */
export async function notifyGuestOfBooking(db: Database, bookingId: string, outcome: GuestBookingOutcome): Promise<void> {
  const b = await bookingForNotice(db, bookingId);
  if (!b) return;
  const notice = GUEST_NOTICES[outcome];
  const stay = `${b.propertyTitle}（${formatJapaneseDate(b.checkinDate)}〜${formatJapaneseDate(b.checkoutDate)}）`;
  await notify(db, {
    userId: b.guestUserId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body(stay),
    link: guestBookingLink(bookingId),
    bookingId,
    dedupeKey: `guest:${outcome}:${bookingId}`,
  });
}

/** The back office's review of a house reached its host: published, or sent back with the reason. */
export async function notifyPropertyReview(db: Database, host: { id: string }, property: { id: string; title: string }, outcome: { approved: true } | { approved: false; reason: string }): Promise<void> {
  await notify(db, outcome.approved
    ? { userId: host.id, kind: 'property_approved', title: '物件の審査が完了し、公開されました', body: `${property.title}がゲストに公開されました。`, link: '/host/properties' }
    : { userId: host.id, kind: 'property_rejected', title: '物件が審査で差し戻されました', body: `${property.title}：${outcome.reason}`, link: `/host/properties/${property.id}/edit` });
}

/** The back office checked a host's identity documents. */
export async function notifyIdentityReview(db: Database, host: { id: string }, outcome: { verified: true } | { verified: false; reason: string }): Promise<void> {
  await notify(db, outcome.verified
    ? { userId: host.id, kind: 'identity_verified', title: '本人確認が完了しました', body: '物件を審査に提出できるようになりました。', link: '/host/properties' }
    : { userId: host.id, kind: 'identity_rejected', title: '本人確認書類を再提出してください', body: outcome.reason, link: '/host/profile' });
}

/** A month's transfer to the host was recorded as paid or failed. */
export async function notifyPayoutOutcome(db: Database, host: { id: string }, payout: { periodMonth: string; netJpy: number } & ({ paid: true } | { paid: false; reason: string })): Promise<void> {
  const period = `${monthLabel(payout.periodMonth)}分`;
  await notify(db, payout.paid
    ? { userId: host.id, kind: 'payout_paid', title: `${period}の売上を送金しました`, body: `${formatYen(payout.netJpy)}をご登録の口座へ送金しました。`, link: '/host/revenue' }
    : { userId: host.id, kind: 'payout_failed', title: `${period}の送金ができませんでした`, body: `${payout.reason}。口座情報をご確認ください。`, link: '/host/profile' });
}
