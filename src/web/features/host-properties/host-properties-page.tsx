import { House, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PropertyStatus } from '@/contract/enums';
import type { HostProperty, HostPropertyCounts } from '@/contract/host-properties';
import { ListEmpty } from '@/web/components/data-table/list-empty';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect, type ListSelectOption } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { Pagination } from '@/web/components/data-table/pagination';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api-client';
import { isListFiltered, listPageSize } from '@/web/lib/list-params';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { cn } from '@/web/lib/utils';
import { HOST_PROPERTIES_LIST, HOST_PROPERTIES_PATH, useHostPropertyChange, type HostPropertyChange } from './api';
import { DeletePropertyDialog } from './components/delete-property-dialog';
import { HostPropertyCard } from './components/host-property-card';
import { HostPropertyListSkeleton } from './components/host-property-skeleton';

const NEW_PROPERTY_PATH = '/host/properties/new';

/** The status chips, in the seed's order with 審査待ち added. */
const STATUS_CHIPS: { value: PropertyStatus | undefined; label: string; count: keyof HostPropertyCounts }[] = [
  { value: undefined, label: 'すべて', count: 'all' },
  { value: 'published', label: '公開中', count: 'published' },
  { value: 'in_review', label: '審査待ち', count: 'in_review' },
  { value: 'draft', label: '下書き', count: 'draft' },
  { value: 'private', label: '非公開', count: 'private' },
  { value: 'suspended', label: '停止中', count: 'suspended' },
];

const SORT_OPTIONS: ListSelectOption<'newest' | 'title' | 'price'>[] = [
  { value: 'newest', label: '新しい順' },
  { value: 'title', label: '物件名順' },
  { value: 'price', label: '料金の安い順' },
];

/** What each action's toast says when it succeeded, and when it failed. */
const OUTCOMES: Record<HostPropertyChange['kind'] | 'unpublish' | 'publish', { done: string; detail?: string; failed: string }> = {
  submit: { done: '審査に提出しました', detail: '運営が内容を確認し、承認されると公開されます。', failed: '審査に提出できませんでした' },
  withdraw: { done: '審査を取り下げました', detail: '下書きに戻りました。編集してから、もう一度提出できます。', failed: '審査を取り下げられませんでした' },
  unpublish: { done: '非公開にしました', detail: 'ゲストの検索や物件ページには表示されなくなりました。', failed: '非公開にできませんでした' },
  publish: { done: '公開しました', detail: 'ゲストが検索して予約できるようになりました。', failed: '公開できませんでした' },
  visibility: { done: '公開設定を変更しました', failed: '公開設定を変更できませんでした' },
  duplicate: { done: '物件を複製しました', detail: 'コピーを下書きとして追加しました。', failed: '物件を複製できませんでした' },
  delete: { done: '物件を削除しました', failed: '物件を削除できませんでした' },
};

const outcomeOf = (change: HostPropertyChange) =>
  OUTCOMES[change.kind === 'visibility' ? (change.visibility === 'private' ? 'unpublish' : 'publish') : change.kind];

function StatusChips({ value, counts, onChange }: { value: PropertyStatus | undefined; counts: HostPropertyCounts | null | undefined; onChange: (value: PropertyStatus | undefined) => void }) {
  return (
    <div role="group" aria-label="状態で絞り込む" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      {STATUS_CHIPS.map((chip) => {
        const active = chip.value === value;
        return (
          <button
            key={chip.count}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(chip.value)}
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-bold transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring/50',
              active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-accent',
            )}
          >
            {chip.label}
            <span className={cn('rounded-full px-1.5 text-xs', active ? 'bg-primary-foreground/20' : 'bg-muted text-muted-foreground')}>{counts ? counts[chip.count] : '–'}</span>
          </button>
        );
      })}
    </div>
  );
}

