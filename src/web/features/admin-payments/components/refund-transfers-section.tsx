import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RefundTransferStatus } from '@/contract/enums';
import type { AdminRefundTransfer, AdminRefundTransferDetail } from '@/contract/refund-transfers';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { bookingNumber } from '@/domain/display-format';
import { REFUND_TRANSFER_LABELS } from '@/domain/refund-transfers';
import { adminJson, adminRequest } from '@/web/lib/admin-api';
import { formatDateTime, formatYen } from '@/web/lib/format';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useMutation } from '@/web/lib/use-mutation';

const PATH = '/api/admin/refund-transfers';
const PAGE_SIZE = 20;
const STATUSES = Object.keys(REFUND_TRANSFER_LABELS) as RefundTransferStatus[];

async function fetchPage(status: RefundTransferStatus | '', page: number) {
  const res = await adminRequest('GET', `${PATH}?page=${page}&pageSize=${PAGE_SIZE}${status ? `&status=${status}` : ''}`);
  return { items: (await res.json()) as AdminRefundTransfer[], total: Number(res.headers.get('x-total-count') ?? 0) };
}

/**
 * 返金の振込: the コンビニ払い and 銀行振込 refunds the platform transfers from its own bank
 * (docs/product/payments.md), filtered by state and paged on the server; 振込済みにする shows the full
 * account first, then records the transfer (audited) and erases the account's number and holder.
 */
export function RefundTransfersSection() {
  const [status, setStatus] = useState<RefundTransferStatus | ''>('pending_transfer');
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: [PATH, status, page], queryFn: () => fetchPage(status, page), placeholderData: keepPreviousData });
  const [marking, setMarking] = useState<AdminRefundTransfer | null>(null);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <section aria-labelledby="refund-transfers-heading" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="refund-transfers-heading" className="text-lg font-bold">
            返金の振込（コンビニ払い・銀行振込）
          </h2>
          <p className="text-sm text-muted-foreground">カードに戻せない返金は、ゲストが指定した口座へ運営の口座から振り込み、振込済みにします。口座番号と名義は振込済みにした時点で消去されます。</p>
        </div>
        <label className="grid gap-1 text-sm font-bold">
          状態
          <select
            aria-label="返金の振込の状態"
            className="h-9 rounded-md border border-input bg-background px-2 font-normal"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as RefundTransferStatus | '');
              setPage(1);
            }}
          >
            <option value="">すべての状態</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {REFUND_TRANSFER_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Card className="divide-y divide-border" aria-busy={list.isFetching}>
        {list.isPending ? (
          <p className="p-4 text-sm text-muted-foreground">読み込んでいます...</p>
        ) : list.isError ? (
          <p className="p-4 text-sm text-destructive">返金の振込を読み込めませんでした。</p>
        ) : list.data.items.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">該当する返金はありません。</p>
        ) : (
          <ul aria-label="返金の振込の一覧">
            {list.data.items.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="grid gap-0.5 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-bold">
                    予約{bookingNumber(row.bookingId)} {row.guestName}様 <Badge variant={row.status === 'transferred' ? 'success' : row.status === 'awaiting_account' ? 'warning' : 'secondary'}>{row.statusLabel}</Badge>
                  </p>
                  <p className="text-muted-foreground">
                    {row.propertyTitle}・{row.paymentMethod}・受付 {formatDateTime(row.createdAt)}
                  </p>
                  <p>
                    返金額 <span className="font-bold tabular-nums">{formatYen(row.amountJpy)}</span>
                    {row.account && ` ・ ${row.account.bankName} ${row.account.branchName} ${row.account.accountType} ${row.account.accountNumber}`}
                  </p>
                </div>
                {row.status === 'pending_transfer' && (
                  <Button size="sm" onClick={() => setMarking(row)}>
                    振込済みにする
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {pages > 1 && (
        <div className="flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            前へ
          </Button>
          <span>
            {page} / {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            次へ
          </Button>
        </div>
      )}
      {marking && <MarkTransferredDialog row={marking} onClose={() => setMarking(null)} />}
    </section>
  );
}

function MarkTransferredDialog({ row, onClose }: { row: AdminRefundTransfer; onClose: () => void }) {
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: [PATH, row.id], queryFn: () => adminJson<AdminRefundTransferDetail>('GET', `${PATH}/${row.id}`), staleTime: 0, gcTime: 0 });
  const mark = useMutation({
    mutationFn: () => adminJson<AdminRefundTransfer>('POST', `${PATH}/${row.id}/transferred`),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: [PATH] }), queryClient.invalidateQueries({ queryKey: ['/api/admin/payments'] })]);
    },
  });
  const d = detail.data;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !mark.isPending && onClose()}
      title="返金を振込済みにしますか？"
      description={`予約${bookingNumber(row.bookingId)}（${row.guestName}様）への${formatYen(row.amountJpy)}の返金を、銀行で振り込んだことを確かめてから記録してください。`}
      confirmLabel="振込済みにする"
      pendingLabel="記録しています..."
      pending={mark.isPending}
      onConfirm={() =>
        mark.mutate(undefined, {
          onSuccess: () => {
            showSuccess('返金を振込済みにしました', '口座番号と口座名義は消去しました。');
            onClose();
          },
          onError: (error) => showApiError('振込済みにできませんでした', error, '時間をおいてもう一度お試しください。'),
        })
      }
    >
      <dl className="grid grid-cols-[7rem_1fr] gap-1.5 rounded-lg bg-muted p-3 text-sm" aria-label="振込先">
        <dt className="text-muted-foreground">銀行</dt>
        <dd>{d ? `${d.account?.bankName ?? ''}（${d.bankCode ?? ''}）` : '…'}</dd>
        <dt className="text-muted-foreground">支店</dt>
        <dd>{d ? `${d.account?.branchName ?? ''}（${d.branchCode ?? ''}）` : '…'}</dd>
        <dt className="text-muted-foreground">口座</dt>
        <dd>{d ? `${d.account?.accountType ?? ''} ${d.accountNumberFull ?? ''}` : '…'}</dd>
        <dt className="text-muted-foreground">名義</dt>
        <dd>{d?.accountHolder ?? '…'}</dd>
      </dl>
    </ConfirmDialog>
  );
}
