import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bookings, hostProfiles, payments, properties, users } from '@/db/schema';
import type { KYC_STATUSES } from '@/contract/enums';
import { normalizeListSearch } from '@/domain/list-search';
import { searchCondition } from '../../lib/list-page';
import { byReading } from '../../lib/people-order';

type KycStatus = (typeof KYC_STATUSES)[number];
type Executor = Pick<Database, 'select' | 'update' | 'execute'>;

/**
 * The back office's hosts: every host profile with its account (a host registers with both, one each,
 * and the account keeps the host role, which the orders' partial indexes of migration 0024 need). A
 * search matches the account's kept search text (name and e-mail) or the profile's (display name,
 * location, area), both normalised the way list searches are (src/domain/list-search.ts: NFKC, lower case).
 */
const IS_HOST = eq(users.role, 'host');

export interface HostListFilter {
  q?: string;
  kyc?: KycStatus;
  /** Only hosts whose identity waits: pending with a front image uploaded (ホスト承認). */
  awaitingReview?: boolean;
}

export type HostListSort = 'newest' | 'oldest' | 'name' | 'upload-oldest' | 'upload-newest';

/** The condition of hosts whose identity waits for an admin (the sidebar's badge counts the same). */
export const AWAITING_IDENTITY_REVIEW = and(eq(hostProfiles.kycStatus, 'pending'), isNotNull(hostProfiles.frontImageKey));

/**
 * How a condition on the profile is put: directly when the query joins the profiles, else as the set of
 * profiles that meet it, looked up by account, so that a query of the accounts alone (`users`) reads a
 * page's ids and a total from the accounts' partial indexes without joining every profile.
 */
type ProfileCondition = (condition: SQL | undefined) => SQL | undefined;
const joinedProfile: ProfileCondition = (condition) => condition;
const profileSet =
  (db: Database): ProfileCondition =>
  (condition) =>
    inArray(users.id, db.select({ id: hostProfiles.userId }).from(hostProfiles).where(condition));

/**
 * The hosts whose account or profile matches. The account's side is picked out on its own table first
 * (by its trigram or two-character index), so that walking the hosts in the list's order, or counting
 * them, only looks each host up in it.
 */
function searchMatches(db: Database, needle: string, onProfile: ProfileCondition): SQL | undefined {
  const accounts = db.select({ id: users.id }).from(users).where(and(IS_HOST, searchCondition({ text: users.searchText, bigrams: users.searchBigrams }, needle)));
  const profile = searchCondition({ text: hostProfiles.searchText, bigrams: sql`text_bigrams(${hostProfiles.searchText})`, computedBigrams: true }, needle);
  return or(inArray(users.id, accounts), onProfile(profile));
}

function whereOf(db: Database, filter: HostListFilter, onProfile: ProfileCondition): SQL | undefined {
  const needle = filter.q ? normalizeListSearch(filter.q) : '';
  return and(
    IS_HOST,
    needle ? searchMatches(db, needle, onProfile) : undefined,
    filter.kyc ? onProfile(eq(hostProfiles.kycStatus, filter.kyc)) : undefined,
    filter.awaitingReview ? onProfile(AWAITING_IDENTITY_REVIEW) : undefined,
  );
}

function orderOf(sort: HostListSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(users.createdAt), desc(users.id)];
    case 'oldest':
      return [asc(users.createdAt), asc(users.id)];
    case 'name':
      return byReading({ reading: users.fullNameKana, name: users.fullName, id: users.id });
    // The profile's user id (the account's id) so that host_profiles_awaiting_review gives the order.
    case 'upload-oldest':
      return [sql`${hostProfiles.uploadDate} asc nulls last`, asc(hostProfiles.userId)];
    case 'upload-newest':
      return [sql`${hostProfiles.uploadDate} desc nulls last`, desc(hostProfiles.userId)];
  }
}

const rowColumns = {
  id: users.id,
  fullName: users.fullName,
  fullNameKana: users.fullNameKana,
  displayName: hostProfiles.displayName,
  email: users.email,
  phone: users.phone,
  profilePhone: hostProfiles.phone,
  location: hostProfiles.location,
  profileImageUrl: hostProfiles.profileImageUrl,
  avatarUrl: users.avatarUrl,
  kycStatus: hostProfiles.kycStatus,
  createdAt: users.createdAt,
  bio: hostProfiles.bio,
  prefecture: hostProfiles.prefecture,
  city: hostProfiles.city,
  idType: hostProfiles.idType,
  backImageKey: hostProfiles.backImageKey,
  uploadDate: hostProfiles.uploadDate,
};

export type HostRow = Awaited<ReturnType<typeof findHostPage>>[number];

/** One page of hosts: the page's ids first (narrow rows, by the orders' indexes), then what the page shows of them. */
export function findHostPage(db: Database, filter: HostListFilter, sort: HostListSort, window: { limit: number; offset: number }) {
  // By upload date the order is the profile's (host_profiles_awaiting_review gives it): the profiles are joined.
  const page = (
    sort === 'upload-oldest' || sort === 'upload-newest'
      ? db.select({ id: users.id }).from(hostProfiles).innerJoin(users, eq(users.id, hostProfiles.userId)).where(whereOf(db, filter, joinedProfile))
      : db.select({ id: users.id }).from(users).where(whereOf(db, filter, profileSet(db)))
  )
    .orderBy(...orderOf(sort))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return db
    .select(rowColumns)
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .innerJoin(hostProfiles, eq(hostProfiles.userId, page.id))
    .orderBy(...orderOf(sort));
}

export async function countHosts(db: Database, filter: HostListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(whereOf(db, filter, profileSet(db)));
  return Number(row.n);
}

