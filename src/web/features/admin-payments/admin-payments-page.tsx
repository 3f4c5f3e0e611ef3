import { AlertTriangle, CreditCard, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminPayment, AdminPaymentCounts } from '@/contract/admin-payments';
import { ListCounters, type ListCounter } from '@/web/components/data-table/list-counters';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { isListFiltered } from '@/web/lib/list-params';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { ADMIN_PAYMENTS_LIST, ADMIN_PAYMENTS_PATH } from './api';
import { paymentColumns } from './components/payment-columns';
import { RefundTransfersSection } from './components/refund-transfers-section';
import { RetryRefundDialog } from './components/retry-refund-dialog';
import { KIND_OPTIONS, SORT_OPTIONS, STATUS_OPTIONS } from './labels';
import { PageHeading } from '@/web/components/page-heading';

const COUNTERS: ListCounter<AdminPaymentCounts>[] = [
  { key: 'paidTotalJpy', label: '決済済みの合計', icon: CreditCard, yen: true },
  { key: 'refundedTotalJpy', label: '返金済みの合計', icon: Undo2, yen: true },
  { key: 'failedCount', label: '失敗', icon: AlertTriangle, unit: '件' },
];

/** /admin/payments: every payment and refund with the provider's ids, searched and filtered through the URL; a failed refund can be retried. */
export function AdminPaymentsPage() {
  usePageTitle('決済履歴 | 古民家ステイ 管理画面');
  const list = useListParams(ADMIN_PAYMENTS_LIST);
  const rows = useServerList<AdminPayment, AdminPaymentCounts>({ path: ADMIN_PAYMENTS_PATH, list, request: adminRequest, retry: adminRetry });
  const [retrying, setRetrying] = useState<AdminPayment | null>(null);
  const [open, setOpen] = useState(false);
  const columns = useMemo(
    () =>
      paymentColumns({
        onRetry: (row) => {
          setRetrying(row);
          setOpen(true);
        },
      }),
    [],
  );
  const { state } = list;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <PageHeading title="決済履歴">すべての決済と返金を、決済代行会社のIDと状態とともに確認できます。失敗した返金は再試行できます。</PageHeading>

      <ListCounters label="決済の集計" counters={COUNTERS} counts={rows.data?.counts} loading={rows.isPending} />

      <ListToolbar label="決済の検索と絞り込み" onClear={isListFiltered(state) ? list.clearFilters : undefined}>
        <ListSearchBox
          id="payments-search"
          label="キーワード"
          placeholder="予約番号・ゲスト名・決済IDで検索"
          value={state.q}
          onChange={list.setSearch}
          className="col-span-2 md:min-w-48 md:flex-1"
        />
        <ListSelect id="payments-kind" label="種類" allLabel="すべての種類" options={KIND_OPTIONS} value={state.filters.kind} onChange={(v) => list.setFilter('kind', v)} className="md:w-32" />
        <ListSelect id="payments-status" label="状態" allLabel="すべての状態" options={STATUS_OPTIONS} value={state.filters.status} onChange={(v) => list.setFilter('status', v)} className="md:w-44" />
        <ListSelect id="payments-sort" label="並び順" options={SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'newest')} className="md:w-36" />
      </ListToolbar>

      <ServerListSection
        list={list}
        query={rows}
        columns={columns}
        rowKey={(row) => `${row.kind}:${row.id}`}
        name="決済履歴"
        noun="決済"
        emptyDescription="まだ決済はありません。ゲストが予約の支払いを済ませると表示されます。"
      />

      <RefundTransfersSection />

      <RetryRefundDialog refund={retrying} open={open} onOpenChange={setOpen} />
    </div>
  );
}
