import type { AgencyReportItem } from '@/contract/minpaku-reports';
import { LODGING_NUMBER_LABELS, LODGING_REGIME_SHORT_LABELS } from '@/domain/lodging-basis';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { formatNumber } from '@/web/lib/format';

/** The columns of /admin/agency-report, for the table and the phone's cards. */
export const AGENCY_COLUMNS: DataTableColumn<AgencyReportItem>[] = [
  {
    id: 'listing',
    header: '物件',
    mobile: 'title',
    cell: (row) => (
      <div className="grid text-sm">
        <span className="font-bold">{row.title}</span>
        <span className="text-xs text-muted-foreground">
          {row.prefecture}
          {row.city}・{row.hostName}
        </span>
      </div>
    ),
  },
  {
    id: 'basis',
    header: '営業の根拠・番号',
    cell: (row) =>
      row.regime ? (
        <div className="grid text-sm">
          <span>{LODGING_REGIME_SHORT_LABELS[row.regime]}</span>
          <span className="font-mono text-xs">
            {LODGING_NUMBER_LABELS[row.regime]} {row.lodgingNumber ?? '未入力'}
          </span>
        </div>
      ) : (
        <span className="text-sm text-destructive">未登録</span>
      ),
  },
  { id: 'nights', header: '宿泊日数', className: 'whitespace-nowrap text-right tabular-nums', cell: (row) => `${formatNumber(row.nights)}日` },
  { id: 'guests', header: '宿泊者数', className: 'whitespace-nowrap text-right tabular-nums', cell: (row) => `${formatNumber(row.guests)}人` },
  { id: 'guestNights', header: '延べ宿泊者数', className: 'whitespace-nowrap text-right tabular-nums', cell: (row) => `${formatNumber(row.guestNights)}人` },
];
