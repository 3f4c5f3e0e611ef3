import { CalendarX2, Clock, Mail, Phone } from 'lucide-react';
import { Card } from '@/web/components/ui/card';
import { SUPPORT_PHONE_HOURS } from '@/web/lib/support-hours';
import { useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';

/** The cancellation policies of docs/product/bookings.md, in Japan time from the property's check-in time. */
const CANCEL_POLICIES = [
  { name: msg('柔軟'), rule: msg('チェックインの24時間前まで全額返金。それ以降は1泊目の料金がかかります。') },
  { name: msg('標準'), rule: msg('チェックインの3日前まで全額返金。それ以降は50%を返金します。') },
  { name: msg('厳格'), rule: msg('チェックインの7日前まで50%を返金。それ以降の返金はありません。') },
];

/** Support hours, the e-mail reply promise and the cancellation policies beside the form. */
export function SupportInfo() {
  const t = useT();
  return (
    <div className="grid content-start gap-5">
      <Card className="grid gap-4 p-5">
        <h2 className="text-lg font-bold">{t('サポート窓口')}</h2>
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
            <Phone className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-0.5 text-sm">
            <h3 className="font-bold">{t('お電話')}</h3>
            <p>{t('お電話でのお問い合わせ: {hours}', { hours: t(SUPPORT_PHONE_HOURS) })}</p>
          </div>
        </div>
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-0.5 text-sm">
            <h3 className="font-bold">{t('フォーム・メール')}</h3>
            <p>{t('24時間受け付けています。担当者より3営業日以内に、ご入力のメールアドレスへご返信いたします。')}</p>
          </div>
        </div>
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
            <Clock className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-0.5 text-sm">
            <h3 className="font-bold">{t('宿泊中のお困りごと')}</h3>
            <p>{t('鍵や設備のことは、まず予約詳細のメッセージからホストへご連絡ください。')}</p>
          </div>
        </div>
      </Card>

      <Card className="grid gap-3 p-5">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <CalendarX2 className="size-5 text-primary" aria-hidden="true" />
          {t('キャンセルポリシー')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('古民家ごとに、次のいずれかのポリシーが設定されています。各古民家の詳細ページでご確認ください。')}</p>
        <dl className="grid gap-2 text-sm">
          {CANCEL_POLICIES.map(({ name, rule }) => (
            <div key={name} className="rounded-lg bg-muted px-3 py-2">
              <dt className="font-bold">{t(name)}</dt>
              <dd>{t(rule)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          {t('時刻は日本時間で、各古民家のチェックイン時刻が基準です。キャンセルは「予約確認」からチェックインまで手続きでき、確定前にキャンセル料と返金額をご確認いただけます。')}
        </p>
      </Card>
    </div>
  );
}
