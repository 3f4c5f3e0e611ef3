import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bookingGuests, bookings, hostProfiles, payments, properties, propertyPhotos, refunds, reviews, users } from '@/db/schema';

const coverPhoto = sql<string | null>`(
  select ${propertyPhotos.url} from ${propertyPhotos}
  where ${propertyPhotos.propertyId} = ${properties.id}
  order by ${propertyPhotos.isCover} desc, ${propertyPhotos.sortOrder}, ${propertyPhotos.id} limit 1)`;

const refundedJpy = sql<number>`coalesce((
  select sum(${refunds.amountJpy}) from ${refunds}
  where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'failed'), 0)::int`;

const hasReview = sql<boolean>`exists (
  select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id} and ${reviews.revieweeType} = 'property')`;

/** Everything the booking screens show about one booking: the house, the host, the guest, the money. */
const bookingViewColumns = {
  booking: bookings,
  propertyTitle: properties.title,
  prefecture: properties.prefecture,
  city: properties.city,
  checkinFrom: properties.checkinFrom,
  checkoutUntil: properties.checkoutUntil,
  requiresApproval: properties.requiresApproval,
  propertyImage: coverPhoto,
  hostName: sql<string | null>`coalesce(${hostProfiles.displayName}, ${users.fullName})`,
  hostEmail: users.email,
  hostPhone: sql<string | null>`coalesce(${hostProfiles.phone}, ${users.phone})`,
  guestName: bookingGuests.fullName,
  guestEmail: bookingGuests.email,
  guestPhone: bookingGuests.phone,
  payment: {
    id: payments.id,
    provider: payments.provider,
    status: payments.status,
    amountJpy: payments.amountJpy,
    capturedAt: payments.capturedAt,
    intentId: payments.stripePaymentIntentId,
  },
  refundedJpy,
  hasReview,
};

function selectBookingViews(db: Database, where: SQL | undefined) {
  return db
    .select(bookingViewColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.hostUserId))
    .leftJoin(hostProfiles, eq(hostProfiles.userId, bookings.hostUserId))
    .leftJoin(bookingGuests, and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.isPrimary, true)))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(where);
}

export type BookingViewRow = Awaited<ReturnType<typeof selectBookingViews>>[number];

export async function findBookingView(db: Database, id: string): Promise<BookingViewRow | null> {
  const [row] = await selectBookingViews(db, eq(bookings.id, id)).limit(1);
  return row ?? null;
}

export async function findBookingViewBySession(db: Database, sessionId: string): Promise<BookingViewRow | null> {
  const [row] = await selectBookingViews(db, eq(bookings.checkoutSessionId, sessionId)).limit(1);
  return row ?? null;
}

/** A guest's bookings, the nearest check-in first among the newest made. */
export async function listGuestBookingViews(db: Database, guestUserId: string): Promise<BookingViewRow[]> {
  return selectBookingViews(db, eq(bookings.guestUserId, guestUserId)).orderBy(desc(bookings.checkinDate), desc(bookings.createdAt)).limit(500);
}

/** The house as a booking needs it: its prices come from the pricing service. */
export async function findBookableProperty(db: Database, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      prefecture: properties.prefecture,
      city: properties.city,
      hostUserId: properties.hostUserId,
      maxGuests: properties.maxGuests,
      cancelPolicy: properties.cancelPolicy,
      requiresApproval: properties.requiresApproval,
      checkinFrom: properties.checkinFrom,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.status, 'published')))
    .limit(1);
  return row ?? null;
}
