import { and, avg, count, desc, eq, gte, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { publishedPropertyReview } from '@/db/property-rating';
import { bookingGuests, bookings, messages, payments, properties, reviews, users } from '@/db/schema';

const n = () => count().mapWith(Number);
type Range = { from: string; to: string };

export async function countHostProperties(db: Database, hostId: string) {
  const [row] = await db
    .select({ all: n(), published: sql<number>`count(*) filter (where ${properties.status} = 'published')`.mapWith(Number) })
    .from(properties)
    // A deleted house is no longer one of the host's houses.
    .where(and(eq(properties.hostUserId, hostId), isNull(properties.deletedAt)));
  return row;
}

export async function countHostBookings(db: Database, hostId: string, month: Range) {
  const live = and(eq(bookings.hostUserId, hostId), notInArray(bookings.status, ['cancelled', 'tentative']));
  const [[total], [thisMonth], [pending]] = await Promise.all([
    db.select({ v: n() }).from(bookings).where(live),
    db
      .select({ v: n() })
      .from(bookings)
      .where(and(live, gte(bookings.checkinDate, month.from), lt(bookings.checkinDate, month.to))),
    db
      .select({ v: n() })
      .from(bookings)
      .where(and(eq(bookings.hostUserId, hostId), eq(bookings.status, 'pending'))),
  ]);
  return { total: total.v, thisMonth: thisMonth.v, pending: pending.v };
}

export async function hostReviewSummary(db: Database, hostId: string, since: Date) {
  const [row] = await db
    .select({
      average: avg(reviews.ratingOverall).mapWith((v) => (v === null ? null : Number(v))),
      total: n(),
      recent: sql<number>`count(*) filter (where ${reviews.createdAt} >= ${since.toISOString()})`.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .where(and(eq(properties.hostUserId, hostId), publishedPropertyReview));
  return row;
}

/**
 * A booking the dashboard shows: never an unpaid tentative hold, and a cancelled booking only when it had
 * been a booking — its card charged, or authorised for a request that the guest withdrew or the host
 * rejected. A hold that lapsed or whose payment failed, and a request that lapsed unanswered, were never
 * paid and were cancelled by the system: they are not bookings (docs/product/money.md). A request sent to
 * be paid after approval is one from the moment it is sent, whatever comes of it (booking-conditions' isBooking).
 */
const shownAsBooking = sql`(${bookings.payAfterApproval} or (${bookings.status} <> 'tentative' and (${bookings.status} <> 'cancelled' or exists (
  select 1 from ${payments} where ${payments.bookingId} = ${bookings.id}
    and (${payments.capturedAt} is not null or (${payments.authorizedAt} is not null and coalesce(${bookings.cancelledBy}, 'system') <> 'system'))
))))`;

export async function recentHostBookings(db: Database, hostId: string, limit: number) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      checkinDate: bookings.checkinDate,
      checkoutDate: bookings.checkoutDate,
      nights: bookings.nights,
      createdAt: bookings.createdAt,
      cancelAt: bookings.cancelAt,
      cancelledBy: bookings.cancelledBy,
      rejectedAt: bookings.rejectedAt,
      payAfterApproval: bookings.payAfterApproval,
      propertyTitle: properties.title,
      guestName: sql<string | null>`coalesce(${bookingGuests.fullName}, ${users.fullName})`,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(bookingGuests, and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.isPrimary, true)))
    .leftJoin(users, eq(users.id, bookings.guestUserId))
    .where(and(eq(bookings.hostUserId, hostId), shownAsBooking))
    .orderBy(desc(bookings.updatedAt))
    .limit(limit);
}

export async function recentHostReviews(db: Database, hostId: string, limit: number) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.ratingOverall,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      propertyTitle: properties.title,
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .where(and(eq(properties.hostUserId, hostId), publishedPropertyReview))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
}

/** The latest messages the host received, on the conversations of their own bookings. */
export async function recentHostMessages(db: Database, hostId: string, limit: number) {
  return db
    .select({
      id: messages.id,
      bookingId: bookings.id,
      content: messages.content,
      createdAt: messages.createdAt,
      propertyTitle: properties.title,
      senderName: users.fullName,
    })
    .from(messages)
    .innerJoin(bookings, eq(bookings.id, messages.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(users, eq(users.id, messages.fromUserId))
    .where(and(eq(messages.toUserId, hostId), eq(bookings.hostUserId, hostId)))
    .orderBy(desc(messages.createdAt))
    .limit(limit);
}
