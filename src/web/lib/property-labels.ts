import type { CancelPolicy } from '@/contract/enums';
import type { PriceSource } from '@/contract/properties';
import type { Language } from '@/contract/language';
import { formatDecimal } from './format';
import { msg, translate } from './i18n/translate';

/** The cancellation rule of each policy, as the guest reads it (docs/product/bookings.md); shown with `t`. */
export const CANCEL_POLICY_LOOK: Record<CancelPolicy, { label: string; text: string }> = {
  flexible: { label: msg('柔軟'), text: msg('チェックイン24時間前まで無料キャンセル。以降は1泊目の料金がかかります。') },
  moderate: { label: msg('普通'), text: msg('チェックイン3日前まで無料キャンセル。以降は50%のキャンセル料がかかります。') },
  strict: { label: msg('厳格'), text: msg('チェックイン7日前までのキャンセルは50%返金。以降の返金はありません。') },
};

/** The labelled price sources of docs/product/pricing.md (the weekday and base prices need none); shown with `t`. */
export const PRICE_SOURCE_LOOK: Partial<Record<PriceSource, { label: string; className: string }>> = {
  pricing_rule_holiday: { label: msg('祝日'), className: 'bg-destructive/10 text-destructive' },
  pricing_rule_holiday_eve: { label: msg('休前日'), className: 'bg-sky-100 text-sky-800' },
  season_price: { label: msg('期間料金'), className: 'bg-warning-muted text-warning' },
  calendar_override: { label: msg('特別料金'), className: 'bg-success-muted text-success' },
};

/** 30代・女性 (In their 30s · Female) from the reviewer's age group and gender; unknown parts are left out. */
export function reviewerProfile(age: number | null, gender: string | null, language: Language = 'ja'): string {
  const parts: string[] = [];
  if (age !== null && age > 0) parts.push(translate(language, '{age}代', { age }));
  const g = gender?.trim().toLowerCase();
  if (g === 'male' || g === '男性') parts.push(translate(language, '男性'));
  else if (g === 'female' || g === '女性') parts.push(translate(language, '女性'));
  return parts.join(language === 'en' ? ' · ' : '・');
}

/** 築120年（1905年築） (120 years old (built 1905)), with the age counted in Japan's current year. */
export function builtYearLabel(builtYear: number, currentYear: number, language: Language = 'ja'): string {
  const age = Math.max(0, currentYear - builtYear);
  return translate(language, '築{age}年（{year}年築）', { age, year: builtYear });
}

/** ベッド・布団 6組 (6 beds or futons): the beds and futons a house sleeps on, as the editor asks for them (ベッド・布団（組）). */
export function bedsLabel(beds: number, language: Language = 'ja'): string {
  return translate(language, 'ベッド・布団 {count}組', { count: beds });
}

/** 180.5㎡: the floor space as stored, never rounded to a whole number. */
export function floorSpaceLabel(m2: number): string {
  return `${formatDecimal(m2)}㎡`;
}
