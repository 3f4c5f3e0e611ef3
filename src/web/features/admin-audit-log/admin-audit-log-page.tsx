import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditLogEntry } from '@/contract/admin-audit-logs';
import { auditEntityLabel } from '@/domain/audit-labels';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { isListFiltered } from '@/web/lib/list-params';
import { useListParams } from '@/web/lib/use-list-params';
import { useSetLiveSearchParams } from '@/web/lib/use-live-search-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { ADMIN_AUDIT_LOGS_PATH, AUDIT_ENTITY_TYPES, auditLogFacetsQuery, auditLogListSpec } from './api';
import { auditPeriod } from './audit-period';
import { auditColumns } from './components/audit-columns';
import { AuditDetailDialog } from './components/audit-detail-dialog';
import { PageHeading } from '@/web/components/page-heading';

const PERIOD_KEYS = ['from', 'to'] as const;
type PeriodKey = (typeof PERIOD_KEYS)[number];

/** /admin/audit-log: every admin change, newest first, searched and filtered through the URL; read-only. */
export function AdminAuditLogPage() {
  usePageTitle('監査ログ | 古民家ステイ 管理画面');
  const facets = useQuery(auditLogFacetsQuery);
  const adminIds = useMemo(() => facets.data?.admins.map((a) => a.id) ?? [], [facets.data]);
  const spec = useMemo(() => auditLogListSpec(adminIds), [adminIds]);
  const list = useListParams(spec);
  const [searchParams] = useSearchParams();
  const setSearchParams = useSetLiveSearchParams();

  // The period is two days (Japan time) kept in the URL beside the list's own state; a wrong one is named, not sent.
  const period = { from: searchParams.get('from') ?? '', to: searchParams.get('to') ?? '' };
  const checked = auditPeriod(period.from, period.to);
  const periodQuery = checked.query;
  const periodError = checked.error;
  const setPeriod = (key: PeriodKey, value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });
  const clearAll = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['q', 'entityType', 'adminId', 'page', ...PERIOD_KEYS]) next.delete(key);
      return next;
    });

  const filtered = isListFiltered(list.state) || period.from !== '' || period.to !== '';
  // The period is part of the list's query, and 条件をクリア clears it too.
  const listWithPeriod = { ...list, apiQuery: list.apiQuery + periodQuery, clearFilters: clearAll };
  const entries = useServerList<AuditLogEntry>({ path: ADMIN_AUDIT_LOGS_PATH, list: listWithPeriod, request: adminRequest, retry: adminRetry, enabled: periodError === null });

  const [detail, setDetail] = useState<AuditLogEntry | null>(null);
  const [open, setOpen] = useState(false);
  const columns = useMemo(
    () =>
      auditColumns({
        onDetail: (entry) => {
          setDetail(entry);
          setOpen(true);
        },
      }),
    [],
  );
  const { state } = list;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <PageHeading title="監査ログ">管理者による変更の記録です（閲覧のみ）。変更前と変更後の値は詳細で確認できます。</PageHeading>

      <ListToolbar label="監査ログの検索と絞り込み" onClear={filtered ? clearAll : undefined}>
        <ListSearchBox
          id="audit-search"
          label="キーワード"
          placeholder="ID・管理者名・操作"
          value={state.q}
          onChange={list.setSearch}
          className="col-span-2 md:min-w-48 md:flex-1"
        />
        <ListSelect
          id="audit-entity"
          label="対象の種類"
          allLabel="すべての対象"
          options={AUDIT_ENTITY_TYPES.map((value) => ({ value, label: auditEntityLabel(value) }))}
          value={state.filters.entityType}
          onChange={(v) => list.setFilter('entityType', v)}
          className="md:w-40"
        />
        <ListSelect
          id="audit-admin"
          label="管理者"
          allLabel="すべての管理者"
          options={facets.data?.admins.map((a) => ({ value: a.id, label: a.fullName })) ?? []}
          value={state.filters.adminId}
          onChange={(v) => list.setFilter('adminId', v)}
          className="md:w-40"
        />
        {PERIOD_KEYS.map((key) => (
          <div key={key} className="grid gap-1.5 md:w-40">
            <Label htmlFor={`audit-${key}`} className="text-xs text-muted-foreground">
              {key === 'from' ? '開始日' : '終了日'}
            </Label>
            <Input
              id={`audit-${key}`}
              type="date"
              value={period[key]}
              onChange={(e) => setPeriod(key, e.target.value)}
              aria-invalid={periodError?.field === key ? true : undefined}
              aria-describedby={periodError?.field === key ? 'audit-period-error' : undefined}
            />
          </div>
        ))}
        {periodError && (
          <p id="audit-period-error" role="alert" className="col-span-2 text-sm font-bold text-destructive md:basis-full">
            {periodError.message}
          </p>
        )}
      </ListToolbar>

      {periodError ? (
        <p className="rounded-xl border border-border bg-card px-4 py-8 text-center text-sm text-muted-foreground">期間を正しい日付に直すと、記録を表示します。</p>
      ) : (
        <ServerListSection
          list={listWithPeriod}
          filtered={filtered}
          query={entries}
          columns={columns}
          rowKey={(entry) => entry.id}
          name="監査ログ一覧"
          noun="記録"
          emptyDescription="管理者が変更を行うと、ここに記録されます。"
        />
      )}

      <AuditDetailDialog entry={detail} open={open} onOpenChange={setOpen} />
    </div>
  );
}
