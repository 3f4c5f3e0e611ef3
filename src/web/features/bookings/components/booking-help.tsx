import { CalendarX2, Phone } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { SUPPORT_PHONE_HOURS } from '@/web/lib/support-hours';
import { useT } from '@/web/lib/i18n/use-t';
import { richText, slot } from '@/web/lib/i18n/rich-text';

/**
 * The list page's help (docs/product/guest-screens.md): how cancelling works (docs/product/bookings.md: until check-in, the fee
 * from the house's policy, shown before the guest agrees) and the support line's hours.
 */
export function BookingHelp() {
  const t = useT();
  return (
    <aside aria-label={t('ご予約についてのご案内')} className="grid gap-3 rounded-2xl border border-border bg-muted p-4 text-sm sm:grid-cols-2 sm:p-5">
      <div className="flex gap-3">
        <CalendarX2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-0.5">
          <h2 className="font-bold">{t('キャンセルについて')}</h2>
          <p>
            {t('キャンセルはチェックインまでお手続きいただけます。キャンセル料は古民家ごとのキャンセルポリシー（日本時間・チェックイン時刻基準）で決まり、確定前にキャンセル料と返金額をご確認いただけます。')}
          </p>
        </div>
      </div>
      <div className="flex gap-3">
        <Phone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-0.5">
          <h2 className="font-bold">{t('お困りのときは')}</h2>
          <p>
            {richText(t('お電話でのお問い合わせ：{hours}。フォームは24時間受け付けています：{contact}', { hours: t(SUPPORT_PHONE_HOURS), contact: slot(0) }), [
              <Link key="contact" to="/contact" className="font-bold text-primary underline-offset-4 hover:underline">
                {t('お問い合わせ')}
              </Link>,
            ])}
          </p>
        </div>
      </div>
    </aside>
  );
}
