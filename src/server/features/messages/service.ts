import type { BookingConversation, BookingMessage, MarkMessagesReadResult } from '@/contract/messages';
import type { Database } from '@/db/client';
import { AppError } from '../../lib/app-error';
import { hostBookingLink, notifyMessage } from '../../notifications/notify';
import { type Actor, canTalkOnBooking, isBookingGuest, isBookingHost, visibleOr404 } from '../../policy';
import * as repo from './repository';

export const BOOKING_NOT_FOUND = '予約が見つかりません';
/** How the site's staff sign their messages. */
export const STAFF_NAME = '運営事務局';

/** The booking of a conversation, for its guest, its host or an admin; anyone else gets the same 404 as a missing booking. */
async function requireConversation(db: Database, actor: Actor, bookingId: string) {
  return visibleOr404(await repo.findConversationBooking(db, bookingId), (b) => canTalkOnBooking(actor, b), BOOKING_NOT_FOUND);
}

/**
 * Why nobody may write on this booking, or null: a hold that was never paid is no booking yet; a
 * request sent to be paid after approval is one, waiting for its payment or not.
 */
function writeRefusal(b: repo.ConversationBooking): string | null {
  if (b.payAfterApproval) return null;
  if (b.status === 'tentative') return 'お支払いが済んでいない仮予約にはメッセージを送れません。お支払いの完了後にご利用ください。';
  if (b.status === 'cancelled' && !b.everPaid) return 'お支払いが完了しなかった予約にはメッセージを送れません。';
  return null;
}

/** The writer's role in the booking: its guest, its host, or the staff (an admin, or a message without a writer). */
function senderOf(b: repo.ConversationBooking, fromUserId: string | null): BookingMessage['from'] {
  if (fromUserId && fromUserId === b.guestUserId) return 'guest';
  if (fromUserId && fromUserId === b.hostUserId) return 'host';
  return 'admin';
}

/** The caller's role in the booking (an admin who is neither party writes as the staff). */
function roleOf(actor: Actor, b: repo.ConversationBooking): BookingMessage['from'] {
  if (isBookingGuest(actor, b)) return 'guest';
  if (isBookingHost(actor, b)) return 'host';
  return 'admin';
}

const userIdOf = (actor: Actor) => (actor.kind === 'user' ? actor.id : null);

/** GET /api/bookings/{id}/messages: the conversation, oldest first. */
export async function getConversation(db: Database, actor: Actor, bookingId: string): Promise<BookingConversation> {
  const b = await requireConversation(db, actor, bookingId);
  const [rows, names] = await Promise.all([repo.listMessages(db, bookingId), repo.partyNames(db, b)]);
  const me = userIdOf(actor);
  const myRole = roleOf(actor, b);
  return {
    bookingId,
    canWrite: writeRefusal(b) === null,
    messages: rows.map((m) => {
      const from = senderOf(b, m.fromUserId);
      return {
        id: m.id,
        from,
        senderName: from === 'guest' ? (names.guest?.name ?? 'ゲスト') : from === 'host' ? (names.host?.name ?? 'ホスト') : STAFF_NAME,
        content: m.content,
        createdAt: m.createdAt.toISOString(),
        isRead: m.isRead,
        mine: myRole === 'admin' ? from === 'admin' : from === myRole,
        toMe: me !== null && m.toUserId === me,
      };
    }),
  };
}

/**
 * POST /api/bookings/{id}/messages: the guest writes to the host, the host to the guest, the staff to
 * the guest. The recipient's notice is written in the same transaction; the e-mail comes later, once
 * per batch (jobs/message-digests.ts).
 */
export async function sendMessage(db: Database, actor: Actor, bookingId: string, content: string, now = new Date()): Promise<BookingMessage> {
  const b = await requireConversation(db, actor, bookingId);
  const refusal = writeRefusal(b);
  if (refusal) throw new AppError('CONFLICT', 409, refusal);
  const from = roleOf(actor, b);
  const toUserId = from === 'guest' ? b.hostUserId : b.guestUserId;
  const names = await repo.partyNames(db, b);
  const senderName = from === 'guest' ? (names.guest?.name ?? 'ゲスト') : from === 'host' ? (names.host?.name ?? 'ホスト') : STAFF_NAME;

  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertMessage(tx, { bookingId, fromUserId: userIdOf(actor), toUserId, content, createdAt: now });
    if (toUserId) {
      await notifyMessage(tx, {
        userId: toUserId,
        kind: 'message',
        title: from === 'admin' ? `${STAFF_NAME}からメッセージが届きました` : `${senderName}様からメッセージが届きました`,
        body: `${b.propertyTitle}：${excerpt(content)}`,
        link: toUserId === b.guestUserId ? `/booking/${bookingId}` : hostBookingLink(bookingId),
        bookingId,
        createdAt: now,
      });
    }
    return inserted;
  });
  return { id: row.id, from, senderName, content, createdAt: row.createdAt.toISOString(), isRead: false, mine: true, toMe: false };
}

/** POST /api/bookings/{id}/messages/read: the caller's unread messages of the booking (and their notices) become read. */
export async function markConversationRead(db: Database, actor: Actor, bookingId: string, now = new Date()): Promise<MarkMessagesReadResult> {
  await requireConversation(db, actor, bookingId);
  const me = userIdOf(actor);
  if (!me) return { marked: 0 };
  return { marked: await repo.markRead(db, bookingId, me, now) };
}

/** A notice's or an e-mail's short quote of a message: one line, at most 60 characters. */
export function excerpt(content: string, max = 60): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
