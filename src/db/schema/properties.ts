import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  point,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { calendarSource, cancelPolicy, kominkaGrade, lodgingRegime, priceModel, propertyStatus } from './enums';
import type { AllowedPeriod } from '@/domain/minpaku-year';
import { adminAccounts } from './admin';
import { users } from './users';

export const properties = pgTable(
  'properties',
  {
    id: id(),
    hostUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    description: text().notNull(),
    /** The host's English title, description and access (optional): shown on English pages, else the Japanese (docs/product/english-house-text.md). */
    titleEn: text(),
    descriptionEn: text(),
    prefecture: text().notNull(),
    city: text().notNull(),
    addressLine: text().notNull(),
    zipcode: text(),
    geo: point({ mode: 'xy' }),
    builtYear: integer(),
    kominkaGrade: kominkaGrade(),
    maxGuests: integer().notNull(),
    bedrooms: integer().notNull(),
    beds: integer().notNull(),
    bathrooms: integer().notNull(),
    floorSpaceM2: numeric({ precision: 8, scale: 2 }),
    basePriceJpy: integer().notNull(),
    cleaningFeeJpy: integer().notNull().default(0),
    /** 1棟料金 ('house') or 1名料金 ('person'): docs/product/pricing.md, "The party's price". */
    priceModel: priceModel().notNull().default('house'),
    /** 1棟料金: the guests the nightly price includes (null: every guest); each one more pays extraGuestFeeJpy a night. */
    guestsIncluded: integer(),
    extraGuestFeeJpy: integer().notNull().default(0),
    /** 1名料金: a child's price as a percentage of an adult's (infants stay free). */
    childRatePercent: integer().notNull().default(70),
    securityDepositJpy: integer().notNull().default(0),
    currency: text().notNull().default('JPY'),
    status: propertyStatus().notNull().default('draft'),
    checkinFrom: text().notNull().default('15:00'),
    checkoutUntil: text().notNull().default('11:00'),
    minNights: integer().notNull().default(1),
    maxNights: integer().notNull().default(30),
    /** How far ahead a stay may start: check-in at most this many days after today (Japan time). */
    bookingWindowDays: integer().notNull().default(365),
    cancelPolicy: cancelPolicy().notNull().default('moderate'),
    /** Request to book: the host approves each booking (承認待ち) instead of instant booking. */
    requiresApproval: boolean().notNull().default(false),
    accessInfo: text(),
    accessInfoEn: text(),
    /**
     * The law the house takes guests under (営業の根拠, docs/product/lodging-law.md): 民泊, 旅館業 or
     * 特区民泊; null for a draft that has not chosen, and for houses published before it was asked.
     * The accommodation tax reads it too.
     */
    lodgingRegime: lodgingRegime(),
    /** 民泊: the notification number (住宅宿泊事業法の届出番号): "M" and 9 digits. */
    lodgingNotificationNumber: text(),
    /** 旅館業: the permit number, the day it was given and the health centre (保健所) that gave it. */
    lodgingPermitNumber: text(),
    lodgingPermitDate: date({ mode: 'string' }),
    lodgingHealthCentre: text(),
    /** 特区民泊: the certificate number (認定番号). */
    lodgingCertificateNumber: text(),
    /**
     * 民泊 only (docs/product/minpaku-180-nights.md): the nights allowed each year as month-day periods
     * (empty: all year), and a yearly limit below 180 that the municipality set (null: 180).
     */
    minpakuAllowedPeriods: jsonb().$type<AllowedPeriod[]>().notNull().default([]),
    minpakuMaxNights: integer(),
    /** The proof (届出受理通知書, 営業許可証 or 認定書) in the PRIVATE file area, and its type (image or PDF). */
    lodgingDocumentKey: text(),
    lodgingDocumentType: text(),
    /** When an admin's approval verified the basis, and who; cleared when the host changes it. */
    legalBasisVerifiedAt: timestamp({ withTimezone: true }),
    legalBasisVerifiedBy: uuid().references(() => adminAccounts.id, { onDelete: 'set null' }),
    /** When the host last submitted the house for review (審査待ち). */
    submittedAt: timestamp({ withTimezone: true }),
    /** The admin's reason for the last rejection (却下); the house is a draft again and the host sees it. */
    rejectionReason: text(),
    rejectedAt: timestamp({ withTimezone: true }),
    /** The admin's reason for a suspension (停止中), and the status the house returns to when it is lifted. */
    suspensionReason: text(),
    statusBeforeSuspension: propertyStatus(),
    /** Set when the host deleted the house: gone from every list and page; its past bookings keep their records. */
    deletedAt: timestamp({ withTimezone: true }),
    /** The secret in the house's private iCal export address; renewed by the host. */
    icalExportToken: text().unique(),
    /**
     * What the area search looks in: normalised title, prefecture, city, address line and the
     * prefecture's reading and romaji (`propertySearchText` of src/domain/destination-search.ts).
     * Written by the app whenever those fields change.
     */
    searchText: text().notNull().default(''),
    /** Average overall rating of the published reviews; null without one. Kept by `refreshPropertyRatings`. */
    ratingAverage: numeric({ precision: 3, scale: 2 }),
    reviewCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.status, t.prefecture),
    index().on(t.status, t.basePriceJpy),
    /** The search's filter by basis: an equality on the published houses. */
    index().on(t.lodgingRegime).where(sql`${t.status} = 'published'`),
    /**
     * The search's 民泊 test (src/server/features/minpaku-year/refused-houses-sql.ts): the published 民泊 houses
     * with rules of their own (a lower limit or allowed periods), a few among many.
     */
    index('properties_minpaku_own_rules')
      .on(t.id)
      .where(sql`${t.lodgingRegime} = 'minpaku' and ${t.status} = 'published' and (${t.minpakuMaxNights} is not null or jsonb_array_length(${t.minpakuAllowedPeriods}) > 0)`),
    /** …and those with a limit below the law's 180, whose kept nights the search reads by key. */
    index('properties_minpaku_lower_limit')
      .on(t.id)
      .where(sql`${t.lodgingRegime} = 'minpaku' and ${t.status} = 'published' and ${t.minpakuMaxNights} < 180`),
    /**
     * The guest search's one pass over the published houses (src/server/features/property-search/repository.ts),
     * by the party's size. Migration 0072 makes it carry every column that pass reads of a house (INCLUDE,
     * which this builder cannot write), so that the search reads the index alone and not the houses' wide rows.
     */
    index('properties_search_pass')
      .on(t.maxGuests)
      .where(sql`${t.status} = 'published'`),
    /** GET /api/properties/top-rated reads this index in order and stops after `limit` rows. */
    index('properties_top_rated')
      .on(t.ratingAverage.desc(), t.reviewCount.desc(), t.id)
      .where(sql`${t.status} = 'published' and ${t.reviewCount} > 0`),
    index().on(t.hostUserId),
    /** The back office's house list, newest first, read in order and stopped after a page. */
    index().on(t.createdAt, t.id),
    check('properties_guests_positive', sql`${t.maxGuests} >= 1`),
    check('properties_price_non_negative', sql`${t.basePriceJpy} >= 0 and ${t.cleaningFeeJpy} >= 0`),
    check('properties_nights_range', sql`${t.minNights} >= 1 and ${t.maxNights} >= ${t.minNights}`),
    check('properties_booking_window', sql`${t.bookingWindowDays} between 1 and 730`),
  ],
);

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: id(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The largest JPEG: the fallback `src`. */
    url: text().notNull(),
    /** The stored sizes and formats (`PhotoVariants` of src/contract/photos.ts), for `srcset`; null for demo photos. */
    variants: jsonb(),
    width: integer(),
    height: integer(),
    sortOrder: integer().notNull().default(0),
    caption: text(),
    isCover: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.propertyId, t.sortOrder),
    uniqueIndex('property_photos_one_cover').on(t.propertyId).where(sql`${t.isCover}`),
  ],
);

