import { z } from 'zod';
import { registrationNumberField } from './invoice-registration';
import { furiganaAnswer, furiganaField, normalizeFurigana } from './furigana';
import { POSTAL_CODE_FORMAT_MESSAGE, POSTAL_CODE_PATTERN, normalizePostalCode } from './lookups';
import { phoneField } from './phone';

/**
 * The host profile (/host/profile, docs/product/hosts-and-houses.md): GET /api/host/profile, its three
 * groups saved on their own (PUT …/basic, …/identity, …/bank), the profile image and the identity
 * document images.
 */

// --- fixed lists ---------------------------------------------------------------------------------

export const HOST_LANGUAGES = [
  { code: 'ja', label: '日本語' },
  { code: 'en', label: '英語' },
  { code: 'zh', label: '中国語' },
  { code: 'ko', label: '韓国語' },
  { code: 'fr', label: 'フランス語' },
  { code: 'de', label: 'ドイツ語' },
  { code: 'es', label: 'スペイン語' },
] as const;
export const hostLanguageCodes = ['ja', 'en', 'zh', 'ko', 'fr', 'de', 'es'] as const;
export type HostLanguage = (typeof hostLanguageCodes)[number];

export const idTypes = ['driver_license', 'passport', 'residence_card', 'my_number'] as const;
export type IdType = (typeof idTypes)[number];
export const ID_TYPE_LABELS: Record<IdType, string> = {
  driver_license: '運転免許証',
  passport: 'パスポート',
  residence_card: '在留カード',
  my_number: 'マイナンバーカード',
};
/** A document whose back the host never sends (it carries the individual number). */
export const FRONT_ONLY_ID_TYPES: readonly IdType[] = ['my_number'];

export const accountTypes = ['普通', '当座'] as const;
export type AccountType = (typeof accountTypes)[number];

export const idDocumentSides = ['front', 'back'] as const;
export type IdDocumentSide = (typeof idDocumentSides)[number];

/** The host-area address of an identity image (never a public /uploads URL). */
export function idDocumentUrl(side: IdDocumentSide): string {
  return `/api/host/profile/id-document/${side}`;
}

export const HOST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ID_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

// --- the answer ----------------------------------------------------------------------------------

export const verificationStatuses = ['pending', 'verified', 'rejected'] as const;
/** The identity check as the host reads it: nothing submitted, waiting for an admin, rejected, verified. */
export const IDENTITY_STANDINGS = ['not_submitted', 'pending', 'rejected', 'verified'] as const;
export type IdentityStanding = (typeof IDENTITY_STANDINGS)[number];

export const hostProfileSchema = z.object({
  fullName: z.string(),
  fullNameKana: furiganaAnswer,
  email: z.string(),
  phone: z.string(),
  bio: z.string(),
  location: z.string(),
  postalCode: z.string(),
  prefecture: z.string(),
  city: z.string(),
  streetAddress: z.string(),
  buildingName: z.string(),
  profileImageUrl: z.string().nullable(),
  idType: z.enum(idTypes).nullable(),
  frontImageUrl: z.string().nullable(),
  backImageUrl: z.string().nullable(),
  uploadDate: z.string().nullable(),
  verificationStatus: z.enum(verificationStatuses),
  /** 適格請求書発行事業者の登録番号 (T1234567890123), null when the host is not a registered issuer. */
  invoiceRegistrationNumber: z.string().nullable(),
  bankName: z.string(),
  branchName: z.string(),
  accountType: z.string(),
  /** Masked: `****` + the last 3 digits ('' when none). */
  accountNumber: z.string(),
  accountHolder: z.string(),
  /** Average of the host's published houses' ratings, weighted by their review counts; null when none. */
  hostRating: z.number().nullable(),
  /** Percent of the host's booking requests answered (0–100). */
  responseRate: z.number().int().nullable().describe('直近1年の予約リクエストに承認・却下で回答した割合（%）。リクエストの実績がなければ null'),
  bankCode: z.string().nullable(),
  branchCode: z.string().nullable(),
  languages: z.array(z.string()),
  kycStatus: z.enum(verificationStatuses),
  kycRejectionReason: z.string().nullable(),
  /** When the account was made (ISO). */
  hostSince: z.string(),
  displayName: z.string(),
  /** Where the identity check stands (src/domain/host-profile-completeness.ts): 未提出, 審査中, 却下 or 確認済み. */
  identityStanding: z.enum(IDENTITY_STANDINGS),
  /** Each group done: the basic information and the bank filled, the identity verified by an admin. */
  completeness: z.object({ basic: z.boolean(), identity: z.boolean(), bank: z.boolean() }),
  /** All three groups done: the 認証済 badge. */
  profileComplete: z.boolean(),
});
export type HostProfile = z.infer<typeof hostProfileSchema>;

