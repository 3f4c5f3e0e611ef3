import { Building2, FileClock, Globe, Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminProperty, AdminPropertyCounts } from '@/contract/admin-properties';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { StatCard, StatCardSkeleton } from '@/web/components/stat-card';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { formatNumber } from '@/web/lib/format';
import { isListFiltered } from '@/web/lib/list-params';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { ADMIN_PROPERTIES_LIST, ADMIN_PROPERTIES_PATH } from './api';
import { propertyColumns } from './components/property-columns';
import { PropertyPreviewDialog } from './components/property-preview-dialog';
import { PREFECTURE_OPTIONS, PROPERTY_SORT_OPTIONS, STATUS_OPTIONS } from './labels';
import { PageHeading } from '@/web/components/page-heading';

function PropertyCounters({ counts, loading }: { counts: AdminPropertyCounts | undefined; loading: boolean }) {
  const cards = [
    { label: '総物件数', icon: Building2, value: counts && `${formatNumber(counts.total)}件` },
    { label: '公開中', icon: Globe, value: counts && `${formatNumber(counts.published)}件` },
    { label: '承認待ち', icon: FileClock, value: counts && `${formatNumber(counts.inReview)}件` },
    { label: '平均評価', icon: Star, value: counts && (counts.averageRating > 0 ? `★ ${counts.averageRating.toFixed(1)}` : '-') },
  ];
  return (
    <section aria-label="物件の集計" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((c) => (!counts && loading ? <StatCardSkeleton key={c.label} /> : <StatCard key={c.label} label={c.label} icon={c.icon} value={c.value ?? '-'} />))}
    </section>
  );
}

/** /admin/properties: every house not deleted, searched and filtered through the URL; the guest's view, suspension and its lifting. */
export function AdminPropertiesPage() {
  usePageTitle('物件管理 | 古民家ステイ 管理画面');
  const list = useListParams(ADMIN_PROPERTIES_LIST);
  const houses = useServerList<AdminProperty, AdminPropertyCounts>({ path: ADMIN_PROPERTIES_PATH, list, request: adminRequest, retry: adminRetry });
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const columns = useMemo(
    () =>
      propertyColumns({
        onPreview: (house) => {
          setPreviewId(house.id);
          setOpen(true);
        },
      }),
    [],
  );
  const { state } = list;
  const filtered = isListFiltered(state);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <PageHeading title="物件管理">登録された古民家の検索とゲスト表示の確認、停止とその解除ができます。</PageHeading>

      <PropertyCounters counts={houses.data?.counts ?? undefined} loading={houses.isPending} />

      <ListToolbar label="物件の検索と絞り込み" onClear={filtered ? list.clearFilters : undefined}>
        <ListSearchBox
          id="properties-search"
          label="キーワード"
          placeholder="物件名・都道府県・市区町村で検索"
          value={state.q}
          onChange={list.setSearch}
          className="col-span-2 md:min-w-48 md:flex-1"
        />
        <ListSelect id="properties-status" label="状態" allLabel="すべての状態" options={STATUS_OPTIONS} value={state.filters.status} onChange={(v) => list.setFilter('status', v)} className="md:w-32" />
        <ListSelect
          id="properties-prefecture"
          label="都道府県"
          allLabel="すべての都道府県"
          options={PREFECTURE_OPTIONS}
          value={state.filters.prefecture}
          onChange={(v) => list.setFilter('prefecture', v)}
          className="md:w-40"
        />
        <ListSelect id="properties-sort" label="並び順" options={PROPERTY_SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'newest')} className="md:w-36" />
      </ListToolbar>

      <ServerListSection list={list} query={houses} columns={columns} rowKey={(house) => house.id} name="物件一覧" noun="物件" />

      <PropertyPreviewDialog propertyId={previewId} open={open} onOpenChange={setOpen} />
    </div>
  );
}
