import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * What each booking adds to the site's revenue, kept by triggers (custom migration 0028) as the
 * booking, its payments, its refunds and its house change: one row for the captured booking (on its
 * day: the checkout, or the cancellation when cancelled) and one per refund that went through (on the
 * day it went through). docs/product/money.md holds the rules; `revenue_days` holds their sums.
 */
export const revenueEntries = pgTable(
  'revenue_entries',
  {
    bookingId: uuid().notNull(),
    propertyId: uuid().notNull(),
    prefecture: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    grossJpy: bigint({ mode: 'number' }).notNull(),
    refundsJpy: bigint({ mode: 'number' }).notNull(),
    commissionJpy: bigint({ mode: 'number' }).notNull(),
    bookings: integer().notNull(),
    /** The accommodation tax in gross (its row) or given back (a refund's row, negative): not commission, the host's. */
    accommodationTaxJpy: bigint({ mode: 'number' }).notNull().default(0),
  },
  // A host's sales (src/server/revenue/sales.ts): the rows of the host's houses within the months asked.
  (t) => [index().on(t.bookingId), index().on(t.propertyId, t.day)],
);

/** The sums of `revenue_entries` per day (Japan time) and prefecture: 売上管理's months are a few hundred rows. */
export const revenueDays = pgTable(
  'revenue_days',
  {
    day: date({ mode: 'string' }).notNull(),
    prefecture: text().notNull(),
    grossJpy: bigint({ mode: 'number' }).notNull(),
    refundsJpy: bigint({ mode: 'number' }).notNull(),
    commissionJpy: bigint({ mode: 'number' }).notNull(),
    bookings: integer().notNull(),
    accommodationTaxJpy: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.prefecture] })],
);
