import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const adminAccounts = pgTable('admin_accounts', {
  id: id(),
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  fullName: text().notNull(),
  isActive: boolean().notNull().default(true),
  lastLoginAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Admin bearer tokens. sessionToken holds the SHA-256 of the token, never the token itself. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: id(),
    adminId: uuid()
      .notNull()
      .references(() => adminAccounts.id, { onDelete: 'cascade' }),
    sessionToken: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.adminId)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    adminId: uuid().references(() => adminAccounts.id, { onDelete: 'set null' }),
    entityType: text().notNull(),
    entityId: text(),
    action: text().notNull(),
    oldValues: jsonb(),
    newValues: jsonb(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.entityType, t.entityId),
    index().on(t.createdAt, t.id),
    // The audit trail's filter by admin, newest first, and its search by the object's id (a booking number's start).
    index().on(t.adminId, t.createdAt, t.id),
    index('audit_logs_entity_id_trgm').using('gin', sql`lower(entity_id) gin_trgm_ops`),
  ],
);
