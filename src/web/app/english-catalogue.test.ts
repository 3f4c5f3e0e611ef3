import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS } from '@/contract/legal-documents';
import { FURIGANA_LABEL, FURIGANA_MESSAGE, FURIGANA_REQUIRED_MESSAGE } from '@/contract/furigana';
import { PASSPORT_NOT_AN_IMAGE, PASSPORT_REQUIRED, PASSPORT_TOO_LARGE, REGISTRY_MESSAGES } from '@/contract/guest-registry';
import { INQUIRY_TYPE_LABELS } from '@/contract/contact';
import { RESEND_VERIFICATION_LABEL, VERIFY_LINK_INVALID_MESSAGE, UNVERIFIED_BANNER_TITLE } from '@/contract/email-verification-texts';
import { FORGOT_PASSWORD_ANSWER, RESET_LINK_INVALID_MESSAGE } from '@/contract/passwords';
import { SUPPORT_PHONE_HOURS } from '@/web/lib/support-hours';
import { RATING_FIELDS } from '@/web/features/review/schemas';
import { AWAITING_PAYMENT_LABEL, BOOKING_STATUS_LABELS, REJECTED_LABEL } from '@/domain/booking-state';
import { REFUND_TRANSFER_LABELS } from '@/domain/refund-transfers';
import { ADDRESS_AFTER_CONFIRMATION } from '@/web/lib/property-address';
import { LODGING_REGIME_SHORT_LABELS } from '@/domain/lodging-basis';
import { PHONE_FORMAT_MESSAGE, PHONE_LENGTH_MESSAGE, PHONE_REQUIRED_MESSAGE } from '@/contract/phone';
import { KONBINI_STORES, PAY_LATER_REFUSALS, PAYMENT_METHOD_LABELS } from '@/domain/pay-later';
import { NOT_PAYABLE_TEXT } from '@/web/lib/booking-status';
import { EMAIL_UNVERIFIED_TITLE } from '@/web/lib/email-verification';
import { closureBodySchema } from '@/contract/account-closure';
import { changePasswordBodySchema, forgotPasswordBodySchema, newPasswordField } from '@/contract/passwords';
import { contactBodySchema } from '@/contract/contact';
import { profileUpdateBodySchema } from '@/contract/profile';
import { receiptBodySchema } from '@/contract/receipts';
import { refundAccountBodySchema } from '@/contract/refund-transfers';
import { loginFormSchema, signupFormSchema } from '@/web/features/auth/schemas';
import { reviewFormSchema } from '@/web/features/review/schemas';
import { ENGLISH_CATALOGUES, englishTranslator } from './english-catalogue';
import { zodSchemaMessages } from './zod-schema-messages';

const root = path.resolve(import.meta.dirname, '../../..');

