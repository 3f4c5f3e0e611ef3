import { formatJapaneseDate, type IsoDate } from '@/domain/japan-date';

/** Whole yen with thousands separators, without the sign: 45,000 (the templates write 円 after it). */
export function formatAmount(yen: number): string {
  return Math.round(yen).toLocaleString('en-US');
}

/** A calendar date as the e-mails write it: 2026年12月24日(木). */
export function formatMailDate(date: IsoDate): string {
  return formatJapaneseDate(date);
}
