import { z } from 'zod';

/**
 * 適格請求書発行事業者の登録番号 (docs/product/receipts-and-invoices.md, "The registration number"):
 * the letter T and 13 digits. A company's 13 digits are its 法人番号; an individual's are a number of
 * their own that the published rules give no check digit for, so only the form is checked. Typed with
 * full-width characters, a small t, spaces or hyphens (T-1234-5678-9012-3), it is stored as T1234567890123.
 * One rule for the configuration's number of the platform and the host profile's.
 */

export const REGISTRATION_NUMBER_PATTERN = /^T[1-9]\d{12}$/;
export const REGISTRATION_NUMBER_MESSAGE = '登録番号は「T」と13桁の数字で入力してください（例: T1234567890123）';
export const REGISTRATION_NUMBER_PLACEHOLDER = '例：T1234567890123';

/** Dashes people type between the digits that NFKC leaves alone. */
const DASHES = /[ー‐‑‒–—―−-]/g;

/** The stored form (T1234567890123), or null when the text is not a registration number. */
export function normalizeRegistrationNumber(value: string): string | null {
  const typed = value.normalize('NFKC').replace(DASHES, '').replace(/\s+/g, '').toUpperCase();
  return REGISTRATION_NUMBER_PATTERN.test(typed) ? typed : null;
}

/**
 * The host profile's field: optional; blank or null is none (null), anything else must be a registration number
 * (400 with the Japanese message otherwise).
 */
export const registrationNumberField = z
  .string(REGISTRATION_NUMBER_MESSAGE)
  .max(40, REGISTRATION_NUMBER_MESSAGE)
  // null too: the web form sends the field as its schema left it (blank became null).
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value.trim() === '') return null;
    const stored = normalizeRegistrationNumber(value);
    if (stored === null) {
      ctx.addIssue({ code: 'custom', message: REGISTRATION_NUMBER_MESSAGE });
      return z.NEVER;
    }
    return stored;
  });
