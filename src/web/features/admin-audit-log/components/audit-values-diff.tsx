import type { AuditLogEntry } from '@/contract/admin-audit-logs';
import { auditFieldLabel, auditFieldsShown, auditValueText } from '@/domain/audit-labels';
import { formatDateTime, formatYen } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';

const FORMAT = { yen: formatYen, instant: formatDateTime };

/** The old and new values side by side, one row per field in its Japanese name (internal columns left out); changed rows stand out. */
export function AuditValuesDiff({ entry }: { entry: Pick<AuditLogEntry, 'entityType' | 'oldValues' | 'newValues'> }) {
  const oldValues = entry.oldValues ?? {};
  const newValues = entry.newValues ?? {};
  const fields = auditFieldsShown(entry.oldValues, entry.newValues);
  if (fields.length === 0) return <p className="text-sm text-muted-foreground">記録された値はありません。</p>;
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
          {fields.map((field) => {
            const before = auditValueText(entry.entityType, field, oldValues[field], FORMAT);
            const after = auditValueText(entry.entityType, field, newValues[field], FORMAT);
            const changed = before !== after;
            return (
              <tr key={field} className={cn(changed && 'bg-warning-muted/40')}>
                <th scope="row" className="px-3 py-2 text-left align-top text-xs font-normal break-words">
                  {auditFieldLabel(field)}
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
