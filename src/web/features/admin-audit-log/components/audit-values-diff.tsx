import type { AuditLogEntry } from '@/contract/admin-audit-logs';
import { formatDateTime } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A stored value as text: moments in Japan time, other strings as they are, everything else as JSON; none as —. */
function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '（空）' : INSTANT.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'boolean') return value ? 'true（はい）' : 'false（いいえ）';
  return JSON.stringify(value, null, 1);
}

/** The old and new values side by side, one row per key; changed rows stand out. */
export function AuditValuesDiff({ entry }: { entry: Pick<AuditLogEntry, 'oldValues' | 'newValues'> }) {
  const oldValues = entry.oldValues ?? {};
  const newValues = entry.newValues ?? {};
  const keys = [...new Set([...Object.keys(oldValues), ...Object.keys(newValues)])];
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">記録された値はありません。</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">変更前と変更後の値</caption>
        <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2">項目</th>
            <th scope="col" className="px-3 py-2">変更前</th>
            <th scope="col" className="px-3 py-2">変更後</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {keys.map((key) => {
            const before = show(oldValues[key]);
            const after = show(newValues[key]);
            const changed = before !== after;
            return (
              <tr key={key} className={cn(changed && 'bg-warning-muted/40')}>
                <th scope="row" className="px-3 py-2 text-left align-top font-mono text-xs font-normal break-all">
                  {key}
                  {changed && <span className="sr-only">（変更あり）</span>}
                </th>
                <td className="px-3 py-2 align-top break-all whitespace-pre-wrap text-muted-foreground">{before}</td>
                <td className={cn('px-3 py-2 align-top break-all whitespace-pre-wrap', changed && 'font-bold')}>{after}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