/** Hosts per identity status, over every host. */
export async function countHostsByKyc(db: Database): Promise<Record<KycStatus, number>> {
  const rows = await db.select({ kycStatus: hostProfiles.kycStatus, n: count() }).from(hostProfiles).groupBy(hostProfiles.kycStatus);
  const counts: Record<KycStatus, number> = { pending: 0, verified: 0, rejected: 0 };
  for (const row of rows) counts[row.kycStatus] = Number(row.n);
  return counts;
}

/** What makes a review published (the same rule as the house's own rating): the house is published and not deleted. */
const RATED_HOUSE = and(eq(properties.status, 'published'), isNull(properties.deletedAt), sql`${properties.reviewCount} > 0`);

/**
 * The average of the hosts' ratings, each host's rating being the review-weighted average of their
 * published houses (the host profile's rule); null when no host has a review.
 */
export async function averageHostRating(db: Database): Promise<number | null> {
  const perHost = db
    .select({ rating: sql<string>`sum(${properties.ratingAverage} * ${properties.reviewCount}) / sum(${properties.reviewCount})`.as('rating') })
    .from(properties)
    .where(RATED_HOUSE)
    .groupBy(properties.hostUserId)
    .as('per_host');
  const [row] = await db.select({ avg: sql<string | null>`avg(${perHost.rating})::numeric(4,2)::text` }).from(perHost);
  return row?.avg == null ? null : Number(row.avg);
}

/** For the page's hosts: the rating (review-weighted over published houses) and the count of houses not deleted. */
export async function houseFactsOf(db: Database, hostIds: string[]): Promise<Map<string, { rating: number | null; propertyCount: number }>> {
  const facts = new Map<string, { rating: number | null; propertyCount: number }>();
  if (hostIds.length === 0) return facts;
  const published = sql`${properties.status} = 'published' and ${properties.reviewCount} > 0`;
  const rows = await db
    .select({
      hostId: properties.hostUserId,
      rating: sql<string | null>`(sum(${properties.ratingAverage} * ${properties.reviewCount}) filter (where ${published})
        / nullif(sum(${properties.reviewCount}) filter (where ${published}), 0))::numeric(4,2)::text`,
      n: count(),
    })
    .from(properties)
    .where(and(inArray(properties.hostUserId, hostIds), isNull(properties.deletedAt)))
    .groupBy(properties.hostUserId);
  for (const row of rows) facts.set(row.hostId, { rating: row.rating == null ? null : Number(row.rating), propertyCount: Number(row.n) });
  return facts;
}

/**
 * For the page's hosts: the share of their booking requests of the last year that they answered rather
 * than let expire, in percent (the host profile's rule, src/server/features/host-profile/repository.ts).
 */
export async function responseRatesOf(db: Database, hostIds: string[], since: Date): Promise<Map<string, number>> {
  const rates = new Map<string, number>();
  if (hostIds.length === 0) return rates;
  const answered = sql`${bookings.status} in ('confirmed', 'completed', 'no_show') or (${bookings.status} = 'cancelled' and ${bookings.cancelledBy} = 'host')`;
  const expired = sql`${bookings.status} = 'cancelled' and ${bookings.cancelledBy} = 'system'`;
  const rows = await db
    .select({
      hostId: bookings.hostUserId,
      answered: sql<number>`count(*) filter (where ${answered})`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${expired})`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(inArray(bookings.hostUserId, hostIds), isNotNull(payments.authorizedAt), sql`${bookings.createdAt} >= ${since}`))
    .groupBy(bookings.hostUserId);
  for (const row of rows) {
    const decided = row.answered + row.expired;
    if (decided > 0) rates.set(row.hostId, Math.round((row.answered * 100) / decided));
  }
  return rates;
}

/** The host's whole profile with the account, or null when the user is not a host. */
export async function findHostDetail(db: Executor, userId: string) {
  const [row] = await db
    .select({ profile: hostProfiles, user: { id: users.id, fullName: users.fullName, fullNameKana: users.fullNameKana, email: users.email, phone: users.phone, avatarUrl: users.avatarUrl, createdAt: users.createdAt } })
    .from(hostProfiles)
    .innerJoin(users, eq(users.id, hostProfiles.userId))
    .where(eq(hostProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The host's houses that were not deleted, newest first. */
export function findHostProperties(db: Database, userId: string) {
  return db
    .select({ id: properties.id, title: properties.title, status: properties.status, prefecture: properties.prefecture, city: properties.city })
    .from(properties)
    .where(and(eq(properties.hostUserId, userId), isNull(properties.deletedAt)))
    .orderBy(desc(properties.createdAt))
    .limit(100);
}

/** The host's identity state, locked until the transaction ends. */
export async function findIdentityForUpdate(db: Database, userId: string) {
  const [row] = await db
    .select({
      kycStatus: hostProfiles.kycStatus,
      verificationStatus: hostProfiles.verificationStatus,
      frontImageKey: hostProfiles.frontImageKey,
      uploadDate: hostProfiles.uploadDate,
      kycReviewedAt: hostProfiles.kycReviewedAt,
      kycRejectionReason: hostProfiles.kycRejectionReason,
      idVerified: users.idVerified,
    })
    .from(hostProfiles)
    .innerJoin(users, eq(users.id, hostProfiles.userId))
    .where(eq(hostProfiles.userId, userId))
    .for('update', { of: hostProfiles })
    .limit(1);
  return row ?? null;
}

export async function setIdentityReview(
  db: Database,
  userId: string,
  review: { kycStatus: KycStatus; verificationStatus: string; kycRejectionReason: string | null; kycReviewedAt: Date },
) {
  await db.update(hostProfiles).set({ ...review, updatedAt: new Date() }).where(eq(hostProfiles.userId, userId));
  await db.update(users).set({ idVerified: review.kycStatus === 'verified' }).where(eq(users.id, userId));
}
