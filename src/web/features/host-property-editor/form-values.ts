import '@/contract/zod-locale';
import {
  hostPropertyUpdateBodySchema,
  WEEKDAY_PRICE_KEYS,
  type HostPropertyEditor,
  type HostPropertyUpdateBody,
  type WeekdayPriceKey,
} from '@/contract/host-property-editor';
import type { CancelPolicy, LodgingRegime, PriceModel } from '@/contract/enums';
import type { IsoDate } from '@/domain/japan-date';
import { blankListingFields } from '@/domain/listing-readiness';
import { pastSeasonIndex, SEASON_IN_PAST } from '@/domain/season-prices';

/**
 * The editor's one form: every input as the host typed it (numbers as text, so nothing typed is lost),
 * and the step-by-step bodies of PUT /api/host/properties/{id} made from it.
 */
export interface SeasonRow {
  id?: string;
  dateFrom: string;
  dateTo: string;
  pricePerNightJpy: string;
  note: string;
}

export interface EditorFormValues {
  title: string;
  description: string;
  /** The host's own English for English pages (optional: '' none). */
  titleEn: string;
  descriptionEn: string;
  builtYear: string;
  kominkaGrade: '' | 'A' | 'B' | 'C';
  /** 営業の根拠: the law chosen ('' none yet) and each law's details, kept as typed when the choice changes. */
  lodgingRegime: '' | LodgingRegime;
  lodgingNotificationNumber: string;
  lodgingPermitNumber: string;
  lodgingPermitDate: string;
  lodgingHealthCentre: string;
  lodgingCertificateNumber: string;
  /** 民泊 only: the nights allowed each year (MM-DD, noon to noon) and a municipal limit below 180 ('' none). */
  minpakuAllowedPeriods: { from: string; to: string }[];
  minpakuMaxNights: string;
  zipcode: string;
  prefecture: string;
  city: string;
  addressLine: string;
  accessInfo: string;
  accessInfoEn: string;
  maxGuests: string;
  bedrooms: string;
  beds: string;
  bathrooms: string;
  floorSpaceM2: string;
  featureKeys: string[];
  basicAmenityKeys: string[];
  basePriceJpy: string;
  cleaningFeeJpy: string;
  priceModel: PriceModel;
  guestsIncluded: string;
  extraGuestFeeJpy: string;
  childRatePercent: string;
  weekdayPrices: Record<WeekdayPriceKey, string>;
  seasonPrices: SeasonRow[];
  checkinFrom: string;
  checkoutUntil: string;
  minNights: string;
  maxNights: string;
  bookingWindowDays: string;
  cancelPolicy: CancelPolicy;
  /** 'instant' 即時予約, 'request' リクエスト予約 */
  bookingMode: 'instant' | 'request';
}

export const STEPS = [
  { key: 'basic', label: '基本情報' },
  { key: 'location', label: '所在地' },
  { key: 'legal', label: '営業の根拠' },
  { key: 'rooms', label: '部屋・設備' },
  { key: 'photos', label: '写真' },
  { key: 'pricing', label: '料金' },
  { key: 'rules', label: 'ルール' },
  { key: 'review', label: '確認・提出' },
] as const;
export type StepKey = (typeof STEPS)[number]['key'];

/** The form fields of each step (the photos have their own calls; the review step saves nothing). */
export const STEP_FIELDS: Record<StepKey, readonly (keyof EditorFormValues)[]> = {
  basic: ['title', 'description', 'titleEn', 'descriptionEn', 'builtYear', 'kominkaGrade'],
  location: ['zipcode', 'prefecture', 'city', 'addressLine', 'accessInfo', 'accessInfoEn'],
  legal: [
    'lodgingRegime',
    'lodgingNotificationNumber',
    'lodgingPermitNumber',
    'lodgingPermitDate',
    'lodgingHealthCentre',
    'lodgingCertificateNumber',
    'minpakuAllowedPeriods',
    'minpakuMaxNights',
  ],
  rooms: ['maxGuests', 'bedrooms', 'beds', 'bathrooms', 'floorSpaceM2', 'featureKeys', 'basicAmenityKeys'],
  photos: [],
  pricing: ['basePriceJpy', 'cleaningFeeJpy', 'priceModel', 'guestsIncluded', 'extraGuestFeeJpy', 'childRatePercent', 'weekdayPrices', 'seasonPrices'],
  rules: ['checkinFrom', 'checkoutUntil', 'minNights', 'maxNights', 'bookingWindowDays', 'cancelPolicy', 'bookingMode'],
  review: [],
};

