import { and, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bookings, pricingRules, properties, propertyCalendar, propertySeasonPrices } from '@/db/schema';

/** The prices and stay limits of a published house, or null. */
export async function findPricedProperty(db: Database, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      basePriceJpy: properties.basePriceJpy,
      cleaningFeeJpy: properties.cleaningFeeJpy,
      minNights: properties.minNights,
      maxNights: properties.maxNights,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.status, 'published')))
    .limit(1);
  return row ?? null;
}

/** Nights [from, to): `to` is the check-out day. */
type Nights = { from: string; to: string };

/** Pricing rules in force on some night of the range. */
export async function rulesForRange(db: Database, propertyId: string, nights: Nights) {
  return db
    .select({
      monPrice: pricingRules.monPrice,
      tuePrice: pricingRules.tuePrice,
      wedPrice: pricingRules.wedPrice,
      thuPrice: pricingRules.thuPrice,
      friPrice: pricingRules.friPrice,
      satPrice: pricingRules.satPrice,
      sunPrice: pricingRules.sunPrice,
      holidayPrice: pricingRules.holidayPrice,
      activeFrom: pricingRules.activeFrom,
      activeTo: pricingRules.activeTo,
      priority: pricingRules.priority,
    })
    .from(pricingRules)
    .where(
      and(
        eq(pricingRules.propertyId, propertyId),
        lt(pricingRules.activeFrom, nights.to),
        or(isNull(pricingRules.activeTo), gte(pricingRules.activeTo, nights.from)),
      ),
    );
}

/** Season prices covering some night of the range. */
export async function seasonsForRange(db: Database, propertyId: string, nights: Nights) {
  return db
    .select({ dateFrom: propertySeasonPrices.dateFrom, dateTo: propertySeasonPrices.dateTo, pricePerNightJpy: propertySeasonPrices.pricePerNightJpy })
    .from(propertySeasonPrices)
    .where(
      and(
        eq(propertySeasonPrices.propertyId, propertyId),
        lt(propertySeasonPrices.dateFrom, nights.to),
        gte(propertySeasonPrices.dateTo, nights.from),
      ),
    );
}

/** Calendar rows of the range (price overrides and closed days), through the (property_id, date) index. */
export async function calendarForRange(db: Database, propertyId: string, nights: Nights) {
  return db
    .select({ date: propertyCalendar.date, isAvailable: propertyCalendar.isAvailable, priceOverrideJpy: propertyCalendar.priceOverrideJpy })
    .from(propertyCalendar)
    .where(and(eq(propertyCalendar.propertyId, propertyId), gte(propertyCalendar.date, nights.from), lt(propertyCalendar.date, nights.to)))
    .orderBy(propertyCalendar.date);
}

/** Bookings that are not cancelled and hold some night of the range (the no-overlap constraint's GiST index). */
export async function bookingsForRange(db: Database, propertyId: string, nights: Nights) {
  return db
    .select({ checkinDate: bookings.checkinDate, checkoutDate: bookings.checkoutDate, status: bookings.status })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, propertyId),
        ne(bookings.status, 'cancelled'),
        sql`daterange(${bookings.checkinDate}, ${bookings.checkoutDate}, '[)') && daterange(${nights.from}::date, ${nights.to}::date, '[)')`,
      ),
    );
}

/** Closed dates of the range (isAvailable = false). */
export async function blockedDatesForRange(db: Database, propertyId: string, nights: Nights) {
  const rows = await db
    .select({ date: propertyCalendar.date })
    .from(propertyCalendar)
    .where(
      and(
        eq(propertyCalendar.propertyId, propertyId),
        gte(propertyCalendar.date, nights.from),
        lt(propertyCalendar.date, nights.to),
        eq(propertyCalendar.isAvailable, false),
      ),
    );
  return rows.map((r) => r.date);
}

