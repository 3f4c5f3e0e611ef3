import type { AccommodationTaxReport } from '@/contract/admin-accommodation-tax';
import { formatNumber, formatYen } from '@/web/lib/format';
import { monthLabel } from '@/web/lib/months';

type Figures = AccommodationTaxReport['total'];

const COLUMNS: { key: keyof Figures; label: string; text: (f: Figures) => string }[] = [
  { key: 'nights', label: '泊数', text: (f) => `${formatNumber(f.nights)}泊` },
  { key: 'taxedGuestNights', label: '課税対象の人泊', text: (f) => `${formatNumber(f.taxedGuestNights)}人泊` },
  { key: 'taxJpy', label: '宿泊税', text: (f) => formatYen(f.taxJpy) },
];

/** The month's tax per municipality with its total: a table on a wide screen, a card per municipality on a phone. */
export function TaxReportTable({ report }: { report: AccommodationTaxReport }) {
  const caption = `${monthLabel(report.month)}の市区町村別の宿泊税`;
  if (report.rows.length === 0) {
    return (
      <p className="rounded-xl bg-secondary/60 p-4 text-sm text-muted-foreground">
        {monthLabel(report.month)}に宿泊税のかかった宿泊はありません（確定・完了した予約の泊を集計します）。
      </p>
    );
  }
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              都道府県
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              市区町村
            </th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="py-2 pr-3 text-right font-medium whitespace-nowrap last:pr-0">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.prefecture}/${row.city}`} className="border-b">
              <td className="py-2 pr-3">{row.prefecture}</td>
              <th scope="row" className="py-2 pr-3 text-left font-bold">
                {row.city}
              </th>
              {COLUMNS.map((c) => (
                <td key={c.key} className="py-2 pr-3 text-right tabular-nums whitespace-nowrap last:pr-0">
                  {c.text(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold">
            <th scope="row" colSpan={2} className="py-2 pr-3 text-left">
              合計
            </th>
            {COLUMNS.map((c) => (
              <td key={c.key} className="py-2 pr-3 text-right tabular-nums whitespace-nowrap last:pr-0">
                {c.text(report.total)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {[...report.rows.map((row) => ({ key: `${row.prefecture}/${row.city}`, title: `${row.prefecture} ${row.city}`, figures: row as Figures })), { key: 'total', title: '合計', figures: report.total }].map(
          (item) => (
            <li key={item.key} className={item.key === 'total' ? 'rounded-xl border-2 border-primary/40 p-3' : 'rounded-xl border p-3'}>
              <p className="font-bold">{item.title}</p>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                {COLUMNS.map((c) => (
                  <div key={c.key} className="contents">
                    <dt className="text-muted-foreground">{c.label}</dt>
                    <dd className="text-right tabular-nums">{c.text(item.figures)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ),
        )}
      </ul>
    </>
  );
}
