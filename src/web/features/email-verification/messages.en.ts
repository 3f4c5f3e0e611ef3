/**
 * English texts of the e-mail confirmation page, by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  'メールアドレスの確認 | 古民家ステイ': 'Confirm your e-mail address | Kominka Stay',
  'リンクが正しくありません。メールに記載のリンクを、途中で切れていないかご確認のうえ開き直してください。': 'This link is not valid. Make sure you opened the whole link from the e-mail and try again.',
  '確認できませんでした。時間をおいてもう一度お試しください。': 'We could not confirm it. Please try again in a little while.',
  'メールアドレスを確認しています...': 'Confirming your e-mail address...',
  'ホーム管理画面へ': 'Go to the host dashboard',
  '宿を探す': 'Find a stay',
  'メールアドレスを確認しました': 'E-mail address confirmed',
  'メールアドレスを変更しました': 'E-mail address changed',
  '{email} の確認が完了しました。ご予約や物件の審査への提出ができます。': '{email} is confirmed. You can now book, or submit a listing for review.',
  'ログインとご連絡のメールアドレスを {email} に変更しました。ほかの端末のログインは終了し、以前のアドレスにもお知らせを送りました。': 'Your login and contact address is now {email}. You have been logged out on other devices, and we sent a notice to your old address.',
  'このリンクは使えません': 'This link cannot be used',
  'メールアドレス確認用のリンク': 'E-mail confirmation link',
  '新しい確認メールをお送りします。届いたメールのリンクを24時間以内に開いてください。': 'We will send you a new confirmation e-mail. Open its link within 24 hours.',
  '送信中...': 'Sending...',
  '確認メールを再送': 'Resend confirmation e-mail',
  'トップページへ': 'Go to the home page',
  '確認がお済みでない場合は、ログインすると確認メールを再送できます。': 'Not confirmed yet? Log in to get a new confirmation e-mail.',
  'ログイン': 'Log in',
};
