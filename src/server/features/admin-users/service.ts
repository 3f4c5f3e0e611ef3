import type { AdminUser, AdminUserCounts, AdminUserDetail, adminUsersQuerySchema } from '@/contract/admin-users';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import type { z } from 'zod';
import { type AuditContext, audit } from '../../audit/audit';
import { AppError, notFound } from '../../lib/app-error';
import { normalizeListSearch } from '@/domain/list-search';
import { pageWindow } from '../../lib/list-page';
import * as repo from './repository';

type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

const USER_NOT_FOUND = 'ユーザーが見つかりません';
/** Up to this many matches, a searched page is sorted after the search rather than read in order. */
const FEW_MATCHES = 5_000;

function toAdminUser(row: Awaited<ReturnType<typeof repo.findUserPage>>[number]): AdminUser {
  return { ...row, createdAt: row.createdAt.toISOString(), suspendedAt: row.suspendedAt?.toISOString() ?? null, closedAt: row.closedAt?.toISOString() ?? null };
}

/** GET /api/admin/users: one page of users, filtered, searched and sorted in SQL, with the four counters. */
export async function listUsers(db: Database, query: AdminUsersQuery): Promise<ListPage<AdminUser, AdminUserCounts>> {
  const filter: repo.UserListFilter = {
    q: query.q,
    role: query.role,
    verified: query.verification === undefined ? undefined : query.verification === 'verified',
    suspended: query.status === undefined ? undefined : query.status === 'suspended',
  };
  const window = pageWindow(query);
  if (normalizeListSearch(query.q ?? '') === '') {
    // Unsearched: the total comes from the kept counts.
    const [rows, facets] = await Promise.all([repo.findUserPage(db, filter, query.sort, window), repo.findUserFacetCounts(db)]);
    return { items: rows.map(toAdminUser), total: facetTotal(facets, filter), counts: countersOf(facets) };
  }
  // Searched: counting first tells how to read the page (few matches: through the search's index).
  const [matched, facets] = await Promise.all([repo.countMatchingUsers(db, filter), repo.findUserFacetCounts(db)]);
  const rows = matched <= window.offset ? [] : await repo.findUserPage(db, filter, query.sort, window, { fewMatches: matched <= FEW_MATCHES });
  return { items: rows.map(toAdminUser), total: matched, counts: countersOf(facets) };
}

type Facet = Awaited<ReturnType<typeof repo.findUserFacetCounts>>[number];

const sum = (facets: Facet[]) => facets.reduce((total, f) => total + f.n, 0);

/** The four counters above the list, over every user. */
function countersOf(facets: Facet[]): AdminUserCounts {
  return {
    total: sum(facets),
    verified: sum(facets.filter((f) => f.idVerified)),
    unverified: sum(facets.filter((f) => !f.idVerified)),
    hosts: sum(facets.filter((f) => f.role === 'host')),
  };
}

/** How many users an unsearched filter matches, from the kept counts. */
function facetTotal(facets: Facet[], filter: repo.UserListFilter): number {
  return sum(
    facets.filter(
      (f) =>
        (filter.role === undefined || f.role === filter.role) &&
        (filter.verified === undefined || f.idVerified === filter.verified) &&
        (filter.suspended === undefined || f.suspended === filter.suspended),
    ),
  );
}

export async function getUserDetail(db: Database, id: string): Promise<AdminUserDetail> {
  const row = await repo.findUserDetail(db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  const { lastLoginAt, ...rest } = row;
  return {
    ...toAdminUser(rest),
    address: rest.address,
    dateOfBirth: rest.dateOfBirth,
    gender: rest.gender,
    suspensionReason: rest.suspensionReason,
    lastSignInAt: lastLoginAt?.toISOString() ?? null,
    bookingsCount: rest.bookingsCount,
    hostDisplayName: rest.hostDisplayName,
    propertiesCount: rest.propertiesCount,
  };
}

/**
 * An admin suspends a user (docs/product/roles-and-rights.md): with a reason; the user's sessions end at
 * once and sign-in is refused until an admin lifts it. Audited in the same transaction.
 */
export async function suspendUser(db: Database, context: AuditContext, id: string, reason: string, now = new Date()): Promise<AdminUserDetail> {
  await db.transaction(async (tx) => {
    const before = await repo.findUserForUpdate(tx, id);
    if (!before) throw notFound(USER_NOT_FOUND);
    if (before.suspendedAt) throw new AppError('CONFLICT', 409, 'このユーザーはすでに利用停止中です');
    await repo.setSuspension(tx, id, { suspendedAt: now, suspensionReason: reason });
    const endedSessions = await repo.deleteSessionsOfUser(tx, id);
    await audit(tx, context, {
      entityType: 'user',
      entityId: id,
      action: 'suspend',
      oldValues: { suspendedAt: null, suspensionReason: null },
      newValues: { suspendedAt: now, suspensionReason: reason, endedSessions },
    });
  });
  return getUserDetail(db, id);
}

/** An admin lifts a suspension; the user may sign in again. Audited in the same transaction. */
export async function reinstateUser(db: Database, context: AuditContext, id: string): Promise<AdminUserDetail> {
  await db.transaction(async (tx) => {
    const before = await repo.findUserForUpdate(tx, id);
    if (!before) throw notFound(USER_NOT_FOUND);
    if (!before.suspendedAt) throw new AppError('CONFLICT', 409, 'このユーザーは利用停止されていません');
    await repo.setSuspension(tx, id, { suspendedAt: null, suspensionReason: null });
    await audit(tx, context, {
      entityType: 'user',
      entityId: id,
      action: 'reinstate',
      oldValues: { suspendedAt: before.suspendedAt, suspensionReason: before.suspensionReason },
      newValues: { suspendedAt: null, suspensionReason: null },
    });
  });
  return getUserDetail(db, id);
}
