/**
 * English texts of the local provider's card page refusals (local-checkout.ts, the card fields of
 * src/contract/bookings.ts), keyed by the Japanese message they stand for (src/server/lib/error-language.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  決済ページが見つかりません: 'Payment page not found',
  'この決済ページの有効期限が切れているか、すでにお支払いが完了しています。': 'This payment page has expired or has already been paid.',
  'このお支払いは、すでに完了しているか、お支払い期限が過ぎています。': 'This payment is already complete or past its deadline.',
  カード番号を正しく入力してください: 'Enter a valid card number',
  'このカード番号はご利用いただけません。テスト用カード 4242 4242 4242 4242 をお使いください': 'This card number cannot be used. Use the test card 4242 4242 4242 4242',
  '有効期限は MM/YY の形式で入力してください': 'Enter the expiry date as MM/YY',
  カードの有効期限が切れています: 'This card has expired',
  セキュリティコードは3桁または4桁の数字で入力してください: 'The security code is 3 or 4 digits',
};
