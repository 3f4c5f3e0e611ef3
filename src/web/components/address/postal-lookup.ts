import { postalDigits, type PostalAddress } from '@/contract/lookups';
import { apiJson } from '@/web/lib/api-client';

/** GET /api/postal-codes/{digits}: the addresses of a 7-digit postal code (an ApiError 404 when none). */
export function fetchPostalAddresses(digits: string): Promise<PostalAddress[]> {
  return apiJson<PostalAddress[]>('GET', `/api/postal-codes/${encodeURIComponent(digits)}`);
}

/**
 * The one address to fill from a code's addresses: the first's prefecture and city, and its town only
 * when every address of the code has the same one (a code shared by several towns fills no town).
 */
export function addressToFill(addresses: readonly PostalAddress[]): PostalAddress | null {
  if (addresses.length === 0) return null;
  const [first] = addresses;
  const oneTown = addresses.every((a) => a.town === first.town && a.city === first.city);
  return { ...first, town: oneTown ? first.town : '' };
}

export { postalDigits };
