import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { AdminMinpakuLimit } from '@/contract/admin-minpaku-limits';
import { allowedPeriodsText } from '@/domain/minpaku-year';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';

/** A rule's place in words: 京都府 京都市（住居専用地域…） */
export const limitPlace = (rule: Pick<AdminMinpakuLimit, 'prefecture' | 'city' | 'zoneNote'>) => `${rule.prefecture} ${rule.city}${rule.zoneNote ? `（${rule.zoneNote}）` : ''}`;

const dateText = (day: string) => day.replaceAll('-', '/');

/** The columns of /admin/minpaku-limits, for the table and the phone's cards. */
export function limitColumns({ onEdit, onDelete }: { onEdit: (rule: AdminMinpakuLimit) => void; onDelete: (rule: AdminMinpakuLimit) => void }): DataTableColumn<AdminMinpakuLimit>[] {
  return [
    {
      id: 'place',
      header: '自治体・区域',
      mobile: 'title',
      className: 'max-w-80',
      cell: (rule) => (
        <div className="grid min-w-0 gap-0.5">
          <span className="font-bold">
            {rule.prefecture} {rule.city}
          </span>
          <span className="text-xs text-muted-foreground">{rule.zoneNote || '市区町村の全域'}</span>
        </div>
      ),
    },
    {
      id: 'periods',
      header: '営業できる期間',
      cell: (rule) => (rule.allowedPeriods.length > 0 ? `${allowedPeriodsText(rule.allowedPeriods)}のみ` : '通年'),
    },
    { id: 'maxNights', header: '年間の上限', className: 'whitespace-nowrap', cell: (rule) => (rule.maxNights === null ? '180泊（法律どおり）' : `${rule.maxNights}泊`) },
    {
      id: 'effective',
      header: '適用期間',
      className: 'whitespace-nowrap',
      cell: (rule) => `${dateText(rule.effectiveFrom)}〜${rule.effectiveTo ? dateText(rule.effectiveTo) : ''}`,
    },
    {
      id: 'actions',
      header: '操作',
      headerHidden: true,
      mobile: 'actions',
      skeleton: 'buttons',
      className: 'text-right whitespace-nowrap',
      cell: (rule) => (
        <div className="flex justify-end gap-1">
          <Button asChild variant="ghost" size="icon" className="size-8">
            <a href={rule.sourceUrl} target="_blank" rel="noreferrer noopener" aria-label={`${limitPlace(rule)}の出典を開く（新しいタブ）`} title="出典">
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
          <Button variant="ghost" size="icon" className="size-8" aria-label={`${limitPlace(rule)}を編集`} title="編集" onClick={() => onEdit(rule)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" className="size-8 text-destructive" aria-label={`${limitPlace(rule)}を削除`} title="削除" onClick={() => onDelete(rule)}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];
}
