import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { formatJapaneseDate, japanDate } from '@/domain/japan-date';
import { latestEndedPeriod } from '@/domain/minpaku-reports';
import { NativeSelect } from '@/web/components/form-controls';
import { QueryState } from '@/web/components/query-state';
import { Skeleton } from '@/web/components/ui/skeleton';
import { usePageTitle } from '@/web/lib/use-page-title';
import { minpakuReportsQuery } from './api';
import { HouseReportCard } from './components/house-report-card';
import { offeredPeriods, periodParam, periodSpan } from './periods';

/**
 * /host/reports: the 定期報告 of each 民泊 house (住宅宿泊事業法 第14条, docs/product/minpaku-reports.md):
 * the period in the URL (its first month), each house's figures and its CSV.
 */
export function HostReportsPage() {
  usePageTitle('定期報告 | 古民家ステイ ホスト管理');
  const [params, setParams] = useSearchParams();
  const today = japanDate();
  const period = periodParam(params.get('period')) ?? latestEndedPeriod(today).start;
  const reports = useQuery(minpakuReportsQuery(period));
  const periods = offeredPeriods(today);

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">定期報告</h1>
        <p className="text-muted-foreground">
          民泊（住宅宿泊事業）の物件は、2か月ごとに宿泊日数・宿泊者数・延べ宿泊者数・国籍別の宿泊者数を、偶数月の15日までに民泊制度運営システムで報告します。このサイトの予約から集計した値です。
        </p>
      </header>

      <div className="grid max-w-sm gap-2">
        <label htmlFor="report-period" className="text-sm font-bold">
          報告期間
        </label>
        <NativeSelect id="report-period" value={period} onChange={(e) => setParams({ period: e.target.value })}>
          {!periods.some((p) => p.start === period) && <option value={period}>{period}</option>}
          {periods.map((p) => (
            <option key={p.start} value={p.start}>
              {p.firstNight.slice(0, 4)}年 {p.label}分（期限 {formatJapaneseDate(p.dueDate)}）
            </option>
          ))}
        </NativeSelect>
      </div>

      <QueryState
        query={reports}
        loading={
          <div role="status" aria-label="読み込み中" className="grid gap-4">
            <Skeleton className="h-56 w-full" />
          </div>
        }
        errorTitle="定期報告の読み込みに失敗しました"
      >
        {(data) =>
          data.houses.length === 0 ? (
            <div className="grid justify-items-start gap-3 rounded-2xl border border-dashed p-6">
              <FileText className="size-6 text-muted-foreground" aria-hidden="true" />
              <p className="font-bold">民泊（住宅宿泊事業）の物件がありません</p>
              <p className="text-sm text-muted-foreground">定期報告は住宅宿泊事業法の届出をした物件だけが対象です。旅館業・特区民泊の物件は報告の対象ではありません。</p>
              <Link to="/host/properties" className="rounded text-sm font-bold text-primary underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/50">
                物件管理へ
              </Link>
            </div>
          ) : (
            <div className="grid gap-4">
              <p className="text-sm">
                {periodSpan(data.period)}の宿泊（{data.period.label}分）・報告期限 {formatJapaneseDate(data.period.dueDate)}
              </p>
              {data.houses.map((house) => (
                <HouseReportCard key={house.propertyId} report={house} period={data.period.start} />
              ))}
              <p className="text-sm text-muted-foreground">
                他のサイトで受けた予約は含まれません。期間をまたぐ宿泊は、泊ごとにその日の期間に数え、宿泊者はそれぞれの期間で数えます。名簿未入力は、宿泊者名簿がまだ入力されていない宿泊者です。
              </p>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
