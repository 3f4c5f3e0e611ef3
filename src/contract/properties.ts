import { z } from 'zod';
import { dayField } from './calendar-fields';
import { CANCEL_POLICIES, KOMINKA_GRADES, LODGING_REGIMES } from './enums';
import { photoVariantsSchema } from './photos';
import { LANGUAGES } from './language';

export const isoDate = dayField();

/** A house as cards show it (search results, top-rated, favourites). */
export const propertyListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  prefecture: z.string(),
  city: z.string(),
  maxGuests: z.number().int(),
  bedrooms: z.number().int(),
  basePriceJpy: z.number().int().describe('1泊の基本料金（円・税込）'),
  builtYear: z.number().int().nullable(),
  kominkaGrade: z.enum(KOMINKA_GRADES).nullable(),
  coverPhotoUrl: z.string().nullable(),
  /** The cover's stored sizes (WebP and JPEG) for `srcset`; absent or null for demo photos. */
  coverVariants: photoVariantsSchema.nullable().optional(),
  averageRating: z.number().nullable().describe('公開済みレビューの平均（レビューがなければ null）'),
  reviewCount: z.number().int(),
  /** Labels of the first amenities (the check-in/check-out category excluded), for the card badges; in English for `?lang=en`. */
  amenityLabels: z.array(z.string()),
  /** Search only: some night of the asked range is booked or blocked (満室). */
  isBooked: z.boolean(),
  /** Search with guests only: the searched party's price of one night at the house's base price (税込). */
  partyNightPriceJpy: z.number().int().optional().describe('検索した人数での1泊の基本料金（税込）。人数を指定した検索のみ'),
  /** Search with dates and guests only: the stay's total for the party (nights, cleaning fee and 宿泊税, 税込). */
  partyTotalJpy: z.number().int().optional().describe('検索した日程・人数での総額（清掃料・宿泊税込み、税込）。日程と人数を指定した検索のみ'),
  /** The host's English title and the city in romaji (null: none, the Japanese is shown): in the cards of `?lang=en`, the favourites and on the house page only. */
  titleEn: z.string().nullable().optional().describe('英語の物件名（ホストが書いたもの）。lang=en のカード・お気に入り・物件詳細のみ'),
  cityEn: z.string().nullable().optional().describe('市区町村のローマ字表記。lang=en のカード・お気に入り・物件詳細のみ'),
});
export type PropertyListItem = z.infer<typeof propertyListItemSchema>;

export const propertyPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  caption: z.string().nullable(),
  isCover: z.boolean(),
  /** The stored sizes (WebP and JPEG) for `srcset`; absent or null for demo photos. */
  variants: photoVariantsSchema.nullable().optional(),
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
});

/**
 * A house's address as its viewer may see it (src/domain/address-visibility.ts): the prefecture, city
 * and district for everyone; the postal code, street address and access details (`full`) only for the
 * owner, an admin and a guest with a confirmed or completed booking of the house.
 */
export const visibleAddressSchema = z.object({
  prefecture: z.string(),
  city: z.string(),
  district: z.string().describe('町名・字・丁目まで（番地は含まない）'),
  zipcode: z.string().nullable().describe('確定した予約のゲスト・ホスト・運営のみ'),
  addressLine: z.string().nullable().describe('番地・建物名（確定した予約のゲスト・ホスト・運営のみ）'),
  accessInfo: z.string().nullable().describe('アクセス・鍵の受け取り（確定した予約のゲスト・ホスト・運営のみ）'),
  full: z.boolean().describe('番地まで見えるか'),
});
export type VisibleAddress = z.infer<typeof visibleAddressSchema>;

