import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AllowedPeriod } from '@/domain/minpaku-year';
import { createdAt, id, updatedAt } from './columns';

/**
 * The municipalities' limits on 民泊 (住宅宿泊事業法 第18条 ordinances, docs/product/minpaku-180-nights.md):
 * data admins edit (`/admin/minpaku-limits`, audited) and the house editor offers for the house's city.
 * Seeded by the migration `*_minpaku-year.sql` with Kyoto city's residential-zone rule.
 */
export const minpakuMunicipalLimits = pgTable(
  'minpaku_municipal_limits',
  {
    id: id(),
    prefecture: text().notNull(),
    city: text().notNull(),
    /** Where in the city the rule applies (住居専用地域 …); empty: the whole city. */
    zoneNote: text().notNull().default(''),
    /** Null: the law's 180. */
    maxNights: integer(),
    /** Month-day periods in which nights are allowed; empty: all year. */
    allowedPeriods: jsonb().$type<AllowedPeriod[]>().notNull().default([]),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    effectiveTo: date({ mode: 'string' }),
    sourceUrl: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.prefecture, t.city),
    check('minpaku_municipal_limits_nights', sql`${t.maxNights} is null or ${t.maxNights} between 0 and 180`),
    check('minpaku_municipal_limits_dates', sql`${t.effectiveTo} is null or ${t.effectiveTo} >= ${t.effectiveFrom}`),
  ],
);
