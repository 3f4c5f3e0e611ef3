import { PAYMENT_METHOD_LABELS } from '@/domain/pay-later';
import { RotateCcw } from 'lucide-react';
import type { AdminPayment } from '@/contract/admin-payments';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import { formatDateTime, formatYen } from '@/web/lib/format';
import { KIND_LABELS, PaymentStatusBadge } from '../labels';

function ProviderIds({ row }: { row: AdminPayment }) {
  const ids = [
    row.kind === 'refund' ? ['返金', row.providerRefundId] : null,
    ['決済', row.paymentIntentId],
    row.kind === 'payment' ? ['課金', row.chargeId] : null,
  ].filter((pair): pair is [string, string | null] => pair !== null);
  return (
    <dl className="grid gap-0.5 font-mono text-xs">
      {ids.map(([label, value]) => (
        <div key={label} className="flex gap-1.5">
          <dt className="shrink-0 font-sans text-muted-foreground">{label}</dt>
          <dd className="break-all">{value ?? '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The columns of /admin/payments, for the table and the phone's cards. */
export function paymentColumns({ onRetry }: { onRetry: (row: AdminPayment) => void }): DataTableColumn<AdminPayment>[] {
  return [
    {
      id: 'booking',
      header: '予約番号',
      mobile: 'title',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <div className="grid">
          <span className="font-mono font-bold">{row.bookingNumber}</span>
          <span className="text-xs text-muted-foreground">
            {KIND_LABELS[row.kind]}・{PAYMENT_METHOD_LABELS[row.method]}
          </span>
        </div>
      ),
    },
    {
      id: 'guest',
      header: 'ゲスト・物件',
      cell: (row) => (
        <div className="grid text-sm">
          <span>{row.guestName}</span>
          <span className="text-xs text-muted-foreground">{row.propertyTitle}</span>
        </div>
      ),
    },
    {
      id: 'amount',
      header: '金額',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (row) => <span className={row.kind === 'refund' ? 'text-destructive' : 'font-bold'}>{row.kind === 'refund' ? `−${formatYen(row.amountJpy)}` : formatYen(row.amountJpy)}</span>,
    },
    { id: 'ids', header: '決済代行会社のID', cell: (row) => <ProviderIds row={row} /> },
    {
      id: 'status',
      header: '状態',
      mobile: 'badge',
      skeleton: 'badge',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <div className="grid gap-1">
          <PaymentStatusBadge row={row} />
          {row.status === 'failed' && row.failureReason && <span className="text-xs whitespace-normal text-destructive">{row.failureReason}</span>}
        </div>
      ),
      mobileCell: (row) => <PaymentStatusBadge row={row} />,
    },
    { id: 'date', header: '日時', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.occurredAt) },
    {
      id: 'actions',
      header: '操作',
      headerHidden: true,
      mobile: 'actions',
      skeleton: 'buttons',
      className: 'text-right',
      cell: (row) =>
        row.canRetry ? (
          <Button variant="outline" size="sm" aria-label={`予約${row.bookingNumber}の返金を再試行`} onClick={() => onRetry(row)}>
            <RotateCcw aria-hidden="true" />
            再試行
          </Button>
        ) : null,
      mobileCell: (row) =>
        row.canRetry ? (
          <div className="grid w-full gap-2">
            {row.failureReason && <p className="text-xs text-destructive">失敗の理由: {row.failureReason}</p>}
            <Button variant="outline" size="sm" className="w-full" aria-label={`予約${row.bookingNumber}の返金を再試行`} onClick={() => onRetry(row)}>
              <RotateCcw aria-hidden="true" />
              返金を再試行
            </Button>
          </div>
        ) : null,
    },
  ];
}
