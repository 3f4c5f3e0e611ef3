import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateWithWeekday, formatYen } from '@/web/lib/format';
import { showApiError } from '@/web/lib/toasts';
import { downloadZenginFile, payoutBatchesQuery } from '../api';
import { monthLabel } from '@/domain/display-format';

/** The latest transfer runs, each with its Zengin file. */
export function BatchList() {
  const batches = useQuery(payoutBatchesQuery);
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (id: string) => {
    setDownloading(id);
    try {
      await downloadZenginFile(id);
    } catch (error) {
      showApiError('全銀ファイルをダウンロードできませんでした', error, '時間をおいてもう一度お試しください');
    } finally {
      setDownloading(null);
    }
  };
  return (
    <section aria-labelledby="batches-heading" className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id="batches-heading" className="font-bold">
        送金バッチ
      </h2>
      <QueryState query={batches} loading={<Skeleton className="h-16 w-full" />} errorTitle="送金バッチを読み込めませんでした">
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-muted-foreground">まだ送金バッチはありません。「今月の送金を作成」から作成できます。</p>
          ) : (
            <ul className="grid gap-2">
              {list.map((b) => (
                <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                  <div className="grid text-sm">
                    <span className="font-bold">
                      {monthLabel(b.periodMonth)}分・振込指定日 {formatDateWithWeekday(b.transferDate)}
                    </span>
                    <span className="text-muted-foreground">
                      {b.payoutCount}件・合計 {formatYen(b.totalJpy)}
                      {b.processing > 0 ? `・結果の記録待ち ${b.processing}件` : '・すべて記録済み'}
                    </span>
                  </div>
                  <Button size="sm" variant="outline" onClick={() => void download(b.id)} disabled={downloading === b.id} aria-label={`${monthLabel(b.periodMonth)}分（${formatDateWithWeekday(b.transferDate)}）の全銀ファイルをダウンロード`}>
                    <Download aria-hidden="true" />
                    {downloading === b.id ? 'ダウンロードしています…' : '全銀ファイルをダウンロード'}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
