import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bookingGuests, bookings, favorites, hostProfiles, inquiries, messages, notifications, payments, properties, reviews, users } from '@/db/schema';

/** The account's own details. */
export async function findAccount(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      fullName: users.fullName,
      fullNameKana: users.fullNameKana,
      phone: users.phone,
      address: users.address,
      dateOfBirth: users.dateOfBirth,
      gender: users.gender,
      avatarUrl: users.avatarUrl,
      idVerified: users.idVerified,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The host profile, without the account number (only its last three digits) or the identity images' keys. */
export async function findHostProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      displayName: hostProfiles.displayName,
      introText: hostProfiles.introText,
      bio: hostProfiles.bio,
      fullName: hostProfiles.fullName,
      fullNameKana: hostProfiles.fullNameKana,
      email: hostProfiles.email,
      phone: hostProfiles.phone,
      emergencyContact: hostProfiles.emergencyContact,
      postalCode: hostProfiles.postalCode,
      prefecture: hostProfiles.prefecture,
      city: hostProfiles.city,
      streetAddress: hostProfiles.streetAddress,
      buildingName: hostProfiles.buildingName,
      languages: hostProfiles.languages,
      idType: hostProfiles.idType,
      kycStatus: hostProfiles.kycStatus,
      hasIdentityImages: sql<boolean>`${hostProfiles.frontImageKey} is not null`,
      bankName: hostProfiles.bankName,
      branchName: hostProfiles.branchName,
      accountType: hostProfiles.accountType,
      accountNumberLast3: hostProfiles.accountNumberLast3,
      accountHolder: hostProfiles.accountHolder,
    })
    .from(hostProfiles)
    .where(eq(hostProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The stays the person booked, oldest first, with the house's name. */
export async function findBookings(db: Database, userId: string) {
  return db
    .select({
      id: bookings.id,
      propertyTitle: properties.title,
      prefecture: properties.prefecture,
      city: properties.city,
      checkinDate: bookings.checkinDate,
      checkoutDate: bookings.checkoutDate,
      nights: bookings.nights,
      adults: bookings.guestsAdults,
      children: bookings.guestsChildren,
      infants: bookings.guestsInfants,
      status: bookings.status,
      totalAmountJpy: bookings.totalAmountJpy,
      cancelFeeJpy: bookings.cancelFeeJpy,
      specialRequests: bookings.specialRequests,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.guestUserId, userId))
    .orderBy(asc(bookings.checkinDate), asc(bookings.id));
}

export async function findBookingGuests(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: bookingGuests.bookingId,
      fullName: bookingGuests.fullName,
      fullNameKana: bookingGuests.fullNameKana,
      email: bookingGuests.email,
      phone: bookingGuests.phone,
      category: bookingGuests.category,
      age: bookingGuests.age,
      nationality: bookingGuests.nationality,
    })
    .from(bookingGuests)
    .where(inArray(bookingGuests.bookingId, bookingIds));
}

export async function findPayments(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ bookingId: payments.bookingId, amountJpy: payments.amountJpy, status: payments.status, refundedJpy: payments.refundedJpy, capturedAt: payments.capturedAt })
    .from(payments)
    .where(inArray(payments.bookingId, bookingIds));
}

export async function findReviews(db: Database, userId: string) {
  return db
    .select({
      propertyTitle: properties.title,
      ratingOverall: reviews.ratingOverall,
      ratingCleanliness: reviews.ratingCleanliness,
      ratingAccuracy: reviews.ratingAccuracy,
      ratingLocation: reviews.ratingLocation,
      ratingValue: reviews.ratingValue,
      ratingHost: reviews.ratingHost,
      comment: reviews.comment,
      photoUrls: reviews.photoUrls,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .where(eq(reviews.reviewerUserId, userId))
    .orderBy(asc(reviews.createdAt));
}

/** Messages the person sent or received. */
export async function findMessages(db: Database, userId: string) {
  return db
    .select({ bookingId: messages.bookingId, sentByMe: sql<boolean>`coalesce(${messages.fromUserId} = ${userId}, false)`, content: messages.content, createdAt: messages.createdAt, readAt: messages.readAt })
    .from(messages)
    .where(or(eq(messages.fromUserId, userId), eq(messages.toUserId, userId)))
    .orderBy(asc(messages.createdAt));
}

export async function findFavorites(db: Database, userId: string) {
  return db
    .select({ propertyId: favorites.propertyId, propertyTitle: properties.title, createdAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(properties, eq(properties.id, favorites.propertyId))
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt));
}

export async function findNotifications(db: Database, userId: string) {
  return db
    .select({ title: notifications.title, body: notifications.body, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
}

export async function findInquiries(db: Database, userId: string, email: string) {
  return db
    .select({ subject: inquiries.subject, content: inquiries.content, status: inquiries.status, responseContent: inquiries.responseContent, createdAt: inquiries.createdAt })
    .from(inquiries)
    .where(or(eq(inquiries.userId, userId), eq(inquiries.email, email)))
    .orderBy(asc(inquiries.createdAt));
}
