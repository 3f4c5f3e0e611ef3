import type { MultipartFile } from '@fastify/multipart';
import type { ReviewBody, ReviewDetails } from '@/contract/reviews';
import type { Database } from '@/db/client';
import { REVIEW_AUTO_PUBLISH_HOURS } from '@/domain/booking-state';
import { AppError, badRequest } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Actor, UserActor } from '../../policy';
import { reviewability, reviewDeadline } from '../bookings/booking-view';
import { requireGuestBooking } from '../bookings/service';
import { publicKeyOf, type FileArea } from '../../storage/file-storage';
import { notifyNewReview } from '../../notifications/notify';
import { readReviewPhotos, reencodeReviewPhotos, storeReviewPhotos } from './review-photos';
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
    property: {
      id: b.propertyId,
      title: row.propertyTitle,
      titleEn: row.titleEn,
      location: `${row.prefecture}${row.city}`,
      prefecture: row.prefecture,
      city: row.city,
      cityEn: row.cityEn,
      image: row.propertyImage,
    },
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
  const keys = body.photos.map(publicKeyOf);
  for (const key of keys) {
    if (!key?.startsWith('reviews/') || !(await files.exists(key))) throw badRequest(PHOTO_NOT_UPLOADED, 'photos');
  }
  try {
    return await db.transaction(async (tx) => {
      // Only the guest's own photos uploaded for this booking, each taken once.
      const taken = await repo.attachUploads(tx, user.id, row.booking.id, keys as string[], now);
      if (taken !== new Set(keys).size) throw badRequest(PHOTO_NOT_UPLOADED, 'photos');
      const review = await insertReview(tx, row, user, body, now);
      await notifyNewReview(tx, { bookingId: row.booking.id, rating: body.overallRating });
      return review;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 409, 'この予約のレビューは投稿済みです');
    throw error;
  }
}

const PHOTO_NOT_UPLOADED = 'アップロードされていない写真が含まれています';

async function insertReview(db: Database, row: Awaited<ReturnType<typeof requireGuestBooking>>, user: UserActor, body: ReviewBody, now: Date) {
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
}

/** What a user may upload in review photos in any 24 hours. */
export const REVIEW_PHOTO_DAILY_BYTES = 50 * 1024 * 1024;

/**
 * POST /api/reviews/photos: photos for a booking the guest may review now, within the daily quota;
 * recorded so that a review takes them and the unused ones are removed after 24 hours.
 */
export async function uploadReviewPhotos(db: Database, files: FileArea, user: UserActor, bookingId: string, parts: AsyncIterable<MultipartFile>, now = new Date()) {
  const row = await requireGuestBooking(db, user, bookingId);
  const verdict = reviewability(row, now);
  if (!verdict.canReview) throw new AppError('CONFLICT', 409, verdict.reason ?? 'この予約はレビュー対象外です');
  const photos = await reencodeReviewPhotos(await readReviewPhotos(parts));
  const bytes = photos.reduce((sum, p) => sum + p.body.length, 0);
  const used = await repo.uploadedBytesSince(db, user.id, new Date(now.getTime() - 24 * 3_600_000));
  if (used + bytes > REVIEW_PHOTO_DAILY_BYTES) {
    throw new AppError('TOO_MANY_ATTEMPTS', 429, '写真をアップロードできるのは1日50MBまでです。時間をおいてもう一度お試しください。', 'photo_0', { 'retry-after': '3600' });
  }
  const stored = await storeReviewPhotos(files, photos);
  await repo.recordUploads(db, stored.map((s) => ({ key: s.key, userId: user.id, bookingId, bytes: s.bytes, createdAt: now })));
  return stored.map((s) => s.url);
}

/** The timed job's part: photos no review took within 24 hours are removed, files and records. */
export async function removeUnusedReviewPhotos(db: Database, files: FileArea, now = new Date()): Promise<number> {
  const keys = await repo.unattachedUploadsBefore(db, new Date(now.getTime() - 24 * 3_600_000), 500);
  for (const key of keys) await files.delete(key);
  await repo.deleteUploads(db, keys);
  return keys.length;
}
