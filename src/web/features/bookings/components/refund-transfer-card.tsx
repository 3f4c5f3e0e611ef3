import { Link } from '@/web/components/localized-link';
import type { Booking } from '@/contract/bookings';
import { refundAccountPath, type RefundTransfer } from '@/contract/refund-transfers';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { formatDateTime, formatYen } from '@/web/lib/format';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { JapaneseData } from '@/web/components/japanese-data';
import { useAccountTypeName } from '@/web/components/bank-account/bank-account-fields';
import { REFUND_TRANSFER_LABELS } from '@/domain/refund-transfers';

const BADGE: Record<RefundTransfer['status'], 'warning' | 'secondary' | 'success'> = {
  awaiting_account: 'warning',
  pending_transfer: 'secondary',
  transferred: 'success',
};

/**
 * A コンビニ払い or 銀行振込 refund on the booking's page (docs/product/payments.md): its state and amount,
 * the account masked (erased once transferred), and the way to give the account while it is awaited.
 */
export function RefundTransferCard({ booking, withLink = true }: { booking: Booking; withLink?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const accountTypeName = useAccountTypeName();
  const refund = booking.refundTransfer;
  if (!refund) return null;
  return (
    <Card className="grid gap-3 p-5 sm:p-6" role="region" aria-label={t('返金の状況')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold">{t('返金の状況')}</h2>
        <Badge variant={BADGE[refund.status]}>{t(REFUND_TRANSFER_LABELS[refund.status])}</Badge>
      </div>
      <dl className="grid gap-1.5 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">{t('返金額')}</dt>
        <dd className="font-bold tabular-nums">{formatYen(refund.amountJpy)}</dd>
        <dt className="text-muted-foreground">{t('返金方法')}</dt>
        <dd>{t('ご指定の銀行口座へのお振込み')}</dd>
        {refund.account && (
          <>
            <dt className="text-muted-foreground">{t('返金先')}</dt>
            <dd>
              <JapaneseData>
                {refund.account.bankName} {refund.account.branchName}
              </JapaneseData>{' '}
              {accountTypeName(refund.account.accountType)} {refund.account.accountNumber}
            </dd>
          </>
        )}
        {refund.transferredAt && (
          <>
            <dt className="text-muted-foreground">{t('振込日時')}</dt>
            <dd>{formatDateTime(refund.transferredAt, language)}</dd>
          </>
        )}
      </dl>
      {refund.status === 'awaiting_account' && <p className="text-sm">{t('返金先の口座をご入力ください。ご入力後、運営よりお振込みいたします。')}</p>}
      {refund.status === 'pending_transfer' && <p className="text-sm text-muted-foreground">{t('運営からのお振込みをお待ちください。')}</p>}
      {refund.accountErasedAt && <p className="text-sm text-muted-foreground">{t('お振込みが済んだため、口座番号と口座名義は消去しました。')}</p>}
      {withLink && refund.status !== 'transferred' && (
        <Button asChild variant={refund.status === 'awaiting_account' ? 'default' : 'outline'} className="w-fit">
          <Link to={refundAccountPath(booking.id)}>{refund.status === 'awaiting_account' ? t('返金先の口座を入力する') : t('返金先の口座を変更する')}</Link>
        </Button>
      )}
    </Card>
  );
}
