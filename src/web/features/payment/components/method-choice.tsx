import { Building2, CreditCard, Store } from 'lucide-react';
import type { PaymentMethod } from '@/contract/enums';
import type { LocalSession } from '@/contract/bookings';
import { PAYMENT_METHOD_LABELS, payByText } from '@/domain/pay-later';
import { PaymentChoice, PaymentChoiceReason } from '@/web/components/payment/payment-choice';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

const ICONS = { card: CreditCard, konbini: Store, bank_transfer: Building2 } as const;
const METHODS: PaymentMethod[] = ['card', 'konbini', 'bank_transfer'];

/**
 * カード / コンビニ払い / 銀行振込 on the local payment page (docs/product/payments.md). コンビニ払い and
 * 銀行振込 show their deadline, or are disabled with the reason they are not offered.
 */
export function MethodChoice({ payLater, value, onChange }: { payLater: LocalSession['payLater']; value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  const t = useT();
  const language = useLanguage();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-bold">{t('お支払い方法を選択')}</legend>
      {METHODS.map((method) => {
        const Icon = ICONS[method];
        const disabled = method !== 'card' && !payLater.offered;
        const note = method === 'card' ? t('すぐに予約が確定します') : payLater.offered ? t('お支払い期限 {deadline}', { deadline: payByText(new Date(payLater.deadline), language) }) : null;
        return <PaymentChoice key={method} name="payment-method" value={method} checked={value === method} disabled={disabled} onChange={onChange} Icon={Icon} label={t(PAYMENT_METHOD_LABELS[method])} note={note} />;
      })}
      {!payLater.offered && <PaymentChoiceReason>{t(payLater.reason)}</PaymentChoiceReason>}
    </fieldset>
  );
}
