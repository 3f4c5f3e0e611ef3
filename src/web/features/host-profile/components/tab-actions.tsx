import { Pencil, Save, X } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** 編集 while a tab is read-only. */
export function EditButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Button type="button" variant="outline" onClick={onClick} aria-label={label}>
      <Pencil aria-hidden="true" />
      編集
    </Button>
  );
}

/** 保存 and キャンセル at the foot of a form being edited. */
export function SaveCancel({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        <X aria-hidden="true" />
        キャンセル
      </Button>
      <Button type="submit" disabled={pending}>
        <Save aria-hidden="true" />
        {pending ? '保存中...' : '保存'}
      </Button>
    </div>
  );
}

/** A read-only list of a tab's values. */
export function ReadOnlyList({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid min-w-0 content-start gap-1">
          <dt className="text-xs font-bold text-muted-foreground">{label}</dt>
          <dd className="text-sm break-words whitespace-pre-wrap">{value || <span className="text-muted-foreground">未登録</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
