import { CheckCircle2, Inbox, Loader, MessageSquare } from 'lucide-react';
import { useMemo } from 'react';
import type { AdminInquiry, AdminInquiryCounts } from '@/contract/admin-inquiries';
import { ListCounters, type ListCounter } from '@/web/components/data-table/list-counters';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { useRowDialogs } from '@/web/components/data-table/use-row-dialogs';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { isListFiltered } from '@/web/lib/list-params';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { ADMIN_INQUIRIES_LIST, ADMIN_INQUIRIES_PATH } from './api';
import { inquiryColumns } from './components/inquiry-columns';
import { InquiryDetailDialog } from './components/inquiry-detail-dialog';
import { InquiryRespondDialog } from './components/inquiry-respond-dialog';
import { SORT_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS } from './labels';
import { PageHeading } from '@/web/components/page-heading';

const COUNTERS: ListCounter<AdminInquiryCounts>[] = [
  { key: 'total', label: '総お問い合わせ数', icon: MessageSquare, unit: '件' },
  { key: 'open', label: '新規', icon: Inbox, unit: '件' },
  { key: 'inProgress', label: '対応中', icon: Loader, unit: '件' },
  { key: 'resolved', label: '解決済み', icon: CheckCircle2, unit: '件' },
];

/** /admin/inquiries: the contact form's inquiries, searched and filtered through the URL; details, 対応開始, 回答 and クローズ in dialogs. */
export function AdminInquiriesPage() {
  usePageTitle('お問い合わせ管理 | 古民家ステイ 管理画面');
  const list = useListParams(ADMIN_INQUIRIES_LIST);
  const inquiries = useServerList<AdminInquiry, AdminInquiryCounts>({ path: ADMIN_INQUIRIES_PATH, list, request: adminRequest, retry: adminRetry });
  const dialogs = useRowDialogs<AdminInquiry, 'detail' | 'respond'>();
  const { show } = dialogs;
  const columns = useMemo(() => inquiryColumns({ onDetail: (inquiry) => show('detail', inquiry), onRespond: (inquiry) => show('respond', inquiry) }), [show]);
  const { state } = list;
  const filtered = isListFiltered(state);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <PageHeading title="お問い合わせ管理">お問い合わせフォームから届いた内容の確認と回答ができます。回答はお客様にメールで届きます。</PageHeading>

      <ListCounters label="お問い合わせの集計" counters={COUNTERS} counts={inquiries.data?.counts} loading={inquiries.isPending} />

      <ListToolbar label="お問い合わせの検索と絞り込み" onClear={filtered ? list.clearFilters : undefined}>
        <ListSearchBox
          id="inquiries-search"
          label="キーワード"
          placeholder="名前・メールアドレス・件名で検索"
          value={state.q}
          onChange={list.setSearch}
          className="col-span-2 md:min-w-48 md:flex-1"
        />
        <ListSelect id="inquiries-status" label="状況" allLabel="すべての状況" options={STATUS_OPTIONS} value={state.filters.status} onChange={(v) => list.setFilter('status', v)} className="md:w-36" />
        <ListSelect id="inquiries-type" label="種別" allLabel="すべての種別" options={TYPE_OPTIONS} value={state.filters.type} onChange={(v) => list.setFilter('type', v)} className="md:w-48" />
        <ListSelect id="inquiries-sort" label="並び順" options={SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'newest')} className="col-span-2 md:col-span-1 md:w-28" />
      </ListToolbar>

      <ServerListSection
        list={list}
        query={inquiries}
        columns={columns}
        rowKey={(inquiry) => inquiry.id}
        name="お問い合わせ一覧"
        noun="お問い合わせ"
        emptyDescription="お問い合わせフォームから届くと、ここに表示されます。"
      />

      <InquiryDetailDialog
        inquiry={dialogs.rowOf('detail')}
        open={dialogs.isOpen('detail')}
        onOpenChange={dialogs.onOpenChange}
        onRespond={(inquiry) => show('respond', inquiry)}
      />
      <InquiryRespondDialog inquiry={dialogs.rowOf('respond')} open={dialogs.isOpen('respond')} onOpenChange={dialogs.onOpenChange} />
    </div>
  );
}