export const propertyDetailSchema = propertyListItemSchema.extend({
  description: z.string(),
  titleEn: z.string().nullable(),
  cityEn: z.string().nullable(),
  /** The host's English description and access (null: none written, or the access hidden as `accessInfo` is). */
  descriptionEn: z.string().nullable(),
  accessInfoEn: z.string().nullable(),
  district: z.string().describe('町名・字・丁目まで（番地は含まない）'),
  /** The postal code, the street address and the access details: null on the public house page (only the house's owner and the back office see them here; a confirmed guest sees them on the booking). */
  zipcode: z.string().nullable(),
  addressLine: z.string().nullable(),
  beds: z.number().int(),
  bathrooms: z.number().int(),
  floorSpaceM2: z.number().nullable(),
  cleaningFeeJpy: z.number().int(),
  checkinFrom: z.string().describe('チェックイン開始時刻 (HH:MM)'),
  checkoutUntil: z.string().describe('チェックアウト時刻 (HH:MM)'),
  minNights: z.number().int(),
  maxNights: z.number().int(),
  cancelPolicy: z.enum(CANCEL_POLICIES),
  requiresApproval: z.boolean(),
  accessInfo: z.string().nullable(),
  lodgingRegime: z.enum(LODGING_REGIMES).nullable().describe('営業の根拠（法令）。登録前から公開中の物件は null'),
  lodgingBasisLine: z.string().nullable().describe('営業の根拠と番号（住宅宿泊事業法 届出番号 M260012345 など）。未登録は null'),
  /** The parts of `lodgingBasisLine`, for the English page's own sentence: the number, and 旅館業's health centre. */
  lodgingNumber: z.string().nullable().describe('営業の根拠の番号（lodgingBasisLine があるときのみ）'),
  lodgingHealthCentre: z.string().nullable().describe('旅館業の許可を出した保健所（lodgingBasisLine があるときのみ）'),
  photos: z.array(propertyPhotoSchema),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

export const kominkaFeatureSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  label: z.string(),
  /** The English name and category for English pages; null: none yet, the Japanese is shown. */
  labelEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  category: z.string(),
  categoryEn: z.string().nullable(),
});
export type KominkaFeature = z.infer<typeof kominkaFeatureSchema>;
export const featuresByCategorySchema = z.record(z.string(), z.array(kominkaFeatureSchema));

export const basicAmenityLinkSchema = z.object({
  id: z.uuid(),
  value: z.string().nullable(),
  notes: z.string().nullable(),
  /** The master's names, with their English for English pages (null: none, the Japanese is shown). */
  amenity: z.object({ key: z.string(), category: z.string(), categoryEn: z.string().nullable(), label: z.string(), labelEn: z.string().nullable() }),
});
export type BasicAmenityLink = z.infer<typeof basicAmenityLinkSchema>;
export const hostInfoSchema = z.object({
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  createdAt: z.string(),
});
export type HostInfo = z.infer<typeof hostInfoSchema>;

export const propertyReviewSchema = z.object({
  id: z.uuid(),
  reviewerName: z.string().describe('投稿者の表示名（姓のみ）'),
  reviewerGender: z.string().nullable(),
  reviewerAge: z.number().int().nullable().describe('年代（20, 30, …）'),
  ratingOverall: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  hostReply: z.string().nullable(),
  hostRepliedAt: z.string().nullable().describe('ホストが返信した日時'),
  createdAt: z.string(),
});
export const propertyReviewsSchema = z.object({
  reviews: z.array(propertyReviewSchema),
  reviewCount: z.number().int(),
  averageRating: z.number().nullable(),
});
export type PropertyReviews = z.infer<typeof propertyReviewsSchema>;

export const SORT_OPTIONS = ['recommended', 'price-low', 'price-high', 'rating'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

const optionalInt = (min: number, message: string) =>
  z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : v), z.coerce.number().int(message).min(min, message).optional());

/** GET /api/properties-with-booking-status query (the seed's search filter plus sort and paging). */
/** The language of the cards' amenity labels: `en` for English pages (docs/decisions/0042-english-guest-pages.md). */
const cardLanguageField = z.enum(LANGUAGES).optional().describe('カードの設備名の言語（en: 英語名、省略: 日本語）');

export const propertySearchQuerySchema = z.object({
  destination: z.string().trim().max(100).optional(),
  checkIn: z.preprocess((v) => (v === '' ? undefined : v), isoDate.optional()),
  checkOut: z.preprocess((v) => (v === '' ? undefined : v), isoDate.optional()),
  /** 大人の人数（13歳以上）. */
  guests: optionalInt(1, '人数は1以上の整数で指定してください').describe('大人の人数（13歳以上）'),
  children: optionalInt(0, '子どもの人数は0以上の整数で指定してください').describe('子どもの人数（2〜12歳）'),
  infants: optionalInt(0, '乳幼児の人数は0以上の整数で指定してください').describe('乳幼児の人数（2歳未満・定員に含めず無料）'),
  kominkaFeatures: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().max(50)).max(16),
  ),
  minPrice: optionalInt(0, '最低価格は0以上の整数で指定してください'),
  maxPrice: optionalInt(0, '最高価格は0以上の整数で指定してください'),
  sort: z.enum(SORT_OPTIONS).default('recommended'),
  /** 営業の根拠で絞り込む: minpaku, ryokan, tokku_minpaku（空は指定なし）. */
  lodgingRegime: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(LODGING_REGIMES, '営業の根拠の値が正しくありません').optional()),
  hideBooked: z.preprocess((v) => v === 'true' || v === true || v === '1', z.boolean()).default(false),
  page: optionalInt(1, 'ページは1以上で指定してください').default(1),
  pageSize: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number().int().min(1).max(100, '1ページの件数は100件までです').default(24),
  ),
  lang: cardLanguageField,
});
export type PropertySearchQuery = z.infer<typeof propertySearchQuerySchema>;
/** The answer stays the seed's list; the total of all pages is in this header (the list kit's). */
export { TOTAL_COUNT_HEADER } from './list';

