import { Clock, CreditCard } from 'lucide-react';
import { payAfterApprovalOffer } from '@/domain/pay-later';

/** How a request to book is paid: the card now (authorised, charged at approval), or after approval. */
export type PaymentTiming = 'card' | 'after_approval';

export const PAY_AFTER_APPROVAL_LABEL = '承認後にコンビニ払い・銀行振込で支払う';

const CHOICES: { value: PaymentTiming; label: string; note: string; Icon: typeof CreditCard }[] = [
  { value: 'card', label: 'クレジットカードで支払う', note: 'カードは仮押さえ（オーソリ）のみで、ホストの承認時に決済されます。', Icon: CreditCard },
  {
    value: 'after_approval',
    label: PAY_AFTER_APPROVAL_LABEL,
    note: 'カードなしでリクエストを送り、ホストの承認後にお知らせするお支払い期限（最長3日）までに、コンビニまたは銀行振込でお支払いいただきます。',
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
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-bold">お支払い方法</legend>
      {CHOICES.map(({ value: choice, label, note, Icon }) => {
        const disabled = choice === 'after_approval' && !offer.offered;
        return (
          <label
            key={choice}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-card px-3 py-2.5 has-checked:border-primary has-checked:bg-primary/5 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input type="radio" name="payment-timing" value={choice} checked={value === choice} disabled={disabled} onChange={() => onChange(choice)} className="mt-0.5 size-4 shrink-0 accent-primary" />
            <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="grid min-w-0 gap-0.5">
              <span className="text-sm font-bold">{label}</span>
              <span className="text-xs leading-relaxed text-muted-foreground">{note}</span>
            </span>
          </label>
        );
      })}
      {!offer.offered && (
        <p role="note" className="rounded-lg bg-secondary/60 px-3 py-2 text-xs leading-relaxed text-muted-foreground">
          {offer.reason}
        </p>
      )}
    </fieldset>
  );
}
