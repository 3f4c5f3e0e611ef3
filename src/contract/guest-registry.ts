import { z } from 'zod';
import { LODGING_REGIMES } from './enums';
import { FURIGANA_LENGTH_MESSAGE, FURIGANA_MAX_LENGTH, isFurigana, normalizeFurigana, FURIGANA_MESSAGE } from './furigana';

/**
 * The guest registry (宿泊者名簿) and オンラインチェックイン (docs/product/guest-registry.md): the entry
 * the booking's guest sends for each member of the party, and what the guest, the host and the back
 * office read back. Which fields a house requires is the domain's `registryRequirements`.
 */

export const PASSPORT_MAX_BYTES = 5 * 1024 * 1024;
export const PASSPORT_TOO_LARGE = '旅券の写真は5MB以下にしてください';
export const PASSPORT_NOT_AN_IMAGE = '旅券の写真は JPEG・PNG・WebP の画像を選択してください';
export const PASSPORT_REQUIRED = '旅券の顔写真のページの写真をアップロードしてください';

export const REGISTRY_MESSAGES = {
  fullName: '氏名を入力してください',
  fullNameKana: 'フリガナを入力してください',
  address: '住所を入力してください',
  occupation: '職業を入力してください',
  contact: '電話番号またはメールアドレスを入力してください',
  contactFormat: '電話番号またはメールアドレスの形式が正しくありません',
  nationality: '国籍を入力してください',
  passportNumber: '旅券番号を入力してください',
  passportNumberFormat: '旅券番号は半角英数字（5〜20文字）で入力してください',
} as const;

const text = (max: number, label: string) =>
  z
    .string()
    .max(max * 2, `${label}は${max}文字以内で入力してください`)
    .transform((v) => v.normalize('NFKC').replace(/\s+/gu, ' ').trim())
    .pipe(z.string().max(max, `${label}は${max}文字以内で入力してください`));

/** A phone number (digits, +, -, spaces, parentheses; 7 digits or more) or an e-mail address. */
export function isContact(value: string): boolean {
  if (value.includes('@')) return z.string().email().safeParse(value).success;
  return /^[+0-9()\- ]+$/.test(value) && value.replace(/\D/g, '').length >= 7 && value.replace(/\D/g, '').length <= 15;
}

/** A passport number as stored: letters upper case, no spaces. */
export const normalizePassportNumber = (value: string) => value.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

/**
 * One guest's entry. Blank strings are allowed by the shape (the house's rules say which are required:
 * `registryEntryIssues` in src/domain/guest-registry.ts, asked by the form and the server alike).
 */
export const registryEntryBodySchema = z.object({
  fullName: text(100, '氏名'),
  fullNameKana: z
    .string()
    .max(FURIGANA_MAX_LENGTH * 2, FURIGANA_LENGTH_MESSAGE)
    .transform(normalizeFurigana)
    .pipe(z.string().max(FURIGANA_MAX_LENGTH, FURIGANA_LENGTH_MESSAGE).refine((v) => v === '' || isFurigana(v), FURIGANA_MESSAGE)),
  address: text(300, '住所'),
  occupation: text(100, '職業'),
  contact: text(254, '連絡先').refine((v) => v === '' || isContact(v), REGISTRY_MESSAGES.contactFormat),
  livesInJapan: z.boolean(),
  nationality: text(60, '国籍'),
  passportNumber: z
    .string()
    .max(40, REGISTRY_MESSAGES.passportNumberFormat)
    .transform(normalizePassportNumber)
    .refine((v) => v === '' || /^[A-Z0-9]{5,20}$/.test(v), REGISTRY_MESSAGES.passportNumberFormat),
});
export type RegistryEntryBody = z.infer<typeof registryEntryBodySchema>;
export type RegistryEntryInput = z.input<typeof registryEntryBodySchema>;

export const registryRequirementsSchema = z.object({
  occupation: z.boolean().describe('職業を必須とするか（住宅宿泊事業法・特区民泊、根拠未登録の物件）'),
  contact: z.boolean().describe('連絡先を必須とするか'),
});
export type RegistryRequirements = z.infer<typeof registryRequirementsSchema>;

export const registryEntrySchema = z.object({
  guestIndex: z.number().int(),
  fullName: z.string().nullable(),
  fullNameKana: z.string().nullable(),
  address: z.string().nullable(),
  occupation: z.string().nullable(),
  contact: z.string().nullable(),
  livesInJapan: z.boolean(),
  nationality: z.string().nullable(),
  passportNumber: z.string().nullable(),
  hasPassportImage: z.boolean(),
  /** For the booking's host and admins: where the passport photo is read (audited). Null for the guest. */
  passportImageUrl: z.string().nullable(),
  submitted: z.boolean(),
  verifiedAt: z.string().nullable(),
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

export const CHECK_IN_WINDOW_STATES = ['not_yet', 'open', 'closed'] as const;
export type CheckInWindowState = (typeof CHECK_IN_WINDOW_STATES)[number];

/** GET /api/bookings/{id}/check-in: the guest's online check-in. */
export const guestCheckInSchema = z.object({
  bookingId: z.string().uuid(),
  propertyTitle: z.string(),
  propertyTitleEn: z.string().nullable().describe('英語の物件名（ホストが書いたもの。null: なし）'),
  checkinDate: z.string(),
  checkoutDate: z.string(),
  partySize: z.number().int(),
  regime: z.enum(LODGING_REGIMES).nullable(),
  requirements: registryRequirementsSchema,
  window: z.object({ state: z.enum(CHECK_IN_WINDOW_STATES), opensOn: z.string(), message: z.string().nullable() }),
  /** One per guest of the party, in order; null where nothing is entered yet. */
  entries: z.array(registryEntrySchema.nullable()),
  /** The first guest's form before anything is entered: from the guest's profile. */
  prefill: z.object({ fullName: z.string(), fullNameKana: z.string(), address: z.string(), contact: z.string() }),
  complete: z.boolean(),
});
export type GuestCheckIn = z.infer<typeof guestCheckInSchema>;

/** The registry of a booking as its host and the back office read it. */
export const bookingRegistrySchema = z.object({
  bookingId: z.string().uuid(),
  partySize: z.number().int(),
  requirements: registryRequirementsSchema,
  entries: z.array(registryEntrySchema.nullable()),
  submittedCount: z.number().int(),
  complete: z.boolean(),
  /** The host may mark guests 本人確認済み now (from the check-in day of a confirmed or completed stay). */
  canVerify: z.boolean(),
});
export type BookingRegistry = z.infer<typeof bookingRegistrySchema>;

export const registryGuestParamsSchema = z.object({ id: z.string().uuid(), guestIndex: z.coerce.number().int().min(0).max(99) });
export const registryCsvQuerySchema = z.object({ from: z.string(), to: z.string() });
export const registryCsvParamsSchema = z.object({ id: z.string().uuid() });

export const REGISTRY_CSV_HEADERS = ['予約番号', 'チェックイン', 'チェックアウト', '宿泊者No.', '氏名', 'フリガナ', '住所', '職業', '連絡先', '国内の住所', '国籍', '旅券番号', '旅券の写し', '本人確認'] as const;
export const REGISTRY_CSV_MAX_DAYS = 366;

export const checkInPath = (bookingId: string) => `/booking/${bookingId}/check-in`;
export const hostPassportUrl = (bookingId: string, guestIndex: number) => `/api/host/bookings/${bookingId}/registry/${guestIndex}/passport`;
export const adminPassportUrl = (bookingId: string, guestIndex: number) => `/api/admin/bookings/${bookingId}/registry/${guestIndex}/passport`;
