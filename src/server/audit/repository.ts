import type { Database } from '@/db/client';
import { auditLogs } from '@/db/schema';

export type AuditRow = typeof auditLogs.$inferInsert;

export async function insertAuditLog(db: Database, row: AuditRow): Promise<void> {
  await db.insert(auditLogs).values(row);
}
