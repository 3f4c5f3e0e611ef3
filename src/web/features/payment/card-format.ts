import { msg } from '@/web/lib/i18n/translate';
/** Typing helpers and checks of the card form. The server decides what a card does; these only catch typos early. */

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'cardholderName';
export type CardErrors = Partial<Record<CardField, string>>;

const digits = (value: string) => value.replace(/\D/g, '');

/** 4242 4242 4242 4242: digits in groups of four, at most 19 digits. */
export function formatCardNumber(input: string): string {
  return digits(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 12/27: two digits of month, a slash, two of year. A single 2–9 is a month: 4 → 04/. */
export function formatExpiry(input: string): string {
  let d = digits(input).slice(0, 4);
  if (/^[2-9]$/.test(d)) d = `0${d}`;
  if (d.length < 2) return d;
  if (d.length === 2 && input.trim().endsWith('/')) return `${d}/`;
  return d.length === 2 ? d : `${d.slice(0, 2)}/${d.slice(2)}`;
}

export function formatCvc(input: string): string {
  return digits(input).slice(0, 4);
}

/** Where the caret belongs after formatting: just after the `count`-th digit. */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]) && ++seen === count) return i + 1;
  }
  return formatted.length;
}

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
}

/** Empty fields (the contract's messages) and shapes no card has; the card's own validity is the server's answer. */
export function checkCard(card: CardInput): CardErrors {
  const errors: CardErrors = {};
  const number = digits(card.cardNumber);
  if (!number) errors.cardNumber = msg('カード番号を入力してください');
  else if (number.length < 12 || number.length > 19) errors.cardNumber = msg('カード番号の桁数が正しくありません');
  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry.trim());
  if (!card.expiry.trim()) errors.expiry = msg('有効期限を入力してください');
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = msg('有効期限は MM/YY の形式で入力してください');
  if (!card.cvc.trim()) errors.cvc = msg('セキュリティコードを入力してください');
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = msg('セキュリティコードは3〜4桁の数字で入力してください');
  if (card.cardholderName.trim().length > 100) errors.cardholderName = msg('カード名義は100文字以内で入力してください');
  return errors;
}

/** What is sent: the number without spaces, the name only when given. */
export function cardPayload(card: CardInput) {
  const name = card.cardholderName.trim();
  return { cardNumber: digits(card.cardNumber), expiry: card.expiry.trim(), cvc: card.cvc.trim(), ...(name ? { cardholderName: name } : {}) };
}
