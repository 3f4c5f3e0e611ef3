import { Clock, CreditCard } from 'lucide-react';
import { payAfterApprovalOffer } from '@/domain/pay-later';
import { PaymentChoice, PaymentChoiceReason } from '@/web/components/payment/payment-choice';
import { msg } from '@/web/lib/i18n/translate';
import { useT } from '@/web/lib/i18n/use-t';

/** How a request to book is paid: the card now (authorised, charged at approval), or after approval. */
export type PaymentTiming = 'card' | 'after_approval';

export const PAY_AFTER_APPROVAL_LABEL = msg('承認後にコンビニ払い・銀行振込で支払う');

const CHOICES: { value: PaymentTiming; label: string; note: string; Icon: typeof CreditCard }[] = [
  { value: 'card', label: msg('クレジットカードで支払う'), note: msg('カードは仮押さえ（オーソリ）のみで、ホストの承認時に決済されます。'), Icon: CreditCard },
  {
    value: 'after_approval',
    label: PAY_AFTER_APPROVAL_LABEL,
    note: msg('カードなしでリクエストを送り、ホストの承認後にお知らせするお支払い期限（最長3日）までに、コンビニまたは銀行振込でお支払いいただきます。'),
    Icon: Clock,
  },
];

/**
 * The payment step's choice at a request-to-book house (docs/product/payments.md, "Paying after
 * approval"). Paying after approval is disabled with its reason when check-in is too close for the rule
 * (`payAfterApprovalOffer`, the server's own).
 */
export function PaymentTimingChoice({ checkIn, value, onChange }: { checkIn: string; value: PaymentTiming; onChange: (value: PaymentTiming) => void }) {
  const offer = payAfterApprovalOffer(new Date(), checkIn);
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-bold">{t('お支払い方法')}</legend>
      {CHOICES.map(({ value: choice, label, note, Icon }) => {
        const disabled = choice === 'after_approval' && !offer.offered;
        return <PaymentChoice key={choice} name="payment-timing" value={choice} checked={value === choice} disabled={disabled} onChange={onChange} Icon={Icon} label={t(label)} note={t(note)} />;
      })}
      {!offer.offered && <PaymentChoiceReason>{t(offer.reason)}</PaymentChoiceReason>}
    </fieldset>
  );
}
