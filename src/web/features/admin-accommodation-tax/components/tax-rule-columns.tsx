import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { AccommodationTaxRuleView } from '@/contract/admin-accommodation-tax';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { formatShortDate } from '@/web/lib/format';
import { TAX_KIND_LABELS, TAX_RULE_STATE_LABELS, exemptionLines, placeText, regimesText, sourceHost, taxAmountLines, taxRuleState } from '../tax-rule-text';

const STATE_BADGE = { current: 'success', ended: 'secondary', upcoming: 'warning' } as const;

function Lines({ lines, empty = '—' }: { lines: string[]; empty?: string }) {
  if (lines.length === 0) return <span className="text-muted-foreground">{empty}</span>;
  return (
    <ul className="grid gap-0.5 wrap-anywhere">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The columns of /admin/accommodation-tax, for the table and the phone's cards; `today` is Japan's day. */
export function taxRuleColumns({
  today,
  onEdit,
  onDelete,
}: {
  today: string;
  onEdit: (rule: AccommodationTaxRuleView) => void;
  onDelete: (rule: AccommodationTaxRuleView) => void;
}): DataTableColumn<AccommodationTaxRuleView>[] {
  const label = (rule: AccommodationTaxRuleView) => `${rule.name}（${formatShortDate(rule.appliesFrom)}〜）`;
  const period = (rule: AccommodationTaxRuleView) => ({ from: `${formatShortDate(rule.appliesFrom)}〜`, to: rule.appliesTo ? formatShortDate(rule.appliesTo) : '' });
  const stateBadge = (rule: AccommodationTaxRuleView) => {
    const state = taxRuleState(rule, today);
    return <Badge variant={STATE_BADGE[state]}>{TAX_RULE_STATE_LABELS[state]}</Badge>;
  };
  return [
    {
      id: 'place',
      header: '地域・名称',
      mobile: 'title',
      className: 'min-w-36',
      cell: (rule) => (
        <div className="grid min-w-0 gap-0.5">
          <span className="font-bold">{rule.name}</span>
          <span className="text-xs text-muted-foreground">
            {placeText(rule)}
            {rule.replacesPrefectureRule && '（都道府県の税を含む）'}
          </span>
          <span className="text-xs text-muted-foreground">対象：{regimesText(rule.regimes)}</span>
        </div>
      ),
    },
    {
      id: 'period',
      header: '適用期間',
      skeleton: 'badge',
      className: 'text-sm tabular-nums',
      cell: (rule) => (
        <div className="grid justify-items-start gap-1">
          {stateBadge(rule)}
          <span className="whitespace-nowrap">{period(rule).from}</span>
          {period(rule).to && <span className="whitespace-nowrap">{period(rule).to}</span>}
        </div>
      ),
      mobileCell: (rule) => (
        <span className="inline-flex flex-wrap items-center gap-2 tabular-nums">
          {stateBadge(rule)}
          {period(rule).from}
          {period(rule).to}
        </span>
      ),
    },
    {
      id: 'amounts',
      header: '方式・税額（1人1泊）',
      mobileLabel: '税額（1人1泊）',
      className: 'text-sm whitespace-nowrap',
      cell: (rule) => (
        <div className="grid gap-1">
          <span className="text-xs font-bold text-muted-foreground">{TAX_KIND_LABELS[rule.kind]}</span>
          <Lines lines={taxAmountLines(rule)} />
        </div>
      ),
    },
    { id: 'exemptions', header: '免除・メモ', className: 'min-w-44 max-w-72 text-sm', cell: (rule) => <Lines lines={exemptionLines(rule)} empty="なし" /> },
    {
      id: 'source',
      header: '出典',
      className: 'min-w-32 text-sm',
      cell: (rule) => (
        <a href={rule.sourceUrl} target="_blank" rel="noreferrer" className="inline-flex max-w-40 items-center gap-1 break-all text-primary underline underline-offset-2" title={rule.sourceUrl}>
          {sourceHost(rule.sourceUrl)}
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">（{rule.name}の出典・新しいタブで開きます）</span>
        </a>
      ),
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
          <Button variant="ghost" size="icon" className="size-8" aria-label={`${label(rule)}を編集`} title="編集" onClick={() => onEdit(rule)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" className="size-8 text-destructive" aria-label={`${label(rule)}を削除`} title="削除" onClick={() => onDelete(rule)}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ),
      mobileCell: (rule) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-label={`${label(rule)}を編集`} onClick={() => onEdit(rule)}>
            <Pencil aria-hidden="true" />
            編集
          </Button>
          <Button variant="outline" size="sm" className="text-destructive" aria-label={`${label(rule)}を削除`} onClick={() => onDelete(rule)}>
            <Trash2 aria-hidden="true" />
            削除
          </Button>
        </div>
      ),
    },
  ];
}
