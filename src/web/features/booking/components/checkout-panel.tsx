import { useState } from 'react';
import { formatYen } from '@/web/lib/format';
import type { PriceState } from '@/web/lib/booking-selection';
import { AGREEMENT_ID, AgreementCheckbox } from './agreement-checkbox';
import { PayButton, PaymentNote } from './pay-button';
import { PriceSection } from './price-section';
import { type PaymentTiming, PaymentTimingChoice } from './payment-timing';
import { useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';

const AGREEMENT_REQUIRED = msg('ご予約には、キャンセルポリシーと利用規約への同意が必要です');

/** The amount the server will charge, once it has priced the stay (the saved estimate otherwise). */
function amountDue(price: PriceState, estimate: number): number {
  if (price.kind === 'priced') return price.result.totalPrice;
  if (price.kind === 'fallback') return price.totalPrice;
  return estimate;
}

/**
 * The nightly breakdown, the agreement and the pay button. The button asks for the agreement first
 * (the box is marked and focused), and stays disabled while the nights cannot be booked. A new request
 * to book (`requestCheckIn`: its check-in day) first asks how it is paid: the card now, or after approval.
 */
export function CheckoutPanel({
  price,
  estimate,
  requiresApproval,
  blocked,
  busy,
  onPay,
  payLabel,
  requestCheckIn,
}: {
  price: PriceState;
  estimate: number;
  requiresApproval: boolean;
  blocked: boolean;
  busy: boolean;
  onPay: (timing: PaymentTiming) => void;
  payLabel?: string;
  requestCheckIn?: string;
}) {
  const t = useT();
  const [agreed, setAgreed] = useState(false);
  const [timing, setTiming] = useState<PaymentTiming>('card');
  const afterApproval = requiresApproval && requestCheckIn !== undefined && timing === 'after_approval';
  const [error, setError] = useState<string>();

  const pay = () => {
    if (!agreed) {
      setError(AGREEMENT_REQUIRED);
      document.getElementById(AGREEMENT_ID)?.focus();
      return;
    }
    onPay(afterApproval ? 'after_approval' : 'card');
  };

  return (
    <div className="grid gap-5">
      <PriceSection price={price} headingId="checkout-price" />
      <p className="flex items-baseline justify-between gap-2 rounded-xl bg-secondary/60 px-4 py-3 font-bold">
        <span>{t('お支払い金額（税込）')}</span>
        <span className="text-xl tabular-nums">{formatYen(amountDue(price, estimate))}</span>
      </p>
      {requiresApproval && requestCheckIn !== undefined && <PaymentTimingChoice checkIn={requestCheckIn} value={timing} onChange={setTiming} />}
      <AgreementCheckbox
        checked={agreed}
        error={agreed ? undefined : error}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setError(undefined);
        }}
      />
      <div className="grid gap-2">
        {afterApproval ? (
          <PayButton busy={busy} onClick={pay} disabled={blocked} label={t('リクエストを送信する')} busyLabel={t('リクエストを送信しています...')} />
        ) : (
          <PayButton busy={busy} onClick={pay} disabled={blocked} label={payLabel} />
        )}
        <PaymentNote requiresApproval={requiresApproval} afterApproval={afterApproval} />
      </div>
    </div>
  );
}
