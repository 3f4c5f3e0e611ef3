import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { KONBINI_STORES, payByText } from '@/domain/pay-later';
import { formatYen } from '@/web/lib/format';
import { richText, slot } from '@/web/lib/i18n/rich-text';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/**
 * コンビニ払い or 銀行振込 chosen: what happens next (a payment number, the deadline, the nights held
 * until then, released unpaid), and the button that issues the voucher.
 */
export function PayLaterForm({ method, amountJpy, deadline, onIssue }: { method: 'konbini' | 'bank_transfer'; amountJpy: number; deadline: string; onIssue: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const konbini = method === 'konbini';
  const t = useT();
  const language = useLanguage();
  return (
    <div className="grid gap-4">
      <ul className="grid list-disc gap-1.5 pl-5 text-sm leading-relaxed">
        {konbini ? (
          <li>{t('お支払い番号を発行します。{stores}のレジで、番号をお伝えのうえ現金でお支払いください。', { stores: KONBINI_STORES.map((store) => t(store)).join(language === 'en' ? ', ' : '・') })}</li>
        ) : (
          <li>{t('お客様専用の振込先口座をご案内します。銀行・ネットバンキングから金額ちょうどをお振り込みください（振込手数料はお客様のご負担です）。')}</li>
        )}
        <li>
          {richText(t('お支払い期限は{deadline}です。それまで日程を確保します。', { deadline: slot(0) }), [
            <span key="deadline" className="font-bold">
              {payByText(new Date(deadline), language)}
            </span>,
          ])}
        </li>
        <li>{t('期限までにお支払いがない場合、予約は自動的に取り消されます。')}</li>
        <li>{t('入金を確認した時点で予約が確定し、メールでお知らせします。')}</li>
      </ul>
      <Button
        size="lg"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onIssue().finally(() => setBusy(false));
        }}
      >
        {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        {konbini ? t('お支払い番号を発行する（{amount}）', { amount: formatYen(amountJpy) }) : t('振込先を表示する（{amount}）', { amount: formatYen(amountJpy) })}
      </Button>
    </div>
  );
}
