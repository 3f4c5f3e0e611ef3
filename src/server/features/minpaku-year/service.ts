import type { MinpakuCounter } from '@/contract/minpaku-year';
import type { Database } from '@/db/client';
import { nightsOf } from '@/domain/availability';
import {
  isNightLimited,
  minpakuClosedNights,
  minpakuStayRefusal,
  minpakuYearCount,
  minpakuYearNights,
  minpakuYearOfInstant,
  minpakuYearOfNight,
  type MinpakuRules,
  type MinpakuYearCount,
} from '@/domain/minpaku-year';
import { addDays } from '@/domain/japan-date';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';

/**
 * The 180-night year on the server (docs/product/minpaku-180-nights.md): the hold's check, the date
 * picker's closed nights and the host's counter. Houses that are not 民泊 are never limited.
 */

/** The nights [from, to) of every 営業年度 the nights from `first` to `last` touch. */
function yearsRange(first: string, last: string) {
  return { from: minpakuYearNights(minpakuYearOfNight(first)).from, to: addDays(minpakuYearNights(minpakuYearOfNight(last)).to, 1) };
}

/** A house's rules when it is limited (民泊), else null. */
export async function limitedRulesOf(db: Database, propertyId: string): Promise<MinpakuRules | null> {
  const rules = await repo.minpakuRulesOf(db, propertyId);
  return rules && isNightLimited(rules.regime) ? rules : null;
}

/**
 * Inside the hold's transaction, after the house's row is locked FOR UPDATE (`lockHouseForCount` or
 * the booking's own lock): refuses (409) a stay that leaves the allowed periods or passes the year's
 * limit, counting the live holds and waiting requests too.
 */
export async function assertStayFitsMinpakuYear(tx: Database, propertyId: string, rules: MinpakuRules, stay: { checkinDate: string; checkoutDate: string }, now: Date) {
  const nights = nightsOf(stay.checkinDate, stay.checkoutDate);
  if (nights.length === 0) return;
  const counted = await repo.countedNights(tx, propertyId, yearsRange(nights[0], nights[nights.length - 1]), now);
  const refusal = minpakuStayRefusal(nights, counted, rules, minpakuYearOfInstant(now));
  if (refusal) throw new AppError('CONFLICT', 409, refusal.message);
}

/** The nights of [from, to) a guest cannot pick for the house's limit (none for a house that is not 民泊). */
export async function minpakuClosedNightsOf(db: Database, propertyId: string, nights: { from: string; to: string }, now: Date): Promise<string[]> {
  const rules = await limitedRulesOf(db, propertyId);
  if (!rules) return [];
  const window = nightsOf(nights.from, nights.to);
  if (window.length === 0) return [];
  const counted = await repo.countedNights(db, propertyId, yearsRange(window[0], window[window.length - 1]), now);
  return minpakuClosedNights(window, counted, rules);
}

/** This 営業年度's counter of each 民泊 house given (one query for all). */
export async function minpakuCounters(
  db: Database,
  houses: readonly { id: string; lodgingRegime: string | null; minpakuMaxNights: number | null }[],
  now: Date = new Date(),
): Promise<Map<string, MinpakuYearCount>> {
  const limited = houses.filter((h) => h.lodgingRegime === 'minpaku');
  const year = minpakuYearOfInstant(now);
  const nights = minpakuYearNights(year);
  const perHouse = await repo.countedNightsOfHouses(db, limited.map((h) => h.id), { from: nights.from, to: addDays(nights.to, 1) });
  return new Map(limited.map((h) => [h.id, minpakuYearCount(year, perHouse.get(h.id) ?? [], { maxNights: h.minpakuMaxNights })]));
}

/** The counters of a host's 民泊 houses, in the order they were created. */
export async function hostMinpakuCounters(db: Database, hostId: string, now: Date = new Date()): Promise<MinpakuCounter[]> {
  const houses = await repo.minpakuHousesOfHost(db, hostId);
  const counters = await minpakuCounters(db, houses, now);
  return houses.map((h) => ({ propertyId: h.id, title: h.title, ...counters.get(h.id)! }));
}
