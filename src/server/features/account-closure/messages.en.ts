/**
 * English texts of the account closure's answer (what is erased and kept, why the account cannot close yet), keyed by
 * the Japanese text (src/server/lib/error-language.ts): the preview is answered in English to a request that asks for it.
 */
export const messages: Readonly<Record<string, string>> = {
  'お名前・フリガナ・メールアドレス・電話番号・住所・生年月日': 'Your name, its reading, e-mail address, phone number, address and date of birth',
  'パスワードとログイン中のすべての端末': 'Your password, and every device you are logged in on',
  'お気に入り・通知': 'Favourites and notifications',
  'ホストとのメッセージの本文': 'The text of your messages with hosts',
  'ご予約に入力した宿泊者のお名前・連絡先・ご要望': 'The guest names, contact details and requests given with your bookings',
  'お問い合わせの送信者名とメールアドレス、お送りしたメールの控え': 'The name and e-mail address on your inquiries, and copies of the e-mails we sent you',
  'ホストプロフィール（紹介文・連絡先・住所）、本人確認書類の画像、振込先口座': 'Your host profile (introduction, contact details, address), identity document images and payout account',
  '掲載中の物件は非公開になります': 'Your listed houses are unpublished',
  'ご予約と決済の記録（日程・金額・お支払い・返金）は、税法上の帳簿書類として7年間保存します。お名前などは消去し「退会したユーザー」として残ります': 'Booking and payment records (dates, amounts, payments, refunds) are kept for 7 years as tax law requires, with your name erased and shown as a closed account',
  '投稿したレビューは、お名前を消して「退会したユーザー」として掲載を続けます': 'Your reviews stay published, with your name erased and shown as a closed account',
  'オンラインチェックインで入力した宿泊者名簿（旅券の写しを含む）は、旅館業法・住宅宿泊事業法によりチェックアウトから3年間保存し、その後消去します': 'Guest registers from online check-in (passport copies included) are kept for 3 years after check-out, as Japanese lodging law requires, then erased',
  '送金の記録（金額・送金日）は、税法上の帳簿書類として7年間保存します': 'Payout records (amounts and dates) are kept for 7 years as tax law requires',
  'これからのご予約が{count}件あります。キャンセルするか、チェックアウトが済んでから退会できます。': 'You have {count, plural, one {# upcoming booking} other {# upcoming bookings}}. You can close your account once they are cancelled or you have checked out.',
  'あなたの物件に、これからの宿泊予約・リクエストが{count}件あります。チェックアウトが済むか、キャンセルしてから退会できます。': 'Your houses have {count, plural, one {# upcoming booking or request} other {# upcoming bookings or requests}}. You can close your account once the guests have checked out or the bookings are cancelled.',
  'まだ送金していない売上が{count}件あります。送金が完了してから退会できます。': 'You have {count, plural, one {# payout} other {# payouts}} still to be sent. You can close your account once they are paid out.',
};
