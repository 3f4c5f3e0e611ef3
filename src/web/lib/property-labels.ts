import type { CancelPolicy } from '@/contract/enums';
import type { PriceSource } from '@/contract/properties';
import { formatDecimal } from './format';

/** The cancellation rule of each policy, as the guest reads it (docs/product/bookings.md). */
export const CANCEL_POLICY_LOOK: Record<CancelPolicy, { label: string; text: string }> = {
  flexible: { label: '柔軟', text: 'チェックイン24時間前まで無料キャンセル。以降は1泊目の料金がかかります。' },
  moderate: { label: '普通', text: 'チェックイン3日前まで無料キャンセル。以降は50%のキャンセル料がかかります。' },
  strict: { label: '厳格', text: 'チェックイン7日前までのキャンセルは50%返金。以降の返金はありません。' },
};

/** The labelled price sources of docs/product/pricing.md (the weekday and base prices need none). */
export const PRICE_SOURCE_LOOK: Partial<Record<PriceSource, { label: string; className: string }>> = {
  pricing_rule_holiday: { label: '祝日', className: 'bg-destructive/10 text-destructive' },
  pricing_rule_holiday_eve: { label: '休前日', className: 'bg-sky-100 text-sky-800' },
  season_price: { label: '期間料金', className: 'bg-warning-muted text-warning' },
  calendar_override: { label: '特別料金', className: 'bg-success-muted text-success' },
};

/** 30代・女性 from the reviewer's age group and gender; unknown parts are left out. */
export function reviewerProfile(age: number | null, gender: string | null): string {
  const parts: string[] = [];
  if (age !== null && age > 0) parts.push(`${age}代`);
  const g = gender?.trim().toLowerCase();
  if (g === 'male' || g === '男性') parts.push('男性');
  else if (g === 'female' || g === '女性') parts.push('女性');
  return parts.join('・');
}

/** 築120年（1905年築）, with the age counted in Japan's current year. */
export function builtYearLabel(builtYear: number, currentYear: number): string {
  const age = Math.max(0, currentYear - builtYear);
  return `築${age}年（${builtYear}年築）`;
}

/** ベッド・布団 6組: the beds and futons a house sleeps on, as the editor asks for them (ベッド・布団（組）). */
export function bedsLabel(beds: number): string {
  return `ベッド・布団 ${beds}組`;
}

/** 180.5㎡: the floor space as stored, never rounded to a whole number. */
export function floorSpaceLabel(m2: number): string {
  return `${formatDecimal(m2)}㎡`;
}
