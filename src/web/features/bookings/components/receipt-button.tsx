import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Booking } from '@/contract/bookings';
import { RECEIPT_PURPOSE_DEFAULT, receiptBodySchema, type ReceiptBody, type ReceiptInput } from '@/contract/receipts';
import { TextField } from '@/web/components/form-field';
import { RequiredMark } from '@/web/components/form-controls';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { showApiError } from '@/web/lib/toasts';
import { zodResolver } from '@/web/lib/zod-form-resolver';
import { useIssueReceipt } from '../api';
import { useT } from '@/web/lib/i18n/use-t';

/** A receipt is offered once the stay is paid and something of the payment is kept (docs/product/receipts-and-invoices.md). */
export function canIssueReceipt(booking: Pick<Booking, 'paymentStatus' | 'totalPrice' | 'refundAmountJpy'>): boolean {
  return (booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded') && booking.totalPrice - booking.refundAmountJpy > 0;
}

/** 領収書: a small form (宛名, 但し書き), then the printable receipt in this tab. */
export function ReceiptButton({ booking }: { booking: Booking }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!canIssueReceipt(booking)) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <ReceiptText aria-hidden="true" />
        {t('領収書')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <ReceiptForm booking={booking} onCancel={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function ReceiptForm({ booking, onCancel }: { booking: Booking; onCancel: () => void }) {
  const t = useT();
  const issue = useIssueReceipt(booking.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReceiptInput, unknown, ReceiptBody>({
    resolver: zodResolver(receiptBodySchema),
    defaultValues: { addressee: booking.guestName, purpose: RECEIPT_PURPOSE_DEFAULT },
  });

  const onSubmit = handleSubmit((values) =>
    issue.mutate(values, {
      onSuccess: (issued) => window.location.assign(issued.url),
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : null;
        if (field === 'addressee' || field === 'purpose') setError(field, { message: errorMessage(error, t('入力内容をご確認ください')) }, { shouldFocus: true });
        else showApiError(t('領収書を発行できませんでした'), error, t('時間をおいて再度お試しください'));
      },
    }),
  );

  return (
    <DialogContent className="max-w-md">
      <DialogHeader>
        <DialogTitle>{t('領収書の発行')}</DialogTitle>
        <DialogDescription>{t('宛名と但し書きを確認して発行してください。2回目以降の発行は「再発行」と記載されます。')}</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate aria-label={t('領収書の発行')} className="grid gap-4">
        <TextField
          id="receipt-addressee"
          label={
            <>
              {t('宛名')}
              <RequiredMark />
            </>
          }
          autoComplete="organization"
          placeholder={t('例：株式会社古民家商事')}
          hint={t('会社名または氏名を入力してください。「様」は自動で付きます。')}
          error={errors.addressee?.message}
          {...register('addressee')}
        />
        <TextField id="receipt-purpose" label={t('但し書き')} placeholder={RECEIPT_PURPOSE_DEFAULT} hint={t('空欄の場合は「宿泊代として」になります。')} error={errors.purpose?.message} {...register('purpose')} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={issue.isPending}>
            {t('戻る')}
          </Button>
          <Button type="submit" disabled={issue.isPending}>
            {issue.isPending ? t('発行しています...') : t('領収書を発行する')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
