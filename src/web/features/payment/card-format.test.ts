import { describe, expect, it } from 'vitest';
import { caretAfterDigits, cardPayload, checkCard, formatCardNumber, formatCvc, formatExpiry } from './card-format';

describe('formatting as typed', () => {
  it('groups the card number in fours and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('4242 4')).toBe('4242 4');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('1227')).toBe('12/27');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12/2799')).toBe('12/27');
  });

  it('keeps at most four digits of security code', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });

  it('puts the caret after the same digit once spaces are added', () => {
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242', 0)).toBe(0);
  });
});

describe('checkCard', () => {
  const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', cardholderName: '' };

  it('accepts a well-formed card and sends its number without spaces', () => {
    expect(checkCard(good)).toEqual({});
    expect(cardPayload(good)).toEqual({ cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' });
  });

  it('names each empty or malformed field', () => {
    expect(checkCard({ cardNumber: '', expiry: '', cvc: '', cardholderName: '' })).toEqual({
      cardNumber: 'カード番号を入力してください',
      expiry: '有効期限を入力してください',
      cvc: 'セキュリティコードを入力してください',
    });
    expect(checkCard({ ...good, cardNumber: '4242 42', expiry: '13/30', cvc: '12' })).toEqual({
      cardNumber: 'カード番号の桁数が正しくありません',
      expiry: '有効期限は MM/YY の形式で入力してください',
      cvc: 'セキュリティコードは3〜4桁の数字で入力してください',
    });
  });
});
