import {
  DESCRIPTION_MAX,
  MAX_GUESTS_LIMIT,
  MAX_PRICE_JPY,
  MIN_NIGHT_PRICE_JPY,
  NIGHT_PRICE_TOO_LOW,
  ROOMS_LIMIT,
  TITLE_MAX,
  TITLE_REQUIRED,
  type OwnerPropertyBody,
} from '@/contract/host-property-editor';

/** What the 物件を追加 dialog holds: its inputs as typed, and the lists built one entry at a time. */
export interface OwnerPropertyFormValues {
  name: string;
  description: string;
  location: string;
  prefecture: string;
  pricePerNight: string;
  maxGuests: string;
  bedrooms: string;
  yearBuilt: string;
  amenities: string[];
  images: string[];
  isActive: boolean;
}

/** The seed's defaults: price 0, one guest, one bedroom, active. */
export const EMPTY_OWNER_PROPERTY_FORM: OwnerPropertyFormValues = {
  name: '',
  description: '',
  location: '',
  prefecture: '',
  pricePerNight: '0',
  maxGuests: '1',
  bedrooms: '1',
  yearBuilt: '',
  amenities: [],
  images: [],
  isActive: true,
};

export type OwnerPropertyField = keyof OwnerPropertyFormValues;
export type OwnerPropertyErrors = Partial<Record<OwnerPropertyField, string>>;

const whole = (label: string) => (v: string) => (v.trim() === '' ? `${label}を入力してください` : /^\d+$/.test(v.trim()) ? null : `${label}は0以上の整数で入力してください`);

/**
 * Adds one entry to a list: trimmed, empty ignored, a repeat ignored (the seed's amenity and image
 * entries). Answers the same list when nothing was added.
 */
export function addEntry(list: string[], entry: string): string[] {
  const value = entry.trim();
  if (!value || list.includes(value)) return list;
  return [...list, value];
}

/** A photo the server takes: one already uploaded to this site (`/uploads/photos/…`, or the full address of one). */
export function isUploadedPhotoUrl(value: string, origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin): boolean {
  try {
    const url = new URL(value.trim(), origin);
    return url.origin === origin && /^\/uploads\/photos\/[^/]+$/.test(url.pathname);
  } catch {
    return false;
  }
}

export const PHOTO_URL_MESSAGE = 'このサイトにアップロードした物件写真のURL（/uploads/photos/…）を入力してください';

/** Checks the form and answers the POST /api/properties body, or the Japanese message of each wrong field. */
export function toOwnerPropertyBody(
  values: OwnerPropertyFormValues,
  ownerId: string,
  currentYear: number,
): { ok: true; body: OwnerPropertyBody } | { ok: false; errors: OwnerPropertyErrors } {
  const errors: OwnerPropertyErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = TITLE_REQUIRED;
  else if (name.length > TITLE_MAX) errors.name = `物件名は${TITLE_MAX}文字以内で入力してください`;
  const description = values.description.trim();
  if (description.length > DESCRIPTION_MAX) errors.description = `物件の説明は${DESCRIPTION_MAX}文字以内で入力してください`;
  const location = values.location.trim();
  if (!location) errors.location = '所在地（市区町村）を入力してください';
  else if (location.length > 100) errors.location = '所在地は100文字以内で入力してください';
  if (!values.prefecture) errors.prefecture = '都道府県を選択してください';

  const price = whole('1泊の料金')(values.pricePerNight);
  const priceValue = Number(values.pricePerNight.trim());
  if (price) errors.pricePerNight = price;
  else if (priceValue > 0 && priceValue < MIN_NIGHT_PRICE_JPY) errors.pricePerNight = NIGHT_PRICE_TOO_LOW;
  else if (priceValue > MAX_PRICE_JPY) errors.pricePerNight = `1泊の料金は${MAX_PRICE_JPY.toLocaleString('ja-JP')}円以下で設定してください`;

  const guests = whole('定員')(values.maxGuests);
  const guestsValue = Number(values.maxGuests.trim());
  if (guests) errors.maxGuests = guests;
  else if (guestsValue < 1) errors.maxGuests = '定員は1名以上で入力してください';
  else if (guestsValue > MAX_GUESTS_LIMIT) errors.maxGuests = `定員は${MAX_GUESTS_LIMIT}名以下で入力してください`;

  const rooms = whole('寝室数')(values.bedrooms);
  const roomsValue = Number(values.bedrooms.trim());
  if (rooms) errors.bedrooms = rooms;
  else if (roomsValue < 1) errors.bedrooms = '寝室数は1室以上で入力してください';
  else if (roomsValue > ROOMS_LIMIT) errors.bedrooms = `寝室数は${ROOMS_LIMIT}室以下で入力してください`;

  const year = values.yearBuilt.trim();
  const yearValue = Number(year);
  if (year && !/^\d{4}$/.test(year)) errors.yearBuilt = '築年は西暦4桁で入力してください（例：1925）';
  else if (year && yearValue < 1600) errors.yearBuilt = '築年は1600年以降で入力してください';
  else if (year && yearValue > currentYear) errors.yearBuilt = '築年に未来の年は入力できません';

  if (values.images.some((url) => !isUploadedPhotoUrl(url))) errors.images = PHOTO_URL_MESSAGE;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name,
      ...(description ? { description } : {}),
      location,
      prefecture: values.prefecture,
      // 0 is the seed's default: the price is then set in the house editor.
      ...(priceValue > 0 ? { pricePerNight: priceValue } : {}),
      maxGuests: guestsValue,
      bedrooms: roomsValue,
      ...(year ? { yearBuilt: yearValue } : {}),
      amenities: values.amenities,
      images: values.images,
      ownerId,
      isActive: values.isActive,
    },
  };
}

/** The form field a server refusal names (`images.0` → `images`), if it is one of the form's. */
export function formFieldOf(field: string | null | undefined): OwnerPropertyField | null {
  const head = field?.split('.')[0];
  const known: OwnerPropertyField[] = ['name', 'description', 'location', 'prefecture', 'pricePerNight', 'maxGuests', 'bedrooms', 'yearBuilt', 'amenities', 'images', 'isActive'];
  return known.find((f) => f === head) ?? null;
}
