import { useState } from 'react';
import { formatYen } from '@/web/lib/format';
import type { PriceState } from '@/web/lib/booking-selection';
import { AGREEMENT_ID, AgreementCheckbox } from './agreement-checkbox';
import { PayButton, PaymentNote } from './pay-button';
import { PriceSection } from './price-section';

const AGREEMENT_REQUIRED = 'ご予約には、キャンセルポリシーと利用規約への同意が必要です';

/** The amount the server will charge, once it has priced the stay (the saved estimate otherwise). */
function amountDue(price: PriceState, estimate: number): number {
  if (price.kind === 'priced') return price.result.totalPrice;
  if (price.kind === 'fallback') return price.totalPrice;
  return estimate;
}

/**
 * The nightly breakdown, the agreement and the pay button. The button asks for the agreement first
 * (the box is marked and focused), and stays disabled while the nights cannot be booked.
 */
export function CheckoutPanel({
  price,
  estimate,
  requiresApproval,
  blocked,
  busy,
  onPay,
  payLabel,
}: {
  price: PriceState;
  estimate: number;
  requiresApproval: boolean;
  blocked: boolean;
  busy: boolean;
  onPay: () => void;
  payLabel?: string;
}) {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string>();

  const pay = () => {
    if (!agreed) {
      setError(AGREEMENT_REQUIRED);
      document.getElementById(AGREEMENT_ID)?.focus();
      return;
    }
    onPay();
  };

  return (
    <div className="grid gap-5">
      <PriceSection price={price} headingId="checkout-price" />
      <p className="flex items-baseline justify-between gap-2 rounded-xl bg-secondary/60 px-4 py-3 font-bold">
        <span>お支払い金額（税込）</span>
        <span className="text-xl tabular-nums">{formatYen(amountDue(price, estimate))}</span>
      </p>
      <AgreementCheckbox
        checked={agreed}
        error={agreed ? undefined : error}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setError(undefined);
        }}
      />
      <div className="grid gap-2">
        <PayButton busy={busy} onClick={pay} disabled={blocked} label={payLabel} />
        <PaymentNote requiresApproval={requiresApproval} />
      </div>
    </div>
  );
}
