import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { LegalDocumentKind } from '@/contract/legal-documents';
import type { Database } from '@/db/client';
import { adminAccounts, legalDocumentVersions } from '@/db/schema';

/** The newest first: by the day it takes effect, then by when it was published (a second version on one day wins). */
const NEWEST_FIRST = [desc(legalDocumentVersions.effectiveDate), desc(legalDocumentVersions.createdAt)];

export type LegalVersionRow = typeof legalDocumentVersions.$inferSelect;

/** The version in force on `day`: the newest that has taken effect by then, or null when none has. */
export async function findVersionInForce(db: Database, kind: LegalDocumentKind, day: string): Promise<LegalVersionRow | null> {
  const [row] = await db
    .select()
    .from(legalDocumentVersions)
    .where(and(eq(legalDocumentVersions.kind, kind), lte(legalDocumentVersions.effectiveDate, day)))
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  return row ?? null;
}

/** A document's versions, newest first, with the name of the admin who published each. */
export function findVersions(db: Database, kind: LegalDocumentKind, window: { limit: number; offset: number }) {
  return db
    .select({ version: legalDocumentVersions, adminName: adminAccounts.fullName })
    .from(legalDocumentVersions)
    .leftJoin(adminAccounts, eq(adminAccounts.id, legalDocumentVersions.createdByAdminId))
    .where(eq(legalDocumentVersions.kind, kind))
    .orderBy(...NEWEST_FIRST, desc(legalDocumentVersions.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countVersions(db: Database, kind: LegalDocumentKind): Promise<number> {
  const [row] = await db.select({ n: count() }).from(legalDocumentVersions).where(eq(legalDocumentVersions.kind, kind));
  return row?.n ?? 0;
}

export async function insertVersion(db: Database, values: typeof legalDocumentVersions.$inferInsert): Promise<LegalVersionRow> {
  const [row] = await db.insert(legalDocumentVersions).values(values).returning();
  return row!;
}
