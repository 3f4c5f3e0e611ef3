import { AlertTriangle } from 'lucide-react';
import type { HostProperty } from '@/contract/host-properties';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';

/**
 * Asks before deleting a house. A refusal (upcoming bookings) stays in the dialog, in the server's words.
 */
export function DeletePropertyDialog({
  property,
  open,
  onOpenChange,
  onConfirm,
  deleting,
  refusal,
}: {
  property: HostProperty | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  deleting: boolean;
  refusal: string | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>物件を削除しますか？</DialogTitle>
          <DialogDescription>
            「{property?.title}」を削除すると、物件一覧・検索・物件ページに表示されなくなります。この操作は取り消せません。過去の予約の記録は残ります。
          </DialogDescription>
        </DialogHeader>
        {refusal && (
          <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {refusal}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            キャンセル
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={deleting || refusal !== null}>
            {deleting ? '削除中…' : '削除する'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
