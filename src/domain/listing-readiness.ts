import { lodgingDetailsComplete, type LodgingBasis } from './lodging-basis';

/**
 * Whether a house may be submitted for review (docs/product/hosts-and-houses.md, "A house's life"):
 * a verified host and a complete house — title, description, address, at least 3 photos with one
 * cover, a price, a capacity, and its legal basis (src/domain/lodging-basis.ts: the law, its number and
 * the proof document). The answer lists what is still missing, in the host's words, so the
 * editor and the list can say it before the host tries.
 */
export const MIN_LISTING_PHOTOS = 3;

export interface ListingFacts extends LodgingBasis {
  hostVerified: boolean;
  title: string | null;
  description: string | null;
  prefecture: string | null;
  city: string | null;
  addressLine: string | null;
  photoCount: number;
  hasCover: boolean;
  basePriceJpy: number | null;
  maxGuests: number | null;
  /** The stored proof of the basis (届出受理通知書, 営業許可証, 認定書), null when none was uploaded. */
  lodgingDocumentKey: string | null;
}

export type MissingItem = 'hostVerified' | 'title' | 'description' | 'address' | 'photos' | 'cover' | 'price' | 'capacity' | 'lodgingBasis' | 'lodgingDocument';

export const MISSING_ITEM_LABELS: Record<MissingItem, string> = {
  hostVerified: '本人確認が完了していません（プロフィールの本人確認で書類を提出し、確認をお待ちください）',
  title: '物件名を入力してください',
  description: '物件の説明を入力してください',
  address: '住所（都道府県・市区町村・番地）を入力してください',
  photos: `写真を${MIN_LISTING_PHOTOS}枚以上追加してください`,
  cover: 'カバー写真を1枚選んでください',
  price: '1泊の基本料金を設定してください',
  capacity: '定員を1名以上にしてください',
  lodgingBasis: '営業の根拠（法令）を選び、届出番号・許可番号などを入力してください',
  lodgingDocument: '営業の根拠を証明する書類（届出受理通知書・営業許可証など）をアップロードしてください',
};

const filled = (value: string | null) => Boolean(value?.trim());

export function missingForReview(facts: ListingFacts): MissingItem[] {
  const missing: MissingItem[] = [];
  if (!facts.hostVerified) missing.push('hostVerified');
  if (!filled(facts.title)) missing.push('title');
  if (!filled(facts.description)) missing.push('description');
  if (!filled(facts.prefecture) || !filled(facts.city) || !filled(facts.addressLine)) missing.push('address');
  if (facts.photoCount < MIN_LISTING_PHOTOS) missing.push('photos');
  if (!facts.hasCover) missing.push('cover');
  if (!facts.basePriceJpy || facts.basePriceJpy <= 0) missing.push('price');
  if (!facts.maxGuests || facts.maxGuests < 1) missing.push('capacity');
  if (!lodgingDetailsComplete(facts)) missing.push('lodgingBasis');
  if (!facts.lodgingDocumentKey) missing.push('lodgingDocument');
  return missing;
}

/**
 * The editor's fields behind `title`, `description`, `address` and `price`, with the message at each
 * field: the editor checks a step's own when the host moves on from it (a draft may be left half done,
 * but 次へ says at once what the review would refuse).
 */
export const REQUIRED_LISTING_FIELDS = {
  title: '物件名を入力してください',
  description: '物件の説明を入力してください',
  prefecture: '都道府県を選択してください',
  city: '市区町村を入力してください',
  addressLine: '番地・建物名を入力してください',
  basePriceJpy: '1泊の基本料金を入力してください',
} as const;
export type RequiredListingField = keyof typeof REQUIRED_LISTING_FIELDS;

/** The required fields among `names` that are blank in `values`, each with its message. */
export function blankListingFields(
  names: readonly string[],
  values: Partial<Record<RequiredListingField, string>>,
): { name: RequiredListingField; message: string }[] {
  return (Object.keys(REQUIRED_LISTING_FIELDS) as RequiredListingField[])
    .filter((name) => names.includes(name) && !filled(values[name] ?? null))
    .map((name) => ({ name, message: REQUIRED_LISTING_FIELDS[name] }));
}