/** Where a server's field (title, seasonPrices.1.dateFrom, requiresApproval …) is typed: its step and form field. */
export function fieldOfServer(field: string | null | undefined): { step: StepKey; name: string } | null {
  if (!field) return null;
  const name = field === 'requiresApproval' ? 'bookingMode' : field;
  const root = name.split('.')[0] as keyof EditorFormValues;
  for (const step of STEPS) if (STEP_FIELDS[step.key].includes(root)) return { step: step.key, name };
  return null;
}

/** The step where each missing item of `missing` is put right (hostVerified is the profile's). */
export const MISSING_STEP: Record<HostPropertyEditor['missing'][number], StepKey | null> = {
  hostVerified: null,
  title: 'basic',
  description: 'basic',
  address: 'location',
  photos: 'photos',
  cover: 'photos',
  price: 'pricing',
  capacity: 'rooms',
  lodgingBasis: 'legal',
  lodgingDocument: 'legal',
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function emptyFormValues(): EditorFormValues {
  return {
    title: '',
    description: '',
    titleEn: '',
    descriptionEn: '',
    builtYear: '',
    kominkaGrade: '',
    lodgingRegime: '',
    lodgingNotificationNumber: '',
    lodgingPermitNumber: '',
    lodgingPermitDate: '',
    lodgingHealthCentre: '',
    lodgingCertificateNumber: '',
    minpakuAllowedPeriods: [],
    minpakuMaxNights: '',
    zipcode: '',
    prefecture: '',
    city: '',
    addressLine: '',
    accessInfo: '',
    accessInfoEn: '',
    maxGuests: '2',
    bedrooms: '1',
    beds: '1',
    bathrooms: '1',
    floorSpaceM2: '',
    featureKeys: [],
    basicAmenityKeys: [],
    basePriceJpy: '',
    cleaningFeeJpy: '0',
    priceModel: 'house',
    guestsIncluded: '',
    extraGuestFeeJpy: '0',
    childRatePercent: '70',
    weekdayPrices: Object.fromEntries(WEEKDAY_PRICE_KEYS.map((k) => [k, ''])) as Record<WeekdayPriceKey, string>,
    seasonPrices: [],
    checkinFrom: '15:00',
    checkoutUntil: '11:00',
    minNights: '1',
    maxNights: '30',
    bookingWindowDays: '365',
    cancelPolicy: 'moderate',
    bookingMode: 'instant',
  };
}

export function formValuesOf(house: HostPropertyEditor): EditorFormValues {
  return {
    title: house.title,
    description: house.description,
    titleEn: house.titleEn ?? '',
    descriptionEn: house.descriptionEn ?? '',
    builtYear: text(house.builtYear),
    kominkaGrade: house.kominkaGrade ?? '',
    lodgingRegime: house.lodgingRegime ?? '',
    lodgingNotificationNumber: house.lodgingNotificationNumber ?? '',
    lodgingPermitNumber: house.lodgingPermitNumber ?? '',
    lodgingPermitDate: house.lodgingPermitDate ?? '',
    lodgingHealthCentre: house.lodgingHealthCentre ?? '',
    lodgingCertificateNumber: house.lodgingCertificateNumber ?? '',
    minpakuAllowedPeriods: house.minpakuAllowedPeriods.map((p) => ({ from: p.from, to: p.to })),
    minpakuMaxNights: text(house.minpakuMaxNights),
    zipcode: house.zipcode ?? '',
    prefecture: house.prefecture,
    city: house.city,
    addressLine: house.addressLine,
    accessInfo: house.accessInfo ?? '',
    accessInfoEn: house.accessInfoEn ?? '',
    maxGuests: text(house.maxGuests),
    bedrooms: text(house.bedrooms),
    beds: text(house.beds),
    bathrooms: text(house.bathrooms),
    floorSpaceM2: text(house.floorSpaceM2),
    featureKeys: house.featureKeys,
    basicAmenityKeys: house.basicAmenityKeys,
    basePriceJpy: house.basePriceJpy > 0 ? String(house.basePriceJpy) : '',
    cleaningFeeJpy: text(house.cleaningFeeJpy),
    priceModel: house.priceModel,
    guestsIncluded: text(house.guestsIncluded),
    extraGuestFeeJpy: text(house.extraGuestFeeJpy),
    childRatePercent: text(house.childRatePercent),
    weekdayPrices: Object.fromEntries(WEEKDAY_PRICE_KEYS.map((k) => [k, text(house.weekdayPrices[k])])) as Record<WeekdayPriceKey, string>,
    seasonPrices: house.seasonPrices.map(seasonRowOf),
    checkinFrom: house.checkinFrom,
    checkoutUntil: house.checkoutUntil,
    minNights: text(house.minNights),
    maxNights: text(house.maxNights),
    bookingWindowDays: text(house.bookingWindowDays),
    cancelPolicy: house.cancelPolicy,
    bookingMode: house.requiresApproval ? 'request' : 'instant',
  };
}

export function seasonRowOf(s: HostPropertyEditor['seasonPrices'][number]): SeasonRow {
  return { id: s.id, dateFrom: s.dateFrom, dateTo: s.dateTo, pricePerNightJpy: text(s.pricePerNightJpy), note: s.note ?? '' };
}

/**
 * A typed number: full-width digits and commas allowed (３０,０００ → 30000); '' is `blank`; anything
 * else NaN, which the contract refuses with the field's own message (〜を数値で入力してください).
 */
export function numberOf(value: string, blank: number | null | undefined): number | null | undefined {
  const cleaned = value.normalize('NFKC').replace(/[,\s円㎡%]/gu, '');
  if (cleaned === '') return blank;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The body of PUT for one step's fields (undefined for a step that saves none). */
export function bodyOfStep(step: StepKey, v: EditorFormValues): HostPropertyUpdateBody | undefined {
  switch (step) {
    case 'basic':
      return {
        title: v.title,
        description: v.description,
        titleEn: v.titleEn,
        descriptionEn: v.descriptionEn,
        builtYear: numberOf(v.builtYear, null),
        kominkaGrade: v.kominkaGrade === '' ? null : v.kominkaGrade,
      };
    case 'legal':
      return {
        lodgingRegime: v.lodgingRegime === '' ? null : v.lodgingRegime,
        lodgingNotificationNumber: v.lodgingNotificationNumber,
        lodgingPermitNumber: v.lodgingPermitNumber,
        lodgingPermitDate: v.lodgingPermitDate,
        lodgingHealthCentre: v.lodgingHealthCentre,
        lodgingCertificateNumber: v.lodgingCertificateNumber,
        minpakuAllowedPeriods: v.minpakuAllowedPeriods.map((p) => ({ from: p.from.normalize('NFKC').trim(), to: p.to.normalize('NFKC').trim() })),
        minpakuMaxNights: numberOf(v.minpakuMaxNights, null),
      };
    case 'location':
      return { zipcode: v.zipcode, prefecture: v.prefecture, city: v.city, addressLine: v.addressLine, accessInfo: v.accessInfo, accessInfoEn: v.accessInfoEn };
    case 'rooms':
      return {
        maxGuests: numberOf(v.maxGuests, Number.NaN) ?? undefined,
        bedrooms: numberOf(v.bedrooms, 0) ?? undefined,
        beds: numberOf(v.beds, 0) ?? undefined,
        bathrooms: numberOf(v.bathrooms, 0) ?? undefined,
        floorSpaceM2: numberOf(v.floorSpaceM2, null),
        featureKeys: v.featureKeys,
        basicAmenityKeys: v.basicAmenityKeys,
      };
    case 'pricing':
      return {
        basePriceJpy: numberOf(v.basePriceJpy, undefined) ?? undefined,
        cleaningFeeJpy: numberOf(v.cleaningFeeJpy, 0) ?? undefined,
        priceModel: v.priceModel,
        guestsIncluded: numberOf(v.guestsIncluded, null),
        extraGuestFeeJpy: numberOf(v.extraGuestFeeJpy, 0) ?? undefined,
        childRatePercent: numberOf(v.childRatePercent, 70) ?? undefined,
        weekdayPrices: Object.fromEntries(WEEKDAY_PRICE_KEYS.map((k) => [k, numberOf(v.weekdayPrices[k], null)])) as Record<WeekdayPriceKey, number | null>,
        seasonPrices: v.seasonPrices.map((s) => ({
          ...(s.id ? { id: s.id } : {}),
          dateFrom: s.dateFrom,
          dateTo: s.dateTo,
          pricePerNightJpy: numberOf(s.pricePerNightJpy, Number.NaN) ?? Number.NaN,
          note: s.note,
        })),
      };
    case 'rules':
      return {
        checkinFrom: v.checkinFrom,
        checkoutUntil: v.checkoutUntil,
        minNights: numberOf(v.minNights, Number.NaN) ?? undefined,
        maxNights: numberOf(v.maxNights, Number.NaN) ?? undefined,
        bookingWindowDays: numberOf(v.bookingWindowDays, Number.NaN) ?? undefined,
        cancelPolicy: v.cancelPolicy,
        requiresApproval: v.bookingMode === 'request',
      };
    default:
      return undefined;
  }
}

export interface FieldProblem {
  /** The form field: title, seasonPrices.1.dateFrom, weekdayPrices.mon … */
  name: string;
  message: string;
}

/** What the step's check needs besides the values. */
export interface StepCheckContext {
  /** Moving on (次へ, or a later step): the step's required fields must be filled (src/domain/listing-readiness.ts). */
  leaving: boolean;
  /** Today in Japan: a season added or moved must not have ended. */
  today: IsoDate;
  /** The seasons as saved, which may stay as they are once passed. */
  storedSeasons: readonly { id: string; dateFrom: string; dateTo: string }[];
}

/**
 * The step's check before it is sent: the contract's (the same Japanese messages as the server's), the
 * season dates' and, when the host moves on, the step's required fields — every problem at its field.
 */
export function checkStep(step: StepKey, values: EditorFormValues, context: StepCheckContext): { body: HostPropertyUpdateBody | undefined; problems: FieldProblem[] } {
  const body = bodyOfStep(step, values);
  if (!body) return { body, problems: [] };
  const problems: FieldProblem[] = context.leaving ? blankListingFields(STEP_FIELDS[step], values) : [];
  const parsed = hostPropertyUpdateBodySchema.safeParse(body);
  for (const issue of parsed.error?.issues ?? []) {
    const name = issue.path.join('.');
    problems.push({ name: name === 'requiresApproval' ? 'bookingMode' : name, message: issue.message });
  }
  const past = body.seasonPrices ? pastSeasonIndex(values.seasonPrices, context.storedSeasons, context.today) : null;
  if (past !== null) problems.push({ name: `seasonPrices.${past}.dateTo`, message: SEASON_IN_PAST });
  // One message per field, the first found (a blank field is not also "not a number").
  const seen = new Set<string>();
  return { body, problems: problems.filter((p) => !seen.has(p.name) && seen.add(p.name)) };
}
