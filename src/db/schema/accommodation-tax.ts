import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LodgingRegime } from '@/contract/enums';
import type { AccommodationTaxKind, AccommodationTaxTier } from '@/domain/accommodation-tax';
import { createdAt, id, updatedAt } from './columns';

/**
 * The accommodation tax (宿泊税) rules: data admins edit (`/admin/accommodation-tax`, audited), read by
 * the quote (src/domain/accommodation-tax.ts). Seeded by the migration `*_accommodation-tax.sql` with the rules of
 * docs/product/accommodation-tax.md, each with its source.
 */
export const accommodationTaxRules = pgTable(
  'accommodation_tax_rules',
  {
    id: id(),
    prefecture: text().notNull(),
    /** Null: the whole prefecture (adds up with a city's rule unless that one replaces it). */
    city: text(),
    name: text().notNull(),
    kind: text().$type<AccommodationTaxKind>().notNull(),
    /** 'tiered': [{ fromJpy, amountJpy }] ascending; empty for 'percent'. */
    tiers: jsonb().$type<AccommodationTaxTier[]>().notNull().default([]),
    /** 'percent': hundredths of a percent (300 = 3%). */
    percentBasisPoints: integer(),
    capJpy: integer(),
    exemptBelowJpy: integer(),
    /** The regimes taxed (LODGING_REGIMES); empty: all. */
    regimes: text().array().$type<LodgingRegime[]>().notNull().default(sql`'{}'::text[]`),
    replacesPrefectureRule: boolean().notNull().default(false),
    appliesFrom: date({ mode: 'string' }).notNull(),
    appliesTo: date({ mode: 'string' }),
    sourceUrl: text().notNull(),
    note: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.prefecture, t.appliesFrom),
    check('accommodation_tax_rules_kind', sql`${t.kind} in ('tiered', 'percent')`),
    check('accommodation_tax_rules_dates', sql`${t.appliesTo} is null or ${t.appliesTo} >= ${t.appliesFrom}`),
    check('accommodation_tax_rules_percent', sql`${t.kind} <> 'percent' or (${t.percentBasisPoints} is not null and ${t.percentBasisPoints} between 1 and 10000)`),
  ],
);
