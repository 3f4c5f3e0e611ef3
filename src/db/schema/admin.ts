import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const adminAccounts = pgTable('admin_accounts', {
  id: id(),
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  fullName: text().notNull(),
  /** フリガナ of the name (src/contract/furigana.ts), null when not given. */
  fullNameKana: text(),
  isActive: boolean().notNull().default(true),
  /** When an admin first enabled the account (or it was made enabled); null while a new request waits to be enabled. */
  enabledAt: timestamp({ withTimezone: true }),
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
    // A two-character search of the object's id (text_bigrams, migration 0004).
    index('audit_logs_entity_id_bigrams').using('gin', sql`text_bigrams(lower(entity_id))`),
  ],
);

/**
 * The audit trail's records per Japan day, admin, kind of object and action, kept by a trigger on
 * `audit_logs` (migration 0018): the trail's totals, its search by an admin's name or an action and its
 * kinds of object are read here instead of counting the records. An admin removed later keeps its rows
 * under a null admin, as the records do.
 */
export const auditLogCounts = pgTable(
  'audit_log_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    adminId: uuid(),
    entityType: text().notNull(),
    action: text().notNull(),
    n: integer().notNull(),
  },
  (t) => [unique('audit_log_counts_key').on(t.day, t.adminId, t.entityType, t.action).nullsNotDistinct()],
);
