/**
 * English texts of the booking components (the steps, the stay summary, the totals, the hold countdown), by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  'チェックイン': 'Check-in',
  '{time}〜': 'from {time}',
  'チェックアウト': 'Check-out',
  '〜{time}': 'until {time}',
  '宿泊数': 'Nights',
  'ゲスト': 'Guests',
  'リクエスト予約': 'Request to book',
  '即時予約': 'Instant book',
  '仮予約の有効期限が切れました。日程が空いていれば、もう一度ご予約いただけます。': 'Your hold has expired. If the dates are still free, you can book again.',
  'お支払いの期限まで残り {time}（期限を過ぎると日程の確保が解除されます）': '{time} left to pay (after that, the dates are released)',
  '予約が見つかりません': 'Booking not found',
  '指定された予約は存在しないか、表示する権限がありません。': 'This booking doesn’t exist, or you don’t have access to it.',
  '予約管理へ': 'My bookings',
  'ホームに戻る': 'Back to home',
  '宿泊税': 'Accommodation tax',
  '{nights}泊の合計': '{nights, plural, one {# night} other {# nights}}',
  '清掃料金': 'Cleaning fee',
  '合計（税込）': 'Total (tax included)',
  'ゲスト情報': 'Guest details',
  '予約内容の確認': 'Review your booking',
  'お支払い': 'Payment',
  '予約の手順': 'Booking steps',
  '（完了）': ' (done)',
};