export const amenityMaster = pgTable('amenity_master', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  category: text(),
});

export const propertyAmenities = pgTable(
  'property_amenities',
  {
    id: id(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    amenityId: uuid()
      .notNull()
      .references(() => amenityMaster.id, { onDelete: 'cascade' }),
  },
  (t) => [unique().on(t.propertyId, t.amenityId)],
);

export const kominkaFeaturesMaster = pgTable('kominka_features_master', {
  id: id(),
  key: text().notNull().unique(),
  label: text().notNull(),
  /** The English name and category, shown on English pages (docs/decisions/0042-english-guest-pages.md); null: the Japanese. */
  labelEn: text(),
  description: text(),
  descriptionEn: text(),
  category: text().notNull(),
  categoryEn: text(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

export const propertyFeatures = pgTable(
  'property_features',
  {
    id: id(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    featureId: uuid()
      .notNull()
      .references(() => kominkaFeaturesMaster.id, { onDelete: 'cascade' }),
  },
  (t) => [unique().on(t.propertyId, t.featureId), index().on(t.featureId)],
);

export const basicAmenitiesMaster = pgTable('basic_amenities_master', {
  id: id(),
  key: text().notNull().unique(),
  label: text().notNull(),
  /** The English name, shown on English pages (docs/decisions/0042-english-guest-pages.md); null: the Japanese. */
  labelEn: text(),
  category: text().notNull(),
  categoryEn: text(),
  description: text(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

export const propertyBasicAmenities = pgTable(
  'property_basic_amenities',
  {
    id: id(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    amenityId: uuid()
      .notNull()
      .references(() => basicAmenitiesMaster.id, { onDelete: 'cascade' }),
    value: text(),
    isAvailable: boolean().notNull().default(true),
    notes: text(),
  },
  (t) => [unique().on(t.propertyId, t.amenityId)],
);

export const propertyCalendar = pgTable(
  'property_calendar',
  {
    id: id(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    isAvailable: boolean().notNull().default(true),
    priceOverrideJpy: integer(),
    minNightsOverride: integer(),
    maxNightsOverride: integer(),
    closedToArrival: boolean().notNull().default(false),
    closedToDeparture: boolean().notNull().default(false),
    blockReason: text(),
    source: calendarSource().notNull().default('manual'),
    /** The iCal import that blocked this night (source `ical`); its next sync may free it again. */
    icalImportId: uuid().references(() => propertyIcalImports.id, { onDelete: 'cascade' }),
    reservedByBookingId: uuid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.propertyId, t.date),
    /** The search's "closed on one of these nights" test: a small index of closed days only. */
    index('property_calendar_closed_dates').on(t.date, t.propertyId).where(sql`not ${t.isAvailable}`),
    /**
     * The 民泊 year's counted days (nights sold elsewhere, src/server/features/minpaku-year/repository.ts
     * `COUNTED_BLOCK`, the same condition with the same constants; the reason is OTHER_SITE_BOOKING_REASON of
     * src/domain/minpaku-year.ts, written out as drizzle-kit reads this file alone): the search counts them for every 民泊 house.
     */
    index('property_calendar_counted_nights')
      .on(t.propertyId, t.date)
      .where(sql.raw(`not "property_calendar"."is_available" and ("property_calendar"."source" in ('ical', 'ota') or "property_calendar"."block_reason" = '他サイトの予約')`)),
    /** The search's stay-rule test (closed to arrival or departure, a day's minimum nights): those days only. */
    index('property_calendar_stay_rules')
      .on(t.date, t.propertyId)
      .where(sql`${t.closedToArrival} or ${t.closedToDeparture} or ${t.minNightsOverride} is not null`),
  ],
);

/** Calendars the host imports (Airbnb, Booking.com, Google …): read by a timed job every 15 minutes. */
export const propertyIcalImports = pgTable(
  'property_ical_imports',
  {
    id: id(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    lastSyncedAt: timestamp({ withTimezone: true }),
    /** The last sync's error in Japanese, null when it succeeded. */
    lastError: text(),
    /** Nights the import wanted to block that a booking here already holds (never cancelled; shown to the host). */
    conflicts: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.propertyId), unique().on(t.propertyId, t.url)],
);

export const pricingRules = pgTable(
  'pricing_rules',
  {
    id: id(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    monPrice: integer(),
    tuePrice: integer(),
    wedPrice: integer(),
    thuPrice: integer(),
    friPrice: integer(),
    satPrice: integer(),
    sunPrice: integer(),
    holidayPrice: integer(),
    /** 休前日 (a Saturday or the night before a national holiday): docs/product/pricing.md. */
    holidayEvePrice: integer(),
    activeFrom: date({ mode: 'string' }).notNull(),
    activeTo: date({ mode: 'string' }),
    priority: integer().notNull().default(100),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.propertyId)],
);

export const propertySeasonPrices = pgTable(
  'property_season_prices',
  {
    id: id(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    dateFrom: date({ mode: 'string' }).notNull(),
    dateTo: date({ mode: 'string' }).notNull(),
    pricePerNightJpy: integer().notNull(),
    minNightsOverride: integer(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.propertyId),
    check('season_range', sql`${t.dateTo} >= ${t.dateFrom}`),
    /** The search's stay rule: the seasons that set a minimum of nights, a few among many (property-search/repository.ts). */
    index('property_season_prices_min_nights').on(t.dateFrom, t.dateTo).where(sql`${t.minNightsOverride} is not null`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.userId, t.propertyId)],
);
