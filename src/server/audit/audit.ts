import type { FastifyRequest } from 'fastify';
import type { Database } from '@/db/client';
import { type AuditAction, type AuditEntityType, isInternalAuditField } from '@/domain/audit-labels';
import { adminActorOf } from '../policy';
import { insertAuditLog } from './repository';

/** Who did an admin change, and from where: taken from the request of the admin's token. */
export interface AuditContext {
  adminId: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export function auditContextOf(request: FastifyRequest): AuditContext {
  return {
    adminId: adminActorOf(request).id,
    ipAddress: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  };
}

export interface AuditEntry {
  /** What kind of thing changed: 'user', 'admin_account', 'property', 'booking', … (each has its words in src/domain/audit-labels.ts) */
  entityType: AuditEntityType;
  entityId: string;
  /** What was done, in snake_case: 'suspend', 'reinstate', 'activate', 'deactivate', … (each has its words in src/domain/audit-labels.ts) */
  action: AuditAction;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
}

/** Keys whose values never reach the audit log in clear (docs/product/back-office.md). */
const SECRET_KEY = /password|token|secret|hash/i;
const ACCOUNT_NUMBER_KEY = /account_?number/i;

/** `****567`: the last 3 digits of an account number, as answers show it. */
export function maskAccountNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length <= 3 ? '***' : `${'*'.repeat(digits.length - 3)}${digits.slice(-3)}`;
}

/** A copy of `values` with secrets masked, recursively; dates as ISO strings; the database's internal columns (search text) left out. */
export function maskSecrets(values: Record<string, unknown>): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isInternalAuditField(key)) continue;
    if (value === null || value === undefined) masked[key] = value ?? null;
    else if (SECRET_KEY.test(key)) masked[key] = '[masked]';
    else if (ACCOUNT_NUMBER_KEY.test(key)) masked[key] = maskAccountNumber(String(value));
    else if (value instanceof Date) masked[key] = value.toISOString();
    else if (typeof value === 'object' && !Array.isArray(value)) masked[key] = maskSecrets(value as Record<string, unknown>);
    else masked[key] = value;
  }
  return masked;
}

/**
 * Records one admin change in `audit_logs`. Call it with the transaction that makes the change, so the
 * change and its record are written together or not at all.
 */
export async function audit(tx: Database, context: AuditContext, entry: AuditEntry): Promise<void> {
  await insertAuditLog(tx, {
    adminId: context.adminId,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    oldValues: entry.oldValues ? maskSecrets(entry.oldValues) : null,
    newValues: entry.newValues ? maskSecrets(entry.newValues) : null,
    ipAddress: context.ipAddress,
    userAgent: context.userAgent,
  });
}

/**
 * Records a read of a private document (a guest's passport photo, docs/product/guest-registry.md) by
 * whoever read it: an admin under `admin_id`, a host under `user_id`; with the request's address.
 */
export async function auditRead(db: Database, reader: { kind: 'admin' | 'user'; id: string }, from: { ipAddress: string | null; userAgent: string | null }, entry: AuditEntry): Promise<void> {
  await insertAuditLog(db, {
    adminId: reader.kind === 'admin' ? reader.id : null,
    userId: reader.kind === 'user' ? reader.id : null,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    oldValues: null,
    newValues: entry.newValues ? maskSecrets(entry.newValues) : null,
    ipAddress: from.ipAddress,
    userAgent: from.userAgent,
  });
}
