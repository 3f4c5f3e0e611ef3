import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { z } from 'zod';
import japanMetadata from './phone-metadata-jp.json';

/**
 * Phone numbers (docs/product/people.md, "Phone numbers"): one rule for every form and body that takes
 * one (guest sign-up and profile, the booking's guest, host registration and profile). Japanese numbers
 * only — fixed lines, mobiles (070/080/090), IP phones (050), toll-free (0120/0800) and the other kinds
 * libphonenumber-js knows — typed with or without hyphens, in full-width digits, or from abroad as +81.
 * Stored in one form: the national number with its hyphens as Japanese people write it (090-1234-5678,
 * 03-1234-5678, 0120-123-456). The metadata is libphonenumber-js's full set cut down to Japan
 * (scripts/generate-phone-metadata.mjs), so that the kind of number is checked, not only its length.
 */

export const PHONE_REQUIRED_MESSAGE = '電話番号を入力してください';
export const PHONE_FORMAT_MESSAGE = '電話番号の形式が正しくありません（例: 090-1234-5678）';
export const PHONE_MAX_LENGTH = 30;
export const PHONE_LENGTH_MESSAGE = `電話番号は${PHONE_MAX_LENGTH}文字以内で入力してください`;
/** The placeholder of every phone field. */
export const PHONE_PLACEHOLDER = '例：090-1234-5678';

const metadata = japanMetadata as unknown as MetadataJson;

/** Dashes people type between the digits that NFKC leaves alone (the long vowel mark among them). */
const DASHES = /[ー‐‑‒–—―−]/g;

/** The stored form of a Japanese phone number (090-1234-5678), or null when it is not one. */
export function normalizePhone(value: string): string | null {
  const typed = value.normalize('NFKC').replace(DASHES, '-').trim();
  if (!/^[0-9+\-() ]+$/.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed, 'JP', metadata);
  return parsed?.country === 'JP' && parsed.isValid() ? parsed.formatNational() : null;
}

const typedPhone = z.string(PHONE_REQUIRED_MESSAGE).trim().max(PHONE_MAX_LENGTH, PHONE_LENGTH_MESSAGE);

const toStoredPhone = (value: string, ctx: z.RefinementCtx) => {
  const stored = normalizePhone(value);
  if (stored === null) {
    ctx.addIssue({ code: 'custom', message: PHONE_FORMAT_MESSAGE });
    return z.NEVER;
  }
  return stored;
};

/** A phone number the form asks for: empty gets its own message, anything else must be a Japanese number. */
export const phoneField = typedPhone.min(1, PHONE_REQUIRED_MESSAGE).transform(toStoredPhone);

/** A phone number one may leave out: absent or blank is none (undefined), anything else as `phoneField`. */
export const optionalPhoneField = typedPhone
  .optional()
  .transform((v, ctx) => (v ? toStoredPhone(v, ctx) : undefined));
