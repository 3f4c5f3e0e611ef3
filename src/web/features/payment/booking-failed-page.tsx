import { CreditCard, Home, Mail, RotateCw, ShieldAlert, ServerCrash, Wallet, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/web/components/localized-link';
import { msg } from '@/web/lib/i18n/translate';
import { useT } from '@/web/lib/i18n/use-t';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { readBookingData } from '@/web/lib/booking-data';
import { bookingNumber } from '@/web/lib/booking-status';
import { usePageTitle } from '@/web/lib/use-page-title';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The likely causes of a failed card payment (docs/product/guest-screens.md). */
const CAUSES: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <CreditCard />, title: msg('カード情報の入力間違い'), text: msg('カード番号・有効期限・セキュリティコードをご確認ください。') },
  { icon: <Wallet />, title: msg('ご利用限度額の超過'), text: msg('ご利用可能額はカード会社にお問い合わせください。') },
  { icon: <ShieldAlert />, title: msg('カード会社による認証のブロック'), text: msg('不正利用防止のため、カード会社が取引を止めることがあります。') },
  { icon: <ServerCrash />, title: msg('一時的なシステムエラー'), text: msg('時間をおいて、もう一度お試しください。') },
];

/**
 * /booking-failed?bookingId=&propertyId=: the payment did not go through. The hold has been released and
 * nothing was charged; 再試行 goes back to the confirmation while the form's copy of the booking remains.
 */
export function BookingFailedPage() {
  const t = useT();
  usePageTitle(t('お支払いが完了しませんでした | 古民家ステイ'));
  const [params] = useSearchParams();
  const [saved] = useState(readBookingData);
  const bookingId = params.get('bookingId');
  const queryProperty = params.get('propertyId');
  const propertyId = queryProperty && UUID.test(queryProperty) ? queryProperty : saved?.propertyId;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid justify-items-center gap-3 text-center">
        <XCircle className="size-14 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold sm:text-3xl">{t('お支払いが完了しませんでした')}</h1>
        <p className="max-w-xl text-sm leading-relaxed text-muted-foreground">
          {t('ご予約は確定していません。カードへの請求は行われておらず、仮押さえしていた日程も解除されました。')}
        </p>
        {bookingId && UUID.test(bookingId) && (
          <p className="text-xs text-muted-foreground">
            {t('お問い合わせ番号：')}
            <span className="font-bold tracking-wider tabular-nums">{bookingNumber(bookingId)}</span>
          </p>
        )}
      </div>

      <Card className="grid gap-4 p-5 sm:p-6">
        <h2 className="text-lg font-bold">{t('考えられる原因')}</h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {CAUSES.map((cause) => (
            <li key={cause.title} className="flex gap-3 rounded-xl border border-border p-4">
              <span className="mt-0.5 text-primary [&_svg]:size-5" aria-hidden="true">
                {cause.icon}
              </span>
              <div className="grid gap-1">
                <p className="font-bold">{t(cause.title)}</p>
                <p className="text-sm text-muted-foreground">{t(cause.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Card>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={saved ? '/booking-confirmation' : '/'}>
            <RotateCw aria-hidden="true" />
            {t('再試行')}
          </Link>
        </Button>
        {propertyId ? (
          <Button asChild size="lg" variant="outline">
            <Link to={`/property/${propertyId}`}>
              <Home aria-hidden="true" />
              {t('物件ページに戻る')}
            </Link>
          </Button>
        ) : (
          <Button asChild size="lg" variant="outline">
            <Link to="/search">
              <Home aria-hidden="true" />
              {t('古民家を探す')}
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <Link to="/contact">
            <Mail aria-hidden="true" />
            {t('お問い合わせ')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
