import { BedDouble, Building2, Download, Users } from 'lucide-react';
import { useState } from 'react';
import type { AgencyReportCounts, AgencyReportItem } from '@/contract/minpaku-reports';
import { LODGING_REGIMES } from '@/contract/enums';
import { LODGING_REGIME_SHORT_LABELS } from '@/domain/lodging-basis';
import { ListCounters, type ListCounter } from '@/web/components/data-table/list-counters';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { PageHeading } from '@/web/components/page-heading';
import { Button } from '@/web/components/ui/button';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { isListFiltered } from '@/web/lib/list-params';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { AGENCY_REPORT_LIST, AGENCY_REPORT_PATH, DEFAULT_HALF, downloadAgencyCsv, HALF_OPTIONS } from './api';
import { AGENCY_COLUMNS } from './columns';

const COUNTERS: ListCounter<AgencyReportCounts>[] = [
  { key: 'listings', label: '物件数', icon: Building2, unit: '件' },
  { key: 'nights', label: '宿泊日数の合計', icon: BedDouble, unit: '日' },
  { key: 'guests', label: '宿泊者数の合計', icon: Users, unit: '人' },
];

const REGIME_OPTIONS = LODGING_REGIMES.map((value) => ({ value, label: LODGING_REGIME_SHORT_LABELS[value] }));
const SORT_OPTIONS = [
  { value: 'title', label: '物件名順' },
  { value: 'nights', label: '宿泊日数の多い順' },
  { value: 'guests', label: '宿泊者数の多い順' },
] as const;

/**
 * /admin/agency-report: the intermediary's half-year (docs/product/minpaku-reports.md) — every listing
 * with its basis and number, and its nights and guests in the half; searched and paged on the server,
 * and the same rows as CSV. Read-only.
 */
export function AdminAgencyReportPage() {
  usePageTitle('仲介業の定期報告 | 古民家ステイ 管理画面');
  const list = useListParams(AGENCY_REPORT_LIST);
  const { state } = list;
  const half = state.filters.half ?? DEFAULT_HALF;
  const rows = useServerList<AgencyReportItem, AgencyReportCounts>({ path: AGENCY_REPORT_PATH, list, request: adminRequest, retry: adminRetry });
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const name = await downloadAgencyCsv({ half, q: state.q, regime: state.filters.regime });
      showSuccess(`${name} をダウンロードしました`);
    } catch (caught) {
      showApiError('ダウンロードできませんでした', caught, '通信に失敗しました');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <PageHeading title="仲介業の定期報告">
        住宅宿泊仲介業者として観光庁に報告する半期（4月〜9月、10月〜翌年3月）の取扱物件です。物件ごとの営業の根拠と番号、期間中の宿泊日数・宿泊者数を確認し、CSVでダウンロードできます。
      </PageHeading>

      <ListCounters label="半期の集計" counters={COUNTERS} counts={rows.data?.counts} loading={rows.isPending} />

      <ListToolbar label="取扱物件の検索と絞り込み" onClear={isListFiltered(state) ? list.clearFilters : undefined}>
        <ListSelect id="agency-half" label="期間" options={HALF_OPTIONS} value={half} onChange={(v) => list.setFilter('half', v)} className="md:w-72" />
        <ListSearchBox id="agency-search" label="キーワード" placeholder="物件名・ホスト名・番号で検索" value={state.q} onChange={list.setSearch} className="col-span-2 md:min-w-48 md:flex-1" />
        <ListSelect id="agency-regime" label="営業の根拠" allLabel="すべて" options={REGIME_OPTIONS} value={state.filters.regime} onChange={(v) => list.setFilter('regime', v)} className="md:w-36" />
        <ListSelect id="agency-sort" label="並び順" options={SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'title')} className="md:w-44" />
      </ListToolbar>

      <div>
        <Button variant="outline" onClick={download} disabled={busy}>
          <Download aria-hidden="true" />
          {busy ? 'ダウンロードしています…' : 'CSVをダウンロード'}
        </Button>
      </div>

      <ServerListSection
        list={list}
        query={rows}
        columns={AGENCY_COLUMNS}
        rowKey={(row) => row.propertyId}
        name="取扱物件"
        noun="物件"
        emptyDescription="この期間に掲載中の物件や宿泊のあった物件はありません。"
      />
    </div>
  );
}
