import { and, desc, eq, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { adminAccounts, auditLogCounts, auditLogs, bookings, properties, users } from '@/db/schema';
import { addDays, japanInstant, type IsoDate } from '@/domain/japan-date';
import { searchCondition, sumOfKeptCounts } from '../../lib/list-page';

export interface AuditLogFilter {
  /** Normalised search text; matched against the object's id. */
  needle?: string;
  /** Admins whose name matched the search, and actions whose word matched it (either matches). */
  adminIdsMatching?: string[];
  actionsMatching?: string[];
  entityType?: string;
  adminId?: string;
  /** The first and the last day, in Japan time (both included). */
  fromDay?: IsoDate;
  toDay?: IsoDate;
}

/** The object's id contains the search: by its trigram index, or its two-character pieces for two letters. */
function entityIdMatches(needle: string): SQL {
  return searchCondition({ text: sql`lower(${auditLogs.entityId})`, bigrams: sql`text_bigrams(lower(${auditLogs.entityId}))`, computedBigrams: true }, needle)!;
}

/** The admin's name or the action matched the search (columns of `audit_logs` or of `audit_log_counts`). */
function wordsMatch(filter: AuditLogFilter, columns: { adminId: typeof auditLogs.adminId | typeof auditLogCounts.adminId; action: typeof auditLogs.action | typeof auditLogCounts.action }): SQL | undefined {
  return or(
    filter.adminIdsMatching?.length ? inArray(columns.adminId, filter.adminIdsMatching) : undefined,
    filter.actionsMatching?.length ? inArray(columns.action, filter.actionsMatching) : undefined,
  );
}

/** The filters other than the search, over the records. */
function recordFilters(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.entityType ? eq(auditLogs.entityType, filter.entityType) : undefined,
    filter.adminId ? eq(auditLogs.adminId, filter.adminId) : undefined,
    filter.fromDay ? gte(auditLogs.createdAt, japanInstant(filter.fromDay, '00:00')) : undefined,
    filter.toDay ? lt(auditLogs.createdAt, japanInstant(addDays(filter.toDay, 1), '00:00')) : undefined,
  );
}

function whereOf(filter: AuditLogFilter): SQL | undefined {
  const search = filter.needle ? or(entityIdMatches(filter.needle), wordsMatch(filter, auditLogs)) : undefined;
  return and(search, recordFilters(filter));
}

const entryColumns = {
  id: auditLogs.id,
  createdAt: auditLogs.createdAt,
  adminId: auditLogs.adminId,
  adminName: adminAccounts.fullName,
  entityType: auditLogs.entityType,
  entityId: auditLogs.entityId,
  action: auditLogs.action,
  oldValues: auditLogs.oldValues,
  newValues: auditLogs.newValues,
  ipAddress: auditLogs.ipAddress,
  userAgent: auditLogs.userAgent,
};

/** One page of the audit trail, newest first (walks the index on (created_at, id) backwards). */
export function findAuditLogPage(db: Database, filter: AuditLogFilter, window: { limit: number; offset: number }) {
  return db
    .select(entryColumns)
    .from(auditLogs)
    .leftJoin(adminAccounts, eq(adminAccounts.id, auditLogs.adminId))
    .where(whereOf(filter))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The number of records the filter matches, from the kept counts per day, admin, kind and action
 * (`audit_log_counts`) rather than by counting the records: a search's matches are those of the admin's
 * name or the action (counts), plus those of the object's id (few, by index) not already counted.
 */
export async function countAuditLogs(db: Database, filter: AuditLogFilter): Promise<number> {
  const kept = and(
    filter.entityType ? eq(auditLogCounts.entityType, filter.entityType) : undefined,
    filter.adminId ? eq(auditLogCounts.adminId, filter.adminId) : undefined,
    filter.fromDay ? gte(auditLogCounts.day, filter.fromDay) : undefined,
    filter.toDay ? lte(auditLogCounts.day, filter.toDay) : undefined,
  );
  if (!filter.needle) return sumOfKeptCounts(db, auditLogCounts.n, kept);
  const words = wordsMatch(filter, auditLogs);
  const [byWords, [byId]] = await Promise.all([
    words ? sumOfKeptCounts(db, auditLogCounts.n, and(kept, wordsMatch(filter, auditLogCounts))) : 0,
    db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        alsoByWords: words ? sql<number>`count(*) filter (where ${words})`.mapWith(Number) : sql<number>`0`.mapWith(Number),
      })
      .from(auditLogs)
      .where(and(entityIdMatches(filter.needle), recordFilters(filter))),
  ]);
  return byWords + byId.n - byId.alsoByWords;
}

/** Every admin account (a handful), for the search by name and the admin filter. */
export function findAllAdmins(db: Database) {
  return db.select({ id: adminAccounts.id, fullName: adminAccounts.fullName }).from(adminAccounts).orderBy(adminAccounts.fullName);
}

/** The kinds of object the trail holds. */
export async function findEntityTypes(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entityType: auditLogCounts.entityType })
    .from(auditLogCounts)
    .where(sql`${auditLogCounts.n} > 0`)
    .orderBy(auditLogCounts.entityType);
  return rows.map((r) => r.entityType);
}

/** The newest admin changes, for the dashboard. */
export function findRecentAuditLogs(db: Database, limit: number) {
  return db
    .select({
      id: auditLogs.id,
      createdAt: auditLogs.createdAt,
      adminName: adminAccounts.fullName,
      entityType: auditLogs.entityType,
      entityId: auditLogs.entityId,
      action: auditLogs.action,
    })
    .from(auditLogs)
    .leftJoin(adminAccounts, eq(adminAccounts.id, auditLogs.adminId))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit);
}

/** The newest bookings, leaving out holds that were never paid (tentative), for the dashboard. */
export function findRecentBookings(db: Database, limit: number) {
  return db
    .select({
      id: bookings.id,
      createdAt: bookings.createdAt,
      guestName: users.fullName,
      propertyTitle: properties.title,
      checkinDate: bookings.checkinDate,
      checkoutDate: bookings.checkoutDate,
      status: bookings.status,
      rejected: sql<boolean>`${bookings.rejectedAt} is not null`,
      totalAmountJpy: bookings.totalAmountJpy,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.guestUserId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(ne(bookings.status, 'tentative'))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}
