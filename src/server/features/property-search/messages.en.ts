/**
 * English texts of the search, keyed by the Japanese message they stand for (src/server/lib/error-language.ts):
 * answered to a request that asks for English. `{name}` in a key is a part that varies.
 */
export const messages: Readonly<Record<string, string>> = {
  'チェックイン日とチェックアウト日は両方指定してください': 'Give both the check-in and the check-out date',
  'チェックイン日が正しい日付ではありません': 'The check-in date is not a valid date',
  'チェックアウト日が正しい日付ではありません': 'The check-out date is not a valid date',
  'チェックアウト日はチェックイン日より後の日付を指定してください': 'The check-out date must be after the check-in date',
  '検索できる宿泊数は{nights}泊までです': 'A search can cover at most {nights} nights',
  '最低価格は最高価格よりも安く設定してください。': 'The minimum price must be lower than the maximum price.',
};
