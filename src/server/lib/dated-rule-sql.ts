import { and, gt, isNotNull, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { IsoDate } from '@/domain/japan-date';

/** Where a rule with a first and an optional last day stands on `today`: in force, ended, or not yet begun. */
export type DatedRuleState = 'current' | 'ended' | 'upcoming';

/** A rule's first day and its last day (null: open-ended), both calendar days in Japan time. */
export interface DatedRuleColumns {
  from: AnyColumn;
  to: AnyColumn;
}

/** The condition of a state on `today` (none when no state is asked). */
export function datedRuleStateWhere(columns: DatedRuleColumns, state: DatedRuleState | undefined, today: IsoDate): SQL | undefined {
  if (state === 'ended') return and(isNotNull(columns.to), lt(columns.to, today));
  if (state === 'upcoming') return gt(columns.from, today);
  if (state === 'current') return and(sql`${columns.from} <= ${today}`, or(isNull(columns.to), sql`${columns.to} >= ${today}`));
  return undefined;
}

/** The counters above a list of dated rules, as select fields: every rule, and those of each state on `today`. */
export function datedRuleCounters(columns: DatedRuleColumns, today: IsoDate) {
  const countOf = (state: DatedRuleState) => sql<number>`count(*) filter (where ${datedRuleStateWhere(columns, state, today)})`.mapWith(Number);
  return {
    total: sql<number>`count(*)`.mapWith(Number),
    current: countOf('current'),
    ended: countOf('ended'),
    upcoming: countOf('upcoming'),
  };
}
