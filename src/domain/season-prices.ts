import type { IsoDate } from './japan-date';

/**
 * A house's season prices (期間料金, docs/product/pricing.md): a season the host adds or moves must not
 * have ended — a price for nights that are over would never be charged. A season saved earlier that has
 * since passed may stay as it is (the editor sends the whole list back with every save).
 */
export const SEASON_IN_PAST = '終了日が過ぎた期間には料金を設定できません。今日以降の日付にしてください';

interface SeasonDates {
  id?: string;
  dateFrom: string;
  dateTo: string;
}

/** The index of the first season, new or with changed dates, that ends before `today`; null when none does. */
export function pastSeasonIndex(seasons: readonly SeasonDates[], stored: readonly SeasonDates[], today: IsoDate): number | null {
  const before = new Map(stored.flatMap((s) => (s.id ? [[s.id, s] as const] : [])));
  const index = seasons.findIndex((season) => {
    const kept = season.id ? before.get(season.id) : undefined;
    const unchanged = kept !== undefined && kept.dateFrom === season.dateFrom && kept.dateTo === season.dateTo;
    return !unchanged && season.dateTo < today;
  });
  return index < 0 ? null : index;
}
