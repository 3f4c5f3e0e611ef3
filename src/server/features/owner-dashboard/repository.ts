import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { publishedPropertyReview } from '@/db/property-rating';
import {
  basicAmenitiesMaster,
  bookingGuests,
  bookings,
  payments,
  properties,
  propertyBasicAmenities,
  propertyCalendar,
  propertyPhotos,
  reviews,
  users,
} from '@/db/schema';

type Range = { from: string; to: string };

/** A user who may own houses (a host, or a user with the admin role), or null. */
export async function findOwner(db: Database, ownerId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), inArray(users.role, ['host', 'admin'])));
  return row ?? null;
}

/** The owner's houses, never deleted ones, newest first. */
export async function ownerProperties(db: Database, ownerId: string) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      description: properties.description,
      prefecture: properties.prefecture,
      city: properties.city,
      addressLine: properties.addressLine,
      basePriceJpy: properties.basePriceJpy,
      maxGuests: properties.maxGuests,
      bedrooms: properties.bedrooms,
      builtYear: properties.builtYear,
      status: properties.status,
      rejectedAt: properties.rejectedAt,
      rejectionReason: properties.rejectionReason,
      suspensionReason: properties.suspensionReason,
    })
    .from(properties)
    .where(and(eq(properties.hostUserId, ownerId), isNull(properties.deletedAt)))
    .orderBy(desc(properties.createdAt), asc(properties.id));
}

/** The photos of these houses: the cover first, then by their order. */
export async function photosOf(db: Database, propertyIds: string[]) {
  if (propertyIds.length === 0) return [];
  return db
    .select({ propertyId: propertyPhotos.propertyId, url: propertyPhotos.url })
    .from(propertyPhotos)
    .where(inArray(propertyPhotos.propertyId, propertyIds))
    .orderBy(desc(propertyPhotos.isCover), asc(propertyPhotos.sortOrder), asc(propertyPhotos.id));
}

/** The available basic amenities of these houses, by their master key. */
export async function amenityKeysOf(db: Database, propertyIds: string[]) {
  if (propertyIds.length === 0) return [];
  return db
    .select({ propertyId: propertyBasicAmenities.propertyId, key: basicAmenitiesMaster.key })
    .from(propertyBasicAmenities)
    .innerJoin(basicAmenitiesMaster, eq(basicAmenitiesMaster.id, propertyBasicAmenities.amenityId))
    .where(and(inArray(propertyBasicAmenities.propertyId, propertyIds), eq(propertyBasicAmenities.isAvailable, true)))
    .orderBy(asc(basicAmenitiesMaster.sortOrder));
}

/**
 * What the owner counts as a booking: not a hold being paid (tentative), and not a cancellation that
 * never reached the owner as money or a request — a hold that lapsed, was declined or was released by
 * the guest before any card was authorised, or a system cancellation never paid (a lapsed request,
 * docs/product/money.md: it earns nothing).
 */
export const ownerBooking: SQL = and(
  ne(bookings.status, 'tentative'),
  not(
    and(
      eq(bookings.status, 'cancelled'),
      inArray(bookings.paymentStatus, ['unpaid', 'failed', 'authorized']),
      or(
        eq(bookings.cancelledBy, 'system'),
        sql`not exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id} and (${payments.authorizedAt} is not null or ${payments.capturedAt} is not null))`,
      ),
    )!,
  ),
)!;

const bookingColumns = {
  id: bookings.id,
  propertyId: bookings.propertyId,
  propertyName: properties.title,
  primaryGuest: bookingGuests.fullName,
  accountName: users.fullName,
  checkIn: bookings.checkinDate,
  checkOut: bookings.checkoutDate,
  nights: bookings.nights,
  adults: bookings.guestsAdults,
  children: bookings.guestsChildren,
  totalPrice: bookings.totalAmountJpy,
  status: bookings.status,
  rejected: sql<boolean>`${bookings.rejectedAt} is not null`,
  holdExpiresAt: bookings.holdExpiresAt,
  createdAt: bookings.createdAt,
};

