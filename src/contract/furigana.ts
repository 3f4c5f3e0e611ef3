import { z } from 'zod';

/**
 * フリガナ: how a person's name is read, in full-width katakana (docs/product/people.md). One rule for
 * every name the site asks (guests, hosts, admins, the guests of a booking), and for the guest registry
 * that will reuse it. Kept in the contract because the contract's schemas apply it and the contract
 * imports nothing of ours; the domain, the database and the web import it from here.
 */

export const FURIGANA_LABEL = 'フリガナ';
export const FURIGANA_MESSAGE = 'フリガナはカタカナで入力してください';
export const FURIGANA_REQUIRED_MESSAGE = 'フリガナを入力してください';
export const FURIGANA_MAX_LENGTH = 100;
export const FURIGANA_LENGTH_MESSAGE = `フリガナは${FURIGANA_MAX_LENGTH}文字以内で入力してください`;

/** Hiragana ぁ (U+3041) … ゖ (U+3096) and the iteration marks ゝゞ are their katakana 0x60 code points higher. */
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;

/**
 * A reading as it is stored: half-width katakana made full-width and full-width letters half-width
 * (NFKC, which also joins ｶﾞ into ガ and keeps the long vowel mark ー), hiragana made katakana, any run
 * of spaces (full-width ones too) one half-width space, trimmed. おかだ, オカダ and ｵｶﾀﾞ all become オカダ.
 */
export function normalizeFurigana(value: string): string {
  return value
    .normalize('NFKC')
    .replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Full-width katakana (ァ … ヺ), the long vowel mark, the iteration marks, the middle dot and spaces. */
export const FURIGANA_PATTERN = /^[\u30a1-\u30fa\u30fc\u30fd\u30fe\u30fb ]+$/u;

/** Kana and kanji: a name written with them is read by its フリガナ. */
const JAPANESE_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/u;

/**
 * Whether a name needs its reading where a reading is asked (the guest registry): a name written in
 * Latin letters (Emma Clarke, a guest from abroad) is read as it is written and needs none; a name in
 * kana or kanji, or none yet, does.
 */
export function nameNeedsFurigana(fullName: string): boolean {
  return fullName.trim() === '' || JAPANESE_SCRIPT.test(fullName);
}

/** Whether a normalised reading is one the site stores (empty is no reading). */
export function isFurigana(value: string): boolean {
  return FURIGANA_PATTERN.test(value);
}

const reading = z
  .string()
  .max(FURIGANA_MAX_LENGTH * 2, FURIGANA_LENGTH_MESSAGE)
  .transform(normalizeFurigana)
  .pipe(z.string().max(FURIGANA_MAX_LENGTH, FURIGANA_LENGTH_MESSAGE).refine((v) => v === '' || isFurigana(v), FURIGANA_MESSAGE));

/**
 * The one フリガナ field of every form and body: null or blank is no reading (null), anything else is
 * normalised and must then be katakana. Optional, so that the seed's clients, which send no reading,
 * keep working: absent stays undefined (a new person has no reading, an update leaves it as it was).
 * The answers carry `null` for a person without one.
 */
export const furiganaField = z
  .union([reading, z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/** The same field where a form asks for the reading (empty gets its own message). */
export const requiredFuriganaField = reading.pipe(z.string().min(1, FURIGANA_REQUIRED_MESSAGE));

/** A reading in an answer: katakana, or null for a person who has given none. */
export const furiganaAnswer = z.string().nullable().describe('フリガナ（全角カタカナ、未入力は null）');
