import { z } from 'zod';

/**
 * The public lookups the address and bank forms use (no sign-in, offline master data):
 * GET /api/postal-codes/{code}, GET /api/banks?q=, GET /api/banks/{bankCode}/branches?q=.
 */

export const POSTAL_CODE_PATTERN = /^\d{3}-?\d{4}$/;
export const POSTAL_CODE_FORMAT_MESSAGE = '郵便番号の形式が正しくありません（例：123-4567）';
export const POSTAL_CODE_NOT_FOUND_MESSAGE = '該当する住所が見つかりません';

/** A postal code as typed: full-width digits and hyphens made ASCII, spaces dropped. */
export function normalizePostalCode(value: string): string {
  return value.normalize('NFKC').replace(/[\s\u2010-\u2015\u2212\u30fc]/g, (c) => (/\s/.test(c) ? '' : '-'));
}

/** The 7 digits of a postal code (`6050073`), or null when it is not 3 digits, an optional hyphen, 4 digits. */
export function postalDigits(value: string): string | null {
  const normalized = normalizePostalCode(value);
  return POSTAL_CODE_PATTERN.test(normalized) ? normalized.replace('-', '') : null;
}

export const postalCodeParamsSchema = z.object({ code: z.string() });

/** One address of a postal code; `town` is '' for a code that covers a whole city (〒xxx-0000). */
export const postalAddressSchema = z.object({
  postalCode: z.string(),
  prefecture: z.string(),
  city: z.string(),
  town: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;
export const postalAddressesSchema = z.array(postalAddressSchema);

/** A bank or a branch of the Zengin master data. */
export const bankEntrySchema = z.object({ code: z.string(), name: z.string(), kana: z.string() });
export type BankEntry = z.infer<typeof bankEntrySchema>;
export const bankEntriesSchema = z.array(bankEntrySchema);

export const BANKS_MAX = 20;
export const BRANCHES_MAX = 30;

export const bankSearchQuerySchema = z.object({ q: z.string().max(50).optional().default('') });
export const bankCodeParamsSchema = z.object({ bankCode: z.string().regex(/^\d{4}$/, '金融機関コードは4桁の数字です') });
