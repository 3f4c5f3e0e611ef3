import type { ReviewBody, ReviewDetails } from '@/contract/reviews';
import type { Database } from '@/db/client';
import { REVIEW_AUTO_PUBLISH_HOURS } from '@/domain/booking-state';
import { AppError, badRequest } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Actor, UserActor } from '../../policy';
import { reviewability, reviewDeadline } from '../bookings/booking-view';
import { requireGuestBooking } from '../bookings/service';
import { publicKeyOf, type FileArea } from '../../storage/file-storage';
import * as repo from './repository';

/** GET /api/bookings/{id}/review-details: what the review form shows, and whether the stay may be reviewed now (the stay's guest only). */
export async function getReviewDetails(db: Database, actor: Actor, bookingId: string, now = new Date()): Promise<ReviewDetails> {
  const row = await requireGuestBooking(db, actor, bookingId);
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
export async function submitReview(db: Database, files: FileArea, user: UserActor, body: ReviewBody, now = new Date()) {
  const row = await requireGuestBooking(db, user, body.bookingId);
  const verdict = reviewability(row, now);
  if (!verdict.canReview) throw new AppError('CONFLICT', 409, verdict.reason ?? 'この予約はレビュー対象外です');
  for (const url of body.photos) {
    const key = publicKeyOf(url);
    if (!key?.startsWith('reviews/') || !(await files.exists(key))) throw badRequest('アップロードされていない写真が含まれています', 'photos');
  }
  try {
    const review = await repo.insertPropertyReview(db, {
      bookingId: row.booking.id,
      propertyId: row.booking.propertyId,
      reviewerUserId: user.id,
      ratingOverall: body.overallRating,
      ratingCleanliness: body.cleanlinessRating,
      ratingAccuracy: body.accuracyRating,
      ratingLocation: body.locationRating,
      ratingValue: body.valueRating,
      ratingHost: body.hostRating,
      comment: body.comment,
      photoUrls: body.photos,
      createdAt: now,
    });
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