const guestsField = (min: number, label: string) => z.number().int(`${label}は整数で指定してください`).min(min, `${label}は${min}以上で指定してください`).max(99, `${label}は99以下で指定してください`);
export const pricingBodySchema = z.object({
  checkinDate: isoDate,
  checkoutDate: isoDate,
  guestsAdults: guestsField(1, '大人の人数').optional().describe('大人（宿泊税の人数。省略時は1名）'),
  guestsChildren: guestsField(0, '子どもの人数').optional(),
  guestsInfants: guestsField(0, '乳幼児の人数').optional(),
});
/**
 * The accommodation tax (宿泊税) of a quote or a booking: one line per tax (a prefecture's and a city's
 * apart) and the amount of each night; the total is the sum of the nights.
 */
export const accommodationTaxBreakdownSchema = z.object({
  totalJpy: z.number().int(),
  lines: z.array(z.object({ name: z.string(), amountJpy: z.number().int() })),
  nights: z.array(z.object({ date: isoDate, amountJpy: z.number().int() })),
});
export type AccommodationTaxBreakdown = z.infer<typeof accommodationTaxBreakdownSchema>;
export const PRICE_SOURCES = ['base_price', 'pricing_rule', 'pricing_rule_holiday', 'pricing_rule_holiday_eve', 'season_price', 'calendar_override'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
export const pricingResultSchema = z.object({
  dailyPrices: z.array(z.object({ date: isoDate, price: z.number().int(), source: z.enum(PRICE_SOURCES) })),
  nights: z.number().int(),
  nightsTotal: z.number().int().describe('宿泊料金の合計'),
  cleaningFeeJpy: z.number().int(),
  stayTotalJpy: z.number().int().describe('宿泊料金と清掃料金の合計（宿泊税を除く）'),
  accommodationTaxJpy: z.number().int().describe('宿泊税'),
  accommodationTax: accommodationTaxBreakdownSchema,
  totalPrice: z.number().int().describe('お支払いの総額: 宿泊料金・清掃料金・宿泊税の合計（円・税込）'),
  available: z.boolean().describe('すべての泊が予約可能か'),
  unavailableDates: z.array(isoDate),
});
export type PricingResult = z.infer<typeof pricingResultSchema>;

export const availabilityQuerySchema = z.object({
  from: isoDate.describe('最初の日（この日の夜を含む）'),
  to: isoDate.describe('最後の日（この日の夜を含む）。from から400日以内'),
});
export const availabilitySchema = z.object({
  unavailableDates: z.array(isoDate).describe('予約済みまたは販売停止の泊（その日の夜）'),
  closedToArrivalDates: z.array(isoDate).describe('チェックインできない日（ホストのカレンダー設定）'),
  closedToDepartureDates: z.array(isoDate).describe('チェックアウトできない日（ホストのカレンダー設定）'),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const favoriteCheckSchema = z.object({ isFavorited: z.boolean() });

/** Path parameter of every /api/properties/{id}… and /api/favorites/{id} call. */
export const propertyIdParamsSchema = z.object({ id: z.uuid('物件IDの形式が正しくありません') });

/** GET /api/properties/top-rated?limit=6 */
export const TOP_RATED_DEFAULT_LIMIT = 6;
export const topRatedQuerySchema = z.object({
  limit: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce
      .number()
      .int('件数は整数で指定してください')
      .min(1, '件数は1〜24で指定してください')
      .max(24, '件数は1〜24で指定してください')
      .default(TOP_RATED_DEFAULT_LIMIT),
  ),
  lang: cardLanguageField,
});

/** The availability window: `from` and `to` are both included; at most this many days apart. */
export const AVAILABILITY_MAX_DAYS = 400;
