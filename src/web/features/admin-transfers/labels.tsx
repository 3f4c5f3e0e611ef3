import { ADMIN_PAYOUT_STATUS_LABELS } from '@/contract/admin-payouts';
import type { PAYOUT_STATUSES } from '@/contract/enums';
import { monthLabel } from '@/domain/display-format';
import { Badge } from '@/web/components/ui/badge';
import { PAYOUT_MONTHS } from './api';

type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const STATUS_OPTIONS = (Object.keys(ADMIN_PAYOUT_STATUS_LABELS) as PayoutStatus[]).map((value) => ({ value, label: ADMIN_PAYOUT_STATUS_LABELS[value] }));

export const MONTH_OPTIONS = PAYOUT_MONTHS.map((value) => ({ value, label: `${monthLabel(value)}分` }));

export const SORT_OPTIONS = [
  { value: 'newest', label: '対象月の新しい順' },
  { value: 'amount', label: '送金額の多い順' },
  { value: 'host', label: 'ホスト名順' },
] as const;

const VARIANTS: Record<PayoutStatus, 'secondary' | 'success' | 'warning' | 'destructive'> = { pending: 'warning', processing: 'secondary', paid: 'success', failed: 'destructive' };

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge variant={VARIANTS[status]}>{ADMIN_PAYOUT_STATUS_LABELS[status]}</Badge>;
}
