/**
 * English texts of the house page's calls (the house, its features, amenities, host and reviews), keyed by the
 * Japanese message they stand for (src/server/lib/error-language.ts): answered to a request that asks for English.
 */
export const messages: Readonly<Record<string, string>> = {
  '物件が見つかりません': 'This kominka could not be found',
  'ホスト情報が見つかりません': 'The host could not be found',
};