function bookingsQuery(db: Database, where: SQL) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.guestUserId))
    .leftJoin(bookingGuests, and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.isPrimary, true)))
    .where(where);
}

export type OwnerBookingRow = Awaited<ReturnType<typeof recentOwnerBookings>>[number];

/** The owner's newest bookings (by when they were made). */
export async function recentOwnerBookings(db: Database, ownerId: string, limit: number) {
  return bookingsQuery(db, and(eq(bookings.hostUserId, ownerId), ownerBooking)!)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

/** The stays holding nights (requests, confirmed and completed) with a night in the range, by check-in. */
export async function ownerStaysIn(db: Database, ownerId: string, range: Range) {
  return bookingsQuery(
    db,
    and(
      eq(bookings.hostUserId, ownerId),
      inArray(bookings.status, ['pending', 'confirmed', 'completed']),
      lt(bookings.checkinDate, range.to),
      gt(bookings.checkoutDate, range.from),
    )!,
  ).orderBy(asc(bookings.checkinDate), asc(properties.title), asc(bookings.id));
}

const earning = inArray(bookings.status, ['confirmed', 'completed']);

/** Confirmed and completed bookings checking in within the range: their number (the money is チェックアウト分の売上, src/server/revenue/sales.ts). */
export async function countOwnerBookingsCheckingIn(db: Database, ownerId: string, range: Range) {
  const [row] = await db
    .select({ v: count().mapWith(Number) })
    .from(bookings)
    .where(and(eq(bookings.hostUserId, ownerId), earning, gte(bookings.checkinDate, range.from), lt(bookings.checkinDate, range.to)));
  return row.v;
}

export async function countPendingRequests(db: Database, ownerId: string) {
  const [row] = await db
    .select({ v: count().mapWith(Number) })
    .from(bookings)
    .where(and(eq(bookings.hostUserId, ownerId), eq(bookings.status, 'pending')));
  return row.v;
}

const publishedOf = (ownerId: string) => and(eq(properties.hostUserId, ownerId), eq(properties.status, 'published'), isNull(properties.deletedAt))!;

/**
 * The month's occupancy over the owner's published houses: the nights their confirmed and completed
 * stays take within the range, and the nights the host closed (a closed day no stay takes).
 */
export async function ownerOccupancy(db: Database, ownerId: string, range: Range) {
  const [[houses], [booked], [closed]] = await Promise.all([
    db.select({ v: count().mapWith(Number) }).from(properties).where(publishedOf(ownerId)),
    db
      .select({
        v: sql<number>`coalesce(sum(greatest(0, least(${bookings.checkoutDate}, ${range.to}::date) - greatest(${bookings.checkinDate}, ${range.from}::date))), 0)`.mapWith(
          Number,
        ),
      })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(and(publishedOf(ownerId), earning, lt(bookings.checkinDate, range.to), gt(bookings.checkoutDate, range.from))),
    db
      .select({ v: count().mapWith(Number) })
      .from(propertyCalendar)
      .innerJoin(properties, eq(properties.id, propertyCalendar.propertyId))
      .where(
        and(
          publishedOf(ownerId),
          eq(propertyCalendar.isAvailable, false),
          gte(propertyCalendar.date, range.from),
          lt(propertyCalendar.date, range.to),
          sql`not exists (select 1 from ${bookings} where ${bookings.propertyId} = ${propertyCalendar.propertyId}
                and ${bookings.status} in ('confirmed', 'completed')
                and ${bookings.checkinDate} <= ${propertyCalendar.date} and ${bookings.checkoutDate} > ${propertyCalendar.date})`,
        ),
      ),
  ]);
  return { houses: houses.v, bookedNights: booked.v, closedNights: closed.v };
}

/** The published reviews of the owner's houses (deleted ones left out): their average and number. */
export async function ownerRating(db: Database, ownerId: string) {
  const [row] = await db
    .select({
      average: sql<string | null>`avg(${reviews.ratingOverall})`.mapWith((v: string | null) => (v === null ? null : Number(v))),
      total: count().mapWith(Number),
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .where(and(eq(properties.hostUserId, ownerId), isNull(properties.deletedAt), publishedPropertyReview));
  return row;
}
