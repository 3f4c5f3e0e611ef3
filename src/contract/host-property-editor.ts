import { z } from 'zod';
import { allowedPeriodsField, minpakuMaxNightsField, minpakuMunicipalLimitSchema } from './minpaku-year';
import { CANCEL_POLICIES, KOMINKA_GRADES, LODGING_REGIMES, PRICE_MODELS, PROPERTY_STATUSES } from './enums';
import { isCalendarDay } from './month-pattern';
import { photoVariantsSchema } from './photos';
import { isoDate } from './properties';

/**
 * The host's house editor (/host/properties/new and /host/properties/{id}/edit): what it reads, what it
 * saves, its photos and masters. Every body is a strict object: a key the editor does not edit (status,
 * hostUserId, ratings, submittedAt …) is refused with a 400, never ignored.
 */

export const MAX_PRICE_JPY = 10_000_000;
export const MIN_NIGHT_PRICE_JPY = 1000;
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 5000;
export const ACCESS_INFO_MAX = 1000;
export const CAPTION_MAX = 100;
export const SEASON_NOTE_MAX = 100;
export const SEASONS_MAX = 50;
export const MAX_GUESTS_LIMIT = 50;
export const ROOMS_LIMIT = 50;
export const NIGHTS_LIMIT = 365;
export const EARLIEST_BUILT_YEAR = 1600;
export const PHOTOS_PER_HOUSE = 50;
export const PHOTOS_PER_REQUEST = 20;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const TITLE_REQUIRED = '物件名を入力してください';
export const ZIPCODE_INVALID = '郵便番号の形式が正しくありません（例：123-4567）';
export const NIGHT_PRICE_TOO_LOW = '1泊の料金は1,000円以上で設定してください';
export const LODGING_NUMBER_INVALID = '届出番号は M と9桁の数字で入力してください（例: M260012345）';
export const LODGING_REGIME_INVALID = '営業の根拠（法令）を選んでください';
export const LODGING_TEXT_MAX = 50;
export const LODGING_PERMIT_DATE_INVALID = '許可日は実在する日付を「2024-04-01」の形で入力してください';
export const LODGING_PERMIT_DATE_FUTURE = '許可日に未来の日付は入力できません';
export const LODGING_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const LODGING_DOCUMENT_KINDS_MESSAGE = '書類は画像（JPEG・PNG・WebP）またはPDFでアップロードしてください';
export const LODGING_DOCUMENT_TOO_LARGE = '書類のファイルは5MB以下にしてください';
export const SEASONS_OVERLAP = '期間が重なっています';
export const MAX_NIGHTS_BELOW_MIN = '最大宿泊数は最低宿泊数以上にしてください';
export const PHOTOS_PER_HOUSE_EXCEEDED = `写真は1物件${PHOTOS_PER_HOUSE}枚までです`;
export const PHOTO_TOO_LARGE = '写真は1枚5MBまでです';
export const PHOTO_NOT_AN_IMAGE = '画像ファイル（JPEG・PNG・WebP）のみアップロードできます';
export const UNKNOWN_KEYS = '変更できない項目が含まれています';

/** The strict objects' refusal of an unknown key, naming it: 変更できない項目が含まれています（status）. */
const UNKNOWN_KEYS_ERROR = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `${UNKNOWN_KEYS}（${(issue.keys ?? []).join('、')}）` : undefined,
};

/** '' and null mean "not given" for optional text inputs; strings are trimmed. */
const blankToNull = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v);
const optionalText = (max: number, label: string) =>
  z.preprocess(blankToNull, z.string().max(max, `${label}は${max}文字以内で入力してください`).nullable()).optional();
const requiredText = (max: number, label: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(max, `${label}は${max}文字以内で入力してください`));

const intBetween = (min: number, max: number, label: string, unit: string) =>
  z
    .number(`${label}を数値で入力してください`)
    .int(`${label}は整数で入力してください`)
    .min(min, `${label}は${min}${unit}以上で入力してください`)
    .max(max, `${label}は${max.toLocaleString('ja-JP')}${unit}以下で入力してください`);

