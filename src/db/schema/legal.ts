import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { adminAccounts } from './admin';
import { createdAt, id } from './columns';

/**
 * The versions of the site's legal pages (利用規約, プライバシーポリシー, 特定商取引法に基づく表記;
 * docs/product/legal-pages.md). A version is never changed: an admin publishes a new one with the day it
 * takes effect. The page shows the newest that has taken effect; before any, the built-in first text
 * (src/server/features/legal-documents/initial-texts.ts).
 */
export const legalDocumentVersions = pgTable(
  'legal_document_versions',
  {
    id: id(),
    /** `terms`, `privacy` or `tokushoho` (src/contract/legal-documents.ts). */
    kind: text().notNull(),
    /** Markdown without HTML, with {{placeholders}} filled from the operator's configuration when shown. */
    body: text().notNull(),
    /** The day (Japan time) from which this version is the one in force. */
    effectiveDate: date({ mode: 'string' }).notNull(),
    createdByAdminId: uuid().references(() => adminAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('legal_document_versions_kind_effective').on(t.kind, t.effectiveDate.desc(), t.createdAt.desc())],
);
