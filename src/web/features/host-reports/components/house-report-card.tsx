import { Download } from 'lucide-react';
import { useState } from 'react';
import type { MinpakuHouseReport } from '@/contract/minpaku-reports';
import { Button } from '@/web/components/ui/button';
import { downloadFile } from '@/web/lib/download-file';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { reportCsvUrl } from '../api';

function Figure({ label, value, unit }: { label: string; value: number; unit: string }) {
  return (
    <div className="grid gap-1 rounded-xl bg-muted/50 px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">
        {value.toLocaleString('ja-JP')}
        <span className="ml-1 text-sm font-normal">{unit}</span>
      </dd>
    </div>
  );
}

/** One 民泊 house's figures for the period, with its breakdown by nationality and the CSV. */
export function HouseReportCard({ report, period }: { report: MinpakuHouseReport; period: string }) {
  const [busy, setBusy] = useState(false);
  const headingId = `report-${report.propertyId}`;

  async function download() {
    setBusy(true);
    try {
      const name = await downloadFile(reportCsvUrl(report.propertyId, period), '定期報告.csv');
      showSuccess(`${name} をダウンロードしました`);
    } catch (caught) {
      showApiError('ダウンロードできませんでした', caught, '通信に失敗しました');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border bg-card p-5 shadow-xs">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 id={headingId} className="text-lg font-bold break-words">
            {report.title}
          </h2>
          <p className="text-sm text-muted-foreground">届出番号 {report.notificationNumber ?? '未登録'}</p>
        </div>
        <Button variant="outline" size="sm" onClick={download} disabled={busy}>
          <Download aria-hidden="true" />
          {busy ? 'ダウンロードしています…' : 'CSVをダウンロード'}
        </Button>
      </header>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="宿泊させた日数" value={report.nights} unit="日" />
        <Figure label="宿泊者数" value={report.guests} unit="人" />
        <Figure label="延べ宿泊者数" value={report.guestNights} unit="人" />
      </dl>
      <div className="grid gap-2">
        <h3 className="font-bold">国籍別の宿泊者数</h3>
        {report.nationalities.length === 0 ? (
          <p className="text-sm text-muted-foreground">この期間の宿泊はありません（宿泊実績がない場合も報告が必要です）。</p>
        ) : (
          <table className="w-full max-w-md text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 font-normal">
                  国籍
                </th>
                <th scope="col" className="py-2 text-right font-normal">
                  宿泊者数
                </th>
              </tr>
            </thead>
            <tbody>
              {report.nationalities.map((n) => (
                <tr key={n.nationality} className="border-b last:border-b-0">
                  <td className="py-2">{n.nationality}</td>
                  <td className="py-2 text-right tabular-nums">{n.guests}人</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
