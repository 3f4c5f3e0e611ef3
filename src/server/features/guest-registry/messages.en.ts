/**
 * English texts of online check-in's refusals (the guest register), keyed by the Japanese message they stand for
 * (src/server/lib/error-language.ts): answered to a request that asks for English.
 */
export const messages: Readonly<Record<string, string>> = {
  '予約が見つかりません': 'Booking not found',
  'このご予約のオンラインチェックインは受け付けていません': 'Online check-in is not available for this booking',
  'オンラインチェックインは{date}（チェックインの{days}日前）から入力できます': 'Online check-in opens {days} days before check-in ({date})',
  'この宿泊者はご予約の人数に含まれていません': 'This guest is not part of the booking’s party',
  '画像を読み込めませんでした。別のファイルを選択してください': 'We could not read the image. Please choose another file',
  '写真は multipart/form-data で送信してください': 'Send the photo as multipart/form-data',
};
