import { and, eq, gte, lt, ne, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { LodgingRegime } from '@/contract/enums';
import { preparedPerDatabase } from '@/db/prepared-per-database';
import { bookings, properties, propertyCalendar } from '@/db/schema';
import type { AccommodationTaxRule } from '@/domain/accommodation-tax';
import type { CalendarPrice, PricingRule, SeasonPrice } from '@/domain/pricing';
import type { SeasonMinNights, StayRuleDay } from '@/domain/stay-rules';

/** The prices and stay limits of a published house, or null. */
export async function findPricedProperty(db: Database, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      basePriceJpy: properties.basePriceJpy,
      cleaningFeeJpy: properties.cleaningFeeJpy,
      minNights: properties.minNights,
      maxNights: properties.maxNights,
      bookingWindowDays: properties.bookingWindowDays,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.status, 'published')))
    .limit(1);
  return row ?? null;
}

/** Nights [from, to): `to` is the check-out day. */
type Nights = { from: string; to: string };

/**
 * Who asks, for the holds that do not take nights from them: a hold that has lapsed takes none from
 * anyone, and a guest's own live hold none from that guest (asking for those nights again replaces it:
 * docs/product/bookings.md). Without a viewer every booking that is not cancelled counts.
 */
export interface HoldViewer {
  userId?: string;
  now: Date;
}

type HoldColumns = { status: SQLWrapper; holdExpiresAt: SQLWrapper; guestUserId: SQLWrapper };

function holdsThatDoNotCount(viewer: HoldViewer | undefined, b: HoldColumns = bookings) {
  if (!viewer) return sql`false`;
  const own = viewer.userId ? sql` or ${b.guestUserId} = ${viewer.userId}::uuid` : sql``;
  return sql`(${b.status} = 'tentative' and (${b.holdExpiresAt} <= ${viewer.now.toISOString()}::timestamptz${own}))`;
}

/** Bookings that are not cancelled and hold some night of the range (the no-overlap constraint's GiST index). */
export async function bookingsForRange(db: Database, propertyId: string, nights: Nights, viewer?: HoldViewer) {
  return db
    .select({ checkinDate: bookings.checkinDate, checkoutDate: bookings.checkoutDate, status: bookings.status })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, propertyId),
        ne(bookings.status, 'cancelled'),
        sql`daterange(${bookings.checkinDate}, ${bookings.checkoutDate}, '[)') && daterange(${nights.from}::date, ${nights.to}::date, '[)')`,
        sql`not ${holdsThatDoNotCount(viewer)}`,
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

/** Days of the range [from, to) closed to arrival or to departure, in date order. */
export async function closedArrivalDepartureDates(db: Database, propertyId: string, nights: Nights) {
  return db
    .select({ date: propertyCalendar.date, closedToArrival: propertyCalendar.closedToArrival, closedToDeparture: propertyCalendar.closedToDeparture })
    .from(propertyCalendar)
    .where(
      and(
        eq(propertyCalendar.propertyId, propertyId),
        gte(propertyCalendar.date, nights.from),
        lt(propertyCalendar.date, nights.to),
        or(eq(propertyCalendar.closedToArrival, true), eq(propertyCalendar.closedToDeparture, true)),
      ),
    )
    .orderBy(propertyCalendar.date);
}

/** The values a quote reads (see preparePricingInputs): placeholders for the prepared statement, values for a page of houses. */
interface InputBounds {
  from: unknown;
  to: unknown;
  now: unknown;
  viewerId: unknown;
}

