import type { AccommodationTaxBreakdown } from '@/contract/properties';
import { formatYen } from '@/web/lib/format';
import { JapaneseData } from '@/web/components/japanese-data';
import { msg, type MessageValues } from '@/web/lib/i18n/translate';
import { useT } from '@/web/lib/i18n/use-t';

export interface PriceTotalRow {
  /** A Japanese source, shown in the page's language with its `values`. */
  label: string;
  values?: MessageValues;
  amount: number;
  /** A smaller line under the label (what the amount is made of: the taxes' own Japanese names). */
  detail?: string;
}

/**
 * 宿泊税 (Accommodation tax) as its own line when the stay owes it, with the taxes it is made of (a
 * prefecture's and a city's, named in Japanese) under it; nothing when none applies.
 */
export function accommodationTaxRows(tax: AccommodationTaxBreakdown): PriceTotalRow[] {
  if (tax.totalJpy <= 0) return [];
  return [{ label: msg('宿泊税'), amount: tax.totalJpy, detail: tax.lines.map((l) => `${l.name} ${formatYen(l.amountJpy)}`).join('・') }];
}

export interface StayAmounts {
  nights: number;
  nightsTotal: number;
  cleaningFeeJpy: number;
  accommodationTax: AccommodationTaxBreakdown;
  /** What the guest pays: the nights, the cleaning fee and the accommodation tax. */
  totalPrice: number;
}

/** The rows every breakdown shows under the nights: their total, the cleaning fee and the 宿泊税, in the page's language. */
export function stayRows(amounts: StayAmounts): PriceTotalRow[] {
  return [
    { label: msg('{nights}泊の合計'), values: { nights: amounts.nights }, amount: amounts.nightsTotal },
    { label: msg('清掃料金'), amount: amounts.cleaningFeeJpy },
    ...accommodationTaxRows(amounts.accommodationTax),
  ];
}

/**
 * The amounts of a price breakdown and its total (合計（税込）): the one list the house page, the
 * booking pages, the host's and the back office's booking details show.
 */
export function PriceTotals({ rows, total, totalLabel }: { rows: PriceTotalRow[]; total: number; totalLabel?: string }) {
  const t = useT();
  return (
    <dl className="grid gap-1.5 border-t border-border pt-3 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-2">
          <dt>
            {t(row.label, row.values)}
            {row.detail && (
              <span className="block text-xs text-muted-foreground">
                <JapaneseData>{row.detail}</JapaneseData>
              </span>
            )}
          </dt>
          <dd className="tabular-nums">{formatYen(row.amount)}</dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-2 border-t border-border pt-3 text-base font-bold">
        <dt>{totalLabel ?? t('合計（税込）')}</dt>
        <dd className="text-xl tabular-nums">{formatYen(total)}</dd>
      </div>
    </dl>
  );
}
