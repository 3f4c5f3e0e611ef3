import holidayJp from '@holiday-jp/holiday_jp';
import type { PriceModel } from '@/contract/enums';
import type { PriceSource } from '@/contract/properties';
import { addDays, daysBetween, isValidIsoDate, weekdayOf, type IsoDate } from './japan-date';

/**
 * The nightly price of docs/product/pricing.md. For each night (the date of the night, from check-in up
 * to the day before check-out), the first level that has a price wins:
 *
 *   1. calendar override (特別料金)        — property_calendar.priceOverrideJpy of that date
 *   2. season price (期間料金)             — a property_season_prices row whose [dateFrom, dateTo] covers the date
 *   3. holiday price of the active rule (祝日) — on a Japanese national holiday (振替休日 and 国民の休日 included)
 *   4. holiday-eve price of the active rule (休前日) — a Saturday, or the night before a national holiday
 *   5. weekday price of the active rule    — monPrice … sunPrice
 *   6. base price                          — properties.basePriceJpy
 *
 * A null price at a level falls through to the next one. Prices are whole yen, tax-inclusive; the total
 * is the nights plus the cleaning fee.
 */

export interface PricingRule {
  monPrice: number | null;
  tuePrice: number | null;
  wedPrice: number | null;
  thuPrice: number | null;
  friPrice: number | null;
  satPrice: number | null;
  sunPrice: number | null;
  holidayPrice: number | null;
  /** 休前日: a Saturday or the night before a national holiday (see `isHolidayEve`). */
  holidayEvePrice: number | null;
  activeFrom: IsoDate;
  /** Null: open-ended. */
  activeTo: IsoDate | null;
  /** Default 100; the higher number wins when several rules are active on a date. */
  priority: number;
}

export interface SeasonPrice {
  dateFrom: IsoDate;
  /** Inclusive: the night of dateTo is still in the season. */
  dateTo: IsoDate;
  pricePerNightJpy: number;
}

export interface CalendarPrice {
  date: IsoDate;
  priceOverrideJpy: number | null;
}

/** How a house prices the party (docs/product/pricing.md, "The party's price"). */
export interface PartyPricing {
  model: PriceModel;
  /** 1棟料金: the guests the night's price includes; null: every guest. */
  guestsIncluded: number | null;
  /** 1棟料金: each guest beyond guestsIncluded, per night. */
  extraGuestFeeJpy: number;
  /** 1名料金: a child's price as a percentage of an adult's, rounded down to the yen. */
  childRatePercent: number;
}

/** Adults (13 and over), children (2 to 12) and infants (under 2, free and outside the capacity). */
export interface Party {
  adults: number;
  children: number;
  infants: number;
}

export interface PricingInput {
  basePriceJpy: number;
  cleaningFeeJpy: number;
  rules: readonly PricingRule[];
  seasons: readonly SeasonPrice[];
  /** Calendar rows; only those with a priceOverrideJpy change the price. */
  calendar: readonly CalendarPrice[];
  /** The party and how the house prices it; absent: each night's price as it stands (the house's, or one adult's). */
  party?: { pricing: PartyPricing; guests: Party };
}

/**
 * The party's price of one night from the night's rate (the levels above): 1棟料金 is the rate plus the
 * extra-guest fee for each adult or child beyond those included; 1名料金 is the rate for each adult and
 * the child rate for each child. Infants are free in both.
 */
export function partyNightPrice(rate: number, pricing: PartyPricing, party: Party): number {
  if (pricing.model === 'person') return rate * party.adults + Math.floor((rate * pricing.childRatePercent) / 100) * party.children;
  const extra = pricing.guestsIncluded === null ? 0 : Math.max(0, party.adults + party.children - pricing.guestsIncluded);
  return rate + extra * pricing.extraGuestFeeJpy;
}

export interface DailyPrice {
  date: IsoDate;
  price: number;
  source: PriceSource;
}

export interface StayQuote {
  dailyPrices: DailyPrice[];
  nights: number;
  nightsTotal: number;
  cleaningFeeJpy: number;
  totalPrice: number;
}

/** Most nights one quote or one booking may cover (a sanity limit, not a business rule of a house). */
export const MAX_STAY_NIGHTS = 365;

/**
 * A Japanese national holiday? `holiday_jp` reads a Date in the machine's local time zone, so the
 * Date is built from the local year, month and day: the answer is then the same in every time zone.
 */
export function isJapaneseHoliday(date: IsoDate): boolean {
  let known = holidayCache.get(date);
  if (known === undefined) {
    const [y, m, d] = date.split('-').map(Number);
    known = holidayJp.isHoliday(new Date(y, m - 1, d));
    holidayCache.set(date, known);
  }
  return known;
}
/** isHoliday scans the whole holiday list at every call; a year of nights asks it 365 times. */
const holidayCache = new Map<IsoDate, boolean>();

/**
 * 休前日: the night of a Saturday, or the night before a national holiday (the next day is a holiday),
 * as Japanese inns price it. A night may be both a holiday and a 休前日 (5月3日 before 5月4日): the
 * holiday's price comes first, and the 休前日's when the rule has no holiday price (docs/product/pricing.md).
 */
export function isHolidayEve(date: IsoDate): boolean {
  return weekdayOf(date) === 6 || isJapaneseHoliday(addDays(date, 1));
}

const WEEKDAY_KEYS = ['sunPrice', 'monPrice', 'tuePrice', 'wedPrice', 'thuPrice', 'friPrice', 'satPrice'] as const;

/**
 * The rule in force on a date: activeFrom ≤ date and (activeTo null or date ≤ activeTo). When several
 * are in force, the highest `priority` number wins; on equal priority the latest activeFrom (the most
 * recently started rule); on a full tie the first in the list.
 */
