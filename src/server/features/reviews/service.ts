import fs from 'node:fs';
import path from 'node:path';
import type { User } from '@/contract/auth';
import type { ReviewBody, ReviewDetails } from '@/contract/reviews';
import type { Database } from '@/db/client';
import { reviews } from '@/db/schema';
import { REVIEW_AUTO_PUBLISH_HOURS } from '@/domain/booking-state';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { reviewability, reviewDeadline } from '../bookings/booking-view';
import * as bookingRepo from '../bookings/repository';
import { BOOKING_NOT_FOUND } from '../bookings/service';

/** The guest's own booking, or the same 404 as a missing one. */
async function ownBooking(db: Database, user: User, bookingId: string) {
  const row = await bookingRepo.findBookingView(db, bookingId);
  if (!row || row.booking.guestUserId !== user.id) throw notFound(BOOKING_NOT_FOUND);
  return row;
}

/** GET /api/bookings/{id}/review-details: what the review form shows, and whether the stay may be reviewed now. */
export async function getReviewDetails(db: Database, user: User, bookingId: string, now = new Date()): Promise<ReviewDetails> {
  const row = await ownBooking(db, user, bookingId);
  const b = row.booking;
  const verdict = reviewability(row, now);
  return {
    canReview: verdict.canReview,
    reason: verdict.reason,
    bookingId: b.id,
    property: { id: b.propertyId, title: row.propertyTitle, location: `${row.prefecture}${row.city}`, image: row.propertyImage },
    checkIn: b.checkinDate,
    checkOut: b.checkoutDate,
    guestCount: b.guestsAdults + b.guestsChildren,
    nights: b.nights,
    hostName: row.hostName,
    reviewDeadline: reviewDeadline(b.checkoutDate),
  };
}

/**
 * POST /api/reviews: a review of a completed stay within 14 days of check-out, once per stay. It waits
 * for moderation: an admin publishes or hides it, or it is published 24 hours later (docs/product/reviews.md;
 * the review-publishing job), and only then counts in the house's rating.
 */
export async function submitReview(db: Database, uploadDir: string, user: User, body: ReviewBody, now = new Date()) {
  const row = await ownBooking(db, user, body.bookingId);
  const verdict = reviewability(row, now);
  if (!verdict.canReview) throw new AppError('CONFLICT', 409, verdict.reason ?? 'この予約はレビュー対象外です');
  for (const url of body.photos) {
    if (!fs.existsSync(path.join(uploadDir, url.replace(/^\/uploads\//, '')))) throw badRequest('アップロードされていない写真が含まれています', 'photos');
  }
  try {
    const [review] = await db
      .insert(reviews)
      .values({
        bookingId: row.booking.id,
        propertyId: row.booking.propertyId,
        reviewerUserId: user.id,
        revieweeType: 'property',
        ratingOverall: body.overallRating,
        ratingCleanliness: body.cleanlinessRating,
        ratingAccuracy: body.accuracyRating,
        ratingLocation: body.locationRating,
        ratingValue: body.valueRating,
        ratingHost: body.hostRating,
        comment: body.comment,
        photoUrls: body.photos,
        createdAt: now,
      })
      .returning({ id: reviews.id, createdAt: reviews.createdAt });
    return {
      id: review.id,
      status: 'awaiting_publication' as const,
      publishAfter: new Date(review.createdAt.getTime() + REVIEW_AUTO_PUBLISH_HOURS * 3_600_000).toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 409, 'この予約のレビューは投稿済みです');
    throw error;
  }
}