function pricingInputColumns({ from, to, now, viewerId }: InputBounds) {
  // The subqueries name the house's row as `properties.id` in the SQL itself: a column put into a selected
  // field would be written unqualified ("id"), which inside a subquery is the subquery's own id.
  return {
    basePriceJpy: properties.basePriceJpy,
    cleaningFeeJpy: properties.cleaningFeeJpy,
    minNights: properties.minNights,
    maxNights: properties.maxNights,
    bookingWindowDays: properties.bookingWindowDays,
    priceModel: properties.priceModel,
    guestsIncluded: properties.guestsIncluded,
    extraGuestFeeJpy: properties.extraGuestFeeJpy,
    childRatePercent: properties.childRatePercent,
    prefecture: properties.prefecture,
    city: properties.city,
    lodgingRegime: properties.lodgingRegime,
    taxRules: sql<AccommodationTaxRule[] | string>`coalesce((select json_agg(json_build_object(
        'id', x.id, 'prefecture', x.prefecture, 'city', x.city, 'name', x.name, 'kind', x.kind, 'tiers', x.tiers,
        'percentBasisPoints', x.percent_basis_points, 'capJpy', x.cap_jpy, 'exemptBelowJpy', x.exempt_below_jpy,
        'regimes', x.regimes, 'replacesPrefectureRule', x.replaces_prefecture_rule,
        'appliesFrom', x.applies_from::text, 'appliesTo', x.applies_to::text))
      from accommodation_tax_rules x
      where x.prefecture = properties.prefecture and x.applies_from < ${to}::date and (x.applies_to is null or x.applies_to >= ${from}::date)), '[]')`,
    rules: sql<PricingRule[] | string>`coalesce((select json_agg(json_build_object(
        'monPrice', r.mon_price, 'tuePrice', r.tue_price, 'wedPrice', r.wed_price, 'thuPrice', r.thu_price,
        'friPrice', r.fri_price, 'satPrice', r.sat_price, 'sunPrice', r.sun_price, 'holidayPrice', r.holiday_price, 'holidayEvePrice', r.holiday_eve_price,
        'activeFrom', r.active_from::text, 'activeTo', r.active_to::text, 'priority', r.priority))
      from pricing_rules r
      where r.property_id = properties.id and r.active_from < ${to}::date and (r.active_to is null or r.active_to >= ${from}::date)), '[]')`,
    seasons: sql<PricingInputsRow['seasons'] | string>`coalesce((select json_agg(json_build_object('dateFrom', s.date_from::text, 'dateTo', s.date_to::text, 'pricePerNightJpy', s.price_per_night_jpy, 'minNightsOverride', s.min_nights_override))
      from property_season_prices s
      where s.property_id = properties.id and s.date_from < ${to}::date and s.date_to >= ${from}::date), '[]')`,
    calendar: sql<PricingInputsRow['calendar'] | string>`coalesce((select json_agg(json_build_object('date', c.date::text, 'isAvailable', c.is_available, 'priceOverrideJpy', c.price_override_jpy,
        'minNightsOverride', c.min_nights_override, 'closedToArrival', c.closed_to_arrival, 'closedToDeparture', c.closed_to_departure) order by c.date)
      from property_calendar c
      where c.property_id = properties.id and c.date >= ${from}::date and c.date <= ${to}::date), '[]')`,
    bookings: sql<PricingInputsRow['bookings'] | string>`coalesce((select json_agg(json_build_object('checkinDate', b.checkin_date::text, 'checkoutDate', b.checkout_date::text, 'status', b.status))
      from bookings b
      where b.property_id = properties.id and b.status <> 'cancelled'
        and not (b.status = 'tentative' and (b.hold_expires_at <= ${now}::timestamptz
          or b.guest_user_id is not distinct from ${viewerId}::uuid))
        and daterange(b.checkin_date, b.checkout_date, '[)') && daterange(${from}::date, ${to}::date, '[)')), '[]')`,
  };
}

/**
 * Everything a quote needs in one round trip: the published house's prices and limits, with the
 * pricing rules, season prices, calendar rows (the nights' and the check-out day's, for the stay rules
 * of src/domain/stay-rules.ts) and the bookings that touch the nights and take them from `viewer` (the
 * rule of `holdsThatDoNotCount`, with who asks as a parameter). A prepared statement per database: asked
 * for on every change of dates, its SQL is parsed and planned by PostgreSQL once per connection instead
 * of on each call (docs/performance/where-the-time-goes.md). Dates come back as 'YYYY-MM-DD' text.
 */
function preparePricingInputs(db: Database) {
  const bounds = { from: sql.placeholder('from'), to: sql.placeholder('to'), now: sql.placeholder('now'), viewerId: sql.placeholder('viewerId') };
  return db
    .select(pricingInputColumns(bounds))
    .from(properties)
    .where(and(eq(properties.id, sql.placeholder('id')), eq(properties.status, 'published')))
    .prepare('pricing_inputs');
}

const pricingInputsStatement = preparedPerDatabase(preparePricingInputs);

/** PGlite and node-postgres both parse json columns; a driver that answers text is parsed here. */
const parseJson = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The inputs of a quote for `viewer` (see preparePricingInputs), or null when the house is not published. */
export async function pricingInputs(db: Database, propertyId: string, nights: Nights, viewer: HoldViewer) {
  const [row] = await pricingInputsStatement(db).execute({ id: propertyId, from: nights.from, to: nights.to, now: viewer.now.toISOString(), viewerId: viewer.userId ?? null });
  if (!row) return null;
  return { ...row, taxRules: parseJson(row.taxRules), rules: parseJson(row.rules), seasons: parseJson(row.seasons), calendar: parseJson(row.calendar), bookings: parseJson(row.bookings) };
}

