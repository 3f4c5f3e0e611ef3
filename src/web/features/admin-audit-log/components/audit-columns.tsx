import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import type { AuditLogEntry } from '@/contract/admin-audit-logs';
import { auditActionLabel, auditEntityLabel, auditEntityPath } from '@/domain/audit-labels';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { formatDateTime } from '@/web/lib/format';

/** The object: its kind, linked to its page (a booking's own detail), and its name as the server resolved it (the id when it has none: deleted). */
function Target({ entry }: { entry: AuditLogEntry }) {
  const path = auditEntityPath(entry.entityType, entry.entityId);
  const label = auditEntityLabel(entry.entityType);
  return (
    <span className="grid gap-0.5">
      {path ? (
        <Link to={path} className="font-bold text-primary underline-offset-4 hover:underline">
          {label}
        </Link>
      ) : (
        <span className="font-bold">{label}</span>
      )}
      {entry.entityName ? (
        <span className="text-xs break-words text-muted-foreground" title={entry.entityId ?? undefined}>
          {entry.entityName}
        </span>
      ) : (
        <span className="font-mono text-xs text-muted-foreground" title={entry.entityId ?? undefined}>
          {entry.entityId ? `ID ${entry.entityId.slice(0, 8)}` : '—'}
        </span>
      )}
    </span>
  );
}

/** The columns of /admin/audit-log, for the table and the phone's cards. */
export function auditColumns({ onDetail }: { onDetail: (entry: AuditLogEntry) => void }): DataTableColumn<AuditLogEntry>[] {
  return [
    { id: 'at', header: '日時', mobile: 'title', className: 'whitespace-nowrap', cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time> },
    { id: 'action', header: '操作', mobile: 'badge', skeleton: 'badge', cell: (e) => <Badge variant="secondary">{auditActionLabel(e.action)}</Badge> },
    { id: 'admin', header: '管理者', cell: (e) => e.adminName ?? '削除された管理者' },
    { id: 'target', header: '対象', cell: (e) => <Target entry={e} /> },
    {
      id: 'actions',
      header: '操作ボタン',
      headerHidden: true,
      mobile: 'actions',
      skeleton: 'buttons',
      className: 'text-right',
      cell: (e) => (
        <Button variant="outline" size="sm" onClick={() => onDetail(e)} aria-label={`${formatDateTime(e.createdAt)}の記録の詳細`}>
          <Eye aria-hidden="true" />
          詳細
        </Button>
      ),
      mobileCell: (e) => (
        <Button variant="outline" size="sm" onClick={() => onDetail(e)}>
          <Eye aria-hidden="true" />
          詳細を見る
        </Button>
      ),
    },
  ];
}
