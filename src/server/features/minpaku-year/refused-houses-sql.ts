import { sql, type SQL } from 'drizzle-orm';
import { nightsOf } from '@/domain/availability';
import { addDays } from '@/domain/japan-date';
import { MINPAKU_YEAR_MAX_NIGHTS, minpakuYearNights, nightsPerYear } from '@/domain/minpaku-year';
import { countedNightsBoundSql, countedNightsSql } from './repository';

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
 * the periods and the limit below the stay's nights from the 民泊 houses' own columns; and the year's
 * count, in two steps: a bound of each 民泊 house's counted nights in the years the stay touches (sums
 * of bookings' lengths and counted calendar days, no night listed) keeps the few houses near their
 * limit, whose nights alone are then listed and counted per year. Those few houses are a materialized
 * CTE, found once: as a plain subquery PostgreSQL misjudged the bookings of the range as one row and ran
 * it again for each of them (a nested loop of 74 × the whole bound on the demo data, three quarters of
 * the search's time: docs/performance/2026-11-30-new-dates.md).
 */
export function minpakuRefusedHousesSql(): SQL {
  const range = { from: stayValue.from, to: stayValue.to };
  const mostInOneYear = stayValue.mostInOneYear;
  const limitOf = (maxNights: SQL) => sql`least(coalesce(${maxNights}, ${MINPAKU_YEAR_MAX_NIGHTS}::int), ${MINPAKU_YEAR_MAX_NIGHTS}::int)`;
  const minpakuHouses = sql`select mp.id from properties mp where mp.lodging_regime = 'minpaku' and mp.status = 'published'`;
  // The houses that might not have room: at most `bound` nights counted in the years the stay touches,
  // and a house is refused only if some year's count and the stay's nights in it pass its limit.
  const nearTheirLimit = sql`select u.property_id
    from (${countedNightsBoundSql((propertyId) => sql`${propertyId} in (${minpakuHouses})`, range, 'all holds')}) u
    join properties mp on mp.id = u.property_id
    group by u.property_id, mp.minpaku_max_nights
    having sum(u.nights) + ${mostInOneYear}::int > ${limitOf(sql`mp.minpaku_max_nights`)}`;
  // A night's 営業年度: the year of its date three months earlier (1 April → 1 January of the same year).
  const yearOfNight = sql`extract(year from n.night - interval '3 months')::int`;
  // The stay's nights in the year: the years and their nights as two array parameters (the same text for every stay).
  const stayNightsOfYear = sql`coalesce((${stayValue.nightsOfYears}::int[])[array_position(${stayValue.years}::int[], y.year)], 0)`;
  const inPeriod = sql`case when (ap->>'from') collate "C" < (ap->>'to') collate "C"
    then md collate "C" >= (ap->>'from') collate "C" and md collate "C" < (ap->>'to') collate "C"
    else md collate "C" >= (ap->>'from') collate "C" or md collate "C" < (ap->>'to') collate "C" end`;
  return sql`(
    p.id in (
      select mp.id from properties mp
      where mp.lodging_regime = 'minpaku' and mp.status = 'published'
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
        select n.property_id, ${yearOfNight} as year, count(*)::int as counted
        from (${countedNightsSql((propertyId) => sql`${propertyId} in (select property_id from near_their_limit)`, range, 'all holds')}) n
        group by 1, 2
      ) y
      join properties mp on mp.id = y.property_id
      where y.counted + ${stayNightsOfYear} > ${limitOf(sql`mp.minpaku_max_nights`)}
    )
  )`;
}
