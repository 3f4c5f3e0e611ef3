import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bookings, hostProfiles, messages, notifications, properties, users } from '@/db/schema';
import { everPaid } from '../../lib/booking-conditions';

/** The booking as its conversation needs it: its parties, its state, whether it was ever paid, the names. */
export async function findConversationBooking(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      guestUserId: bookings.guestUserId,
      hostUserId: bookings.hostUserId,
      status: bookings.status,
      /** Ever authorised or paid (a lapsed hold never was). */
      everPaid,
      /** A request sent to be paid after approval: a booking from the moment it is sent (booking-conditions' isBooking). */
      payAfterApproval: bookings.payAfterApproval,
      propertyTitle: properties.title,
      propertyTitleEn: properties.titleEn,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}
export type ConversationBooking = NonNullable<Awaited<ReturnType<typeof findConversationBooking>>>;

/** What each party is called: a guest by their account name, a host by their profile's display name. */
export async function partyNames(db: Database, booking: Pick<ConversationBooking, 'guestUserId' | 'hostUserId'>) {
  const ids = [booking.hostUserId, ...(booking.guestUserId ? [booking.guestUserId] : [])];
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, displayName: hostProfiles.displayName })
    .from(users)
    .leftJoin(hostProfiles, eq(hostProfiles.userId, users.id))
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const host = byId.get(booking.hostUserId);
  const guest = booking.guestUserId ? byId.get(booking.guestUserId) : undefined;
  return {
    guest: guest ? { id: guest.id, name: guest.fullName, email: guest.email } : null,
    host: host ? { id: host.id, name: host.displayName ?? host.fullName, email: host.email } : null,
  };
}

/** The conversation, oldest first. */
export async function listMessages(db: Database, bookingId: string) {
  return db
    .select({ id: messages.id, fromUserId: messages.fromUserId, toUserId: messages.toUserId, content: messages.content, isRead: messages.isRead, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.bookingId, bookingId))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(1000);
}

export async function insertMessage(db: Database, values: { bookingId: string; fromUserId: string | null; toUserId: string | null; content: string; createdAt: Date }) {
  const [row] = await db.insert(messages).values(values).returning({ id: messages.id, createdAt: messages.createdAt });
  return row;
}

/** Marks the user's unread messages of the booking read, and the booking's message notices with them. */
export async function markRead(db: Database, bookingId: string, userId: string, now: Date): Promise<number> {
  const marked = await db
    .update(messages)
    .set({ isRead: true, readAt: now })
    .where(and(eq(messages.bookingId, bookingId), eq(messages.toUserId, userId), eq(messages.isRead, false)))
    .returning({ id: messages.id });
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.bookingId, bookingId), eq(notifications.kind, 'message'), isNull(notifications.readAt)));
  return marked.length;
}

// --- the e-mail batches (jobs/message-digests.ts) --------------------------------------------------

/** Unread messages nobody was e-mailed about, written up to `before` (the partial index `messages_unnotified`). */
export async function findUnnotifiedMessages(db: Database, before: Date, limit: number) {
  return db
    .select({
      id: messages.id,
      bookingId: messages.bookingId,
      toUserId: messages.toUserId,
      fromUserId: messages.fromUserId,
      content: messages.content,
      createdAt: messages.createdAt,
      isRead: messages.isRead,
      notifiedAt: messages.notifiedAt,
    })
    .from(messages)
    .where(and(isNull(messages.notifiedAt), eq(messages.isRead, false), lte(messages.createdAt, before)))
    .orderBy(asc(messages.createdAt))
    .limit(limit);
}

/**
 * Takes a batch for its e-mail: sets `notifiedAt` on those of its messages still unread and not yet
 * taken (by another server, or read in the meantime). Answers the ids taken.
 */
export async function claimForNotice(db: Database, ids: string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(messages)
    .set({ notifiedAt: now })
    .where(and(inArray(messages.id, ids), isNull(messages.notifiedAt), eq(messages.isRead, false)))
    .returning({ id: messages.id });
  return rows.map((r) => r.id);
}
