import type { AdminLegalVersion } from '@/contract/legal-documents';
import { formatRevisionDate } from '@/domain/legal-text';
import { Badge } from '@/web/components/ui/badge';
import { formatDateTime } from '@/web/lib/format';

const STATE_LABELS: Record<AdminLegalVersion['state'], string> = { current: '現行', scheduled: '施行予定', past: '過去の版' };

/** The versions of one document, newest first: the day each took effect, who published it and when. */
export function LegalVersionsTable({ versions, versionCount }: { versions: AdminLegalVersion[]; versionCount: number }) {
  return (
    <section aria-labelledby="legal-versions-title" className="grid gap-3">
      <h2 id="legal-versions-title" className="text-lg font-bold">
        版の履歴
      </h2>
      {versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">公開された版はまだありません。初期の文面が表示されています。</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-card">
          <table className="w-full text-left text-sm">
            <thead className="bg-secondary text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-bold">施行日</th>
                <th scope="col" className="px-3 py-2 font-bold">状態</th>
                <th scope="col" className="px-3 py-2 font-bold">公開日時</th>
                <th scope="col" className="px-3 py-2 font-bold">公開した管理者</th>
                <th scope="col" className="px-3 py-2 text-right font-bold">文字数</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.id} className="border-t border-border">
                  <td className="px-3 py-2 whitespace-nowrap">{formatRevisionDate(version.effectiveDate)}</td>
                  <td className="px-3 py-2">
                    <Badge variant={version.state === 'current' ? 'default' : 'secondary'}>{STATE_LABELS[version.state]}</Badge>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(version.createdAt)}</td>
                  <td className="px-3 py-2">{version.adminName ?? '—'}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{version.body.length.toLocaleString('ja-JP')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {versionCount > versions.length && (
        <p className="text-xs text-muted-foreground">
          新しい{versions.length}件を表示しています（全{versionCount}件）。それより前の版は監査ログに残っています。
        </p>
      )}
    </section>
  );
}
