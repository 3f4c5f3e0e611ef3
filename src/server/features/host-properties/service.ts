import type { z } from 'zod';
import type {
  HostProperty,
  HostPropertyCounts,
  hostPropertiesQuerySchema,
  MissingItemAnswer,
  PropertyPreview,
  PropertyStatusAnswer,
} from '@/contract/host-properties';
import type { ListPage } from '@/contract/list';
import { parsePhotoVariants } from '@/contract/photos';
import type { Database } from '@/db/client';
import { searchTextOfProperty } from '@/db/property-search-text';
import { japanDate, japanMonthRange } from '@/domain/japan-date';
import { MISSING_ITEM_LABELS, missingForReview, type MissingItem } from '@/domain/listing-readiness';
import { nextPropertyStatus, refusalOf, type HostPropertyAction } from '@/domain/property-life';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import { canManageProperty, visibleOr404, type Actor, type UserActor } from '../../policy';
import * as properties from '../properties/repository';
import { basicAmenitiesOf, propertyDetailOf } from '../properties/service';
import * as repo from './repository';
import { requireVerifiedEmail } from '../email-verification/gate';

type HostPropertiesQuery = z.output<typeof hostPropertiesQuerySchema>;

export const PROPERTY_NOT_FOUND = '物件が見つかりません';
/** What a copy's title gets. */
export const COPY_SUFFIX = '（コピー）';

const conflict = (message: string) => new AppError('CONFLICT', 409, message);

/** A refused submission: the message lists what is missing; the route answers the list as well. */
export class SubmissionIncomplete extends AppError {
  constructor(readonly missing: MissingItemAnswer[]) {
    super('CONFLICT', 409, `審査に提出するには次の項目が必要です：${missing.map((m) => m.label).join('／')}`);
  }
}

const missingAnswer = (items: MissingItem[]): MissingItemAnswer[] => items.map((item) => ({ item, label: MISSING_ITEM_LABELS[item] }));

