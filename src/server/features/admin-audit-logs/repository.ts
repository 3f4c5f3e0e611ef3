import { and, count, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { adminAccounts, auditLogs, bookings, properties, users } from '@/db/schema';
import { containsPattern } from '@/domain/list-search';

export interface AuditLogFilter {
  /** Normalised search text; matched against the object's id. */
  needle?: string;
  /** Admins whose name matched the search, and actions whose word matched it (either matches). */
  adminIdsMatching?: string[];
  actionsMatching?: string[];
  entityType?: string;
  adminId?: string;
  /** [from, to) instants. */
  from?: Date;
  to?: Date;
}

function whereOf(filter: AuditLogFilter): SQL | undefined {
  const search = filter.needle
    ? or(
        sql`lower(${auditLogs.entityId}) like ${containsPattern(filter.needle)}`,
        filter.adminIdsMatching?.length ? inArray(auditLogs.adminId, filter.adminIdsMatching) : undefined,
        filter.actionsMatching?.length ? inArray(auditLogs.action, filter.actionsMatching) : undefined,
      )
    : undefined;
  return and(
    search,
    filter.entityType ? eq(auditLogs.entityType, filter.entityType) : undefined,
    filter.adminId ? eq(auditLogs.adminId, filter.adminId) : undefined,
    filter.from ? gte(auditLogs.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLogs.createdAt, filter.to) : undefined,
  );
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

export async function countAuditLogs(db: Database, filter: AuditLogFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLogs).where(whereOf(filter));
  return Number(row.n);
}

/** Every admin account (a handful), for the search by name and the admin filter. */
export function findAllAdmins(db: Database) {
  return db.select({ id: adminAccounts.id, fullName: adminAccounts.fullName }).from(adminAccounts).orderBy(adminAccounts.fullName);
}

/** The kinds of object the trail holds. */
export async function findEntityTypes(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ entityType: auditLogs.entityType }).from(auditLogs).orderBy(auditLogs.entityType);
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
      totalAmountJpy: bookings.totalAmountJpy,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.guestUserId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(ne(bookings.status, 'tentative'))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}
