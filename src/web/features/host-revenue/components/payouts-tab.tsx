import { useQuery } from '@tanstack/react-query';
import { FileDown, Landmark } from 'lucide-react';
import { useState } from 'react';
import type { RevenuePayout } from '@/contract/host-revenue';
import { DataTable } from '@/web/components/data-table/data-table';
import { ListEmpty } from '@/web/components/data-table/list-empty';
import { Pagination } from '@/web/components/data-table/pagination';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { downloadFile } from '@/web/lib/download-file';
import { PAGE_SIZE, payoutsQuery, statementUrl } from '../api';
import { PAYOUT_STATUS, monthLabel } from '../labels';

function StatementButton({ payout }: { payout: RevenuePayout }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={`${monthLabel(payout.periodMonth)}分の支払明細書をダウンロード`}
      onClick={async () => {
        setBusy(true);
        try {
          const name = await downloadFile(statementUrl(payout.id), `支払明細書_${payout.periodMonth}.html`);
          showSuccess('支払明細書をダウンロードしました', name);
        } catch (error) {
          showApiError('支払明細書をダウンロードできませんでした', error, '時間をおいてもう一度お試しください');
        } finally {
          setBusy(false);
        }
      }}
    >
      <FileDown className="size-4" aria-hidden="true" />
      明細書
    </Button>
  );
}

const COLUMNS: DataTableColumn<RevenuePayout>[] = [
  { id: 'period', header: '対象月', cell: (p) => <span className="font-bold">{monthLabel(p.periodMonth)}分</span>, mobile: 'title' },
  { id: 'gross', header: '売上', cell: (p) => formatYen(p.grossJpy), className: 'text-right tabular-nums' },
  { id: 'tax', header: 'うち宿泊税', cell: (p) => formatYen(p.accommodationTaxJpy), className: 'text-right tabular-nums', mobile: 'hidden' },
  { id: 'fee', header: '手数料', cell: (p) => formatYen(p.commissionJpy), className: 'text-right tabular-nums' },
  { id: 'net', header: '送金額', cell: (p) => <span className="font-bold">{formatYen(p.netJpy)}</span>, className: 'text-right tabular-nums' },
  { id: 'scheduled', header: '送金予定日', cell: (p) => (p.scheduledDate ? formatDateWithWeekday(p.scheduledDate) : '—'), className: 'whitespace-nowrap' },
  {
    id: 'status',
    header: 'ステータス',
    cell: (p) => (
      <div className="grid gap-0.5">
        <Badge variant={PAYOUT_STATUS[p.status].tone}>{PAYOUT_STATUS[p.status].label}</Badge>
        {p.status === 'paid' && p.scheduledDate && <span className="text-xs text-muted-foreground">{formatDateWithWeekday(p.scheduledDate)}送金</span>}
        {p.status === 'failed' && p.failureReason && <span className="text-xs text-destructive">{p.failureReason}</span>}
      </div>
    ),
    mobile: 'badge',
    skeleton: 'badge',
  },
  { id: 'statement', header: '明細書', headerHidden: true, cell: (p) => <StatementButton payout={p} />, mobile: 'actions', skeleton: 'buttons' },
];

/** 送金: the monthly payouts with their status, scheduled date and statement. */
export function PayoutsTab({ page, hrefForPage }: { page: number; hrefForPage: (page: number) => string }) {
  const payouts = useQuery(payoutsQuery(page));
  return (
    <section aria-label="送金履歴" className="grid gap-4">
      <p className="text-sm text-muted-foreground">毎月末に締め、翌月の最終銀行営業日に登録口座へ振り込みます。明細書は印刷用のファイル（HTML）でダウンロードできます。</p>
      <DataTable
        query={payouts}
        columns={COLUMNS}
        rowKey={(p) => p.id}
        caption="送金履歴"
        errorTitle="送金履歴の読み込みに失敗しました"
        empty={<ListEmpty icon={Landmark} title="まだ送金はありません" description="月末に締めると、その月の売上の送金がここに表示されます。" />}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={payouts.data?.total} hrefForPage={hrefForPage} label="送金履歴" />
    </section>
  );
}
