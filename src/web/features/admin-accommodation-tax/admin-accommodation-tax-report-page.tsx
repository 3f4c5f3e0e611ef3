import { useQuery } from '@tanstack/react-query';
import { BedDouble, Coins, Download, Settings2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { japanDate } from '@/domain/japan-date';
import { NativeSelect } from '@/web/components/form-controls';
import { QueryState } from '@/web/components/query-state';
import { StatCard, StatCardSkeleton } from '@/web/components/stat-card';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatNumber, formatYen } from '@/web/lib/format';
import { isMonth, monthLabel, recentMonths, shiftMonth } from '@/web/lib/months';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { usePageTitle } from '@/web/lib/use-page-title';
import { downloadTaxReportCsv, taxReportQuery } from './api';
import { TaxReportTable } from './components/tax-report-table';

/** The months offered: a year ahead (stays already booked) down to two years back. */
const MONTHS_AHEAD = 12;
const MONTHS_BACK = 24;

/** /admin/accommodation-tax/report (宿泊税の月次レポート): a month's nights, taxed guest-nights and tax per municipality, with its CSV. */
export function AdminAccommodationTaxReportPage() {
  usePageTitle('宿泊税の月次レポート | 古民家ステイ 管理画面');
  const [params, setParams] = useSearchParams();
  const thisMonth = japanDate().slice(0, 7);
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : thisMonth;
  const query = useQuery(taxReportQuery(month));
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const name = await downloadTaxReportCsv(month);
      showSuccess('CSVをダウンロードしました', name);
    } catch (error) {
      showApiError('ダウンロードできませんでした', error, 'CSVを作成できませんでした。時間をおいてもう一度お試しください。');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">宿泊税の月次レポート</h1>
          <p className="text-muted-foreground">
            確定・完了した予約のうち、その月に泊まった夜の宿泊税を、物件の市区町村ごとに集計します（日本時間）。ホストが特別徴収義務者として申告する額です。
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor="tax-report-month" className="text-xs text-muted-foreground">
              対象月
            </Label>
            <NativeSelect id="tax-report-month" className="w-40" value={month} onChange={(event) => setParams(event.target.value === thisMonth ? {} : { month: event.target.value })}>
              {recentMonths(shiftMonth(thisMonth, MONTHS_AHEAD), MONTHS_AHEAD + MONTHS_BACK + 1, month).map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button variant="outline" onClick={() => void download()} disabled={downloading}>
            <Download aria-hidden="true" />
            {downloading ? 'ダウンロードしています…' : 'CSVをダウンロード'}
          </Button>
        </div>
      </header>

      <QueryState query={query} loading={<ReportSkeleton />} errorTitle="宿泊税の集計を読み込めませんでした">
        {(report) => (
          <>
            <section aria-label={`${monthLabel(report.month)}の宿泊税の合計`} className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
              <StatCard label="宿泊税" icon={Coins} value={formatYen(report.total.taxJpy)} />
              <StatCard label="泊数" icon={BedDouble} value={`${formatNumber(report.total.nights)}泊`} />
              <StatCard label="課税対象の人泊" icon={UsersRound} value={`${formatNumber(report.total.taxedGuestNights)}人泊`} />
            </section>
            <Card className="grid gap-3 p-4 sm:p-6">
              <h2 className="text-lg font-bold">{monthLabel(report.month)}の市区町村別</h2>
              <TaxReportTable report={report} />
              <p className="text-xs text-muted-foreground">
                人泊は人数×泊数です（大人・子ども・乳幼児を含む）。CSV は UTF-8（BOM 付き）で、Excel でそのまま開けます。
              </p>
            </Card>
          </>
        )}
      </QueryState>

      <p className="text-sm">
        <Link to="/admin/accommodation-tax" className="inline-flex items-center gap-1 text-primary underline underline-offset-2">
          <Settings2 className="size-4" aria-hidden="true" />
          宿泊税の設定へ
        </Link>
      </p>
    </div>
  );
}

function ReportSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="宿泊税の集計を読み込み中">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        {[0, 1, 2].map((i) => (
          <StatCardSkeleton key={i} />
        ))}
      </div>
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}
