import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { z } from 'zod';
import japanMetadata from './phone-metadata-jp.json';

/**
 * Phone numbers (docs/product/people.md, "Phone numbers"): one rule for every form and body that takes
 * one (guest sign-up and profile, the booking's guest, host registration and profile). A Japanese number —
 * fixed lines, mobiles (070/080/090), IP phones (050), toll-free (0120/0800) and the other kinds
 * libphonenumber-js knows — typed with or without hyphens, in full-width digits, or from abroad as +81,
 * stored as the national number with its hyphens as Japanese people write it (090-1234-5678,
 * 03-1234-5678, 0120-123-456); its kind is checked by libphonenumber-js's metadata cut down to Japan
 * (scripts/generate-phone-metadata.mjs). A guest from abroad's own number, written with its country code
 * (+44 20 7946 0958), is checked by its shape only (E.164: a country code and at most 15 digits in all;
 * every country's metadata would cost a Japanese page's JavaScript far more than the rule is worth) and
 * stored as typed, its separators made single spaces.
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

/** A number with a country code other than Japan's: +, the code (1–3 digits, no leading 0), then digit groups. */
const INTERNATIONAL = /^\+(?!81)[1-9][0-9]{0,2}(?:[ -]?\(?[0-9]+\)?)+$/;
/** E.164: at most 15 digits with the country code; fewer than 8 is no real subscriber number. */
const INTERNATIONAL_DIGITS = { min: 8, max: 15 };

/**
 * The stored form of a phone number: a Japanese one as 090-1234-5678; another country's, written with
 * its code, as +44 20 7946 0958. Null when it is neither.
 */
export function normalizePhone(value: string): string | null {
  const typed = value.normalize('NFKC').replace(DASHES, '-').trim();
  if (!/^[0-9+\-() ]+$/.test(typed)) return null;
  if (INTERNATIONAL.test(typed)) {
    const digits = typed.replace(/\D/g, '').length;
    if (digits < INTERNATIONAL_DIGITS.min || digits > INTERNATIONAL_DIGITS.max) return null;
    return `+${typed.slice(1).replace(/[()]/g, '').split(/[ -]+/).filter(Boolean).join(' ')}`;
  }
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
