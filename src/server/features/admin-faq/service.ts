import type { z } from 'zod';
import type { AdminFaqCounts, AdminFaqItem, adminFaqQuerySchema, faqItemBodySchema } from '@/contract/admin-faq';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { type AuditContext, audit } from '../../audit/audit';
import { badRequest, notFound } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import * as repo from './repository';

type FaqQuery = z.output<typeof adminFaqQuerySchema>;
type FaqBody = z.output<typeof faqItemBodySchema>;

export const FAQ_NOT_FOUND = 'FAQが見つかりません';
export const FAQ_REORDER_STALE = '並べ替える項目が見つかりません。一覧を再読み込みしてください';
/** The gap between two neighbours' displayOrder after a renumbering. */
const ORDER_STEP = 10;

function toItem(row: repo.FaqRow): AdminFaqItem {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const auditValues = (row: repo.FaqRow) => ({
  category: row.category,
  question: row.question,
  answer: row.answer,
  categoryEn: row.categoryEn,
  questionEn: row.questionEn,
  answerEn: row.answerEn,
  displayOrder: row.displayOrder,
  isActive: row.isActive,
});

/** GET /api/admin/faq: one page of the items in display order, with the counters over all of them. */
export async function listFaq(db: Database, query: FaqQuery): Promise<ListPage<AdminFaqItem, AdminFaqCounts>> {
  const filter: repo.FaqListFilter = { q: query.q, category: query.category, active: query.active };
  const [rows, total, counts] = await Promise.all([repo.findFaqPage(db, filter, pageWindow(query)), repo.countFaq(db, filter), repo.faqCounters(db)]);
  return { items: rows.map(toItem), total, counts };
}

export function listCategories(db: Database): Promise<string[]> {
  return repo.findCategories(db);
}

/** POST /api/admin/faq: the new item goes to the end of the whole order. */
export async function createFaqItem(db: Database, context: AuditContext, body: FaqBody): Promise<AdminFaqItem> {
  return db.transaction(async (tx) => {
    await repo.lockWholeOrder(tx);
    const row = await repo.insertFaqItem(tx, { ...body, displayOrder: (await repo.lastDisplayOrder(tx)) + ORDER_STEP });
    await audit(tx, context, { entityType: 'faq_item', entityId: row.id, action: 'create', newValues: auditValues(row) });
    return toItem(row);
  });
}

/** PUT /api/admin/faq/{id}: category, question, answer (and their English) and whether it is shown; the place stays. */
export async function updateFaqItem(db: Database, context: AuditContext, id: string, body: FaqBody, now = new Date()): Promise<AdminFaqItem> {
  return db.transaction(async (tx) => {
    const before = await repo.findFaqItem(tx, id, true);
    if (!before) throw notFound(FAQ_NOT_FOUND);
    const row = await repo.updateFaqItem(tx, id, { ...body, updatedAt: now });
    await audit(tx, context, { entityType: 'faq_item', entityId: id, action: 'update', oldValues: auditValues(before), newValues: auditValues(row) });
    return toItem(row);
  });
}

/** PUT /api/admin/faq/{id}/active: shows or hides one item on the contact page. */
export async function setFaqItemActive(db: Database, context: AuditContext, id: string, isActive: boolean, now = new Date()): Promise<AdminFaqItem> {
  return db.transaction(async (tx) => {
    const before = await repo.findFaqItem(tx, id, true);
    if (!before) throw notFound(FAQ_NOT_FOUND);
    if (before.isActive === isActive) return toItem(before);
    const row = await repo.updateFaqItem(tx, id, { isActive, updatedAt: now });
    await audit(tx, context, { entityType: 'faq_item', entityId: id, action: isActive ? 'show' : 'hide', oldValues: { isActive: before.isActive }, newValues: { isActive } });
    return toItem(row);
  });
}

/** DELETE /api/admin/faq/{id}: the item is removed; the audit record keeps what it said. */
export async function deleteFaqItem(db: Database, context: AuditContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findFaqItem(tx, id, true);
    if (!before) throw notFound(FAQ_NOT_FOUND);
    await repo.deleteFaqItem(tx, id);
    await audit(tx, context, { entityType: 'faq_item', entityId: id, action: 'delete', oldValues: auditValues(before) });
  });
}

/**
 * The whole order after `ids` are put, in the given order, into the places the same items hold now
 * (the other items keep theirs). Answers null when an id is not in `whole`.
 */
export function reorderedIds(whole: readonly string[], ids: readonly string[]): string[] | null {
  const moving = new Set(ids);
  const places = whole.flatMap((id, index) => (moving.has(id) ? [index] : []));
  if (places.length !== ids.length) return null;
  const next = [...whole];
  places.forEach((place, k) => {
    next[place] = ids[k];
  });
  return next;
}

/**
 * POST /api/admin/faq/reorder: the items take the places of `ids` in the given order, then the whole
 * order is numbered 10, 20, 30 … (only the rows whose number changes are written). One audit record
 * with the order before and after.
 */
export async function reorderFaq(db: Database, context: AuditContext, ids: string[], now = new Date()): Promise<AdminFaqItem[]> {
  return db.transaction(async (tx) => {
    const whole = await repo.lockWholeOrder(tx);
    const next = reorderedIds(
      whole.map((r) => r.id),
      ids,
    );
    if (!next) throw badRequest(FAQ_REORDER_STALE, 'ids');
    const current = new Map(whole.map((r) => [r.id, r.displayOrder]));
    const changed = next.map((id, i) => ({ id, displayOrder: (i + 1) * ORDER_STEP })).filter((p) => current.get(p.id) !== p.displayOrder);
    await repo.setDisplayOrders(tx, changed, now);
    if (changed.length > 0) {
      const before = whole.filter((r) => ids.includes(r.id)).map((r) => r.id);
      await audit(tx, context, { entityType: 'faq_item', entityId: ids[0], action: 'reorder', oldValues: { order: before }, newValues: { order: ids } });
    }
    const rows = await repo.findFaqPage(tx, {}, { limit: 1000, offset: 0 });
    return rows.filter((r) => ids.includes(r.id)).map(toItem);
  });
}
