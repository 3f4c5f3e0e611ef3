import { useQuery } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import type { Booking } from '@/contract/bookings';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { DayRange } from '@/web/components/day-range';
import { formatCount, formatYen } from '@/web/lib/format';
import { showApiError, showError, showSuccess } from '@/web/lib/toasts';
import type { RefundAccountBody } from '@/contract/refund-transfers';
import { bookingQuery, useCancelBooking } from '../api';
import { RefundAccountFields, showRefundAccountErrors, useRefundAccountForm } from './refund-account-fields';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';
import { HouseName } from './house-name';
import { bookedHouse } from '@/web/components/booking/booked-house';
import { HouseTitle } from '@/web/components/property/house-text';

/**
 * Where the cancellation starts decides its texts (docs/product/guest-screens.md): the simple list (/booking-check) or the
 * management pages (/bookings and a booking's own page).
 */
export type CancelVariant = 'list' | 'manage';

const CONFIRM_TEXT = msg('本当に予約をキャンセルしますか？この操作は取り消せません。');
const FEE_WARNING = msg('キャンセル料が発生する場合があります。');

/** Where the money stands: a hold has charged nothing, a request has only reserved it on the card. */
const CHARGE_NOTE: Partial<Record<Booking['status'], string>> = {
  confirmed: msg('金額はご予約の古民家のキャンセルポリシー（日本時間・チェックイン時刻基準）によります。返金はお支払いに使われたカードへ行われます。'),
  pending: msg('ホストの承認前のため料金はかかりません。カードの与信（仮押さえ）は取り消されます。'),
  tentative: msg('お支払い前のため料金はかかりません。確保していた日程は解放されます。'),
};

/** コンビニ払い and 銀行振込: the money goes back by the platform's transfer to the account the guest gives (docs/product/payments.md). */
const REFUND_BY_TRANSFER_NOTE = msg('コンビニ払い・銀行振込でお支払いの代金は、ご指定の銀行口座へのお振込みで返金します。');

/**
 * 予約をキャンセル and its confirmation: the fee and the refund of the property's policy are shown
 * before the guest agrees. The preview is asked again when the dialog opens, since the fee grows as
 * check-in nears; the server charges by its own reckoning at the moment of the cancel.
 */
export function CancelBookingButton({ booking, variant, className }: { booking: Booking; variant: CancelVariant; className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!booking.cancellation.allowed) return null;
  return (
    <>
      <Button variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
        <CalendarX2 aria-hidden="true" />
        {t('予約をキャンセル')}
        <HouseName house={bookedHouse(booking)} />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <CancelDialogContent booking={booking} variant={variant} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function CancelDialogContent({ booking, variant, onDone }: { booking: Booking; variant: CancelVariant; onDone: () => void }) {
  const t = useT();
  const language = useLanguage();
  const fresh = useQuery({ ...bookingQuery(booking.id), staleTime: 0, placeholderData: booking });
  const current = fresh.data ?? booking;
  const { allowed, feeJpy, refundJpy, reason, refundAccountRequired } = current.cancellation;
  const cancel = useCancelBooking();
  const accountForm = useRefundAccountForm();

  const send = (refundAccount?: RefundAccountBody) =>
    cancel.mutate({ id: booking.id, refundAccount }, {
      onSuccess: (result) => {
        onDone();
        const amounts = t('返金額 {refund}（キャンセル料 {fee}）', { refund: formatYen(result.refundAmountJpy), fee: formatYen(result.cancelFeeJpy) });
        if (variant === 'list') showSuccess(t('キャンセル確認メールをお送りしました'), amounts);
        else showSuccess(t('キャンセル処理が完了しました'), amounts);
      },
      onError: (error) => {
        // A refused refund account: shown at its fields, with everything typed kept.
        if (showRefundAccountErrors(accountForm, error, 'refundAccount.')) return;
        if (variant === 'list') showError(t('キャンセルに失敗しました'), t('時間をおいて再度お試しください'));
        else showApiError(t('キャンセルエラー'), error, t('キャンセルに失敗しました。時間をおいて再度お試しください'));
      },
    });
  const onConfirm = refundAccountRequired ? accountForm.handleSubmit((values) => send(values)) : () => send();

  return (
    <DialogContent className={refundAccountRequired ? 'max-h-[92vh] max-w-2xl overflow-y-auto' : 'max-w-md'}>
      <DialogHeader>
        <DialogTitle>{t('予約のキャンセル')}</DialogTitle>
        <DialogDescription className="text-base text-foreground">
          {t(CONFIRM_TEXT)}
          {variant === 'manage' && (
            <>
              <br />
              {t(FEE_WARNING)}
            </>
          )}
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-1 rounded-xl bg-muted px-4 py-3 text-sm">
        <p className="font-bold">
          <HouseTitle house={bookedHouse(booking)} />
        </p>
        <p className="text-muted-foreground">
          <DayRange from={booking.checkIn} to={booking.checkOut} />
          {t('（{nights}）', { nights: formatCount(booking.nights, 'night', language) })}
        </p>
      </div>

      {allowed ? (
        <dl className="grid gap-2 text-sm" aria-label={t('キャンセル料と返金額')} aria-busy={fresh.isFetching}>
          <div className="flex justify-between gap-3">
            <dt>{t('キャンセル料')}</dt>
            <dd className="font-bold tabular-nums">{formatYen(feeJpy)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-border pt-2 text-base">
            <dt className="font-bold">{t('返金額')}</dt>
            <dd className="font-bold tabular-nums text-success">{formatYen(refundJpy)}</dd>
          </div>
          <p className="text-xs text-muted-foreground">
            {t(refundAccountRequired ? REFUND_BY_TRANSFER_NOTE : (CHARGE_NOTE[current.status] ?? CHARGE_NOTE.confirmed ?? ''))}
          </p>
        </dl>
      ) : (
        <p role="alert" className="rounded-xl bg-destructive/10 px-4 py-3 text-sm font-bold text-destructive">
          {reason ? t(reason) : t('この予約はキャンセルできません')}
        </p>
      )}

      {allowed && refundAccountRequired && (
        <form id="refund-account-form" noValidate aria-label={t('返金先の口座')} className="grid gap-3" onSubmit={(e) => void onConfirm(e)}>
          <h3 className="text-base font-bold">{t('返金先の口座')}</h3>
          <RefundAccountFields form={accountForm} />
        </form>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={cancel.isPending}>
          {t('戻る')}
        </Button>
        <Button
          variant="destructive"
          {...(allowed && refundAccountRequired ? { type: 'submit' as const, form: 'refund-account-form' } : { onClick: () => void onConfirm() })}
          disabled={!allowed || cancel.isPending}
        >
          {cancel.isPending ? t('キャンセルしています...') : t('キャンセルを確定する')}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
