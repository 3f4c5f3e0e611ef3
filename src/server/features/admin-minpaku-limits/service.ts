import type { z } from 'zod';
import type { AdminMinpakuLimit, AdminMinpakuLimitCounts, adminMinpakuLimitQuerySchema, minpakuLimitBodySchema } from '@/contract/admin-minpaku-limits';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { findPrefecture } from '@/domain/destination-search';
import { japanDate } from '@/domain/japan-date';
import { type AuditContext, audit } from '../../audit/audit';
import { badRequest, notFound } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import * as repo from './repository';

type LimitQuery = z.output<typeof adminMinpakuLimitQuerySchema>;
type LimitBody = z.output<typeof minpakuLimitBodySchema>;

export const MINPAKU_LIMIT_NOT_FOUND = '民泊の自治体ルールが見つかりません';
export const MINPAKU_LIMIT_PREFECTURE_INVALID = '都道府県を一覧から選択してください';

function toView(row: repo.MinpakuLimitRow): AdminMinpakuLimit {
  const { createdAt: _created, updatedAt, ...rest } = row;
  return { ...rest, updatedAt: updatedAt.toISOString() };
}

/** What the audit log keeps of a rule: every field an admin sets. */
const auditValues = (row: repo.MinpakuLimitRow) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...values } = row;
  return values;
};

function valuesOf(body: LimitBody): repo.MinpakuLimitValues {
  if (!findPrefecture(body.prefecture)) throw badRequest(MINPAKU_LIMIT_PREFECTURE_INVALID, 'prefecture');
  return body;
}

/** GET /api/admin/minpaku-limits: one page of the rules by place, with the counters over all. */
export async function listLimits(db: Database, query: LimitQuery, now = new Date()): Promise<ListPage<AdminMinpakuLimit, AdminMinpakuLimitCounts>> {
  const today = japanDate(now);
  const filter: repo.MinpakuLimitFilter = { q: query.q, prefecture: query.prefecture, state: query.state };
  const [rows, total, counts] = await Promise.all([repo.findLimitPage(db, filter, today, pageWindow(query)), repo.countLimits(db, filter, today), repo.limitCounters(db, today)]);
  return { items: rows.map(toView), total, counts };
}

export async function createLimit(db: Database, context: AuditContext, body: LimitBody): Promise<AdminMinpakuLimit> {
  const values = valuesOf(body);
  return db.transaction(async (tx) => {
    const row = await repo.insertLimit(tx, values);
    await audit(tx, context, { entityType: 'minpaku_municipal_limit', entityId: row.id, action: 'create', newValues: auditValues(row) });
    return toView(row);
  });
}

export async function updateLimit(db: Database, context: AuditContext, id: string, body: LimitBody, now = new Date()): Promise<AdminMinpakuLimit> {
  const values = valuesOf(body);
  return db.transaction(async (tx) => {
    const before = await repo.findLimit(tx, id, true);
    if (!before) throw notFound(MINPAKU_LIMIT_NOT_FOUND);
    const row = await repo.updateLimit(tx, id, { ...values, updatedAt: now });
    await audit(tx, context, { entityType: 'minpaku_municipal_limit', entityId: id, action: 'update', oldValues: auditValues(before), newValues: auditValues(row) });
    return toView(row);
  });
}

export async function deleteLimit(db: Database, context: AuditContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findLimit(tx, id, true);
    if (!before) throw notFound(MINPAKU_LIMIT_NOT_FOUND);
    await repo.deleteLimit(tx, id);
    await audit(tx, context, { entityType: 'minpaku_municipal_limit', entityId: id, action: 'delete', oldValues: auditValues(before) });
  });
}