/** GET /api/host/properties: the signed-in host's own houses (never deleted ones), one page, with the per-status counts. */
export async function listHostProperties(db: Database, actor: UserActor, query: HostPropertiesQuery, now = new Date()): Promise<ListPage<HostProperty, HostPropertyCounts>> {
  const filter: repo.HostPropertyFilter = { hostId: actor.id, q: query.q, status: query.status };
  const window = pageWindow(query);
  const [rows, total, byStatus, hostVerified] = await Promise.all([
    repo.findHostPropertyPage(db, filter, query.sort, window),
    repo.countHostProperties(db, filter),
    repo.countHostPropertiesByStatus(db, actor.id),
    repo.isHostVerified(db, actor.id),
  ]);
  const ids = rows.map((r) => r.id);
  const [photos, next, month] = await Promise.all([
    repo.photoFacts(db, ids),
    repo.nextBookings(db, ids, japanDate(now)),
    repo.bookingsInMonth(db, ids, japanMonthRange(now)),
  ]);

  const counts: HostPropertyCounts = { all: 0, draft: 0, in_review: 0, published: 0, private: 0, suspended: 0 };
  for (const { status, n } of byStatus) {
    counts[status] += n;
    counts.all += n;
  }

  const items = rows.map((row): HostProperty => {
    const photo = photos.get(row.id);
    const missing =
      row.status === 'draft'
        ? missingForReview({ ...row, hostVerified, photoCount: photo?.photoCount ?? 0, hasCover: photo?.hasCover ?? false })
        : [];
    return {
      id: row.id,
      title: row.title,
      prefecture: row.prefecture,
      city: row.city,
      addressLine: row.addressLine,
      status: row.status,
      rejectionReason: row.rejectionReason,
      suspensionReason: row.suspensionReason,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      coverPhoto: photo?.cover ? { url: photo.cover.url, variants: parsePhotoVariants(photo.cover.variants) } : null,
      basePriceJpy: row.basePriceJpy,
      ratingAverage: row.ratingAverage,
      reviewCount: row.reviewCount,
      nextBooking: next.get(row.id) ?? null,
      bookingsThisMonth: month.get(row.id) ?? 0,
      missing: missingAnswer(missing),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  return { items, total, counts };
}

/** A house the actor manages (its host, or an admin), not deleted; another host's house is the same 404 as a missing one. */
async function managedProperty(db: Database, actor: Actor, id: string, options: { lock?: boolean } = {}) {
  const row = await repo.findProperty(db, id, options);
  return visibleOr404(row, (r) => canManageProperty(actor, { hostId: r.hostUserId }), PROPERTY_NOT_FOUND);
}

function toStatusAnswer(row: { id: string; status: PropertyStatus; submittedAt: Date | null }): PropertyStatusAnswer {
  return { id: row.id, status: row.status, submittedAt: row.submittedAt?.toISOString() ?? null };
}
type PropertyStatus = HostProperty['status'];

/** The status a host's action leads to, or the 409 that says why not. */
function moveOrRefuse(status: PropertyStatus, action: HostPropertyAction): PropertyStatus {
  const next = nextPropertyStatus(status, action);
  if (next === null) throw conflict(refusalOf(status, action));
  return next;
}

/**
 * POST /api/host/properties/{id}/submit: a draft (a rejected one too) goes to review when nothing is
 * missing (`missingForReview`, the host verified); otherwise 409 with the list. Sets submittedAt. The
 * host's address must be verified first (403 EMAIL_UNVERIFIED, docs/product/accounts.md).
 */
export async function submitForReview(db: Database, actor: Actor, id: string, now = new Date()): Promise<PropertyStatusAnswer> {
  return db.transaction(async (tx) => {
    const row = await managedProperty(tx, actor, id, { lock: true });
    const next = moveOrRefuse(row.status, 'submit');
    await requireVerifiedEmail(tx, row.hostUserId, 'review_submission');
    const [photos, hostVerified] = await Promise.all([repo.photoFacts(tx, [id]), repo.isHostVerified(tx, row.hostUserId)]);
    const photo = photos.get(id);
    const missing = missingForReview({ ...row, hostVerified, photoCount: photo?.photoCount ?? 0, hasCover: photo?.hasCover ?? false });
    if (missing.length > 0) throw new SubmissionIncomplete(missingAnswer(missing));
    return toStatusAnswer(await repo.setProperty(tx, id, { status: next, submittedAt: now }));
  });
}

/** POST /api/host/properties/{id}/withdraw: the host takes a house out of review, back to draft, to edit it. */
export async function withdrawFromReview(db: Database, actor: Actor, id: string): Promise<PropertyStatusAnswer> {
  return db.transaction(async (tx) => {
    const row = await managedProperty(tx, actor, id, { lock: true });
    return toStatusAnswer(await repo.setProperty(tx, id, { status: moveOrRefuse(row.status, 'withdraw') }));
  });
}

/** POST /api/host/properties/{id}/visibility: published ⇄ private, without a new review; any other status is refused. */
export async function setVisibility(db: Database, actor: Actor, id: string, visibility: 'private' | 'published'): Promise<PropertyStatusAnswer> {
  return db.transaction(async (tx) => {
    const row = await managedProperty(tx, actor, id, { lock: true });
    const next = moveOrRefuse(row.status, visibility === 'private' ? 'unpublish' : 'publish');
    return toStatusAnswer(await repo.setProperty(tx, id, { status: next }));
  });
}

/** POST /api/host/properties/{id}/duplicate: a new draft copy (see repo.copyProperty for what is copied); answers its id. */
export async function duplicateProperty(db: Database, actor: Actor, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const row = await managedProperty(tx, actor, id);
    const title = `${row.title}${COPY_SUFFIX}`;
    const newId = await repo.copyProperty(tx, id, { title, searchText: searchTextOfProperty({ ...row, title }) });
    return { id: newId };
  });
}

/**
 * DELETE /api/host/properties/{id}: refused while the house has upcoming bookings; otherwise a soft
 * delete: deletedAt set, a published house made private and a house in review put back to draft (so
 * that no guest query and no review queue can show it). Photo files are kept: a duplicate may use the
 * same files, and the past bookings keep their house.
 */
export async function deleteProperty(db: Database, actor: Actor, id: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await managedProperty(tx, actor, id, { lock: true });
    const upcoming = await repo.countUpcomingBookings(tx, id, japanDate(now));
    if (upcoming > 0) throw conflict(`今後の予約がある物件は削除できません（今後の予約: ${upcoming}件）。予約が終わるかキャンセルされてから削除してください`);
    const status: PropertyStatus = row.status === 'published' ? 'private' : row.status === 'in_review' ? 'draft' : row.status;
    await repo.setProperty(tx, id, { deletedAt: now, status });
  });
}

/** GET /api/host/properties/{id}/preview: the house as a guest would see it, in any status. */
export async function previewProperty(db: Database, actor: Actor, id: string): Promise<PropertyPreview> {
  await managedProperty(db, actor, id);
  const row = await properties.findPropertyDetail(db, id, { anyStatus: true });
  if (!row) throw new AppError('NOT_FOUND', 404, PROPERTY_NOT_FOUND);
  const [detail, features, amenities] = await Promise.all([
    propertyDetailOf(db, row, { owner: true }),
    properties.listPropertyFeatures(db, id),
    basicAmenitiesOf(db, id),
  ]);
  return { ...detail, status: row.status, features, amenities };
}
