import type { CancelPolicy } from '@/contract/enums';
import { cancellationDeadlines } from '@/domain/cancellation';
import { japanInstant } from '@/domain/japan-date';
import { formatDateTime } from '@/web/lib/format';

/** What a cancellation after the policy's deadline costs. */
const AFTER: Record<CancelPolicy, string> = {
  flexible: 'それ以降のキャンセルは、1泊目の料金がキャンセル料としてかかります。',
  moderate: 'それ以降のキャンセルは、合計金額の50%がキャンセル料としてかかります。',
  strict: 'それ以降のキャンセルは返金されません。',
};

/** The same, once the deadline has already passed at booking time. */
const ALREADY: Record<CancelPolicy, string> = {
  flexible: '無料キャンセルの期限を過ぎています。キャンセルすると1泊目の料金がかかります。',
  moderate: '無料キャンセルの期限を過ぎています。キャンセルすると合計金額の50%がかかります。',
  strict: '返金の期限を過ぎています。キャンセルしても返金されません。',
};

/**
 * The policy as sentences with its real deadlines (docs/product/bookings.md), counted from check-in at the house's
 * check-in time in Japan: e.g. 「2026年12月21日(月) 15:00 まで無料でキャンセルできます」.
 */
export function cancellationLines(policy: CancelPolicy, checkIn: string, checkinFrom: string, now: Date = new Date()): string[] {
  const checkinAt = japanInstant(checkIn, checkinFrom || '15:00');
  const [deadline] = cancellationDeadlines(policy, checkinAt);
  if (!deadline || Number.isNaN(deadline.until.getTime())) return [];
  if (deadline.until.getTime() <= now.getTime()) return [ALREADY[policy]];
  const until = formatDateTime(deadline.until);
  const first = deadline.refund === 'full' ? `${until} まで無料でキャンセルできます。` : `${until} までのキャンセルは、合計金額の50%が返金されます。`;
  return [first, AFTER[policy]];
}
