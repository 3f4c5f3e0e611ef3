import type { AdminPayment } from '@/contract/admin-payments';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { formatYen } from '@/web/lib/format';
import { showApiError, showError, showSuccess } from '@/web/lib/toasts';
import { useRetryRefund } from '../api';

/** Asks before a failed refund is sent to the payment provider again; the outcome is told in a toast. */
export function RetryRefundDialog({ refund, open, onOpenChange }: { refund: AdminPayment | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const retry = useRetryRefund();
  const confirm = () => {
    if (!refund) return;
    retry.mutate(refund.id, {
      onSuccess: (result) => {
        onOpenChange(false);
        if (result.status === 'refunded') showSuccess('返金が完了しました', `予約${result.bookingNumber}の${formatYen(result.amountJpy)}を返金しました。`);
        else if (result.status === 'unpaid') showSuccess('返金を受け付けました', '決済代行会社の処理が終わると「返金済み」になります。');
        else showError('返金の再試行に失敗しました', result.failureReason ?? '決済代行会社が返金を受け付けませんでした。');
      },
      onError: (error) => showApiError('返金を再試行できませんでした', error, '時間をおいてもう一度お試しください。'),
    });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !retry.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>返金を再試行しますか？</DialogTitle>
          <DialogDescription>
            {refund ? `予約${refund.bookingNumber}（${refund.guestName}様）の${formatYen(refund.amountJpy)}の返金を、決済代行会社にもう一度依頼します。` : ''}
          </DialogDescription>
        </DialogHeader>
        {refund?.failureReason && <p className="rounded-lg bg-destructive/10 p-3 text-sm text-destructive">前回の失敗の理由: {refund.failureReason}</p>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={retry.isPending}>
              戻る
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={retry.isPending}>
            {retry.isPending && <Spinner />}
            {retry.isPending ? '再試行中…' : '再試行する'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