export function activeRuleOn(rules: readonly PricingRule[], date: IsoDate): PricingRule | null {
  let best: PricingRule | null = null;
  for (const rule of rules) {
    if (rule.activeFrom > date || (rule.activeTo !== null && rule.activeTo < date)) continue;
    if (best === null || rule.priority > best.priority || (rule.priority === best.priority && rule.activeFrom > best.activeFrom)) {
      best = rule;
    }
  }
  return best;
}

/**
 * The season covering a date. Seasons of one house should not overlap; when they do, the shortest
 * one wins (a three-day festival inside the summer season), then the one that starts last.
 */
export function seasonOn(seasons: readonly SeasonPrice[], date: IsoDate): SeasonPrice | null {
  let best: SeasonPrice | null = null;
  let bestLength = Infinity;
  for (const season of seasons) {
    if (season.dateFrom > date || season.dateTo < date) continue;
    const length = daysBetween(season.dateFrom, season.dateTo);
    if (best === null || length < bestLength || (length === bestLength && season.dateFrom > best.dateFrom)) {
      best = season;
      bestLength = length;
    }
  }
  return best;
}

function overridesByDate(calendar: readonly CalendarPrice[]): Map<IsoDate, number> {
  const map = new Map<IsoDate, number>();
  for (const row of calendar) if (row.priceOverrideJpy !== null) map.set(row.date, row.priceOverrideJpy);
  return map;
}

function priceOfNight(input: PricingInput, overrides: ReadonlyMap<IsoDate, number>, date: IsoDate): DailyPrice {
  const override = overrides.get(date);
  if (override !== undefined) return { date, price: override, source: 'calendar_override' };
  const season = seasonOn(input.seasons, date);
  if (season) return { date, price: season.pricePerNightJpy, source: 'season_price' };
  const rule = activeRuleOn(input.rules, date);
  if (rule) {
    if (rule.holidayPrice !== null && isJapaneseHoliday(date)) return { date, price: rule.holidayPrice, source: 'pricing_rule_holiday' };
    if (rule.holidayEvePrice !== null && isHolidayEve(date)) return { date, price: rule.holidayEvePrice, source: 'pricing_rule_holiday_eve' };
    const dayPrice = rule[WEEKDAY_KEYS[weekdayOf(date)]];
    if (dayPrice !== null) return { date, price: dayPrice, source: 'pricing_rule' };
  }
  return { date, price: input.basePriceJpy, source: 'base_price' };
}

/** The price of one night (the night of `date`). */
export function nightlyPrice(input: PricingInput, date: IsoDate): DailyPrice {
  return priceOfNight(input, overridesByDate(input.calendar), date);
}

/** The night-by-night price of a stay [checkin, checkout) for the party, plus the cleaning fee. */
export function quoteStay(input: PricingInput, checkin: IsoDate, checkout: IsoDate): StayQuote {
  const nights = Math.max(0, daysBetween(checkin, checkout));
  if (nights > MAX_STAY_NIGHTS) throw new RangeError(`a stay of ${nights} nights is longer than ${MAX_STAY_NIGHTS}`);
  const overrides = overridesByDate(input.calendar);
  const { party } = input;
  const dailyPrices = Array.from({ length: nights }, (_, i) => {
    const night = priceOfNight(input, overrides, addDays(checkin, i));
    return party ? { ...night, price: partyNightPrice(night.price, party.pricing, party.guests) } : night;
  });
  const nightsTotal = dailyPrices.reduce((sum, d) => sum + d.price, 0);
  return { dailyPrices, nights, nightsTotal, cleaningFeeJpy: input.cleaningFeeJpy, totalPrice: nightsTotal + input.cleaningFeeJpy };
}

export interface StayLimits {
  minNights: number;
  maxNights: number;
  /** How many days ahead a stay may start (the house's setting, 365 by default). */
  bookingWindowDays?: number;
}

export const DEFAULT_BOOKING_WINDOW_DAYS = 365;

export interface StayError {
  field: 'checkinDate' | 'checkoutDate';
  message: string;
}

/**
 * Checks a requested stay against today's date in Japan and the house's minimum and maximum nights.
 * Answers null when the stay may be booked, else the first problem with a Japanese message and the
 * field it belongs to.
 */
export function validateStay(checkin: IsoDate, checkout: IsoDate, limits: StayLimits, today: IsoDate): StayError | null {
  if (!isValidIsoDate(checkin)) return { field: 'checkinDate', message: 'チェックイン日が正しい日付ではありません' };
  if (!isValidIsoDate(checkout)) return { field: 'checkoutDate', message: 'チェックアウト日が正しい日付ではありません' };
  if (checkout <= checkin) return { field: 'checkoutDate', message: 'チェックアウト日はチェックイン日より後の日付を指定してください' };
  if (checkin < today) return { field: 'checkinDate', message: 'チェックイン日に過去の日付は指定できません' };
  const window = limits.bookingWindowDays ?? DEFAULT_BOOKING_WINDOW_DAYS;
  if (checkin > addDays(today, window)) {
    return { field: 'checkinDate', message: `このお宿のご予約は、${window}日先までのチェックインで承っています` };
  }
  const nights = daysBetween(checkin, checkout);
  if (nights > MAX_STAY_NIGHTS) return { field: 'checkoutDate', message: `一度にご予約いただけるのは${MAX_STAY_NIGHTS}泊までです` };
  if (nights < limits.minNights) return { field: 'checkoutDate', message: `このお宿は最低${limits.minNights}泊からご予約いただけます` };
  if (nights > limits.maxNights) return { field: 'checkoutDate', message: `このお宿の最大宿泊数は${limits.maxNights}泊です` };
  return null;
}
