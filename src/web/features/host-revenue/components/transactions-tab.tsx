import { useQuery } from '@tanstack/react-query';
import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import type { RevenueTotals, RevenueTransaction } from '@/contract/host-revenue';
import { DataTable } from '@/web/components/data-table/data-table';
import { ListEmpty } from '@/web/components/data-table/list-empty';
import { ListSelect } from '@/web/components/data-table/list-select';
import { NativeSelect } from '@/web/components/form-controls';
import { Pagination } from '@/web/components/data-table/pagination';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { PAGE_SIZE, transactionsQuery } from '../api';
import { TRANSACTION_STATUS, isMonth, monthLabel, recentMonths } from '../labels';
import { ExportDialog } from './export-dialog';

const amountClass = (n: number) => cn('tabular-nums', n < 0 && 'text-destructive');

const COLUMNS: DataTableColumn<RevenueTransaction>[] = [
  { id: 'date', header: '日付', cell: (r) => formatDateWithWeekday(r.date), className: 'whitespace-nowrap' },
  {
    id: 'number',
    header: '予約番号',
    cell: (r) => <span className="font-mono text-xs">{r.bookingNumber}</span>,
    mobile: 'title',
    mobileCell: (r) => (
      <div className="grid gap-0.5">
        <span className="font-bold">{r.propertyTitle}</span>
        <span className="text-xs text-muted-foreground">
          <span className="font-mono">{r.bookingNumber}</span>・{formatDateWithWeekday(r.date)}
        </span>
      </div>
    ),
  },
  { id: 'guest', header: 'ゲスト', cell: (r) => r.guestName },
  { id: 'property', header: '物件', cell: (r) => r.propertyTitle, mobile: 'hidden', className: 'max-w-56' },
  { id: 'amount', header: '金額', cell: (r) => <span className={amountClass(r.amountJpy)}>{formatYen(r.amountJpy)}</span>, className: 'text-right' },
  {
    id: 'tax',
    header: 'うち宿泊税',
    cell: (r) => <span className={amountClass(r.accommodationTaxJpy)}>{formatYen(r.accommodationTaxJpy)}</span>,
    className: 'text-right',
    mobile: 'hidden',
  },
  { id: 'commission', header: '手数料', cell: (r) => <span className={amountClass(r.commissionJpy)}>{formatYen(r.commissionJpy)}</span>, className: 'text-right' },
  { id: 'net', header: '受取額', cell: (r) => <span className={cn('font-bold', amountClass(r.netJpy))}>{formatYen(r.netJpy)}</span>, className: 'text-right' },
  {
    id: 'status',
    header: 'ステータス',
    cell: (r) => <Badge variant={TRANSACTION_STATUS[r.status].tone}>{TRANSACTION_STATUS[r.status].label}</Badge>,
    mobile: 'badge',
    skeleton: 'badge',
  },
];

export interface TransactionFilters {
  month: string;
  propertyId?: string;
  page: number;
}

/** 取引履歴: a month (this month by default) and a house, a page of rows, the month's totals and the CSV export. */
export function TransactionsTab({
  filters,
  thisMonth,
  properties,
  onChange,
  hrefForPage,
}: {
  filters: TransactionFilters;
  thisMonth: string;
  properties: { id: string; title: string }[];
  onChange: (next: Partial<TransactionFilters>) => void;
  hrefForPage: (page: number) => string;
}) {
  const rows = useQuery(transactionsQuery(filters));
  const [exportOpen, setExportOpen] = useState(false);
  const totals = rows.data?.counts;

  return (
    <div className="grid gap-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grid gap-1.5 sm:w-44">
          <Label htmlFor="revenue-month" className="text-xs text-muted-foreground">
            対象月
          </Label>
          {/* A list of months in Japanese (a native month field reads "November 2026" in some browsers). */}
          <NativeSelect id="revenue-month" value={filters.month} onChange={(event) => onChange({ month: isMonth(event.target.value) ? event.target.value : thisMonth, page: 1 })}>
            {recentMonths(thisMonth, 24, filters.month).map((month) => (
              <option key={month} value={month}>
                {monthLabel(month)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <ListSelect
          id="revenue-property"
          label="物件"
          allLabel="すべての物件"
          options={properties.map((p) => ({ value: p.id, label: p.title }))}
          value={filters.propertyId}
          onChange={(value) => onChange({ propertyId: value, page: 1 })}
          className="sm:w-60"
        />
        <Button variant="outline" className="sm:ml-auto" onClick={() => setExportOpen(true)}>
          <Download className="size-4" aria-hidden="true" />
          レポートをエクスポート
        </Button>
      </Card>

      <MonthTotals month={filters.month} totals={totals ?? null} />

      <section aria-label={`${monthLabel(filters.month)}の取引`} className="grid gap-4">
        <DataTable
          query={rows}
          columns={COLUMNS}
          rowKey={(r) => r.id}
          caption={`${monthLabel(filters.month)}の取引履歴`}
          errorTitle="取引履歴の読み込みに失敗しました"
          empty={
            <ListEmpty
              icon={Receipt}
              title="まだ取引がありません"
              description={`${monthLabel(filters.month)}${filters.propertyId ? 'のこの物件' : ''}の取引はありません。チェックアウトやキャンセル料がこの月にあると表示されます。`}
            />
          }
        />
        <Pagination page={filters.page} pageSize={PAGE_SIZE} total={rows.data?.total} hrefForPage={hrefForPage} label="取引履歴" />
      </section>

      <ExportDialog open={exportOpen} onOpenChange={setExportOpen} month={filters.month} />
    </div>
  );
}

function MonthTotals({ month, totals }: { month: string; totals: RevenueTotals | null }) {
  if (!totals || totals.count === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-xl bg-secondary/60 p-3 text-sm sm:flex sm:gap-8 sm:px-5" aria-label={`${monthLabel(month)}の合計`}>
      {[
        ['売上', totals.grossJpy],
        ['宿泊税', totals.accommodationTaxJpy],
        ['手数料', totals.commissionJpy],
        ['受取額', totals.netJpy],
      ].map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">
            {monthLabel(month)}の{label}
          </dt>
          <dd className="font-bold tabular-nums">{formatYen(value as number)}</dd>
        </div>
      ))}
    </dl>
  );
}
