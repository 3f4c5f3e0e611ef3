import holidayJp from '@holiday-jp/holiday_jp';
import { addDays, daysBetween, weekday, type IsoDate } from './seed-dates';

/**
 * The seed's own small copy of the nightly price rule of PRODUCT.md section 3, so the stored
 * booking totals agree with the stored prices. Highest first: calendar override, season price,
 * the rule's holiday price on a national holiday, the rule's weekday price, the base price.
 */
export type PriceSource = 'base_price' | 'pricing_rule' | 'pricing_rule_holiday' | 'season_price' | 'calendar_override';

export interface PricingSetup {
  basePriceJpy: number;
  cleaningFeeJpy: number;
  /** Sunday first, as Date.getUTCDay() counts; null falls back to the base price. */
  rule: { weekdayPrices: readonly (number | null)[]; holidayPrice: number | null; activeFrom: IsoDate; activeTo: IsoDate | null } | null;
  seasons: readonly { dateFrom: IsoDate; dateTo: IsoDate; price: number }[];
  overrides: ReadonlyMap<IsoDate, number>;
}

export interface PricingSnapshot {
  dailyPrices: { date: IsoDate; price: number; source: PriceSource }[];
  nights: number;
  cleaningFeeJpy: number;
  totalPrice: number;
}

export function isJapaneseHoliday(date: IsoDate): boolean {
  return Object.hasOwn(holidayJp.holidays, date);
}

export function nightlyPrice(setup: PricingSetup, date: IsoDate): { price: number; source: PriceSource } {
  const override = setup.overrides.get(date);
  if (override !== undefined) return { price: override, source: 'calendar_override' };
  const season = setup.seasons.find((s) => s.dateFrom <= date && date <= s.dateTo);
  if (season) return { price: season.price, source: 'season_price' };
  const rule = setup.rule;
  if (rule && rule.activeFrom <= date && (rule.activeTo === null || date <= rule.activeTo)) {
    if (rule.holidayPrice !== null && isJapaneseHoliday(date)) return { price: rule.holidayPrice, source: 'pricing_rule_holiday' };
    const dayPrice = rule.weekdayPrices[weekday(date)];
    if (dayPrice !== null) return { price: dayPrice, source: 'pricing_rule' };
  }
  return { price: setup.basePriceJpy, source: 'base_price' };
}

/** The night-by-night price of a stay [checkin, checkout) plus the cleaning fee. */
export function quoteStay(setup: PricingSetup, checkin: IsoDate, checkout: IsoDate): PricingSnapshot {
  const nights = daysBetween(checkin, checkout);
  const dailyPrices = Array.from({ length: nights }, (_, i) => {
    const date = addDays(checkin, i);
    return { date, ...nightlyPrice(setup, date) };
  });
  const totalPrice = dailyPrices.reduce((sum, d) => sum + d.price, 0) + setup.cleaningFeeJpy;
  return { dailyPrices, nights, cleaningFeeJpy: setup.cleaningFeeJpy, totalPrice };
}
