import { eq, inArray } from 'drizzle-orm';
import { LEGAL_DOCUMENTS, type LegalDocumentKind } from '@/contract/legal-documents';
import type { Database } from '@/db/client';
import { accommodationTaxRules, adminAccounts, minpakuMunicipalLimits, bookings, faqItems, inquiries, payments, payoutBatches, payouts, properties, refunds, reviews, users } from '@/db/schema';
import type { AuditEntityType } from '@/domain/audit-labels';
import { bookingNumber, monthLabel } from '@/domain/display-format';
import { isTemplateKind, EMAIL_KINDS } from '../../mail/email-kinds';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Named = { id: string; name: string }[];

/** The queries naming each kind of object from its ids (uuids only; a deleted object has no name). */
const NAMERS: Record<AuditEntityType, (db: Database, ids: string[]) => Promise<Named>> = {
  user: (db, ids) => db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids)),
  host_profile: (db, ids) => db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids)),
  admin_account: (db, ids) => db.select({ id: adminAccounts.id, name: adminAccounts.fullName }).from(adminAccounts).where(inArray(adminAccounts.id, ids)),
  property: (db, ids) => db.select({ id: properties.id, name: properties.title }).from(properties).where(inArray(properties.id, ids)),
  booking: async (db, ids) =>
    (
      await db
        .select({ id: bookings.id, title: properties.title })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(inArray(bookings.id, ids))
    ).map((r) => ({ id: r.id, name: `${bookingNumber(r.id)}・${r.title}` })),
  review: async (db, ids) =>
    (
      await db
        .select({ id: reviews.id, title: properties.title, guest: users.fullName })
        .from(reviews)
        .innerJoin(properties, eq(properties.id, reviews.propertyId))
        .innerJoin(users, eq(users.id, reviews.reviewerUserId))
        .where(inArray(reviews.id, ids))
    ).map((r) => ({ id: r.id, name: `${r.guest}さんの「${r.title}」のレビュー` })),
  inquiry: async (db, ids) =>
    (await db.select({ id: inquiries.id, subject: inquiries.subject, name: inquiries.fullName }).from(inquiries).where(inArray(inquiries.id, ids))).map((r) => ({
      id: r.id,
      name: `${r.subject}（${r.name}）`,
    })),
  refund: async (db, ids) =>
    (
      await db
        .select({ id: refunds.id, bookingId: payments.bookingId })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(inArray(refunds.id, ids))
    ).map((r) => ({ id: r.id, name: `予約 ${bookingNumber(r.bookingId)} の返金` })),
  payout: async (db, ids) =>
    (
      await db
        .select({ id: payouts.id, host: users.fullName, month: payouts.periodMonth })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.hostUserId))
        .where(inArray(payouts.id, ids))
    ).map((r) => ({ id: r.id, name: r.month ? `${r.host}さんの${monthLabel(r.month)}分` : `${r.host}さんへの送金` })),
  payout_batch: async (db, ids) =>
    (await db.select({ id: payoutBatches.id, month: payoutBatches.periodMonth, day: payoutBatches.transferDate }).from(payoutBatches).where(inArray(payoutBatches.id, ids))).map(
      (r) => ({ id: r.id, name: `${monthLabel(r.month)}分（振込指定日 ${r.day.replaceAll('-', '/')}）` }),
    ),
  faq_item: (db, ids) => db.select({ id: faqItems.id, name: faqItems.question }).from(faqItems).where(inArray(faqItems.id, ids)),
  accommodation_tax_rule: async (db, ids) =>
    (
      await db
        .select({ id: accommodationTaxRules.id, name: accommodationTaxRules.name, from: accommodationTaxRules.appliesFrom })
        .from(accommodationTaxRules)
        .where(inArray(accommodationTaxRules.id, ids))
    ).map((r) => ({ id: r.id, name: `${r.name}（${r.from}〜）` })),
  minpaku_municipal_limit: async (db, ids) =>
    (
      await db
        .select({ id: minpakuMunicipalLimits.id, prefecture: minpakuMunicipalLimits.prefecture, city: minpakuMunicipalLimits.city, zone: minpakuMunicipalLimits.zoneNote })
        .from(minpakuMunicipalLimits)
        .where(inArray(minpakuMunicipalLimits.id, ids))
    ).map((r) => ({ id: r.id, name: `${r.prefecture}${r.city}${r.zone ? `（${r.zone}）` : ''}` })),
  email_template: async () => [],
  legal_document: async () => [],
};

/**
 * The name of each record's object as the back office calls it (a person's name, a house's title, a
 * booking's number and house, a template's name …), for one page of the audit trail: one query per
 * kind present. Keys are `${entityType}:${entityId}`; an object since deleted has none.
 */
export async function entityNames(db: Database, records: { entityType: string; entityId: string | null }[]): Promise<Map<string, string>> {
  const idsByType = new Map<AuditEntityType, Set<string>>();
  const names = new Map<string, string>();
  for (const { entityType, entityId } of records) {
    if (!entityId) continue;
    if (entityType === 'email_template') {
      if (isTemplateKind(entityId)) names.set(`${entityType}:${entityId}`, EMAIL_KINDS[entityId].name);
      continue;
    }
    if (entityType === 'legal_document') {
      if (Object.hasOwn(LEGAL_DOCUMENTS, entityId)) names.set(`${entityType}:${entityId}`, LEGAL_DOCUMENTS[entityId as LegalDocumentKind].title);
      continue;
    }
    if (!Object.hasOwn(NAMERS, entityType) || !UUID.test(entityId)) continue;
    const type = entityType as AuditEntityType;
    idsByType.set(type, (idsByType.get(type) ?? new Set()).add(entityId.toLowerCase()));
  }
  const found = await Promise.all([...idsByType].map(async ([type, ids]) => ({ type, rows: await NAMERS[type](db, [...ids]) })));
  for (const { type, rows } of found) for (const row of rows) names.set(`${type}:${row.id}`, row.name);
  return names;
}

/** The key of `entityNames`' answer for one record. */
export const entityNameKey = (record: { entityType: string; entityId: string | null }): string => `${record.entityType}:${record.entityId?.toLowerCase() ?? ''}`;