/** GET /api/host/profile/bank: the owner's own bank details with the full number, to edit them. */
export const hostBankDetailsSchema = z.object({
  bankName: z.string(),
  bankCode: z.string().nullable(),
  branchName: z.string(),
  branchCode: z.string().nullable(),
  accountType: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
});
export type HostBankDetails = z.infer<typeof hostBankDetailsSchema>;

export const hostImageAnswerSchema = z.object({ imageUrl: z.string() });

// --- PUT /api/host/profile/basic ----------------------------------------------------------------

const required = (message: string, max = 200) => z.string(message).trim().min(1, message).max(max, `${max}文字以内で入力してください`);

export const hostBasicBodySchema = z.object({
  fullName: required('名前を入力してください', 100),
  fullNameKana: furiganaField,
  email: z
    .string('有効なメールアドレスを入力してください')
    .trim()
    .toLowerCase()
    .pipe(z.email('有効なメールアドレスを入力してください')),
  phone: phoneField,
  bio: z.string().trim().max(500, '自己紹介は500文字以内で入力してください').default(''),
  location: required('所在地を入力してください', 100),
  postalCode: z
    .string('郵便番号を入力してください')
    .transform(normalizePostalCode)
    .pipe(z.string().min(1, '郵便番号を入力してください').regex(POSTAL_CODE_PATTERN, POSTAL_CODE_FORMAT_MESSAGE)),
  /** One of the 47 (the server checks the name against src/domain/destination-search.ts). */
  prefecture: required('都道府県を選択してください', 10),
  city: required('市区町村を入力してください', 100),
  streetAddress: required('番地を入力してください', 200),
  buildingName: z.string().trim().max(200, '200文字以内で入力してください').default(''),
  languages: z.array(z.enum(hostLanguageCodes, '対応言語の指定が正しくありません')).max(hostLanguageCodes.length).optional(),
  /** 適格請求書発行事業者の登録番号: blank clears it (not registered); absent leaves it as it is. */
  invoiceRegistrationNumber: registrationNumberField.optional(),
});
export type HostBasicInput = z.input<typeof hostBasicBodySchema>;
export type HostBasicBody = z.output<typeof hostBasicBodySchema>;

// --- PUT /api/host/profile/identity -------------------------------------------------------------

export const ID_TYPE_MESSAGE = '身分証明書の種類を選択してください';

export const hostIdentityBodySchema = z.object({
  idType: z.enum(idTypes, ID_TYPE_MESSAGE),
  // The seed's payload sends these; the server goes by what was uploaded, and only admins set the status.
  frontImageUrl: z.string().nullable().optional(),
  backImageUrl: z.string().nullable().optional(),
  uploadDate: z.string().nullable().optional(),
  verificationStatus: z.string().nullable().optional(),
});
export type HostIdentityBody = z.infer<typeof hostIdentityBodySchema>;

// --- PUT /api/host/profile/bank -----------------------------------------------------------------

export const ACCOUNT_NUMBER_MESSAGE = '口座番号は7桁の数字で入力してください';
export const ACCOUNT_HOLDER_MESSAGE = '口座名義はカタカナで入力してください';

/** Half-width katakana to full-width and hiragana to katakana, as every reading (src/contract/furigana.ts): what a bank's holder name is written in. */
export const toAccountHolderKana = normalizeFurigana;

/** Katakana, the long mark, spaces and the punctuation banks accept in a holder name (（）・．ー ー ‐ ／ 、). */
const ACCOUNT_HOLDER_PATTERN = /^[\u30a1-\u30fa\u30fc\u30fb\u3000 （）()・．.ー\-‐／/、,「」]+$/;

export const hostBankBodySchema = z.object({
  bankName: required('銀行名を入力してください', 60),
  branchName: required('支店名を入力してください', 60),
  accountType: z.enum(accountTypes, '口座種別を選択してください'),
  accountNumber: z
    .string(ACCOUNT_NUMBER_MESSAGE)
    .transform((v) => v.normalize('NFKC').trim())
    .pipe(z.string().regex(/^\d{7}$/, ACCOUNT_NUMBER_MESSAGE)),
  accountHolder: z
    .string('口座名義を入力してください')
    .transform(toAccountHolderKana)
    .pipe(z.string().min(1, '口座名義を入力してください').max(60, '60文字以内で入力してください').regex(ACCOUNT_HOLDER_PATTERN, ACCOUNT_HOLDER_MESSAGE)),
  bankCode: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, '金融機関コードは4桁の数字です')
    .nullable()
    .optional(),
  branchCode: z
    .string()
    .trim()
    .regex(/^(\d{3})?$/, '支店コードは3桁の数字です')
    .nullable()
    .optional(),
});
export type HostBankInput = z.input<typeof hostBankBodySchema>;
export type HostBankBody = z.output<typeof hostBankBodySchema>;

export const idDocumentParamsSchema = z.object({ side: z.enum(idDocumentSides, '表面（front）か裏面（back）を指定してください') });
