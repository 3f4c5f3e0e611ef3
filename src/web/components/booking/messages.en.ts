/**
 * English texts of the price breakdown, by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  'リクエスト予約': 'Request to book',
  '即時予約': 'Instant booking',
  '1泊ごとの料金': 'Price per night',
  'チェックインとチェックアウトを選ぶと、料金の内訳が表示されます。': 'Choose your check-in and check-out dates to see the price breakdown.',
  '料金を計算しています': 'Calculating the price',
  '料金の内訳を取得できませんでした。基本料金での目安を表示しています。': 'We could not get the price breakdown. This is an estimate at the base price.',
  '{price} × {nights}の合計': '{price} × {nights}',
  '清掃料金': 'Cleaning fee',
  '合計（税込・目安）': 'Estimated total (tax included)',
  '宿泊税がかかる地域では、目安に宿泊税は含まれていません。': 'Where an accommodation tax applies, it is not included in this estimate.',
  '選択した日程には予約できない日が含まれています': 'Your dates include nights that cannot be booked',
  '予約できない日：{dates}': 'Unavailable: {dates}',
  '一部だけ表示': 'Show fewer nights',
  'すべての泊を表示（{nights}）': 'Show all nights ({nights})',
  '宿泊税': 'Accommodation tax',
  '{nights}の合計': 'Total for {nights}',
  '合計（税込）': 'Total (tax included)',
};
