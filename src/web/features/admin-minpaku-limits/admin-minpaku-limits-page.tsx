import { CalendarClock, CalendarX2, Landmark, Plus, ScrollText } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminMinpakuLimit, AdminMinpakuLimitCounts } from '@/contract/admin-minpaku-limits';
import { PREFECTURES } from '@/domain/destination-search';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ListCounters, type ListCounter } from '@/web/components/data-table/list-counters';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect, type ListSelectOption } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { Button } from '@/web/components/ui/button';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { isListFiltered } from '@/web/lib/list-params';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { ADMIN_MINPAKU_LIMITS_LIST, ADMIN_MINPAKU_LIMITS_PATH, useDeleteMinpakuLimit } from './api';
import { limitColumns, limitPlace } from './components/limit-columns';
import { LimitFormDialog } from './components/limit-form-dialog';

const COUNTERS: ListCounter<AdminMinpakuLimitCounts>[] = [
  { key: 'total', label: '全ルール', icon: ScrollText, unit: '件' },
  { key: 'current', label: '適用中', icon: Landmark, unit: '件' },
  { key: 'upcoming', label: '適用前', icon: CalendarClock, unit: '件' },
  { key: 'ended', label: '終了', icon: CalendarX2, unit: '件' },
];

const STATE_OPTIONS: ListSelectOption<'current' | 'upcoming' | 'ended'>[] = [
  { value: 'current', label: '適用中' },
  { value: 'upcoming', label: '適用前' },
  { value: 'ended', label: '終了' },
];
const PREFECTURE_OPTIONS: ListSelectOption<string>[] = PREFECTURES.map((p) => ({ value: p.name, label: p.name }));

/** /admin/minpaku-limits: the municipalities' 民泊 periods and limits that the house editor offers (docs/product/minpaku-180-nights.md). */
export function AdminMinpakuLimitsPage() {
  usePageTitle('民泊の自治体ルール | 古民家ステイ 管理画面');
  const list = useListParams(ADMIN_MINPAKU_LIMITS_LIST);
  const limits = useServerList<AdminMinpakuLimit, AdminMinpakuLimitCounts>({ path: ADMIN_MINPAKU_LIMITS_PATH, list, request: adminRequest, retry: adminRetry });
  const remove = useDeleteMinpakuLimit();
  const [editing, setEditing] = useState<AdminMinpakuLimit | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminMinpakuLimit | null>(null);
  const columns = useMemo(
    () =>
      limitColumns({
        onEdit: (rule) => {
          setEditing(rule);
          setFormOpen(true);
        },
        onDelete: setDeleting,
      }),
    [],
  );
  const { state } = list;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccess('自治体ルールを削除しました');
        setDeleting(null);
      },
      onError: (error) => showApiError('削除できませんでした', error, '自治体ルールの削除に失敗しました。時間をおいてもう一度お試しください。'),
    });
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">民泊の自治体ルール</h1>
          <p className="text-muted-foreground">条例で民泊の営業期間や年間の日数を制限している市区町村の一覧です。ホストの物件編集画面で、その市区町村の民泊物件に表示されます。</p>
        </div>
        <Button
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden="true" />
          ルールを追加
        </Button>
      </header>

      <ListCounters label="自治体ルールの集計" counters={COUNTERS} counts={limits.data?.counts} loading={limits.isPending} />

      <ListToolbar label="自治体ルールの検索と絞り込み" onClear={isListFiltered(state) ? list.clearFilters : undefined}>
        <ListSearchBox id="limit-search" label="キーワード" placeholder="市区町村・区域・出典で検索" value={state.q} onChange={list.setSearch} className="col-span-2 md:min-w-48 md:flex-1" />
        <ListSelect id="limit-prefecture-filter" label="都道府県" allLabel="すべて" options={PREFECTURE_OPTIONS} value={state.filters.prefecture} onChange={(v) => list.setFilter('prefecture', v)} className="md:w-36" />
        <ListSelect id="limit-state" label="適用状況" allLabel="すべて" options={STATE_OPTIONS} value={state.filters.state} onChange={(v) => list.setFilter('state', v)} className="md:w-32" />
      </ListToolbar>

      <ServerListSection list={list} query={limits} columns={columns} rowKey={(rule) => rule.id} name="自治体ルール一覧" noun="自治体ルール" />

      <LimitFormDialog rule={editing} open={formOpen} onOpenChange={setFormOpen} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="自治体ルールを削除"
        description={`「${deleting ? limitPlace(deleting) : ''}」のルールを削除します。元に戻せません。すでにこのルールを入力した物件の設定は変わりません。`}
        confirmLabel="削除する"
        pendingLabel="削除しています…"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