/** /host/properties: the host's houses, searched, filtered and paged on the server, each with its actions. */
export function HostPropertiesPage() {
  usePageTitle('物件管理 | 古民家ステイ ホスト管理');
  const list = useListParams(HOST_PROPERTIES_LIST);
  const houses = useServerList<HostProperty, HostPropertyCounts>({ path: HOST_PROPERTIES_PATH, list });
  const change = useHostPropertyChange();
  const [toDelete, setToDelete] = useState<HostProperty | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { state } = list;
  const filtered = isListFiltered(state);

  const run = (next: HostPropertyChange) => {
    const outcome = outcomeOf(next);
    change.mutate(next, {
      onSuccess: () => showSuccess(outcome.done, outcome.detail),
      onError: (error) => showApiError(outcome.failed, error, 'しばらくしてからもう一度お試しください。'),
    });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    change.mutate(
      { kind: 'delete', id: toDelete.id },
      {
        onSuccess: () => {
          setDeleteOpen(false);
          showSuccess(OUTCOMES.delete.done, `「${toDelete.title}」を削除しました。`);
        },
        onError: (error) => {
          const message = errorMessage(error, 'しばらくしてからもう一度お試しください。');
          setRefusal(message);
          showApiError(OUTCOMES.delete.failed, error, message);
        },
      },
    );
  };

  const pendingOf = (id: string) => (change.isPending && change.variables?.id === id ? change.variables.kind : null);
  const counts = houses.data?.counts;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">物件管理</h1>
          <p className="text-muted-foreground">登録した古民家の公開状態や予約の様子を確認し、審査への提出や公開の切り替えができます。</p>
        </div>
        <Button asChild>
          <Link to={NEW_PROPERTY_PATH}>
            <Plus aria-hidden="true" />
            新しい物件を登録
          </Link>
        </Button>
      </header>

      <StatusChips value={state.filters.status} counts={counts} onChange={(v) => list.setFilter('status', v)} />

      <ListToolbar label="物件の検索と並び替え" onClear={filtered ? list.clearFilters : undefined}>
        <ListSearchBox
          id="host-properties-search"
          label="キーワード"
          placeholder="物件名・所在地で検索"
          value={state.q}
          onChange={list.setSearch}
          className="col-span-2 md:min-w-48 md:flex-1"
        />
        <ListSelect id="host-properties-sort" label="並び順" options={SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'newest')} className="col-span-2 md:w-40" />
      </ListToolbar>

      <section aria-label="物件一覧" className="grid grid-cols-1 gap-4">
        <QueryState query={houses} loading={<HostPropertyListSkeleton />} errorTitle="物件の読み込みに失敗しました">
          {(data) =>
            data.items.length === 0 ? (
              !filtered && (data.counts?.all ?? 0) === 0 ? (
                <ListEmpty
                  icon={House}
                  title="まだ物件が登録されていません"
                  description="古民家の写真や料金を登録して、審査に提出しましょう。"
                  action={
                    <Button asChild>
                      <Link to={NEW_PROPERTY_PATH}>
                        <Plus aria-hidden="true" />
                        新しい物件を登録
                      </Link>
                    </Button>
                  }
                />
              ) : (
                <ListEmpty
                  title="条件に一致する物件が見つかりません"
                  description="検索語や状態の絞り込みを変えてお試しください。"
                  onClear={list.clearFilters}
                />
              )
            ) : (
              <ul aria-busy={houses.isPlaceholderData} className={cn('grid gap-4 transition-opacity', houses.isPlaceholderData && 'opacity-60')}>
                {data.items.map((property) => (
                  <li key={property.id}>
                    <HostPropertyCard
                      property={property}
                      pending={pendingOf(property.id)}
                      onChange={run}
                      onDelete={(p) => {
                        setToDelete(p);
                        setRefusal(null);
                        setDeleteOpen(true);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        <Pagination page={state.page} pageSize={listPageSize(HOST_PROPERTIES_LIST)} total={houses.data?.total} hrefForPage={list.hrefForPage} label="物件一覧" />
      </section>

      <DeletePropertyDialog
        property={toDelete}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onConfirm={confirmDelete}
        deleting={change.isPending && change.variables?.kind === 'delete'}
        refusal={refusal}
      />
    </div>
  );
}
