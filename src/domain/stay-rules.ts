import { daysBetween, type IsoDate } from './japan-date';
import type { StayError } from './pricing';

/**
 * The host calendar's stay rules (docs/product/pricing.md, "Stay limits"), checked wherever a guest
 * meets them: the pricing call, the house page's date picker, the booking and the search's 満室.
 *
 * - The stay's minimum nights: the check-in day's `minNightsOverride` when the host set one, else the
 *   minimum of a season covering the check-in day that sets one (the shortest such season, then the
 *   one that starts last — as `seasonOn` of pricing.ts chooses), else the house's `minNights`.
 * - Closed to arrival (チェックイン不可) on the check-in day refuses the stay.
 * - Closed to departure (チェックアウト不可) on the check-out day refuses the stay.
 */

/** A calendar day's stay settings (property_calendar). */
export interface StayRuleDay {
  date: IsoDate;
  minNightsOverride: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

/** A season price's minimum (property_season_prices.minNightsOverride, null: none). */
export interface SeasonMinNights {
  dateFrom: IsoDate;
  dateTo: IsoDate;
  minNightsOverride: number | null;
}

export interface StayRuleInput {
  houseMinNights: number;
  seasons: readonly SeasonMinNights[];
  /** Calendar rows; only those of the check-in and check-out days matter. */
  days: readonly StayRuleDay[];
}

export type MinNightsSource = 'calendar' | 'season' | 'house';

/** The minimum nights of a stay that starts on `checkin`, and where it comes from. */
export function minNightsFor(input: StayRuleInput, checkin: IsoDate): { minNights: number; source: MinNightsSource } {
  const day = input.days.find((d) => d.date === checkin);
  if (day && day.minNightsOverride !== null) return { minNights: day.minNightsOverride, source: 'calendar' };
  let best: SeasonMinNights | null = null;
  let bestLength = Infinity;
  for (const season of input.seasons) {
    if (season.minNightsOverride === null || season.dateFrom > checkin || season.dateTo < checkin) continue;
    const length = daysBetween(season.dateFrom, season.dateTo);
    if (best === null || length < bestLength || (length === bestLength && season.dateFrom > best.dateFrom)) {
      best = season;
      bestLength = length;
    }
  }
  if (best) return { minNights: best.minNightsOverride as number, source: 'season' };
  return { minNights: input.houseMinNights, source: 'house' };
}

export const CLOSED_TO_ARRIVAL_MESSAGE = 'この日はチェックインできません';
export const CLOSED_TO_DEPARTURE_MESSAGE = 'この日はチェックアウトできません';

/**
 * The first stay rule a stay [checkin, checkout) breaks, with a Japanese message and its field; null
 * when it keeps them all. The dates are assumed valid with check-out after check-in (validateStay).
 */
export function stayRuleProblem(input: StayRuleInput, checkin: IsoDate, checkout: IsoDate): StayError | null {
  if (input.days.some((d) => d.date === checkin && d.closedToArrival)) return { field: 'checkinDate', message: CLOSED_TO_ARRIVAL_MESSAGE };
  if (input.days.some((d) => d.date === checkout && d.closedToDeparture)) return { field: 'checkoutDate', message: CLOSED_TO_DEPARTURE_MESSAGE };
  const { minNights, source } = minNightsFor(input, checkin);
  if (daysBetween(checkin, checkout) < minNights) {
    const message = source === 'house' ? `このお宿は最低${minNights}泊からご予約いただけます` : `この期間は最低${minNights}泊からご予約いただけます`;
    return { field: 'checkoutDate', message };
  }
  return null;
}
