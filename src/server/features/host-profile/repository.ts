import { and, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bookings, hostProfiles, payments, properties, users } from '@/db/schema';

type Executor = Pick<Database, 'select' | 'update'>;

export type HostProfileRow = typeof hostProfiles.$inferSelect & { accountCreatedAt: Date };

/** The host's profile row with the account's sign-up time, or null. */
export async function findProfile(db: Executor, userId: string): Promise<HostProfileRow | null> {
  const [row] = await db
    .select({ profile: hostProfiles, accountCreatedAt: users.createdAt })
    .from(hostProfiles)
    .innerJoin(users, eq(users.id, hostProfiles.userId))
    .where(eq(hostProfiles.userId, userId))
    .limit(1);
  return row ? { ...row.profile, accountCreatedAt: row.accountCreatedAt } : null;
}

/**
 * The average rating of the host's published houses, each weighted by its number of reviews (so it is
 * the average over all their published reviews); null when none has a review.
 */
export async function hostRating(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db
    .select({
      rating: sql<string | null>`(sum(${properties.ratingAverage} * ${properties.reviewCount}) / nullif(sum(${properties.reviewCount}), 0))::numeric(4,2)::text`,
    })
    .from(properties)
    .where(and(eq(properties.hostUserId, userId), eq(properties.status, 'published'), isNull(properties.deletedAt), gt(properties.reviewCount, 0)));
  return row?.rating == null ? null : Number(row.rating);
}

/**
 * The share of the host's booking requests of the last 365 days (bookings whose card was only
 * authorised, docs/product/bookings.md) that the host answered — approved or rejected — rather than
 * let expire, in percent; null when no request has been decided yet.
 */
export async function responseRate(db: Executor, userId: string, since: Date): Promise<number | null> {
  const answered = sql`${bookings.status} in ('confirmed', 'completed', 'no_show') or (${bookings.status} = 'cancelled' and ${bookings.cancelledBy} = 'host')`;
  const expired = sql`${bookings.status} = 'cancelled' and ${bookings.cancelledBy} = 'system'`;
  const [row] = await db
    .select({
      answered: sql<number>`count(*) filter (where ${answered})`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${expired})`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(bookings.hostUserId, userId), isNotNull(payments.authorizedAt), gte(bookings.createdAt, since)));
  const decided = row.answered + row.expired;
  return decided === 0 ? null : Math.round((row.answered * 100) / decided);
}

export type HostProfileChanges = Partial<Omit<typeof hostProfiles.$inferInsert, 'id' | 'userId' | 'createdAt'>>;

/** Changes the host's profile; answers whether a row was there. */
export async function updateProfile(db: Executor, userId: string, changes: HostProfileChanges): Promise<boolean> {
  const rows = await db
    .update(hostProfiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(hostProfiles.userId, userId))
    .returning({ id: hostProfiles.id });
  return rows.length > 0;
}

/** The user's avatar (the header's and the house page's picture of the host). */
export async function updateUser(db: Executor, userId: string, changes: { avatarUrl?: string | null; idVerified?: boolean }) {
  await db.update(users).set(changes).where(eq(users.id, userId));
}
