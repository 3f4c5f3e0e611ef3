import type { z } from 'zod';
import type { AdminPayment, AdminPaymentCounts, adminPaymentsQuerySchema } from '@/contract/admin-payments';
import type { ListPage } from '@/contract/list';
import type { Database } from '@/db/client';
import { type AuditContext, audit } from '../../audit/audit';
import { AppError, notFound } from '../../lib/app-error';
import { pageWindow } from '../../lib/list-page';
import type { PaymentProvider } from '../../payments/provider';
import { markPaidPaymentRefunded } from '../bookings/repository';
import * as repo from './repository';
import { bookingNumber } from '@/domain/display-format';

type PaymentsQuery = z.output<typeof adminPaymentsQuerySchema>;

export const REFUND_NOT_FOUND = '返金が見つかりません';
export const REFUND_NOT_FAILED = 'この返金は失敗していないため、再試行できません';
const NO_PAYMENT_INTENT = 'この返金の決済IDがないため、再試行できません';

function toItem(row: repo.PaymentRow): AdminPayment {
  return {
    ...row,
    amountJpy: Number(row.amountJpy),
    bookingNumber: bookingNumber(row.bookingId),
    canRetry: row.kind === 'refund' && row.status === 'failed' && row.paymentIntentId !== null,
  };
}

/** GET /api/admin/payments: one page of payments and refunds, searched and filtered in SQL, with the counters over all of them. */
export async function listPayments(db: Database, query: PaymentsQuery): Promise<ListPage<AdminPayment, AdminPaymentCounts>> {
  const [page, counts] = await Promise.all([
    repo.findPaymentPage(db, { q: query.q, kind: query.kind, status: query.status }, query.sort, pageWindow(query)),
    repo.paymentCounts(db),
  ]);
  return { items: page.rows.map(toItem), total: page.total.total, totalCapped: page.total.capped, counts };
}

/**
 * POST /api/admin/refunds/{id}/retry: asks the payment provider again for a refund that failed
 * (docs/product/money.md). The refund is claimed first (failed → pending in one conditional UPDATE: a
 * second retry at once gets 409), then the provider is asked with a new idempotency key, and its answer
 * is recorded together with the audit record: refunded, pending (the provider's event finishes it), or
 * failed again with the provider's reason.
 */
export async function retryRefund(db: Database, payments: PaymentProvider, context: AuditContext, id: string, now = new Date()): Promise<AdminPayment> {
  const before = await db.transaction(async (tx) => {
    const refund = await repo.findRefundForUpdate(tx, id);
    if (!refund) throw notFound(REFUND_NOT_FOUND);
    if (refund.status !== 'failed') throw new AppError('CONFLICT', 409, REFUND_NOT_FAILED);
    if (!refund.paymentIntentId) throw new AppError('CONFLICT', 409, NO_PAYMENT_INTENT);
    await repo.claimFailedRefund(tx, id);
    return refund;
  });
  const paymentIntentId = before.paymentIntentId as string;

  let outcome: Parameters<typeof repo.recordRefundOutcome>[2];
  try {
    const result = await payments.refund({
      paymentIntentId,
      amountJpy: before.amountJpy,
      reason: 'requested_by_customer',
      idempotencyKey: `refund:${id}:retry:${now.getTime()}`,
    });
    outcome = {
      status: result.status === 'succeeded' ? 'refunded' : result.status === 'pending' ? 'unpaid' : 'failed',
      providerRefundId: result.id,
      refundedAt: result.status === 'succeeded' ? now : null,
      failureReason: result.status === 'failed' ? '決済代行会社が返金を受け付けませんでした' : null,
    };
  } catch (error) {
    outcome = { status: 'failed', providerRefundId: null, refundedAt: null, failureReason: error instanceof Error ? error.message : '返金に失敗しました' };
  }

  await db.transaction(async (tx) => {
    await repo.recordRefundOutcome(tx, id, outcome);
    if (outcome.status === 'refunded') await markPaidPaymentRefunded(tx, paymentIntentId);
    await audit(tx, context, {
      entityType: 'refund',
      entityId: id,
      action: 'retry_refund',
      oldValues: { status: before.status, failureReason: before.failureReason, amountJpy: before.amountJpy, bookingId: before.bookingId },
      newValues: { status: outcome.status, failureReason: outcome.failureReason, providerRefundId: outcome.providerRefundId, refundedAt: outcome.refundedAt },
    });
  });
  const row = await repo.findPaymentRow(db, id);
  if (!row) throw notFound(REFUND_NOT_FOUND);
  return toItem(row);
}
