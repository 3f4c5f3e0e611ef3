/**
 * English texts of sign-in and sign-up, keyed by the Japanese message they stand for (src/server/lib/error-language.ts):
 * answered to a request that asks for English. `{name}` in a key is a part that varies.
 */
export const messages: Readonly<Record<string, string>> = {
  'メールアドレスまたはパスワードが正しくありません': 'The e-mail address or password is wrong',
  'このアカウントは利用停止中のためログインできません。お心当たりのない場合はお問い合わせフォームからご連絡ください。': 'This account is suspended and cannot log in. If you do not know why, please write to us through the contact form.',
  'このメールアドレスは既に登録されています': 'This e-mail address is already registered',
  'ログインの有効期限が切れました。もう一度メールアドレスとパスワードからログインしてください。': 'The sign-in has expired. Please log in again with your e-mail address and password.',
  // The second step (src/domain/two-step.ts).
  'パスキーを確認できませんでした。もう一度お試しいただくか、認証アプリのコードまたはリカバリーコードを入力してください。':
    'The passkey could not be verified. Please try again, or enter a code from your authenticator app or a recovery code.',
  'パスキーを登録できませんでした。もう一度「パスキーを追加」からお試しください。': 'The passkey could not be registered. Please try again with “Add passkey”.',
  '認証コードが正しくありません。認証アプリの最新のコード、またはリカバリーコードを入力してください。': 'The code is wrong. Enter the latest code of your authenticator app, or a recovery code.',
  'この認証コードはすでに使われています。認証アプリに次のコードが表示されてから入力してください。': 'This code has already been used. Enter the next code once your authenticator app shows it.',
  'ログインに失敗した回数が多いため、確認コードが必要です。登録されているメールアドレスに送った6桁の確認コードを入力してください。': 'After many failed sign-ins a code is needed. Enter the 6-digit code we sent to the account’s e-mail address.',
  '確認コードが正しくないか、有効期限が切れています。もう一度ログインすると新しいコードをお送りします。': 'The code is wrong or has expired. Log in again and we will send a new one.',
  'ログインの試行回数が多すぎます。{minutes}分後にもう一度お試しください。': 'Too many sign-in attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'パスワードは{min}文字以上で入力してください': 'The password needs at least {min} characters',
  'パスワードは{max}文字以内で入力してください': 'The password can be at most {max} characters',
};
