import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { payments, refunds } from '@/db/schema';
import { japanInstant } from '@/domain/japan-date';
import { monthRange, type PeriodMonth } from '@/domain/payouts';

/**
 * 決済額 (docs/product/money.md, "One name per figure"): the payments captured in the Japan month less
 * the refunds that went through in it, dated by the moment the money moved, whatever the stay's dates.
 * 予約管理 shows it; it is not チェックアウト分の売上 and never carries that name.
 */
export async function monthPaymentsNet(db: Database, month: PeriodMonth): Promise<number> {
  const range = monthRange(month);
  const from = japanInstant(range.from, '00:00');
  const to = japanInstant(range.to, '00:00');
  const [[captured], [refunded]] = await Promise.all([
    db
      .select({ v: sql<number>`coalesce(sum(${payments.amountJpy}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(gte(payments.capturedAt, from), lt(payments.capturedAt, to))),
    db
      .select({ v: sql<number>`coalesce(sum(${refunds.amountJpy}), 0)`.mapWith(Number) })
      .from(refunds)
      .where(and(eq(refunds.status, 'refunded'), gte(refunds.refundedAt, from), lt(refunds.refundedAt, to))),
  ]);
  return captured.v - refunded.v;
}
