import type { Language } from '@/contract/language';

/**
 * How money and booking numbers are written, everywhere a person reads them: the web app's screens and
 * the e-mails (docs/product/README.md, "Formats"). One format each.
 */

/** A whole number with a comma every three digits (1,234,567), rounded half away from zero. Not Intl: it is slow to make on a phone. */
export function groupDigits(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && rounded !== 0 ? `-${digits}` : digits;
}

/** Whole yen, tax included, with the yen sign and thousands separators: ¥123,700 (-¥5,000 for money going back). */
export function formatYen(amount: number): string {
  const sign = amount < 0 && Math.round(Math.abs(amount)) !== 0 ? '-' : '';
  return `${sign}¥${groupDigits(Math.abs(amount))}`;
}

/** What a count counts, in each language: Japanese puts the unit after the number, English a singular or plural word. */
const COUNT_WORDS = {
  night: { ja: '{n}泊', one: 'night', other: 'nights' },
  guest: { ja: '{n}名', one: 'guest', other: 'guests' },
  adult: { ja: '大人{n}名', one: 'adult', other: 'adults' },
  child: { ja: '子ども{n}名', one: 'child', other: 'children' },
  infant: { ja: '乳幼児{n}名', one: 'infant', other: 'infants' },
  bedroom: { ja: '寝室{n}室', one: 'bedroom', other: 'bedrooms' },
  review: { ja: '{n}件', one: 'review', other: 'reviews' },
} as const;
export type CountUnit = keyof typeof COUNT_WORDS;

/**
 * A count with its unit, the one rule of both languages (docs/decisions/0042-english-guest-pages.md):
 * 2泊, 大人2名 / 1 night, 2 nights, 2 adults. Numbers are grouped (1,200).
 */
export function formatCount(count: number, unit: CountUnit, language: Language = 'ja'): string {
  const words = COUNT_WORDS[unit];
  if (language === 'ja') return words.ja.replace('{n}', groupDigits(count));
  return `${groupDigits(count)} ${count === 1 ? words.one : words.other}`;
}

/** A month `YYYY-MM` as people read it: 2026年11月 (add 分 for a month's statement or payout). */
export function monthLabel(month: string): string {
  return `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;
}

/** A booking's number as guests, hosts and admins read it: the first 8 characters of its id, in capitals (3F6C2A1E). */
export function bookingNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
