import type { ACCOMMODATION_TAX_KINDS, LodgingRegime } from '@/contract/enums';
import type { IsoDate } from './japan-date';

/**
 * The accommodation tax (宿泊税) of docs/product/accommodation-tax.md, computed from the rules in force
 * (rows of `accommodation_tax_rules`, edited by admins): per guest and per night, each night by the
 * rules in force on that night. Pure: the caller reads the rules, the house and its nights.
 *
 * - The tier of a night is chosen by its price per person without consumption tax: the night's price
 *   for the house (tax-inclusive, whole yen) plus its share of the cleaning fee, times 10/11 rounded
 *   down, divided by the guests the tax counts and rounded down (comparisons with whole-yen thresholds
 *   are unchanged by the rounding down).
 * - Every guest counts (adults, children and infants): the ordinances tax every 宿泊者; their
 *   exemptions (school trips, nursery outings) are not bookings this product takes.
 * - A rule with a city applies to houses of that city (its wards included: 京都市東山区 is in 京都市;
 *   a 郡 before a town's name is ignored: 虻田郡倶知安町 is 倶知安町). A rule without a city applies to
 *   the whole prefecture and adds up with a city's rule, unless a city rule in force that night says it
 *   `replacesPrefectureRule` (its figure already includes the prefecture's share, as in 倶知安町).
 * - A rule applies to a house when it names no regime (every regime), when it names the house's regime,
 *   or when the house's regime is not known (null): see docs/product/accommodation-tax.md.
 */

export type AccommodationTaxKind = (typeof ACCOMMODATION_TAX_KINDS)[number];

export interface AccommodationTaxTier {
  /** The tier starts at this price per person per night (yen, inclusive). */
  fromJpy: number;
  /** Tax per person per night in this tier. */
  amountJpy: number;
}

export interface AccommodationTaxRule {
  id: string;
  prefecture: string;
  /** Null: the whole prefecture. */
  city: string | null;
  name: string;
  kind: AccommodationTaxKind;
  /** For 'tiered': ascending by fromJpy; a price under the first tier pays nothing. */
  tiers: readonly AccommodationTaxTier[];
  /** For 'percent': the rate in hundredths of a percent (300 = 3%). */
  percentBasisPoints: number | null;
  /** For 'percent': the most one person pays for one night, or null. */
  capJpy: number | null;
  /** No tax when the price per person per night is under this, or null. */
  exemptBelowJpy: number | null;
  /** The regimes taxed; empty: every regime. */
  regimes: readonly LodgingRegime[];
  /** A city's rule whose figure includes the prefecture's share: the prefecture's rules do not apply there. */
  replacesPrefectureRule: boolean;
  appliesFrom: IsoDate;
  /** Inclusive; null: open-ended. */
  appliesTo: IsoDate | null;
}

export interface TaxHouse {
  prefecture: string;
  city: string;
  regime: LodgingRegime | null;
}

export interface TaxedNight {
  date: IsoDate;
  /** The night's price for the house, tax-inclusive (the pricing's dailyPrices). */
  priceJpy: number;
}

export interface AccommodationTaxInput {
  rules: readonly AccommodationTaxRule[];
  house: TaxHouse;
  nights: readonly TaxedNight[];
  /** The stay's cleaning fee (tax-inclusive), shared evenly by the nights. */
  cleaningFeeJpy: number;
  /** Every guest of the stay (adults, children, infants). */
  guests: number;
}

export interface AccommodationTaxNightLine {
  ruleId: string;
  name: string;
  perPersonJpy: number;
  amountJpy: number;
}

export interface AccommodationTaxNight {
  date: IsoDate;
  /** The price the tier is chosen by: per person, without consumption tax. */
  pricePerPersonJpy: number;
  guests: number;
  lines: AccommodationTaxNightLine[];
  amountJpy: number;
}

export interface AccommodationTaxRuleTotal {
  ruleId: string;
  name: string;
  amountJpy: number;
}

export interface AccommodationTaxQuote {
  nights: AccommodationTaxNight[];
  /** The stay's tax per rule, in the order first met. */
  byRule: AccommodationTaxRuleTotal[];
  totalJpy: number;
}

/** A tax-inclusive price (10% consumption tax) without its tax, rounded down. */
export function withoutConsumptionTax(priceJpy: number): number {
  return Math.floor((priceJpy * 10) / 11);
}

