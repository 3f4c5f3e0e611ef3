import type { BookingStatus } from '@/contract/enums';
import type { VisibleAddress } from '@/contract/properties';

/**
 * What a viewer may see of a house's address (docs/product/hosts-and-houses.md, 住所の公開範囲): the
 * prefecture, city and district for everyone; the postal code, street address, building and access
 * details only for the house's owner, an admin, and a guest whose booking of the house is confirmed
 * (checked in or not) or completed. The one rule every answer, page and e-mail applies.
 */

/** A house's address as stored. */
export interface HouseAddress {
  prefecture: string;
  city: string;
  zipcode: string | null;
  addressLine: string;
  accessInfo: string | null;
}

/** Who looks: the house's owner, an admin, or the statuses of the viewer's own bookings of the house (none for a stranger). */
export interface AddressViewer {
  owner?: boolean;
  admin?: boolean;
  bookingStatuses?: readonly BookingStatus[];
}

/** The booking statuses that show their guest the full address (a checked-in stay is still confirmed). */
export const ADDRESS_REVEALING_STATUSES: readonly BookingStatus[] = ['confirmed', 'completed'];

/** True when the viewer may see the street address and the access details. */
export function maySeeFullAddress(viewer: AddressViewer): boolean {
  if (viewer.owner || viewer.admin) return true;
  return (viewer.bookingStatuses ?? []).some((status) => ADDRESS_REVEALING_STATUSES.includes(status));
}

const DIGIT = /[0-9]/;

/**
 * The district (町・字・丁目) of an address line, without the lot number and what follows it (building,
 * room): '城崎町湯島 524' → '城崎町湯島', '山中温泉本町二丁目 ナ-41' → '山中温泉本町二丁目',
 * '清水2丁目3-5 ○○ビル' → '清水2丁目'. Written in NFKC (full-width digits as half-width).
 */
export function districtOf(addressLine: string): string {
  const words = addressLine.normalize('NFKC').trim().split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    // 2丁目 is a district (丁目), the number after it a lot.
    const chome = /^(.*?[0-9一二三四五六七八九十]+丁目)/.exec(word);
    if (chome && DIGIT.test(word.slice(chome[1].length))) {
      kept.push(chome[1]);
      break;
    }
    if (chome) {
      kept.push(word);
      continue;
    }
    const lot = word.search(/[0-9]|[一二三四五六七八九十百千]+番/);
    if (lot === -1) {
      kept.push(word);
      continue;
    }
    // 'ナ-41': a lot lettered in katakana or Latin before its number goes with the number.
    const head = word.slice(0, lot).replace(/[\p{Script=Katakana}A-Za-z]?[-‐−－ー]+$/u, '');
    if (head) kept.push(head);
    break;
  }
  return kept.join(' ');
}

/** The address as the viewer may see it: with `full`, everything; otherwise the prefecture, city and district only. */
export function visibleAddress(address: HouseAddress, viewer: AddressViewer): VisibleAddress {
  const full = maySeeFullAddress(viewer);
  return {
    prefecture: address.prefecture,
    city: address.city,
    district: districtOf(address.addressLine),
    zipcode: full ? address.zipcode : null,
    addressLine: full ? address.addressLine : null,
    accessInfo: full ? address.accessInfo : null,
    full,
  };
}

/** One line: '〒669-6101 兵庫県豊岡市城崎町湯島 524' in full, '兵庫県豊岡市城崎町湯島' otherwise. */
export function addressText(address: VisibleAddress): string {
  if (address.full && address.addressLine !== null) {
    return `${address.zipcode ? `〒${address.zipcode} ` : ''}${address.prefecture}${address.city}${address.addressLine}`;
  }
  return `${address.prefecture}${address.city}${address.district}`;
}
