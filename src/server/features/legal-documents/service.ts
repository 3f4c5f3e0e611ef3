import {
  type AdminLegalDocument,
  type AdminLegalVersion,
  LEGAL_DOCUMENTS,
  type LegalVersionsQuery,
  type LegalDocument,
  type LegalDocumentKind,
  type SiteOperator,
  type legalVersionBodySchema,
} from '@/contract/legal-documents';
import type { z } from 'zod';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { japanDate } from '@/domain/japan-date';
import { fillLegalText } from '@/domain/legal-text';
import { type AuditContext, audit } from '../../audit/audit';
import { badRequest } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import { INITIAL_EFFECTIVE_DATE, INITIAL_TEXTS } from './initial-texts';
import * as repo from './repository';

type VersionBody = z.output<typeof legalVersionBodySchema>;

/** The text in force today (Japan time): the newest version that has taken effect, else the built-in first text. */
async function textInForce(db: Database, kind: LegalDocumentKind, today: string) {
  const row = await repo.findVersionInForce(db, kind, today);
  return row ? { body: row.body, effectiveDate: row.effectiveDate, builtIn: false, versionId: row.id } : { body: INITIAL_TEXTS[kind], effectiveDate: INITIAL_EFFECTIVE_DATE, builtIn: true, versionId: null };
}

/** GET /api/legal/{kind}: the page's title, its text in force with the operator's details filled in, and its date. */
export async function legalDocument(db: Database, operator: SiteOperator, kind: LegalDocumentKind, now = new Date()): Promise<LegalDocument> {
  const current = await textInForce(db, kind, japanDate(now));
  return { kind, title: LEGAL_DOCUMENTS[kind].title, body: fillLegalText(current.body, operator), effectiveDate: current.effectiveDate, operator };
}

/** GET /api/admin/legal-documents/{kind}: the stored text in force (placeholders unfilled) and how many versions there are. */
export async function adminLegalDocument(db: Database, kind: LegalDocumentKind, now = new Date()): Promise<AdminLegalDocument> {
  const [current, versionCount] = await Promise.all([textInForce(db, kind, japanDate(now)), repo.countVersions(db, kind)]);
  const { title, path } = LEGAL_DOCUMENTS[kind];
  return { kind, title, path, current: { body: current.body, effectiveDate: current.effectiveDate, builtIn: current.builtIn }, versionCount };
}

/** GET /api/admin/legal-documents/{kind}/versions: a page of the versions, newest first, each marked 現行, 施行予定 or 過去の版. */
export async function legalVersionsPage(db: Database, kind: LegalDocumentKind, query: LegalVersionsQuery, now = new Date()): Promise<ListPage<AdminLegalVersion>> {
  const today = japanDate(now);
  const [current, rows, total] = await Promise.all([textInForce(db, kind, today), repo.findVersions(db, kind, pageWindow(query)), repo.countVersions(db, kind)]);
  const items: AdminLegalVersion[] = rows.map(({ version, adminName }) => ({
    id: version.id,
    body: version.body,
    effectiveDate: version.effectiveDate,
    createdAt: version.createdAt.toISOString(),
    adminName,
    state: version.id === current.versionId ? 'current' : version.effectiveDate > today ? 'scheduled' : 'past',
  }));
  return { items, total, counts: {} };
}

export const EFFECTIVE_DATE_IN_PAST = '施行日は今日以降の日付にしてください';

/**
 * POST /api/admin/legal-documents/{kind}/versions: a new version, in force from its day (today or later:
 * a page never claims to have said something on a day it did not). Audited with the text it replaces.
 */
export async function publishVersion(db: Database, context: AuditContext, kind: LegalDocumentKind, body: VersionBody, now = new Date()): Promise<AdminLegalDocument> {
  const today = japanDate(now);
  if (body.effectiveDate < today) throw badRequest(EFFECTIVE_DATE_IN_PAST, 'effectiveDate');
  await db.transaction(async (tx) => {
    const before = await textInForce(tx, kind, today);
    const row = await repo.insertVersion(tx, { kind, body: body.body, effectiveDate: body.effectiveDate, createdByAdminId: context.adminId });
    await audit(tx, context, {
      entityType: 'legal_document',
      entityId: kind,
      action: 'publish_version',
      oldValues: { effectiveDate: before.effectiveDate, body: before.body },
      newValues: { versionId: row.id, effectiveDate: row.effectiveDate, body: row.body },
    });
  });
  return adminLegalDocument(db, kind, now);
}
