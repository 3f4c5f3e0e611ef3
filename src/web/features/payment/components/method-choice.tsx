import { Building2, CreditCard, Store } from 'lucide-react';
import type { PaymentMethod } from '@/contract/enums';
import type { LocalSession } from '@/contract/bookings';
import { PAYMENT_METHOD_LABELS, payByText } from '@/domain/pay-later';

const ICONS = { card: CreditCard, konbini: Store, bank_transfer: Building2 } as const;
const METHODS: PaymentMethod[] = ['card', 'konbini', 'bank_transfer'];

/**
 * カード / コンビニ払い / 銀行振込 on the local payment page (docs/product/payments.md). コンビニ払い and
 * 銀行振込 show their deadline, or are disabled with the reason they are not offered.
 */
export function MethodChoice({ payLater, value, onChange }: { payLater: LocalSession['payLater']; value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-bold">お支払い方法を選択</legend>
      {METHODS.map((method) => {
        const Icon = ICONS[method];
        const disabled = method !== 'card' && !payLater.offered;
        const note = method === 'card' ? 'すぐに予約が確定します' : payLater.offered ? `お支払い期限 ${payByText(new Date(payLater.deadline))}` : null;
        return (
          <label
            key={method}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 py-2.5 has-checked:border-primary has-checked:bg-primary/5 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input type="radio" name="payment-method" value={method} checked={value === method} disabled={disabled} onChange={() => onChange(method)} className="size-4 accent-primary" />
            <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="grid min-w-0">
              <span className="text-sm font-bold">{PAYMENT_METHOD_LABELS[method]}</span>
              {note && <span className="text-xs text-muted-foreground">{note}</span>}
            </span>
          </label>
        );
      })}
      {!payLater.offered && (
        <p role="note" className="rounded-lg bg-secondary/60 px-3 py-2 text-xs leading-relaxed text-muted-foreground">
          {payLater.reason}
        </p>
      )}
    </fieldset>
  );
}
