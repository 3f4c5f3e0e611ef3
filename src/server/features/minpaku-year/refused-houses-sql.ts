import { sql, type SQL } from 'drizzle-orm';
import { nightsOf } from '@/domain/availability';
import { addDays } from '@/domain/japan-date';
import { MINPAKU_YEAR_MAX_NIGHTS, minpakuYearNights, nightsPerYear } from '@/domain/minpaku-year';
import { countedNightsSql } from './repository';

/** The placeholders of the stay's values in the statement (minpakuStayValues gives their values). */
const stayValue = {
  years: sql.placeholder('minpakuYears'),
  nightsOfYears: sql.placeholder('minpakuNightsOfYears'),
  mostInOneYear: sql.placeholder('minpakuMostInOneYear'),
  monthDays: sql.placeholder('minpakuMonthDays'),
  from: sql.placeholder('minpakuFrom'),
  to: sql.placeholder('minpakuTo'),
};

/** The values of minpakuRefusedHousesSql's placeholders for a stay [checkIn, checkOut). */
export function minpakuStayValues(stay: { checkIn: string; checkOut: string }): Record<string, unknown> {
  const nights = nightsOf(stay.checkIn, stay.checkOut);
  const perYear = nightsPerYear(nights);
  const years = [...perYear.keys()].sort((a, b) => a - b);
  // A stay without nights (never searched: the search refuses it) counts nothing over an empty range.
  const range = years.length > 0 ? { from: minpakuYearNights(years[0]).from, to: addDays(minpakuYearNights(years[years.length - 1]).to, 1) } : { from: stay.checkIn, to: stay.checkIn };
  return {
    minpakuYears: years,
    minpakuNightsOfYears: years.map((year) => perYear.get(year)!),
    minpakuMostInOneYear: Math.max(0, ...perYear.values()),
    minpakuMonthDays: [...new Set(nights.map((n) => n.slice(5)))],
    minpakuFrom: range.from,
    minpakuTo: range.to,
  };
}

/**
 * The search's test of the 180-night year (docs/product/minpaku-180-nights.md), as SQL over `properties p`:
 * the published 民泊 houses that would refuse the stay [checkIn, checkOut) — a night outside their allowed
 * periods, or more nights in a 営業年度 than it has left — shown as 満室 like booked nights.
 *
 * A night the house already counts is a booked or closed night, which the search shows as 満室 already,
 * so a house still free counts every night of the stay as new, as `minpakuStayRefusal` does. Holds and
 * requests count, as their nights are 満室 to the search until they are cancelled.
 *
 * The stay's values (its range of years, the month-days of its nights, its nights in each year) are
 * placeholders, lists as array parameters, filled from minpakuStayValues: the text of the search is the
 * same for every stay, so that it is written and planned once (src/db/prepared.ts).
 *
 * Both parts are uncorrelated `p.id in (…)`, each run once as a hashed set (as the search's other tests):
 * the periods and a limit below the stay's nights from the columns of the houses with rules of their own
 * (a partial index; a stay of more than 180 nights in a year refuses every 民泊 house); and the year's
 * count, in two steps: a bound of each 民泊 house's counted nights in each year the stay touches, kept
 * by triggers in `minpaku_year_nights` (one row per house and year, docs/decisions/0047-minpaku-year-nights-kept.md),
 * keeps the few houses near their limit, whose nights alone are then listed and counted per year. Those
 * few houses are a materialized CTE, found once: as a plain subquery PostgreSQL misjudged them and ran the
 * listing again for each of them (docs/performance/2026-11-30-new-dates.md).
 */
