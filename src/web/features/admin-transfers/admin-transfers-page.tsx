import { AlertTriangle, CircleDollarSign, Hourglass, Landmark, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminPayout, AdminPayoutCounts } from '@/contract/admin-payouts';
import { ListCounters, type ListCounter } from '@/web/components/data-table/list-counters';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { useRowDialogs } from '@/web/components/data-table/use-row-dialogs';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ReasonDialog } from '@/web/components/reason-dialog';
import { Button } from '@/web/components/ui/button';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { isApiError } from '@/web/lib/api-error';
import { japanDate } from '@/domain/japan-date';
import { formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { isListFiltered } from '@/web/lib/list-params';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { ADMIN_PAYOUTS_LIST, ADMIN_PAYOUTS_PATH, useRecordOutcome } from './api';
import { BatchList } from './components/batch-list';
import { CreateBatchDialog } from './components/create-batch-dialog';
import { payoutColumns } from './components/payout-columns';
import { monthLabel } from '@/domain/display-format';
import { MONTH_OPTIONS, SORT_OPTIONS, STATUS_OPTIONS } from './labels';

const COUNTERS: ListCounter<AdminPayoutCounts>[] = [
  { key: 'dueJpy', label: '送金待ちの金額', icon: CircleDollarSign, yen: true },
  { key: 'processing', label: '送金処理中', icon: Hourglass, unit: '件' },
  { key: 'paidThisMonthJpy', label: '今月の送金済み', icon: Landmark, yen: true },
  { key: 'failed', label: '失敗', icon: AlertTriangle, unit: '件' },
];

/** /admin/transfers (送金履歴): the hosts' monthly payouts, the month's transfer run and its Zengin file, and each transfer's outcome. */
export function AdminTransfersPage() {
  usePageTitle('送金履歴 | 古民家ステイ 管理画面');
  const list = useListParams(ADMIN_PAYOUTS_LIST);
  const payouts = useServerList<AdminPayout, AdminPayoutCounts>({ path: ADMIN_PAYOUTS_PATH, list, request: adminRequest, retry: adminRetry });
  const [creating, setCreating] = useState(false);
  const dialogs = useRowDialogs<AdminPayout, 'paid' | 'failed'>();
  const { show } = dialogs;
  const paying = dialogs.rowOf('paid');
  const failing = dialogs.rowOf('failed');
  const [reasonError, setReasonError] = useState<string>();
  const outcome = useRecordOutcome();

  const columns = useMemo(
    () =>
      payoutColumns({
        onPaid: (p) => show('paid', p),
        onFailed: (p) => {
          setReasonError(undefined);
          show('failed', p);
        },
      }),
    [show],
  );
  const { state } = list;

  // Before the transfer day the admin confirms that the bank has already transferred (the server refuses otherwise).
  const payingEarly = paying?.scheduledDate != null && japanDate(new Date()) < paying.scheduledDate;
  const markPaid = () => {
    if (!paying) return;
    outcome.mutate(
      { id: paying.id, paid: true, early: payingEarly },
      {
        onSuccess: (p) => {
          showSuccess('送金済みにしました', `${p.hostName}さんに送金完了のメールを送りました。`);
          dialogs.close();
        },
        onError: (error) => showApiError('送金済みにできませんでした', error, '時間をおいてもう一度お試しください'),
      },
    );
  };
  const markFailed = (reason: string) => {
    if (!failing) return;
    outcome.mutate(
      { id: failing.id, paid: false, reason },
      {
        onSuccess: (p) => {
          showSuccess('送金を失敗として記録しました', `${p.hostName}さんに理由をメールで知らせました。`);
          dialogs.close();
        },
        onError: (error) => {
          if (isApiError(error) && error.field === 'reason') setReasonError(error.serverMessage ?? undefined);
          else showApiError('失敗として記録できませんでした', error, '時間をおいてもう一度お試しください');
        },
      },
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">送金履歴</h1>
          <p className="text-muted-foreground">月末締めのホストへの送金を、全銀ファイルで銀行に依頼し、結果を記録します。</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          今月の送金を作成
        </Button>
      </header>

      <ListCounters label="送金の集計" counters={COUNTERS} counts={payouts.data?.counts} loading={payouts.isPending} />

      <BatchList />

      <ListToolbar label="送金の検索と絞り込み" onClear={isListFiltered(state) ? list.clearFilters : undefined}>
        <ListSearchBox
          id="payouts-search"
          label="キーワード"
          placeholder="ホスト名・銀行名で検索"
          value={state.q}
          onChange={list.setSearch}
          className="col-span-2 md:min-w-48 md:flex-1"
        />
        <ListSelect id="payouts-status" label="状態" allLabel="すべての状態" options={STATUS_OPTIONS} value={state.filters.status} onChange={(v) => list.setFilter('status', v)} className="md:w-32" />
        <ListSelect id="payouts-month" label="対象月" allLabel="すべての月" options={MONTH_OPTIONS} value={state.filters.month} onChange={(v) => list.setFilter('month', v)} className="md:w-36" />
        <ListSelect id="payouts-sort" label="並び順" options={SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'newest')} className="md:w-40" />
      </ListToolbar>

      <ServerListSection list={list} query={payouts} columns={columns} rowKey={(p) => p.id} name="送金一覧" noun="送金" />

      <CreateBatchDialog open={creating} onOpenChange={setCreating} />

      <ConfirmDialog
        open={dialogs.isOpen('paid')}
        onOpenChange={dialogs.onOpenChange}
        title="送金済みにする"
        description={paying ? `${paying.hostName}さんの${monthLabel(paying.periodMonth)}分（${formatYen(paying.netJpy)}）を送金済みにします。ホストに送金完了のメールが届きます。` : ''}
        confirmLabel={payingEarly ? '前倒しで送金済みにする' : '送金済みにする'}
        pendingLabel="記録しています…"
        pending={outcome.isPending}
        onConfirm={markPaid}
      >
        {payingEarly && paying?.scheduledDate && (
          <p role="alert" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            振込指定日（{formatDateWithWeekday(paying.scheduledDate)}）より前です。銀行で振込が済んだことを確かめてから記録してください。
          </p>
        )}
      </ConfirmDialog>

      <ReasonDialog
        key={failing?.id}
        open={dialogs.isOpen('failed')}
        onOpenChange={dialogs.onOpenChange}
        title="送金を失敗にする"
        description={failing ? `${failing.hostName}さんの${monthLabel(failing.periodMonth)}分（${formatYen(failing.netJpy)}）を失敗として記録します。理由はホストの売上管理に表示され、メールでも届きます。` : ''}
        label="失敗の理由"
        placeholder="例：口座番号の誤りにより組戻しとなりました"
        hint="ホストが口座情報を直せるよう、具体的に書いてください。"
        confirmLabel="失敗にする"
        pendingLabel="記録しています…"
        closeLabel="戻る"
        pending={outcome.isPending}
        maxLength={500}
        error={reasonError}
        onConfirm={markFailed}
      />
    </div>
  );
}
