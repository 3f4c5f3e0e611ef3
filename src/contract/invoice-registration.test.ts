import { describe, expect, it } from 'vitest';
import { normalizeRegistrationNumber, REGISTRATION_NUMBER_MESSAGE, registrationNumberField } from './invoice-registration';

describe('registration numbers (適格請求書発行事業者の登録番号)', () => {
  it('keeps T and 13 digits, however they were typed', () => {
    expect(normalizeRegistrationNumber('T1234567890123')).toBe('T1234567890123');
    expect(normalizeRegistrationNumber('t1234567890123')).toBe('T1234567890123');
    expect(normalizeRegistrationNumber('Ｔ１２３４５６７８９０１２３')).toBe('T1234567890123');
    expect(normalizeRegistrationNumber(' T-1234-5678-9012-3 ')).toBe('T1234567890123');
  });

  it('refuses anything else', () => {
    for (const bad of ['1234567890123', 'T123456789012', 'T12345678901234', 'T0234567890123', 'A1234567890123', 'T12345678901a3', '']) {
      expect(normalizeRegistrationNumber(bad), bad).toBeNull();
    }
  });

  it('the profile field: blank is none, a bad one is refused in Japanese', () => {
    expect(registrationNumberField.parse('')).toBeNull();
    expect(registrationNumberField.parse('  ')).toBeNull();
    expect(registrationNumberField.parse(null)).toBeNull();
    expect(registrationNumberField.parse('t 1234567890123')).toBe('T1234567890123');
    const refused = registrationNumberField.safeParse('T123');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(REGISTRATION_NUMBER_MESSAGE);
  });
});