export function minpakuRefusedHousesSql(): SQL {
  const range = { from: stayValue.from, to: stayValue.to };
  // The stay's nights in a year: the years and their nights as two array parameters (the same text for every stay).
  const stayNightsOfYear = (year: SQL) => sql`coalesce((${stayValue.nightsOfYears}::int[])[array_position(${stayValue.years}::int[], ${year})], 0)`;
  const mostInOneYear = stayValue.mostInOneYear;
  const limitOf = (maxNights: SQL) => sql`least(coalesce(${maxNights}, ${MINPAKU_YEAR_MAX_NIGHTS}::int), ${MINPAKU_YEAR_MAX_NIGHTS}::int)`;
  const kept = sql`k.booked_nights + k.blocked_nights`;
  const published = (alias: string) => sql.raw(`${alias}.lodging_regime = 'minpaku' and ${alias}.status = 'published'`);
  const ownRules = (alias: string) => sql.raw(`(${alias}.minpaku_max_nights is not null or jsonb_array_length(${alias}.minpaku_allowed_periods) > 0)`);
  // The houses that might not have room: their kept nights of a year the stay touches (minpaku_year_nights,
  // never below the year's count) and the stay's nights in it pass the house's limit, with the limit beside
  // them. Read from the index of kept nights for the law's 180 (more than 180 less the stay's most in one
  // year), and by key for the few houses with a lower limit (their ids from a partial index, as an array:
  // PostgreSQL then reads their rows by key rather than the year's rows; the 180 written in the text, not
  // a parameter, so that the index's condition is seen to hold).
  const nearTheirLimit = sql`select k.property_id, ${limitOf(sql`mp.minpaku_max_nights`)} as nights_limit
    from minpaku_year_nights k
    join properties mp on mp.id = k.property_id
    where k.year = any(${stayValue.years}::int[]) and ${kept} > ${MINPAKU_YEAR_MAX_NIGHTS}::int - ${mostInOneYear}::int and ${published('mp')}
      and ${kept} + ${stayNightsOfYear(sql`k.year`)} > ${limitOf(sql`mp.minpaku_max_nights`)}
    union
    select k.property_id, ${limitOf(sql`mp.minpaku_max_nights`)}
    from minpaku_year_nights k
    join properties mp on mp.id = k.property_id
    where k.year = any(${stayValue.years}::int[])
      and k.property_id = any(array(select o.id from properties o where ${published('o')} and o.minpaku_max_nights < ${sql.raw(String(MINPAKU_YEAR_MAX_NIGHTS))}))
      and ${kept} + ${stayNightsOfYear(sql`k.year`)} > ${limitOf(sql`mp.minpaku_max_nights`)}`;
  const inPeriod = sql`case when (ap->>'from') collate "C" < (ap->>'to') collate "C"
    then md collate "C" >= (ap->>'from') collate "C" and md collate "C" < (ap->>'to') collate "C"
    else md collate "C" >= (ap->>'from') collate "C" or md collate "C" < (ap->>'to') collate "C" end`;
  return sql`(
    (${mostInOneYear}::int > ${MINPAKU_YEAR_MAX_NIGHTS}::int and ${published('p')})
    or p.id in (
      select mp.id from properties mp
      where ${published('mp')} and ${ownRules('mp')}
        and (
          ${limitOf(sql`mp.minpaku_max_nights`)} < ${mostInOneYear}::int
          or (jsonb_array_length(mp.minpaku_allowed_periods) > 0 and exists (
            select 1 from unnest(${stayValue.monthDays}::text[]) md
            where not exists (select 1 from jsonb_array_elements(mp.minpaku_allowed_periods) ap where ${inPeriod})
          ))
        )
    )
    or p.id in (
      with near_their_limit as materialized (${nearTheirLimit})
      select y.property_id from (
        select n.property_id, minpaku_year_of(n.night) as year, count(*)::int as counted
        from (${countedNightsSql((propertyId) => sql`${propertyId} = any(array(select property_id from near_their_limit))`, range, 'all holds')}) n
        group by 1, 2
      ) y
      join near_their_limit h on h.property_id = y.property_id
      where y.counted + ${stayNightsOfYear(sql`y.year`)} > h.nights_limit
    )
  )`;
}
