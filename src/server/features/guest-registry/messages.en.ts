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
  '氏名を入力してください': 'Enter the full name',
  '住所を入力してください': 'Enter the address',
  '職業を入力してください': 'Enter the occupation',
  '電話番号またはメールアドレスを入力してください': 'Enter a phone number or an e-mail address',
  '国籍を入力してください': 'Enter the nationality',
  '旅券番号を入力してください': 'Enter the passport number',
  '旅券の写真は5MB以下にしてください': 'The passport photo can be at most 5 MB',
  '旅券の写真は JPEG・PNG・WebP の画像を選択してください': 'Choose a JPEG, PNG or WebP image of the passport',
  '旅券の顔写真のページの写真をアップロードしてください': 'Upload a photo of the passport’s photo page',
};
