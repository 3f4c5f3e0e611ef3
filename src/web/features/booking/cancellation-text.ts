import type { CancelPolicy } from '@/contract/enums';
import type { Language } from '@/contract/language';
import { cancellationDeadlines } from '@/domain/cancellation';
import { formatJapaneseDateTime, japanInstant } from '@/domain/japan-date';
import { fillSource, msg, type MessageValues } from '@/web/lib/i18n/translate';

/** What a cancellation after the policy's deadline costs. */
const AFTER: Record<CancelPolicy, string> = {
  flexible: msg('それ以降のキャンセルは、1泊目の料金がキャンセル料としてかかります。'),
  moderate: msg('それ以降のキャンセルは、合計金額の50%がキャンセル料としてかかります。'),
  strict: msg('それ以降のキャンセルは返金されません。'),
};

/** The same, once the deadline has already passed at booking time. */
const ALREADY: Record<CancelPolicy, string> = {
  flexible: msg('無料キャンセルの期限を過ぎています。キャンセルすると1泊目の料金がかかります。'),
  moderate: msg('無料キャンセルの期限を過ぎています。キャンセルすると合計金額の50%がかかります。'),
  strict: msg('返金の期限を過ぎています。キャンセルしても返金されません。'),
};

/**
 * The policy as sentences with its real deadlines (docs/product/bookings.md), counted from check-in at the house's
 * check-in time in Japan: e.g. 「2026年12月21日(月) 15:00 まで無料でキャンセルできます」 (Free cancellation until
 * Mon, 21 Dec 2026, 15:00), in the page's language (`t` of useT and its language; Japanese by default).
 */
export function cancellationLines(
  policy: CancelPolicy,
  checkIn: string,
  checkinFrom: string,
  now: Date = new Date(),
  { t = fillSource, language = 'ja' }: { t?: (source: string, values?: MessageValues) => string; language?: Language } = {},
): string[] {
  const checkinAt = japanInstant(checkIn, checkinFrom || '15:00');
  const [deadline] = cancellationDeadlines(policy, checkinAt);
  if (!deadline || Number.isNaN(deadline.until.getTime())) return [];
  if (deadline.until.getTime() <= now.getTime()) return [t(ALREADY[policy])];
  const until = formatJapaneseDateTime(deadline.until, language);
  const first = deadline.refund === 'full' ? t('{until} まで無料でキャンセルできます。', { until }) : t('{until} までのキャンセルは、合計金額の50%が返金されます。', { until });
  return [first, t(AFTER[policy])];
}
