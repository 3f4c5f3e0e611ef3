import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bookings, hostProfiles, properties, userFacetCounts, users, userSessions } from '@/db/schema';
import type { UserRole } from '@/contract/enums';
import { searchCondition } from '../../lib/list-page';
import { byReading } from '../../lib/people-order';

export interface UserListFilter {
  /** Search text over name, reading and e-mail (users.search_text). */
  q?: string;
  role?: UserRole;
  verified?: boolean;
  suspended?: boolean;
}

export type UserListSort = 'newest' | 'oldest' | 'name';

const USER_SEARCH = { text: users.searchText, bigrams: users.searchBigrams };

const listColumns = {
  id: users.id,
  fullName: users.fullName,
  fullNameKana: users.fullNameKana,
  email: users.email,
  phone: users.phone,
  role: users.role,
  idVerified: users.idVerified,
  avatarUrl: users.avatarUrl,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  closedAt: users.closedAt,
};

function whereOf(filter: UserListFilter): SQL | undefined {
  return and(
    searchCondition(USER_SEARCH, filter.q),
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.verified === undefined ? undefined : eq(users.idVerified, filter.verified),
    filter.suspended === undefined ? undefined : filter.suspended ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt),
  );
}

/** The order of a sort, over the users table or a subquery of its list columns. */
function orderOf(sort: UserListSort, c: { createdAt: SQLWrapper; id: SQLWrapper; fullName: SQLWrapper; fullNameKana: SQLWrapper }): SQL[] {
  // Over the table each order reads an index (users_created_at_idx both ways, users_reading_idx).
  switch (sort) {
    case 'newest':
      return [desc(c.createdAt), desc(c.id)];
    case 'oldest':
      return [asc(c.createdAt), asc(c.id)];
    case 'name':
      return byReading({ reading: c.fullNameKana, name: c.fullName, id: c.id });
  }
}

/**
 * One page of users matching the filter. When a search matches few users (`fewMatches`), they are
 * read through the search's index and then sorted: walking the order's index instead would test every
 * user against the filter when the matches are rare (the planner cannot know that a name and a role
 * go together). `offset 0` keeps PostgreSQL from folding the subquery back into such a walk.
 */
export function findUserPage(
  db: Database,
  filter: UserListFilter,
  sort: UserListSort,
  window: { limit: number; offset: number },
  { fewMatches = false } = {},
) {
  if (!fewMatches) {
    return db.select(listColumns).from(users).where(whereOf(filter)).orderBy(...orderOf(sort, users)).limit(window.limit).offset(window.offset);
  }
  const matches = db.select(listColumns).from(users).where(whereOf(filter)).offset(0).as('matches');
  return db.select().from(matches).orderBy(...orderOf(sort, matches)).limit(window.limit).offset(window.offset);
}

/** How many users match the filter: a count over the same conditions as the page. */
export async function countMatchingUsers(db: Database, filter: UserListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(whereOf(filter));
  return Number(row.n);
}

/** The users per role, verification and suspension, as the trigger keeps them (a dozen rows at most). */
export function findUserFacetCounts(db: Database) {
  return db.select().from(userFacetCounts);
}

export async function findUserDetail(db: Database, id: string) {
  const [row] = await db
    .select({
      ...listColumns,
      address: users.address,
      dateOfBirth: users.dateOfBirth,
      gender: users.gender,
      suspensionReason: users.suspensionReason,
      lastLoginAt: users.lastLoginAt,
      hostDisplayName: hostProfiles.displayName,
      bookingsCount: sql<number>`(select count(*) from ${bookings} where ${bookings.guestUserId} = ${users.id} and ${bookings.status} <> 'tentative')`.mapWith(Number),
      propertiesCount: sql<number>`(select count(*) from ${properties} where ${properties.hostUserId} = ${users.id} and ${properties.deletedAt} is null)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(hostProfiles, eq(hostProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** The user row, locked until the transaction ends. */
export async function findUserForUpdate(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, suspendedAt: users.suspendedAt, suspensionReason: users.suspensionReason })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function setSuspension(db: Database, id: string, suspension: { suspendedAt: Date | null; suspensionReason: string | null }) {
  await db.update(users).set(suspension).where(eq(users.id, id));
}

/** Ends every sign-in session of the user. */
export async function deleteSessionsOfUser(db: Database, userId: string): Promise<number> {
  const deleted = await db.delete(userSessions).where(eq(userSessions.userId, userId)).returning({ id: userSessions.id });
  return deleted.length;
}
