import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuditLogEntry } from '@/contract/admin-audit-logs';
import { auditActionLabel, auditEntityLabel, auditEntityPath, auditSummary } from '@/domain/audit-labels';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { formatDateTime } from '@/web/lib/format';
import { AuditValuesDiff } from './audit-values-diff';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 py-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm break-all">{children}</dd>
    </div>
  );
}

/** One record of the audit trail: who, when, what, from where, and the values before and after. */
export function AuditDetailDialog({ entry, open, onOpenChange }: { entry: AuditLogEntry | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const path = entry ? auditEntityPath(entry.entityType, entry.entityId) : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>監査ログの詳細</DialogTitle>
          <DialogDescription>{entry ? auditSummary(entry.entityType, entry.action) : ''}</DialogDescription>
        </DialogHeader>
        {entry && (
          <div className="grid gap-4">
            <dl className="divide-y divide-border">
              <Field label="日時">{formatDateTime(entry.createdAt)}</Field>
              <Field label="管理者">{entry.adminName ?? '削除された管理者'}</Field>
              <Field label="操作">
                {auditActionLabel(entry.action)}
              </Field>
              <Field label="対象">
                <span className="grid gap-1">
                  <span>
                    {auditEntityLabel(entry.entityType)}
                    {entry.entityName && `：${entry.entityName}`}
                  </span>
                  <span className="font-mono text-xs text-muted-foreground">ID {entry.entityId ?? '—'}</span>
                  {path && (
                    <Link to={path} className="font-bold text-primary underline-offset-4 hover:underline">
                      {entry.entityType === 'booking' ? 'この予約を管理画面で開く' : `${auditEntityLabel(entry.entityType)}の管理画面へ`}
                    </Link>
                  )}
                </span>
              </Field>
              <Field label="IPアドレス">{entry.ipAddress ?? '—'}</Field>
              <Field label="ブラウザ">{entry.userAgent ?? '—'}</Field>
            </dl>
            <section aria-label="変更内容" className="grid gap-2">
              <h3 className="font-bold">変更内容</h3>
              <AuditValuesDiff entry={entry} />
            </section>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">閉じる</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
