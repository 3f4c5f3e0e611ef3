import { useState } from 'react';
import type { AdminBookingDetail, AdminRefundChoice } from '@/contract/admin-bookings';
import { ADMIN_CANCEL_REASON_MAX } from '@/contract/admin-bookings';
import { ReasonDialog } from '@/web/components/reason-dialog';
import { isApiError } from '@/web/lib/api-error';
import { bookingNumber } from '@/web/lib/booking-status';
import { formatYen } from '@/web/lib/format';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useCancelBooking } from '../api';

/** An admin's cancellation: the reason, and the full or the policy's refund with its amount shown before confirming. */
export function CancelBookingDialog({ booking, open, onOpenChange }: { booking: AdminBookingDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const mutation = useCancelBooking();
  const [refund, setRefund] = useState<AdminRefundChoice>('full');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const c = booking.cancellation;
  const amount = refund === 'full' ? c.fullRefundJpy : c.policyRefundJpy;
  const choices: { value: AdminRefundChoice; label: string; detail: string }[] = [
    { value: 'full', label: '全額返金', detail: `返金 ${formatYen(c.fullRefundJpy)}（キャンセル料なし）` },
    { value: 'policy', label: 'キャンセルポリシーどおり', detail: `返金 ${formatYen(c.policyRefundJpy)}・キャンセル料 ${formatYen(c.policyFeeJpy)}` },
  ];
  const confirm = (reason: string) =>
    mutation.mutate(
      { id: booking.id, reason, refund },
      {
        onSuccess: (after) => {
          onOpenChange(false);
          const refunded = after.refunds.at(-1);
          showSuccess('予約をキャンセルしました', refunded ? `${formatYen(refunded.amountJpy)}を返金し、ゲストにメールでお知らせしました。` : 'ゲストにメールでお知らせしました。');
        },
        onError: (error) => {
          if (isApiError(error) && error.field === 'reason') setReasonError(error.serverMessage ?? undefined);
          showApiError('キャンセルできませんでした', error, '予約のキャンセルに失敗しました。時間をおいてもう一度お試しください。');
        },
      },
    );
  return (
    <ReasonDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setReasonError(undefined);
        onOpenChange(next);
      }}
      title="予約をキャンセル"
      description={`予約 ${bookingNumber(booking.id)}（${booking.guestName}様・${booking.propertyTitle}）をキャンセルします。ゲストには理由と返金額をメールでお知らせし、ホストにも通知します。`}
      label="キャンセルの理由"
      placeholder="例：建物の設備故障により宿泊をお受けできなくなったため"
      hint="ゲストへのメールにそのまま記載されます。"
      confirmLabel={c.paidJpy > 0 ? `キャンセルして${formatYen(amount)}を返金` : 'キャンセルする'}
      pendingLabel="キャンセルしています…"
      closeLabel="戻る"
      pending={mutation.isPending}
      maxLength={ADMIN_CANCEL_REASON_MAX}
      error={reasonError}
      onConfirm={confirm}
    >
      {c.paidJpy === 0 ? (
        <p className="text-sm text-muted-foreground">
          {booking.status === 'pending' ? '承認待ちのリクエストは未請求のため、カードの与信を解除します（返金は発生しません）。' : 'お支払いの記録がないため、返金は発生しません。'}
        </p>
      ) : (
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">返金方法（お支払い済み {formatYen(c.paidJpy)}）</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
            <input type="radio" name="refund" value={choice.value} checked={refund === choice.value} onChange={() => setRefund(choice.value)} className="mt-1 accent-primary" />
            <span className="grid gap-0.5">
              <span className="font-medium">{choice.label}</span>
              <span className="text-sm text-muted-foreground">{choice.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      )}
    </ReasonDialog>
  );
}