/** Whether a rule's city covers the house's city (wards included; a leading 郡 ignored). */
export function cityCovers(ruleCity: string, houseCity: string): boolean {
  const city = houseCity.trim().replace(/^.+?郡/u, '');
  return city.startsWith(ruleCity) || houseCity.trim().startsWith(ruleCity);
}

export function ruleInForce(rule: AccommodationTaxRule, date: IsoDate): boolean {
  return rule.appliesFrom <= date && (rule.appliesTo === null || date <= rule.appliesTo);
}

export function ruleCoversRegime(rule: AccommodationTaxRule, regime: LodgingRegime | null): boolean {
  return rule.regimes.length === 0 || regime === null || rule.regimes.includes(regime);
}

/** The rules that tax a house on one night, the prefecture's first. */
export function rulesForNight(rules: readonly AccommodationTaxRule[], house: TaxHouse, date: IsoDate): AccommodationTaxRule[] {
  const here = rules.filter(
    (r) => r.prefecture === house.prefecture && ruleInForce(r, date) && ruleCoversRegime(r, house.regime) && (r.city === null || cityCovers(r.city, house.city)),
  );
  const replaced = here.some((r) => r.city !== null && r.replacesPrefectureRule);
  return here.filter((r) => r.city !== null || !replaced).sort((a, b) => Number(a.city !== null) - Number(b.city !== null));
}

/** One person's tax for one night under one rule. */
export function perPersonTax(rule: AccommodationTaxRule, pricePerPersonJpy: number): number {
  if (rule.exemptBelowJpy !== null && pricePerPersonJpy < rule.exemptBelowJpy) return 0;
  if (rule.kind === 'percent') {
    const amount = Math.floor((pricePerPersonJpy * (rule.percentBasisPoints ?? 0)) / 10000);
    return rule.capJpy === null ? amount : Math.min(amount, rule.capJpy);
  }
  let amount = 0;
  for (const tier of rule.tiers) if (pricePerPersonJpy >= tier.fromJpy) amount = tier.amountJpy;
  return amount;
}

/** The tax of a stay, night by night, and its total (the sum of its nights). */
export function accommodationTax(input: AccommodationTaxInput): AccommodationTaxQuote {
  const guests = Math.max(1, Math.floor(input.guests));
  const count = input.nights.length;
  const cleaningShare = count > 0 ? Math.floor(input.cleaningFeeJpy / count) : 0;
  const byRule = new Map<string, AccommodationTaxRuleTotal>();
  const nights = input.nights.map((night): AccommodationTaxNight => {
    const pricePerPersonJpy = Math.floor(withoutConsumptionTax(night.priceJpy + cleaningShare) / guests);
    const lines = rulesForNight(input.rules, input.house, night.date)
      .map((rule) => {
        const perPersonJpy = perPersonTax(rule, pricePerPersonJpy);
        return { ruleId: rule.id, name: rule.name, perPersonJpy, amountJpy: perPersonJpy * guests };
      })
      .filter((line) => line.amountJpy > 0);
    for (const line of lines) {
      const total = byRule.get(line.ruleId) ?? { ruleId: line.ruleId, name: line.name, amountJpy: 0 };
      total.amountJpy += line.amountJpy;
      byRule.set(line.ruleId, total);
    }
    return { date: night.date, pricePerPersonJpy, guests, lines, amountJpy: lines.reduce((sum, l) => sum + l.amountJpy, 0) };
  });
  return { nights, byRule: [...byRule.values()], totalJpy: nights.reduce((sum, n) => sum + n.amountJpy, 0) };
}

export interface AccommodationTaxSummary {
  totalJpy: number;
  /** One line per tax, by name (a rate change within the stay stays one line). */
  lines: { name: string; amountJpy: number }[];
  nights: { date: IsoDate; amountJpy: number }[];
}

/** What a quote and a booking show of the tax: its lines by name and its nights. */
export function summariseAccommodationTax(quote: AccommodationTaxQuote): AccommodationTaxSummary {
  const lines = new Map<string, number>();
  for (const r of quote.byRule) lines.set(r.name, (lines.get(r.name) ?? 0) + r.amountJpy);
  return {
    totalJpy: quote.totalJpy,
    lines: [...lines].map(([name, amountJpy]) => ({ name, amountJpy })),
    nights: quote.nights.map((n) => ({ date: n.date, amountJpy: n.amountJpy })),
  };
}

export const NO_ACCOMMODATION_TAX: AccommodationTaxSummary = { totalJpy: 0, lines: [], nights: [] };
