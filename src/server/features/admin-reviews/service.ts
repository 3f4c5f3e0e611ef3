import type { z } from 'zod';
import type { AdminReview, AdminReviewCounts, adminReviewsQuerySchema, ReviewVisibility } from '@/contract/admin-reviews';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { refreshPropertyRatings } from '@/db/property-rating';
import { type AuditContext, audit } from '../../audit/audit';
import { AppError, notFound } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import type { MailService } from '../../mail/mail-service';
import * as repo from './repository';

type ReviewsQuery = z.output<typeof adminReviewsQuerySchema>;

export const REVIEW_NOT_FOUND = 'レビューが見つかりません';
export const REVIEW_ALREADY_HIDDEN = 'このレビューはすでに非公開です';
export const REVIEW_ALREADY_PUBLISHED = 'このレビューはすでに公開されています';

function visibilityOf(row: { isPublic: boolean; publishedAt: Date | null; hiddenAt: Date | null }): ReviewVisibility {
  if (row.hiddenAt !== null || !row.isPublic) return 'hidden';
  return row.publishedAt === null ? 'awaiting' : 'published';
}

function toReview({ reviewerEmail: _email, isPublic: _isPublic, ...row }: repo.ReviewRow): AdminReview {
  return {
    ...row,
    visibility: visibilityOf({ isPublic: _isPublic, publishedAt: row.publishedAt, hiddenAt: row.hiddenAt }),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hostRepliedAt: row.hostRepliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/reviews: one page of every review, searched and filtered in SQL, with the counters over all of them. */
export async function listReviews(db: Database, query: ReviewsQuery): Promise<ListPage<AdminReview, AdminReviewCounts>> {
  const filter: repo.ReviewListFilter = { q: query.q, rating: query.rating ? Number(query.rating) : undefined, visibility: query.visibility };
  const [rows, total, counts] = await Promise.all([
    repo.findReviewPage(db, filter, query.sort, pageWindow(query)),
    repo.countReviews(db, filter),
    repo.reviewCounters(db),
  ]);
  return { items: rows.map(toReview), total: total.total, totalCapped: total.capped, counts };
}

export type ModerationDecision = { action: 'hide'; reason: string } | { action: 'publish'; reason?: string };

/**
 * An admin hides or publishes a review (docs/product/reviews.md): hiding withdraws it from the house's
 * page, publishing shows it (again); the house's rating and review count are recomputed from its
 * published reviews in the same transaction, with the audit record. A hidden review's writer is
 * e-mailed the reason after it. Hiding a hidden review or publishing a published one is a 409.
 */
export async function moderateReview(
  db: Database,
  mail: MailService,
  context: AuditContext,
  id: string,
  decision: ModerationDecision,
  now = new Date(),
): Promise<AdminReview> {
  const hide = decision.action === 'hide';
  const reason = decision.reason?.trim() || null;
  await db.transaction(async (tx) => {
    const before = await repo.findModerationForUpdate(tx, id);
    if (!before) throw notFound(REVIEW_NOT_FOUND);
    const state = visibilityOf(before);
    if (hide && state === 'hidden') throw new AppError('CONFLICT', 409, REVIEW_ALREADY_HIDDEN);
    if (!hide && state === 'published') throw new AppError('CONFLICT', 409, REVIEW_ALREADY_PUBLISHED);
    const after = hide
      ? { isPublic: false, publishedAt: before.publishedAt, hiddenAt: now, moderationReason: reason }
      : { isPublic: true, publishedAt: before.publishedAt ?? now, hiddenAt: null, moderationReason: reason };
    await repo.setModeration(tx, id, { ...after, updatedAt: now });
    await refreshPropertyRatings(tx, [before.propertyId]);
    await audit(tx, context, {
      entityType: 'review',
      entityId: id,
      action: hide ? 'hide' : 'publish',
      oldValues: { isPublic: before.isPublic, publishedAt: before.publishedAt, hiddenAt: before.hiddenAt, moderationReason: before.moderationReason },
      newValues: after,
    });
  });
  const row = await repo.findReview(db, id);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  if (hide) {
    await mail.sendReviewHidden({ id, reviewerUserId: row.reviewerUserId, reviewerName: row.reviewerName, email: row.reviewerEmail, propertyTitle: row.propertyTitle, reason: reason ?? '' });
  }
  return toReview(row);
}
