import { CalendarClock, CalendarX2, CircleCheck, FileSpreadsheet, Percent, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { AccommodationTaxRuleView, AdminAccommodationTaxCounts } from '@/contract/admin-accommodation-tax';
import { PREFECTURES } from '@/domain/destination-search';
import { japanDate } from '@/domain/japan-date';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ListCounters, type ListCounter } from '@/web/components/data-table/list-counters';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect, type ListSelectOption } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { Button } from '@/web/components/ui/button';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { formatShortDate } from '@/web/lib/format';
import { isListFiltered } from '@/web/lib/list-params';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { ADMIN_ACCOMMODATION_TAX_LIST, ADMIN_ACCOMMODATION_TAX_PATH, useDeleteTaxRule } from './api';
import { taxRuleColumns } from './components/tax-rule-columns';
import { TaxRuleFormDialog } from './components/tax-rule-form-dialog';
import { TAX_RULE_STATE_LABELS, type TaxRuleState } from './tax-rule-text';

const COUNTERS: ListCounter<AdminAccommodationTaxCounts>[] = [
  { key: 'total', label: '全ルール', icon: Percent, unit: '件' },
  { key: 'current', label: TAX_RULE_STATE_LABELS.current, icon: CircleCheck, unit: '件' },
  { key: 'upcoming', label: TAX_RULE_STATE_LABELS.upcoming, icon: CalendarClock, unit: '件' },
  { key: 'ended', label: TAX_RULE_STATE_LABELS.ended, icon: CalendarX2, unit: '件' },
];

const STATE_OPTIONS: ListSelectOption<TaxRuleState>[] = (['current', 'upcoming', 'ended'] as const).map((value) => ({ value, label: TAX_RULE_STATE_LABELS[value] }));
const PREFECTURE_OPTIONS: ListSelectOption<string>[] = PREFECTURES.map((p) => ({ value: p.name, label: p.name }));

/** /admin/accommodation-tax (宿泊税の設定): the rules by place, searched, filtered and paged on the server; add, edit, delete (each audited). */
export function AdminAccommodationTaxPage() {
  usePageTitle('宿泊税の設定 | 古民家ステイ 管理画面');
  const list = useListParams(ADMIN_ACCOMMODATION_TAX_LIST);
  const rules = useServerList<AccommodationTaxRuleView, AdminAccommodationTaxCounts>({ path: ADMIN_ACCOMMODATION_TAX_PATH, list, request: adminRequest, retry: adminRetry });
  const remove = useDeleteTaxRule();
  const [editing, setEditing] = useState<AccommodationTaxRuleView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AccommodationTaxRuleView | null>(null);
  const today = japanDate();
  const columns = useMemo(
    () =>
      taxRuleColumns({
        today,
        onEdit: (rule) => {
          setEditing(rule);
          setFormOpen(true);
        },
        onDelete: setDeleting,
      }),
    [today],
  );
  const { state } = list;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccess('宿泊税のルールを削除しました', `${deleting.name}（${formatShortDate(deleting.appliesFrom)}〜）`);
        setDeleting(null);
      },
      onError: (error) => showApiError('削除できませんでした', error, '宿泊税のルールを削除できませんでした。時間をおいてもう一度お試しください。'),
    });
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">宿泊税の設定</h1>
          <p className="text-muted-foreground">
            自治体ごとの宿泊税のルールです。見積もりと予約は、泊まる日に適用中のルールで1人1泊ずつ計算します。都道府県と市区町村の税は合算されます。
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to="/admin/accommodation-tax/report">
              <FileSpreadsheet aria-hidden="true" />
              月次レポート
            </Link>
          </Button>
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden="true" />
            ルールを追加
          </Button>
        </div>
      </header>

      <ListCounters label="宿泊税のルールの集計" counters={COUNTERS} counts={rules.data?.counts} loading={rules.isPending} />

      <ListToolbar label="宿泊税のルールの検索と絞り込み" onClear={isListFiltered(state) ? list.clearFilters : undefined}>
        <ListSearchBox id="tax-search" label="キーワード" placeholder="市区町村・名称・メモで検索" value={state.q} onChange={list.setSearch} className="col-span-2 md:min-w-48 md:flex-1" />
        <ListSelect
          id="tax-prefecture-filter"
          label="都道府県"
          allLabel="すべての都道府県"
          options={PREFECTURE_OPTIONS}
          value={state.filters.prefecture}
          onChange={(v) => list.setFilter('prefecture', v)}
          className="md:w-44"
        />
        <ListSelect id="tax-state-filter" label="適用状況" allLabel="すべて" options={STATE_OPTIONS} value={state.filters.state} onChange={(v) => list.setFilter('state', v)} className="md:w-32" />
      </ListToolbar>

      <ServerListSection list={list} query={rules} columns={columns} rowKey={(rule) => rule.id} name="宿泊税のルール一覧" noun="ルール" emptyDescription="「ルールを追加」から自治体の宿泊税を登録してください。" />

      <TaxRuleFormDialog rule={editing} open={formOpen} onOpenChange={setFormOpen} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="宿泊税のルールを削除しますか？"
        description={`「${deleting?.name ?? ''}」（${deleting ? formatShortDate(deleting.appliesFrom) : ''}〜）を削除します。元に戻せません。予約済みの宿泊税は変わりません。税率が変わったときは、削除せずに終了日を入れて新しいルールを追加すると記録が残ります。`}
        confirmLabel="削除する"
        pendingLabel="削除しています…"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
