import type { AdminRevenue } from '@/contract/admin-revenue';
import { SALES_FIGURE } from '@/contract/money-figures';
import { formatYen } from '@/web/lib/format';
import { monthLabel } from '@/web/lib/months';

const COLUMNS = [
  { key: 'grossJpy', label: '取扱高' },
  { key: 'refundsJpy', label: '返金' },
  { key: 'netJpy', label: SALES_FIGURE },
  { key: 'accommodationTaxJpy', label: 'うち宿泊税' },
  { key: 'commissionJpy', label: '手数料' },
] as const;

/** The chosen month per prefecture: a table on a wide screen, a card per prefecture on a phone. */
export function PrefectureTable({ revenue }: { revenue: AdminRevenue }) {
  const caption = `${monthLabel(revenue.month)}の都道府県別売上`;
  if (revenue.prefectures.length === 0) {
    return <p className="rounded-xl bg-secondary/60 p-4 text-sm text-muted-foreground">{monthLabel(revenue.month)}に計上された売上はありません。</p>;
  }
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">都道府県</th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="py-2 pr-3 text-right font-medium whitespace-nowrap">{c.label}</th>
            ))}
            <th scope="col" className="py-2 text-right font-medium whitespace-nowrap">予約数</th>
          </tr>
        </thead>
        <tbody>
          {revenue.prefectures.map((p) => (
            <tr key={p.prefecture} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-bold">{p.prefecture}</th>
              {COLUMNS.map((c) => (
                <td key={c.key} className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                  {c.key === 'refundsJpy' && p.refundsJpy > 0 ? `−${formatYen(p.refundsJpy)}` : formatYen(p[c.key])}
                </td>
              ))}
              <td className="py-2 text-right tabular-nums">{p.bookingCount}件</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {revenue.prefectures.map((p) => (
          <li key={p.prefecture} className="rounded-xl border p-3">
            <p className="font-bold">{p.prefecture}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {COLUMNS.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="text-muted-foreground">{c.label}</dt>
                  <dd className="text-right tabular-nums">{c.key === 'refundsJpy' && p.refundsJpy > 0 ? `−${formatYen(p.refundsJpy)}` : formatYen(p[c.key])}</dd>
                </div>
              ))}
              <dt className="text-muted-foreground">予約数</dt>
              <dd className="text-right tabular-nums">{p.bookingCount}件</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
