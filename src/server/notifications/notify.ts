import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { formatJapaneseDate } from '@/domain/japan-date';
import { bookingGuests, bookings, notifications, properties, users } from '@/db/schema';

/**
 * The header's 通知 (src/server/features/notifications): what happened for a user. Every notice is
 * written here, in the transaction of the event where there is one.
 */
export interface NoticeInput {
  userId: string;
  kind: 'message' | 'booking_request' | 'request_expiring' | 'review' | (string & {});
  title: string;
  body: string;
  /** An app path, e.g. `/host/bookings/{id}`. */
  link: string | null;
  bookingId?: string | null;
  /** A notice with a key is written once (a timed job run by two servers, a repeated event). */
  dedupeKey?: string | null;
  createdAt?: Date;
}

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
  return notify(db, {
    userId: b.hostUserId,
    kind: 'request_expiring',
    title: '予約リクエストの回答期限が迫っています',
    body: `${b.guestName ?? b.accountName ?? 'ゲスト'}様・${b.propertyTitle}：あと${left}時間ほどで自動的に取り消されます。`,
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
