import { CreditCard, LoaderCircle } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/lib/i18n/use-t';

/**
 * The button that leaves for the card page. While the call runs and the browser leaves it is disabled
 * and says so; its width does not change between the two texts' lines (w-full).
 */
export function PayButton({
  busy,
  disabled = false,
  onClick,
  label,
  busyLabel,
}: {
  busy: boolean;
  /** Not payable now (the nights are taken): nothing to start. */
  disabled?: boolean;
  onClick: () => void;
  label?: string;
  busyLabel?: string;
}) {
  const t = useT();
  return (
    <Button size="lg" className="w-full" onClick={onClick} disabled={busy || disabled} aria-busy={busy}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
      {busy ? (busyLabel ?? t('決済画面を準備しています...')) : (label ?? t('予約を確定して支払いへ'))}
    </Button>
  );
}

/**
 * How the card is used: charged at once, or only authorised until the host answers (request to book);
 * or, for a request to be paid after approval, what happens next.
 */
export function PaymentNote({ requiresApproval, afterApproval = false }: { requiresApproval: boolean; afterApproval?: boolean }) {
  const t = useT();
  return (
    <p className="text-center text-xs leading-relaxed text-muted-foreground">
      {afterApproval
        ? t('リクエスト予約です。ホストが24時間以内に承認すると、お支払い期限とお支払いページをメールでお知らせします。承認されなかった場合、料金は発生しません。')
        : requiresApproval
        ? t('リクエスト予約です。カードは仮押さえ（オーソリ）のみで、ホストが24時間以内に承認した時点で決済されます。承認されなかった場合、料金は請求されません。')
        : t('お支払いが完了すると、その場で予約が確定します。次の画面でお支払い方法（クレジットカード・コンビニ払い・銀行振込）をお選びください。')}
    </p>
  );
}
