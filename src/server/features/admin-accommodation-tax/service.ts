import type { z } from 'zod';
import { csvDocument } from '../../lib/csv';
import type {
  AccommodationTaxReport,
  AccommodationTaxRuleView,
  AdminAccommodationTaxCounts,
  accommodationTaxRuleBodySchema,
  adminAccommodationTaxQuerySchema,
} from '@/contract/admin-accommodation-tax';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { japanDate } from '@/domain/japan-date';
import { type AuditContext, audit } from '../../audit/audit';
import { badRequest, notFound } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import * as repo from './repository';

type RuleQuery = z.output<typeof adminAccommodationTaxQuerySchema>;
type RuleBody = z.output<typeof accommodationTaxRuleBodySchema>;

export const RULE_NOT_FOUND = '宿泊税のルールが見つかりません';

function toView(row: repo.AccommodationTaxRuleRow): AccommodationTaxRuleView {
  const { createdAt: _created, updatedAt, ...rest } = row;
  return { ...rest, updatedAt: updatedAt.toISOString() };
}

/** What the audit log keeps of a rule: every field an admin sets. */
const auditValues = (row: repo.AccommodationTaxRuleRow) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...values } = row;
  return values;
};

/** A percentage rule keeps no tiers; a tiered one no rate nor cap. */
function valuesOf(body: RuleBody): repo.AccommodationTaxRuleValues {
  const tiered = body.kind === 'tiered';
  return {
    ...body,
    tiers: tiered ? body.tiers : [],
    percentBasisPoints: tiered ? null : body.percentBasisPoints,
    capJpy: tiered ? null : body.capJpy,
  };
}

/** GET /api/admin/accommodation-tax: one page of the rules by place, with the counters over all. */
export async function listRules(db: Database, query: RuleQuery, now = new Date()): Promise<ListPage<AccommodationTaxRuleView, AdminAccommodationTaxCounts>> {
  const today = japanDate(now);
  const filter: repo.RuleFilter = { q: query.q, state: query.state, prefecture: query.prefecture };
  const [rows, total, counts] = await Promise.all([repo.findRulePage(db, filter, today, pageWindow(query)), repo.countRules(db, filter, today), repo.ruleCounters(db, today)]);
  return { items: rows.map(toView), total, counts };
}

const slashed = (day: string) => day.replaceAll('-', '/');

/**
 * A rule of the same place and name may not share a night with another: a change of rate is the old
 * rule given its last day and a new one from the next (a prefecture's and a city's rules, named apart, add up).
 */
async function refuseOverlap(db: Database, body: RuleBody, exceptId?: string): Promise<void> {
  const other = await repo.findOverlappingRule(db, body, exceptId);
  if (!other) return;
  const period = `${slashed(other.appliesFrom)}〜${other.appliesTo ? slashed(other.appliesTo) : ''}`;
  const message = `同じ地域・名称のルール（${period}）と期間が重なっています。税率が変わるときは、前のルールに終了日を入れ、その翌日から新しいルールを適用してください`;
  throw badRequest(message, 'appliesFrom');
}

export async function createRule(db: Database, context: AuditContext, body: RuleBody): Promise<AccommodationTaxRuleView> {
  return db.transaction(async (tx) => {
    await refuseOverlap(tx, body);
    const row = await repo.insertRule(tx, valuesOf(body));
    await audit(tx, context, { entityType: 'accommodation_tax_rule', entityId: row.id, action: 'create', newValues: auditValues(row) });
    return toView(row);
  });
}

export async function updateRule(db: Database, context: AuditContext, id: string, body: RuleBody, now = new Date()): Promise<AccommodationTaxRuleView> {
  return db.transaction(async (tx) => {
    const before = await repo.findRule(tx, id, true);
    if (!before) throw notFound(RULE_NOT_FOUND);
    await refuseOverlap(tx, body, id);
    const row = await repo.updateRule(tx, id, { ...valuesOf(body), updatedAt: now });
    await audit(tx, context, { entityType: 'accommodation_tax_rule', entityId: id, action: 'update', oldValues: auditValues(before), newValues: auditValues(row) });
    return toView(row);
  });
}

export async function deleteRule(db: Database, context: AuditContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findRule(tx, id, true);
    if (!before) throw notFound(RULE_NOT_FOUND);
    await repo.deleteRule(tx, id);
    await audit(tx, context, { entityType: 'accommodation_tax_rule', entityId: id, action: 'delete', oldValues: auditValues(before) });
  });
}

/** The first day of the month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** GET /api/admin/accommodation-tax/report: the month's nights, taxed guest-nights and tax per municipality. */
export async function monthReport(db: Database, month: string): Promise<AccommodationTaxReport> {
  const from = `${month}-01`;
  const rows = await repo.monthReport(db, from, nextMonth(month));
  const total = rows.reduce((sum, r) => ({ nights: sum.nights + r.nights, taxedGuestNights: sum.taxedGuestNights + r.taxedGuestNights, taxJpy: sum.taxJpy + r.taxJpy }), { nights: 0, taxedGuestNights: 0, taxJpy: 0 });
  return { month, rows, total };
}

/** The report as CSV that Excel in Japan opens as it is: UTF-8 with a BOM, CRLF, amounts as plain integers. */
export function reportCsv(report: AccommodationTaxReport): string {
  return csvDocument(
    ['対象月', '都道府県', '市区町村', '泊数', '課税対象の人泊', '宿泊税（円）'],
    [
      ...report.rows.map((r) => [report.month, r.prefecture, r.city, r.nights, r.taxedGuestNights, r.taxJpy]),
      [report.month, '合計', '', report.total.nights, report.total.taxedGuestNights, report.total.taxJpy],
    ],
  );
}

