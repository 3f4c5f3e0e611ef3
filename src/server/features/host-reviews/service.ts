import type { HostReview, HostReviewCounts, hostReviewsQuerySchema } from '@/contract/host-reviews';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { isReplyEditable, replyEditableUntil } from '@/domain/review-reply';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import { isReviewedHost, type UserActor, visibleOr404 } from '../../policy';
import { familyName } from '../properties/service';
import * as repo from './repository';

type HostReviewsQuery = z.output<typeof hostReviewsQuerySchema>;

export const REVIEW_NOT_FOUND = 'レビューが見つかりません';
export const ALREADY_REPLIED = 'このレビューにはすでに返信しています';
export const NO_REPLY_YET = 'このレビューにはまだ返信していません';
export const REPLY_EDIT_CLOSED = '返信の編集期限（24時間）を過ぎています';

function toHostReview(row: repo.HostReviewRow, now: Date): HostReview {
  return {
    id: row.id,
    property: { id: row.propertyId, title: row.propertyTitle },
    reviewerName: familyName(row.reviewerFullName),
    ratingOverall: row.ratingOverall,
    ratingCleanliness: row.ratingCleanliness,
    ratingAccuracy: row.ratingAccuracy,
    ratingLocation: row.ratingLocation,
    ratingValue: row.ratingValue,
    ratingHost: row.ratingHost,
    comment: row.comment,
    photoUrls: row.photoUrls,
    createdAt: row.createdAt.toISOString(),
    hostReply: row.hostReply,
    hostRepliedAt: row.hostRepliedAt?.toISOString() ?? null,
    hostReplyEditedAt: row.hostReplyEditedAt?.toISOString() ?? null,
    replyEditableUntil: row.hostRepliedAt ? replyEditableUntil(row.hostRepliedAt).toISOString() : null,
    replyEditable: row.hostReply !== null && isReplyEditable(row.hostRepliedAt, now),
  };
}

/**
 * GET /api/host/reviews: the signed-in host's reviews, one page, with the summary over the whole list.
 * Only published reviews are the host's to see: one waiting for moderation is not public yet, and one an
 * admin hid is withdrawn from the site (docs/product/reviews.md).
 */
export async function listHostReviews(db: Database, hostId: string, query: HostReviewsQuery, now = new Date()): Promise<ListPage<HostReview, HostReviewCounts>> {
  const filter: repo.HostReviewFilter = { q: query.q, rating: query.rating === undefined ? undefined : Number(query.rating), replied: query.replied };
  const [rows, total, summary] = await Promise.all([
    repo.findHostReviewPage(db, hostId, filter, query.sort, pageWindow(query)),
    repo.countHostReviews(db, hostId, filter),
    repo.hostReviewSummary(db, hostId),
  ]);
  return {
    items: rows.map((row) => toHostReview(row, now)),
    total,
    counts: {
      average: summary.average ?? 0,
      total: summary.total,
      replied: summary.replied,
      awaiting: summary.total - summary.replied,
      star1: summary.star1,
      star2: summary.star2,
      star3: summary.star3,
      star4: summary.star4,
      star5: summary.star5,
    },
  };
}

/** The review, locked, if it is one of the actor's own; another host's answers the same 404 as a missing one. */
async function ownReviewForReply(tx: Database, actor: UserActor, id: string) {
  return visibleOr404(await repo.findReviewForReply(tx, id), (row) => isReviewedHost(actor, row), REVIEW_NOT_FOUND);
}

async function answer(db: Database, id: string, now: Date): Promise<HostReview> {
  const row = await repo.findHostReview(db, id);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return toHostReview(row, now);
}

/** POST /api/host/reviews/{id}/reply: the host's one reply (a second is refused with 409). */
export async function replyToReview(db: Database, actor: UserActor, id: string, reply: string, now = new Date()): Promise<HostReview> {
  await db.transaction(async (tx) => {
    const review = await ownReviewForReply(tx, actor, id);
    if (review.hostReply !== null) throw new AppError('CONFLICT', 409, ALREADY_REPLIED);
    await repo.setReply(tx, id, { hostReply: reply, hostRepliedAt: now });
  });
  return answer(db, id, now);
}

/** PUT /api/host/reviews/{id}/reply: edits the reply within 24 hours of the first reply (409 after). */
export async function editReply(db: Database, actor: UserActor, id: string, reply: string, now = new Date()): Promise<HostReview> {
  await db.transaction(async (tx) => {
    const review = await ownReviewForReply(tx, actor, id);
    if (review.hostReply === null) throw new AppError('CONFLICT', 409, NO_REPLY_YET);
    if (!isReplyEditable(review.hostRepliedAt, now)) throw new AppError('CONFLICT', 409, REPLY_EDIT_CLOSED);
    await repo.setReply(tx, id, { hostReply: reply, hostReplyEditedAt: now });
  });
  return answer(db, id, now);
}
