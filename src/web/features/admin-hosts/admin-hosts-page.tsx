import { BadgeCheck, Clock, Star, UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminHost, AdminHostCounts } from '@/contract/admin-hosts';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { isListFiltered } from '@/web/lib/list-params';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { ADMIN_HOSTS_LIST, ADMIN_HOSTS_PATH } from './api';
import { Counters } from './components/host-counters';
import { hostColumns } from './components/host-columns';
import { HostReviewDialog } from './components/host-review-dialog';
import { HOST_SORT_OPTIONS, KYC_OPTIONS } from './labels';
import { PageHeading } from '@/web/components/page-heading';

/** /admin/hosts: every host with the real rating and house count, searched and filtered through the URL; details and identity review in a dialog. */
export function AdminHostsPage() {
  usePageTitle('ホスト管理 | 古民家ステイ 管理画面');
  const list = useListParams(ADMIN_HOSTS_LIST);
  const hosts = useServerList<AdminHost, AdminHostCounts>({ path: ADMIN_HOSTS_PATH, list, request: adminRequest, retry: adminRetry });
  const [hostId, setHostId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const columns = useMemo(
    () =>
      hostColumns({
        onDetail: (host) => {
          setHostId(host.id);
          setOpen(true);
        },
      }),
    [],
  );
  const { state } = list;
  const filtered = isListFiltered(state);
  const counts = hosts.data?.counts ?? undefined;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <PageHeading title="ホスト管理">ホストの検索と詳細の確認、本人確認の審査ができます。</PageHeading>

      <Counters
        label="ホストの集計"
        loading={hosts.isPending}
        counters={[
          { label: '総ホスト数', icon: UsersRound, value: counts?.total, unit: '人' },
          { label: '本人確認済み', icon: BadgeCheck, value: counts?.verified, unit: '人' },
          { label: '確認待ち', icon: Clock, value: counts?.pending, unit: '人' },
          { label: '平均評価', icon: Star, value: counts?.averageRating, rating: true },
        ]}
      />

      <ListToolbar label="ホストの検索と絞り込み" onClear={filtered ? list.clearFilters : undefined}>
        <ListSearchBox
          id="hosts-search"
          label="キーワード"
          placeholder="名前・メールアドレス・所在地で検索"
          value={state.q}
          onChange={list.setSearch}
          className="col-span-2 md:min-w-48 md:flex-1"
        />
        <ListSelect id="hosts-kyc" label="本人確認" allLabel="すべて" options={KYC_OPTIONS} value={state.filters.kyc} onChange={(v) => list.setFilter('kyc', v)} className="md:w-32" />
        <ListSelect id="hosts-sort" label="並び順" options={HOST_SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'newest')} className="md:w-28" />
      </ListToolbar>

      <ServerListSection list={list} query={hosts} columns={columns} rowKey={(host) => host.id} name="ホスト一覧" noun="ホスト" />

      <HostReviewDialog hostId={hostId} open={open} onOpenChange={setOpen} />
    </div>
  );
}
