import { Check, X } from 'lucide-react';
import type { AdminPayout } from '@/contract/admin-payouts';
import { OneLineText } from '@/web/components/data-table/one-line-text';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import { formatDateTime, formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { monthLabel } from '@/domain/display-format';
import { PayoutStatusBadge } from '../labels';

function BankCell({ payout }: { payout: AdminPayout }) {
  if (!payout.bankName) return <span className="text-destructive">口座未登録</span>;
  return (
    <div className="grid text-sm">
      <span>
        {payout.bankName} {payout.branchName}
      </span>
      <span className="text-muted-foreground">
        {payout.accountType} {payout.accountNumberMasked} {payout.accountHolder}
      </span>
      {!payout.bankReady && (payout.status === 'pending' || payout.status === 'failed') && <span className="text-xs font-bold text-destructive">金融機関コード・支店コードが未登録</span>}
    </div>
  );
}

function OutcomeButtons({ payout, onPaid, onFailed, wide }: { payout: AdminPayout; onPaid: (p: AdminPayout) => void; onFailed: (p: AdminPayout) => void; wide?: boolean }) {
  if (payout.status !== 'processing') return null;
  return (
    <div className={wide ? 'grid grid-cols-2 gap-2' : 'grid justify-items-stretch gap-1'}>
      <Button size="sm" variant="outline" onClick={() => onPaid(payout)} aria-label={`${payout.hostName}さんの${monthLabel(payout.periodMonth)}分を送金済みにする`}>
        <Check aria-hidden="true" />
        送金済みにする
      </Button>
      <Button size="sm" variant="outline" className="text-destructive" onClick={() => onFailed(payout)} aria-label={`${payout.hostName}さんの${monthLabel(payout.periodMonth)}分を失敗にする`}>
        <X aria-hidden="true" />
        失敗にする
      </Button>
    </div>
  );
}

/** The columns of /admin/transfers, for the table and the phone's cards. */
export function payoutColumns(actions: { onPaid: (payout: AdminPayout) => void; onFailed: (payout: AdminPayout) => void }): DataTableColumn<AdminPayout>[] {
  return [
    {
      id: 'host',
      header: 'ホスト',
      mobile: 'title',
      cell: (p) => (
        <div className="grid min-w-0">
          <span className="font-bold break-keep">{p.hostName}</span>
          <OneLineText text={p.hostEmail} className="text-xs text-muted-foreground" />
        </div>
      ),
    },
    { id: 'month', header: '対象月', cell: (p) => <span className="break-keep">{`${monthLabel(p.periodMonth)}分`}</span> },
    { id: 'bank', header: '振込先', cell: (p) => <BankCell payout={p} /> },
    {
      id: 'amount',
      header: '送金額',
      className: 'whitespace-nowrap text-right',
      // The gross and the commission on a line each: one line was the table's widest cell.
      cell: (p) => (
        <div className="grid text-right">
          <span className="font-bold">{formatYen(p.netJpy)}</span>
          <span className="text-xs text-muted-foreground">売上 {formatYen(p.grossJpy)}</span>
          {p.accommodationTaxJpy !== 0 && <span className="text-xs text-muted-foreground">うち宿泊税 {formatYen(p.accommodationTaxJpy)}</span>}
          <span className="text-xs text-muted-foreground">手数料 {formatYen(p.commissionJpy)}</span>
        </div>
      ),
    },
    {
      id: 'date',
      header: '振込日',
      // One date per payout, the one the host sees too: its transfer day (the batch's 振込指定日 once in a
      // batch). The day on one line and what it is under it: on one line it was among the widest cells.
      cell: (p) =>
        p.scheduledDate ? (
          <div className="grid">
            <span className="whitespace-nowrap">{formatDateWithWeekday(p.scheduledDate)}</span>
            {p.status === 'pending' || p.status === 'processing' ? (
              <span className="text-xs text-muted-foreground">{p.status === 'pending' ? '（予定）' : '（指定日）'}</span>
            ) : (
              p.processedAt && <span className="text-xs text-muted-foreground">{formatDateTime(p.processedAt)} 記録</span>
            )}
          </div>
        ) : (
          '-'
        ),
    },
    {
      id: 'status',
      header: '状態',
      mobile: 'badge',
      skeleton: 'badge',
      cell: (p) => (
        <div className="grid gap-1">
          <PayoutStatusBadge status={p.status} />
          {p.failureReason && <span className="text-xs text-destructive">{p.failureReason}</span>}
        </div>
      ),
    },
    {
      id: 'actions',
      header: '操作',
      headerHidden: true,
      mobile: 'actions',
      skeleton: 'buttons',
      className: 'text-right',
      cell: (p) => <OutcomeButtons payout={p} {...actions} />,
      mobileCell: (p) => <OutcomeButtons payout={p} {...actions} wide />,
    },
  ];
}