/** A nightly price: whole yen, 1,000 to 10,000,000. */
const nightPrice = (label: string) =>
  z
    .number(`${label}を数値で入力してください`)
    .int(`${label}は円単位の整数で入力してください`)
    .min(MIN_NIGHT_PRICE_JPY, NIGHT_PRICE_TOO_LOW)
    .max(MAX_PRICE_JPY, `${label}は${MAX_PRICE_JPY.toLocaleString('ja-JP')}円以下で設定してください`);

const time = (label: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}は「15:00」のように HH:MM で入力してください`);

/** 届出番号: full-width and lower case are read as typed (NFKC, upper case), then "M" and 9 digits. */
export function normalizeLodgingNumber(value: string): string {
  return value.normalize('NFKC').toUpperCase().replace(/\s+/gu, '');
}
const lodgingNumber = z
  .preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : normalizeLodgingNumber(v)) : v), z.string().regex(/^M\d{9}$/, LODGING_NUMBER_INVALID).nullable())
  .optional();

/** 旅館業's permit number, the health centre, 特区's certificate number: 1–50 characters, full-width read as typed (NFKC). */
const lodgingText = (label: string) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? (v.normalize('NFKC').trim() === '' ? null : v.normalize('NFKC').trim()) : v),
      z.string().max(LODGING_TEXT_MAX, `${label}は${LODGING_TEXT_MAX}文字以内で入力してください`).nullable(),
    )
    .optional();

/** 旅館業's permit date: a real calendar day (YYYY-MM-DD), not after today in Japan. */
const permitDate = z
  .preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.normalize('NFKC').trim().replaceAll('/', '-')) : v),
    z
      .string()
      .refine(isCalendarDay, LODGING_PERMIT_DATE_INVALID)
      .refine((day) => day <= todayInJapan(), LODGING_PERMIT_DATE_FUTURE)
      .nullable(),
  )
  .optional();

/** Today as a calendar day in Japan time (UTC+9, no summer time); the contract imports nothing of the domain. */
function todayInJapan(): string {
  return new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
}

/** Postal code: 3 digits, an optional hyphen, 4 digits; stored as 123-4567. */
const zipcode = z
  .preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.normalize('NFKC').trim()) : v),
    z
      .string()
      .regex(/^\d{3}-?\d{4}$/, ZIPCODE_INVALID)
      .transform((z) => `${z.slice(0, 3)}-${z.slice(-4)}`)
      .nullable(),
  )
  .optional();

export const WEEKDAY_PRICE_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'holiday', 'holidayEve'] as const;
export type WeekdayPriceKey = (typeof WEEKDAY_PRICE_KEYS)[number];
export const WEEKDAY_PRICE_LABELS: Record<WeekdayPriceKey, string> = {
  mon: '月曜',
  tue: '火曜',
  wed: '水曜',
  thu: '木曜',
  fri: '金曜',
  sat: '土曜',
  sun: '日曜',
  holiday: '祝日',
  holidayEve: '休前日',
};

const dayTypePrice = (k: WeekdayPriceKey) => nightPrice(`${WEEKDAY_PRICE_LABELS[k]}の料金`).nullable();

/**
 * 月〜日, 祝日 and 休前日: empty (null) means the base price. 休前日 came later: a body without it keeps
 * the house's stored 休前日 price (a client written before it does not erase it).
 */
export const weekdayPricesSchema = z.strictObject(
  {
    ...(Object.fromEntries(WEEKDAY_PRICE_KEYS.filter((k) => k !== 'holidayEve').map((k) => [k, dayTypePrice(k)])) as Record<
      Exclude<WeekdayPriceKey, 'holidayEve'>,
      z.ZodNullable<z.ZodNumber>
    >),
    holidayEve: dayTypePrice('holidayEve').optional(),
  },
  UNKNOWN_KEYS_ERROR,
);
export type WeekdayPricesInput = z.infer<typeof weekdayPricesSchema>;
/** The editor's answer: every day type, 休前日 included. */
export type WeekdayPrices = Record<WeekdayPriceKey, number | null>;

export const seasonPriceInputSchema = z
  .strictObject(
    {
      id: z.uuid().optional(),
      dateFrom: isoDate,
      dateTo: isoDate,
      pricePerNightJpy: nightPrice('期間料金'),
      note: optionalText(SEASON_NOTE_MAX, 'メモ'),
    },
    UNKNOWN_KEYS_ERROR,
  )
  .refine((s) => s.dateTo >= s.dateFrom, { message: '終了日は開始日以降の日付にしてください', path: ['dateTo'] });
export type SeasonPriceInput = z.input<typeof seasonPriceInputSchema>;

/** The first pair of seasons (indexes) whose ranges share a night, both ends included; null when none do. */
export function overlappingSeasons(seasons: readonly { dateFrom: string; dateTo: string }[]): [number, number] | null {
  for (let i = 0; i < seasons.length; i++) {
    for (let j = i + 1; j < seasons.length; j++) {
      if (seasons[i].dateFrom <= seasons[j].dateTo && seasons[j].dateFrom <= seasons[i].dateTo) return [i, j];
    }
  }
  return null;
}

const seasonPricesSchema = z
  .array(seasonPriceInputSchema)
  .max(SEASONS_MAX, `期間料金は${SEASONS_MAX}件までです`)
  .superRefine((seasons, ctx) => {
    const pair = overlappingSeasons(seasons);
    if (pair) ctx.addIssue({ code: 'custom', message: SEASONS_OVERLAP, path: [pair[1], 'dateFrom'] });
  });

const currentYear = () => new Date().getFullYear();

/** Every field the editor edits, each optional: a step sends its own. */
export const hostPropertyFieldsShape = {
  title: requiredText(TITLE_MAX, '物件名').pipe(z.string().min(1, TITLE_REQUIRED)),
  description: requiredText(DESCRIPTION_MAX, '物件の説明'),
  /** The host's own English (optional): English pages show it, else the Japanese (docs/product/english-house-text.md). */
  titleEn: optionalText(TITLE_MAX, '英語のタイトル'),
  descriptionEn: optionalText(DESCRIPTION_MAX, '英語の紹介文'),
  zipcode,
  prefecture: requiredText(10, '都道府県'),
  city: requiredText(100, '市区町村'),
  addressLine: requiredText(200, '番地・建物名'),
  builtYear: z
    .number('築年を数値で入力してください')
    .int('築年は西暦の整数で入力してください')
    .min(EARLIEST_BUILT_YEAR, `築年は${EARLIEST_BUILT_YEAR}年以降で入力してください`)
    .refine((y) => y <= currentYear(), '築年に未来の年は入力できません')
    .nullable(),
  kominkaGrade: z.enum(KOMINKA_GRADES, '古民家グレードは A・B・C から選んでください').nullable(),
  lodgingRegime: z.enum(LODGING_REGIMES, LODGING_REGIME_INVALID).nullable(),
  lodgingNotificationNumber: lodgingNumber,
  lodgingPermitNumber: lodgingText('許可番号'),
  lodgingPermitDate: permitDate,
  lodgingHealthCentre: lodgingText('保健所名'),
  lodgingCertificateNumber: lodgingText('認定番号'),
  /** 民泊 only: the nights allowed each year and a municipal limit below 180 (docs/product/minpaku-180-nights.md). */
  minpakuAllowedPeriods: allowedPeriodsField,
  minpakuMaxNights: minpakuMaxNightsField,
  maxGuests: intBetween(1, MAX_GUESTS_LIMIT, '定員', '名'),
  bedrooms: intBetween(0, ROOMS_LIMIT, '寝室数', '室'),
  beds: intBetween(0, ROOMS_LIMIT, 'ベッド・布団の数', '組'),
  bathrooms: intBetween(0, ROOMS_LIMIT, 'バスルーム数', '室'),
  floorSpaceM2: z
    .number('床面積を数値で入力してください')
    .positive('床面積は0より大きい数値で入力してください')
    .max(100_000, '床面積は100,000㎡以下で入力してください')
    .nullable(),
  accessInfo: optionalText(ACCESS_INFO_MAX, 'アクセス情報'),
  accessInfoEn: optionalText(ACCESS_INFO_MAX, '英語の交通案内'),
  featureKeys: z.array(z.string().max(50)).max(100),
  basicAmenityKeys: z.array(z.string().max(50)).max(200),
  basePriceJpy: nightPrice('1泊の基本料金'),
  cleaningFeeJpy: intBetween(0, MAX_PRICE_JPY, '清掃料金', '円'),
  priceModel: z.enum(PRICE_MODELS, '料金の方式を選んでください'),
  guestsIncluded: intBetween(1, MAX_GUESTS_LIMIT, '料金に含まれる人数', '名').nullable(),
  extraGuestFeeJpy: intBetween(0, MAX_PRICE_JPY, '追加1名の料金', '円'),
  childRatePercent: intBetween(0, 100, '子ども料金の割合', '%'),
  weekdayPrices: weekdayPricesSchema,
  seasonPrices: seasonPricesSchema,
  checkinFrom: time('チェックイン開始時刻'),
  checkoutUntil: time('チェックアウト時刻'),
  minNights: intBetween(1, NIGHTS_LIMIT, '最低宿泊数', '泊'),
  maxNights: intBetween(1, NIGHTS_LIMIT, '最大宿泊数', '泊'),
  /** How far ahead a stay may start (365 days by default, docs/product/bookings.md). */
  bookingWindowDays: intBetween(1, 730, '予約受付期間', '日'),
  cancelPolicy: z.enum(CANCEL_POLICIES, 'キャンセルポリシーを選んでください'),
  requiresApproval: z.boolean('予約方法を選んでください'),
};

const partialShape = Object.fromEntries(Object.entries(hostPropertyFieldsShape).map(([k, v]) => [k, v.optional()])) as {
  [K in keyof typeof hostPropertyFieldsShape]: z.ZodOptional<(typeof hostPropertyFieldsShape)[K]>;
};

const nightsInOrder = (body: { minNights?: number; maxNights?: number }) =>
  body.minNights === undefined || body.maxNights === undefined || body.maxNights >= body.minNights;

/** PUT /api/host/properties/{id}: any of the editor's fields. */
export const hostPropertyUpdateBodySchema = z
  .strictObject(partialShape, UNKNOWN_KEYS_ERROR)
  .refine(nightsInOrder, { message: MAX_NIGHTS_BELOW_MIN, path: ['maxNights'] });
export type HostPropertyUpdateBody = z.input<typeof hostPropertyUpdateBodySchema>;
export type HostPropertyUpdate = z.output<typeof hostPropertyUpdateBodySchema>;

/** POST /api/host/properties: a draft may be incomplete, but it has a title. */
export const hostPropertyCreateBodySchema = z
  .strictObject({ ...partialShape, title: z.preprocess((v) => v ?? '', hostPropertyFieldsShape.title) }, UNKNOWN_KEYS_ERROR)
  .refine(nightsInOrder, { message: MAX_NIGHTS_BELOW_MIN, path: ['maxNights'] });
export type HostPropertyCreateBody = z.input<typeof hostPropertyCreateBodySchema>;

export const propertyIdParamsSchema = z.object({ id: z.uuid('物件IDの形式が正しくありません') });
export const photoParamsSchema = z.object({ id: z.uuid('物件IDの形式が正しくありません'), photoId: z.uuid('写真IDの形式が正しくありません') });

export const propertyCreatedSchema = z.object({ id: z.uuid() });

export const editorPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string().describe('いちばん大きいJPEG'),
  variants: photoVariantsSchema.nullable(),
  caption: z.string().nullable(),
  isCover: z.boolean(),
  sortOrder: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type EditorPhoto = z.infer<typeof editorPhotoSchema>;
export const editorPhotosSchema = z.array(editorPhotoSchema);

export const MISSING_ITEMS = ['hostVerified', 'title', 'description', 'address', 'photos', 'cover', 'price', 'capacity', 'lodgingBasis', 'lodgingDocument'] as const;

/** The stored proof of the basis, as the editor and the back office show it (the file itself only through its private address). */
export const lodgingDocumentSchema = z.object({
  url: z.string().describe('本人（ホスト）と管理者だけが読めるアドレス（キャッシュ不可）'),
  contentType: z.string().describe('image/jpeg・image/png・image/webp・application/pdf'),
});
export type LodgingDocument = z.infer<typeof lodgingDocumentSchema>;

/** The host area's address of a house's proof document. */
export const hostLodgingDocumentUrl = (propertyId: string) => `/api/host/properties/${propertyId}/lodging-document`;

export const seasonPriceSchema = z.object({
  id: z.uuid(),
  dateFrom: isoDate,
  dateTo: isoDate,
  pricePerNightJpy: z.number().int(),
  note: z.string().nullable(),
});

/** GET /api/host/properties/{id}: everything the editor shows. */
export const hostPropertyEditorSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  titleEn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  zipcode: z.string().nullable(),
  prefecture: z.string(),
  city: z.string(),
  addressLine: z.string(),
  builtYear: z.number().int().nullable(),
  kominkaGrade: z.enum(KOMINKA_GRADES).nullable(),
  lodgingRegime: z.enum(LODGING_REGIMES).nullable(),
  lodgingNotificationNumber: z.string().nullable(),
  lodgingPermitNumber: z.string().nullable(),
  lodgingPermitDate: z.string().nullable(),
  lodgingHealthCentre: z.string().nullable(),
  lodgingCertificateNumber: z.string().nullable(),
  lodgingDocument: lodgingDocumentSchema.nullable(),
  minpakuAllowedPeriods: z.array(z.object({ from: z.string(), to: z.string() })).describe('民泊の営業期間（毎年、開始日の正午〜終了日の正午。空なら通年）'),
  minpakuMaxNights: z.number().int().nullable().describe('自治体の年間上限（null なら180泊）'),
  minpakuMunicipalRules: z.array(minpakuMunicipalLimitSchema).describe('この物件の市区町村に当てはまる自治体の制限（管理者が管理する表から、今日有効なもの）'),
  legalBasisVerifiedAt: z.string().nullable().describe('管理者が審査で営業の根拠を確認した日時'),
  maxGuests: z.number().int(),
  bedrooms: z.number().int(),
  beds: z.number().int(),
  bathrooms: z.number().int(),
  floorSpaceM2: z.number().nullable(),
  accessInfo: z.string().nullable(),
  accessInfoEn: z.string().nullable(),
  featureKeys: z.array(z.string()),
  basicAmenityKeys: z.array(z.string()),
  photos: editorPhotosSchema,
  basePriceJpy: z.number().int(),
  cleaningFeeJpy: z.number().int(),
  priceModel: z.enum(PRICE_MODELS).describe('house: 1棟料金（含まれる人数を超える1名ごとに追加料金）、person: 1名料金（大人1名の料金、子どもはその割合、乳幼児は無料）'),
  guestsIncluded: z.number().int().nullable().describe('1棟料金に含まれる人数（null: 全員）'),
  extraGuestFeeJpy: z.number().int().describe('1棟料金: 含まれる人数を超える大人・子ども1名あたり1泊の追加料金'),
  childRatePercent: z.number().int().describe('1名料金: 子ども1名の料金（大人料金に対する%）'),
  weekdayPrices: z.object(Object.fromEntries(WEEKDAY_PRICE_KEYS.map((k) => [k, z.number().int().nullable()])) as Record<WeekdayPriceKey, z.ZodNullable<z.ZodNumber>>),
  seasonPrices: z.array(seasonPriceSchema),
  checkinFrom: z.string(),
  checkoutUntil: z.string(),
  minNights: z.number().int(),
  maxNights: z.number().int(),
  bookingWindowDays: z.number().int().describe('チェックインを何日先まで受け付けるか'),
  cancelPolicy: z.enum(CANCEL_POLICIES),
  requiresApproval: z.boolean().describe('true: リクエスト予約（ホストが承認）、false: 即時予約'),
  status: z.enum(PROPERTY_STATUSES),
  rejectionReason: z.string().nullable(),
  missing: z.array(z.enum(MISSING_ITEMS)).describe('審査に提出する前に足りないもの（listing-readiness の missingForReview）'),
  updatedAt: z.string(),
});
export type HostPropertyEditor = z.infer<typeof hostPropertyEditorSchema>;

/** PATCH /api/host/properties/{id}/photos: order (every photo id once), captions, the cover. */
export const photosPatchBodySchema = z.strictObject(
  {
    order: z.array(z.uuid('写真IDの形式が正しくありません')).max(PHOTOS_PER_HOUSE).optional(),
    captions: z.record(z.uuid('写真IDの形式が正しくありません'), z.preprocess(blankToNull, z.string().max(CAPTION_MAX, `キャプションは${CAPTION_MAX}文字以内で入力してください`).nullable())).optional(),
    coverId: z.uuid('写真IDの形式が正しくありません').optional(),
  },
  UNKNOWN_KEYS_ERROR,
);
export type PhotosPatchBody = z.input<typeof photosPatchBodySchema>;

export const masterItemSchema = z.object({ key: z.string(), label: z.string(), category: z.string(), description: z.string().nullable() });
/** GET /api/host/property-masters: the checkbox groups of the 部屋・設備 step, categories in display order. */
export const propertyMastersSchema = z.object({
  kominkaFeatures: z.array(z.object({ category: z.string(), items: z.array(masterItemSchema) })),
  basicAmenities: z.array(z.object({ category: z.string(), items: z.array(masterItemSchema) })),
});
export type PropertyMasters = z.infer<typeof propertyMastersSchema>;

// --- POST /api/properties: the seed's owner form ------------------------------------------------

const OWNER_STATUSES = ['pending', 'approved', 'rejected', ...PROPERTY_STATUSES] as const;

/**
 * The seed's owner form. It always makes a draft of the signed-in host: `status` and `isActive` are
 * accepted for the seed's sake but never publish anything (a house is published by an admin's review).
 */
export const ownerPropertyBodySchema = z.strictObject(
  {
    name: z.preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), z.string().min(1, TITLE_REQUIRED).max(TITLE_MAX, `物件名は${TITLE_MAX}文字以内で入力してください`)),
    description: requiredText(DESCRIPTION_MAX, '物件の説明').optional(),
    location: requiredText(100, '所在地').optional(),
    prefecture: requiredText(10, '都道府県').optional(),
    pricePerNight: nightPrice('1泊の料金').optional(),
    maxGuests: intBetween(1, MAX_GUESTS_LIMIT, '定員', '名').optional(),
    bedrooms: intBetween(0, ROOMS_LIMIT, '寝室数', '室').optional(),
    amenities: z.array(z.string().max(50)).max(200).optional(),
    images: z.array(z.string().max(300)).max(PHOTOS_PER_REQUEST, `写真は1回に${PHOTOS_PER_REQUEST}枚までです`).optional(),
    yearBuilt: hostPropertyFieldsShape.builtYear.optional(),
    ownerId: z.uuid('オーナーIDの形式が正しくありません').optional(),
    isActive: z.boolean().optional(),
    status: z.enum(OWNER_STATUSES).optional(),
  },
  UNKNOWN_KEYS_ERROR,
);
export type OwnerPropertyBody = z.input<typeof ownerPropertyBodySchema>;

export const ownerPropertySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  prefecture: z.string(),
  pricePerNight: z.number().int(),
  maxGuests: z.number().int(),
  bedrooms: z.number().int(),
  amenities: z.array(z.string()),
  images: z.array(z.string()),
  yearBuilt: z.number().int().nullable(),
  ownerId: z.uuid(),
  isActive: z.boolean().describe('公開中かどうか（新しい物件は常に false）'),
  status: z.enum(PROPERTY_STATUSES).describe('新しい物件は常に draft（下書き）'),
});
export type OwnerProperty = z.infer<typeof ownerPropertySchema>;