/**
 * The price inputs of a house of a search's page (its prices, party settings, address, tax rules, pricing
 * rules, seasons, and the calendar rows of the stay): what a card needs to show the searched party's
 * total. Availability is the search's own (its isBooked), so no bookings are read.
 */
export type PagePricingInputs = Omit<PricingInputsRow, 'bookings' | 'minNights' | 'maxNights' | 'bookingWindowDays'> & {
  minNights: number;
  maxNights: number;
  bookingWindowDays: number;
  priceModel: 'house' | 'person';
  guestsIncluded: number | null;
  extraGuestFeeJpy: number;
  childRatePercent: number;
};

/** The price inputs of a house that are the same for every stay (housePricingColumns). */
export type HousePricingInputs = Omit<PagePricingInputs, 'calendar'>;

/** The prefix of the columns of housePricingColumns in a statement's rows. */
const HOUSE_PRICING_PREFIX = 'pricing.';

/** Every date, as the bounds of pricingInputColumns: the rules and seasons of all dates. */
const EVERY_DATE = { from: sql`'-infinity'`, to: sql`'infinity'`, now: null, viewerId: null };

/** The inputs of housePricingColumns: all of a quote's but the calendar (the stay's) and the bookings (the search's own isBooked). */
const { bookings: _bookings, calendar: _calendar, ...housePricingInputColumns } = pricingInputColumns(EVERY_DATE);

/**
 * The price inputs of a house that do not depend on the stay, as columns of a statement that joins the
 * houses as `properties` (unaliased): its prices, party settings and address, and every accommodation-tax
 * rule, pricing rule and season price whatever their dates. A quote takes those in force on each night
 * (src/domain/pricing.ts, src/domain/accommodation-tax.ts), so these are the same for every stay and the
 * search keeps them per house and public version (property-search/kept-search-houses.ts). Read a row's
 * with housePricingInputsOf; the stay's calendar rows come from stayCalendarColumn.
 */
export const housePricingColumns: SQL = sql.join(
  Object.entries(housePricingInputColumns).map(([name, column]) => sql`${column} as ${sql.identifier(`${HOUSE_PRICING_PREFIX}${name}`)}`),
  sql`, `,
);

/** The names of housePricingColumns' inputs, and their columns' names in a row: read by name, not by looking through the row. */
const HOUSE_PRICING_NAMES = Object.keys(housePricingInputColumns).map((name) => [name, `${HOUSE_PRICING_PREFIX}${name}`] as const);

/** The price inputs of a row read with housePricingColumns. */
export function housePricingInputsOf(row: Record<string, unknown>): HousePricingInputs {
  const inputs: Record<string, unknown> = {};
  for (const [name, column] of HOUSE_PRICING_NAMES) inputs[name] = row[column];
  return {
    ...(inputs as Omit<HousePricingInputs, 'taxRules' | 'rules' | 'seasons'>),
    taxRules: parseJson(inputs.taxRules as HousePricingInputs['taxRules'] | string),
    rules: parseJson(inputs.rules as HousePricingInputs['rules'] | string),
    seasons: parseJson(inputs.seasons as HousePricingInputs['seasons'] | string),
  };
}

/**
 * The calendar rows of the stay's nights and of its check-out day (as a quote reads them) of the house
 * joined as `properties`, as the column "calendar"; read a row's with stayCalendarOf.
 */
export function stayCalendarColumn(nights: { from: Nights['from'] | Placeholder; to: Nights['to'] | Placeholder }): SQL {
  return sql`${pricingInputColumns({ from: nights.from, to: nights.to, now: null, viewerId: null }).calendar} as "calendar"`;
}

/** The calendar rows of a row read with stayCalendarColumn. */
export const stayCalendarOf = (row: { calendar?: unknown }): PagePricingInputs['calendar'] => parseJson(row.calendar as PagePricingInputs['calendar'] | string);

interface PricingInputsRow {
  basePriceJpy: number;
  cleaningFeeJpy: number;
  minNights: number;
  maxNights: number;
  bookingWindowDays: number;
  prefecture: string;
  city: string;
  lodgingRegime: LodgingRegime | null;
  taxRules: AccommodationTaxRule[];
  rules: PricingRule[];
  seasons: (SeasonPrice & SeasonMinNights)[];
  /** The nights' rows and the check-out day's (its closed-to-departure setting). */
  calendar: (CalendarPrice & StayRuleDay & { isAvailable: boolean })[];
  bookings: Awaited<ReturnType<typeof bookingsForRange>>;
}
