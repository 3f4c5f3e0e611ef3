import type { AdminPayment, PaymentRowKind } from '@/contract/admin-payments';
import type { PaymentStatus } from '@/contract/enums';
import { Badge } from '@/web/components/ui/badge';

type Tone = 'success' | 'warning' | 'destructive' | 'secondary' | 'outline';

export const KIND_LABELS: Record<PaymentRowKind, string> = { payment: '決済', refund: '返金' };

/** A payment's status, and a refund's (whose unpaid is 処理中: asked of the provider, not yet through). */
const PAYMENT_STATUS: Record<PaymentStatus, { label: string; tone: Tone }> = {
  unpaid: { label: '未決済', tone: 'outline' },
  authorized: { label: '与信済み', tone: 'warning' },
  paid: { label: '支払済み', tone: 'success' },
  refunded: { label: '返金あり', tone: 'secondary' },
  failed: { label: '失敗', tone: 'destructive' },
};
const REFUND_STATUS: Record<PaymentStatus, { label: string; tone: Tone }> = {
  ...PAYMENT_STATUS,
  unpaid: { label: '処理中', tone: 'warning' },
  refunded: { label: '返金済み', tone: 'success' },
};

export function statusOf(row: Pick<AdminPayment, 'kind' | 'status'>) {
  return (row.kind === 'refund' ? REFUND_STATUS : PAYMENT_STATUS)[row.status];
}

export function PaymentStatusBadge({ row }: { row: Pick<AdminPayment, 'kind' | 'status'> }) {
  const s = statusOf(row);
  return <Badge variant={s.tone}>{s.label}</Badge>;
}

export const KIND_OPTIONS = [
  { value: 'payment', label: '決済' },
  { value: 'refund', label: '返金' },
] as const;

export const STATUS_OPTIONS = [
  { value: 'paid', label: '支払済み' },
  { value: 'refunded', label: '返金済み・返金あり' },
  { value: 'failed', label: '失敗' },
  { value: 'unpaid', label: '未決済・処理中' },
  { value: 'authorized', label: '与信済み' },
] as const;

export const SORT_OPTIONS = [
  { value: 'newest', label: '新しい順' },
  { value: 'oldest', label: '古い順' },
  { value: 'amount', label: '金額の大きい順' },
] as const;
