import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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

/**
 * At most how many nights each house counts toward each 営業年度 (docs/product/minpaku-180-nights.md), kept
 * by triggers on `bookings` and `property_calendar` (custom migration 0070): the nights of its bookings that
 * count (confirmed, completed, requests and holds, as the search counts them) and its calendar days sold on
 * another platform. A booked night also closed as sold elsewhere is in both, so the sum is never below the
 * count. The search reads one row per house and year to find the few houses near their limit, whose nights
 * alone it then lists (src/server/features/minpaku-year/refused-houses-sql.ts). No foreign key: a house's
 * deletion removes its bookings and days, whose triggers take their nights off in any order.
 */
export const minpakuYearNights = pgTable(
  'minpaku_year_nights',
  {
    year: integer().notNull(),
    propertyId: uuid().notNull(),
    bookedNights: integer().notNull().default(0),
    blockedNights: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.year] }),
    /** The search's bound: the houses of a year with more than so many nights, a few among many. */
    index('minpaku_year_nights_total').on(t.year, sql`(${t.bookedNights} + ${t.blockedNights})`),
  ],
);
