/**
 * English texts of the checkout calls' refusals (the payment page, paying a hold), keyed by the Japanese
 * message they stand for (src/server/lib/error-language.ts): answered to a request that asks for English.
 */
export const messages: Readonly<Record<string, string>> = {
  'お支払い番号（振込先）は発行済みです。決済サービスからのご案内に沿って、お支払い期限までにお支払いください。':
    'Your payment number (or transfer details) has already been issued. Please pay by the deadline, following the payment service’s instructions.',
  '決済画面の準備に失敗しました。もう一度お試しください。': 'We could not prepare the payment page. Please try again.',
  'この予約はお支払いを受け付けていません（お支払い済み、またはキャンセル済みです）': 'This booking cannot be paid (it has already been paid or cancelled)',
  'お支払い期限が過ぎたため、このご予約はお支払いいただけません。': 'The payment deadline has passed, so this booking can no longer be paid.',
  '仮予約の有効期限（30分）が切れました。お手数ですが、もう一度ご予約ください。': 'Your 30-minute hold has expired. Please book again.',
  'カードが承認されませんでした。カード会社にお問い合わせいただくか、別のカードをお使いください。': 'Your card was declined. Please contact your card issuer or use another card.',
  ページが見つかりません: 'Page not found',
};
