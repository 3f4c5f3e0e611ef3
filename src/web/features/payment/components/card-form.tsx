import { LoaderCircle, Lock } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { TextField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { formatYen } from '@/web/lib/format';
import { useT } from '@/web/lib/i18n/use-t';
import {
  caretAfterDigits,
  cardPayload,
  checkCard,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardErrors,
  type CardField,
  type CardInput,
} from '../card-format';

export type CardPayload = ReturnType<typeof cardPayload>;
/** What a refused card answers: the field to mark and why (400 {field, message}); null when the page handled it. */
export type CardSubmitError = { field: CardField; message: string } | null;

const EMPTY: CardInput = { cardNumber: '', expiry: '', cvc: '', cardholderName: '' };
const FIELD_IDS: Record<CardField, string> = {
  cardNumber: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
  cardholderName: 'card-name',
};
const ORDER: CardField[] = ['cardNumber', 'expiry', 'cvc', 'cardholderName'];

/**
 * The card fields of both card pages (the local provider's hosted page and /booking-form), formatted as
 * typed and checked for typos; the server decides whether the card pays. A field the server refuses is
 * marked (aria-invalid, described by its message) and takes the focus.
 */
export function CardForm({
  amountJpy,
  disabled = false,
  onSubmit,
}: {
  amountJpy: number;
  disabled?: boolean;
  onSubmit: (card: CardPayload) => Promise<CardSubmitError>;
}) {
  const t = useT();
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focus = (field: CardField) => formRef.current?.querySelector<HTMLInputElement>(`#${FIELD_IDS[field]}`)?.focus();

  /** Formats the value and keeps the caret after the digit it followed (spaces and the slash move it otherwise). */
  const change = (field: CardField, format: (v: string) => string) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const before = input.value.slice(0, input.selectionStart ?? input.value.length).replace(/\D/g, '').length;
    const value = format(input.value);
    setCard((c) => ({ ...c, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (field !== 'cardholderName' && input.selectionStart !== input.value.length) {
      requestAnimationFrame(() => {
        const caret = caretAfterDigits(value, before);
        input.setSelectionRange(caret, caret);
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || disabled) return;
    const found = checkCard(card);
    const first = ORDER.find((f) => found[f]);
    if (first) {
      setErrors(found);
      focus(first);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const refused = await onSubmit(cardPayload(card));
      if (refused) {
        setErrors({ [refused.field]: refused.message });
        focus(refused.field);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const busy = submitting || disabled;
  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t('カード情報')} className="grid gap-4">
      <TextField
        id={FIELD_IDS.cardNumber}
        label={t('カード番号')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        value={card.cardNumber}
        onChange={change('cardNumber', formatCardNumber)}
        error={errors.cardNumber}
        className="tabular-nums"
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id={FIELD_IDS.expiry}
          label={t('有効期限')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          value={card.expiry}
          onChange={change('expiry', formatExpiry)}
          error={errors.expiry}
        />
        <TextField
          id={FIELD_IDS.cvc}
          label={t('セキュリティコード')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          onChange={change('cvc', formatCvc)}
          error={errors.cvc}
        />
      </div>
      <TextField
        id={FIELD_IDS.cardholderName}
        label={
          <>
            {t('カード名義')}
            <span className="text-xs font-normal text-muted-foreground">{t('（任意）')}</span>
          </>
        }
        autoComplete="cc-name"
        placeholder="TARO YAMADA"
        value={card.cardholderName}
        onChange={change('cardholderName', (v) => v)}
        error={errors.cardholderName}
      />
      <p className="rounded-lg bg-secondary/60 px-3 py-2 text-xs leading-relaxed">
        {/* Each card number kept on one line, so that it reads as a number. */}
        {t('テスト用カード:')} <span className="whitespace-nowrap tabular-nums">4242 4242 4242 4242</span>
        {t('（決済成功）')}/ <span className="whitespace-nowrap tabular-nums">4000 0000 0000 0002</span>
        {t('（カード拒否）')}
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={submitting}>
        {submitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {submitting ? t('処理中...') : t('支払う {amount}', { amount: formatYen(amountJpy) })}
      </Button>
    </form>
  );
}