/** The web app's source files, without tests and catalogues. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.startsWith('messages.') ? [full] : [];
  });
}

/** Every text the code gives `t`, `msg` or `translate` as a literal, by file (comments left out). */
function messagesUsed(): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  for (const file of sourceFiles(path.join(root, 'src/web'))) {
    const code = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const calls = /(?<![\w.-])(?:t|msg)\(\s*'((?:[^'\\]|\\.)*)'|(?<![\w.-])translate\([^,()]+,\s*'((?:[^'\\]|\\.)*)'/g;
    const ids = [...code.matchAll(calls)].map((match) => (match[1] ?? match[2]).replace(/\\'/g, "'"));
    if (ids.length > 0) used.set(path.relative(root, file), new Set(ids));
  }
  return used;
}

/** Texts the screens show through `t` that come from the contract and the domain, by the directory that shows them. */
const SHOWN_FROM_ELSEWHERE: Record<string, string[]> = {
  'src/web/app': Object.values(LEGAL_DOCUMENTS).map((document) => document.title),
  'src/web/components': [FURIGANA_LABEL, LEGAL_DOCUMENTS.terms.title, LEGAL_DOCUMENTS.privacy.title],
  'src/web/features/search': Object.values(LODGING_REGIME_SHORT_LABELS),
  'src/web/features/booking': [
    PAY_LATER_REFUSALS.requestTooClose,
    ...Object.values(NOT_PAYABLE_TEXT),
    EMAIL_UNVERIFIED_TITLE,
    PHONE_REQUIRED_MESSAGE,
    PHONE_FORMAT_MESSAGE,
    PHONE_LENGTH_MESSAGE,
  ],
  'src/web/features/payment': [
    ...Object.values(PAYMENT_METHOD_LABELS),
    ...KONBINI_STORES,
    PAY_LATER_REFUSALS.request,
    PAY_LATER_REFUSALS.tooClose,
  ],
  // messageContentProblem's fixed refusals (src/contract/message-rules.ts).
  'src/web/components/conversation': ['メッセージを入力してください', '使用できない制御文字が含まれています'],
  'src/web/features/bookings': [
    ...Object.values(BOOKING_STATUS_LABELS),
    REJECTED_LABEL,
    AWAITING_PAYMENT_LABEL,
    ...Object.values(REFUND_TRANSFER_LABELS),
    ADDRESS_AFTER_CONFIRMATION,
    SUPPORT_PHONE_HOURS,
    // The server's words: why a booking cannot be cancelled (src/domain/cancellation.ts), how it is paid (booking-view.ts).
    'この予約はすでにキャンセルされています',
    '宿泊日を過ぎた予約はキャンセルできません',
    'チェックイン時刻を過ぎた予約はキャンセルできません',
    'クレジットカード',
    'クレジットカード（Stripe）',
    'コンビニ払い',
    '銀行振込',
    'コンビニ払い・銀行振込（ホストの承認後）',
  ],
  'src/web/features/check-in': [...Object.values(REGISTRY_MESSAGES), FURIGANA_REQUIRED_MESSAGE, FURIGANA_MESSAGE, PASSPORT_TOO_LARGE, PASSPORT_NOT_AN_IMAGE, PASSPORT_REQUIRED],
  'src/web/features/contact': [...Object.values(INQUIRY_TYPE_LABELS), SUPPORT_PHONE_HOURS],
  'src/web/features/email-verification': [VERIFY_LINK_INVALID_MESSAGE, RESEND_VERIFICATION_LABEL],
  'src/web/features/password-reset': [RESET_LINK_INVALID_MESSAGE, FORGOT_PASSWORD_ANSWER],
  'src/web/features/profile': [RESEND_VERIFICATION_LABEL],
  'src/web/features/review': [...RATING_FIELDS.map(({ label }) => `${label}を選択してください`), 'コメントは10文字以上で入力してください'],
};
// A booking's status, shown by the booking and the payment pages (and others to come): one English, in src/web's catalogue.
(SHOWN_FROM_ELSEWHERE['src/web'] ??= []).push(...Object.values(BOOKING_STATUS_LABELS), REJECTED_LABEL, AWAITING_PAYMENT_LABEL);
// The e-mail check's banner (src/web/components/email-verification-banner.tsx) shows the contract's words.
SHOWN_FROM_ELSEWHERE['src/web/components'].push(UNVERIFIED_BANNER_TITLE, RESEND_VERIFICATION_LABEL);

/**
 * The schemas guest forms validate with in the browser (`zodResolver`), by the directory of the form: their own
 * messages show on English pages through FieldError's `t`, so they need English as any text the form shows.
 */
const GUEST_FORM_SCHEMAS: Record<string, unknown[]> = {
  'src/web/components': [closureBodySchema, changePasswordBodySchema],
  'src/web/features/auth': [loginFormSchema, signupFormSchema],
  'src/web/features/profile': [profileUpdateBodySchema],
  'src/web/features/review': [reviewFormSchema],
  'src/web/features/contact': [contactBodySchema],
  'src/web/features/bookings': [receiptBodySchema, refundAccountBodySchema],
  'src/web/features/password-reset': [forgotPasswordBodySchema, newPasswordField],
};
for (const [dir, schemas] of Object.entries(GUEST_FORM_SCHEMAS)) (SHOWN_FROM_ELSEWHERE[dir] ??= []).push(...schemas.flatMap(zodSchemaMessages));

const inside = (file: string, dir: string) => file.startsWith(`${dir}/`);

/** The contract's catalogue serves every directory: its texts are the schemas' own, shown by the API and by any form. */
const CONTRACT = 'src/contract';
const holds = (dir: string, file: string, id: string) => (dir === CONTRACT || inside(file, dir)) && Object.hasOwn(ENGLISH_CATALOGUES[dir], id);

/** Every message the contract's schemas write themselves, and the contract's source text (for its kept words). */
function contractTexts(): { schemaMessages: Set<string>; source: string } {
  const modules = import.meta.glob<Record<string, unknown>>(['../../contract/*.ts', '!../../contract/*.test.ts', '!../../contract/*.en.ts'], { eager: true });
  const schemaMessages = new Set(Object.values(modules).flatMap((module) => Object.values(module).flatMap((value) => (value && typeof value === 'object' && '_zod' in value ? zodSchemaMessages(value) : []))));
  const source = fs
    .readdirSync(path.join(root, CONTRACT))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.en.ts'))
    .map((file) => fs.readFileSync(path.join(root, CONTRACT, file), 'utf8'))
    .join('\n');
  return { schemaMessages, source };
}

describe('the English catalogues', () => {
  const used = messagesUsed();

  it('hold every text a converted file shows, in a catalogue of its directory or above', () => {
    const missing: string[] = [];
    for (const [file, ids] of used) {
      for (const id of ids) {
        const found = Object.keys(ENGLISH_CATALOGUES).some((dir) => holds(dir, file, id));
        if (!found) missing.push(`${file}: ${id}`);
      }
    }
    // Texts from the contract and the domain, the guest forms' schema messages among them.
    for (const [dir, ids] of Object.entries(SHOWN_FROM_ELSEWHERE)) {
      for (const id of ids) if (!Object.keys(ENGLISH_CATALOGUES).some((catalogueDir) => holds(catalogueDir, `${dir}/shown.tsx`, id))) missing.push(`${dir} (shown from elsewhere): ${id}`);
    }
    expect(missing).toEqual([]);
  });

  it('hold no text that nothing in their directory uses', () => {
    const unused: string[] = [];
    const contract = contractTexts();
    for (const id of Object.keys(ENGLISH_CATALOGUES[CONTRACT])) if (!contract.schemaMessages.has(id) && !contract.source.includes(`'${id}'`)) unused.push(`${CONTRACT}: ${id}`);
    for (const [dir, catalogue] of Object.entries(ENGLISH_CATALOGUES)) {
      if (dir === CONTRACT) continue;
      const usedHere = new Set([...used].filter(([file]) => inside(file, dir)).flatMap(([, ids]) => [...ids]));
      for (const id of SHOWN_FROM_ELSEWHERE[dir] ?? []) usedHere.add(id);
      for (const id of Object.keys(catalogue)) if (!usedHere.has(id)) unused.push(`${dir}: ${id}`);
    }
    expect(unused).toEqual([]);
  });

  it('give one English text to a source that two catalogues hold', () => {
    const english = new Map<string, string>();
    const conflicts: string[] = [];
    for (const catalogue of Object.values(ENGLISH_CATALOGUES)) {
      for (const [id, text] of Object.entries(catalogue)) {
        if (english.has(id) && english.get(id) !== text) conflicts.push(id);
        english.set(id, text);
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('hold no Japanese in English texts, and format their placeholders and plurals', () => {
    const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
    const withJapanese = Object.values(ENGLISH_CATALOGUES).flatMap((catalogue) => Object.values(catalogue).filter((text) => japanese.test(text)));
    expect(withJapanese).toEqual([]);
    const translate = englishTranslator();
    expect(translate('最大{count}名', { count: 1 })).toBe('Up to 1 guest');
    expect(translate('最大{count}名', { count: 6 })).toBe('Up to 6 guests');
    expect(translate('{count}件の古民家が見つかりました', { count: 1234 })).toBe('1,234 kominka found');
    expect(translate('おかえりなさい、{name}さん', { name: 'Hanako' })).toBe('Welcome back, Hanako');
    expect(translate('まだ訳のない文')).toBeUndefined();
  });
});
