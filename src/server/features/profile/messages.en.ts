/**
 * English texts of the profile's refusals (profile, password, two-step, passkeys, leaving), keyed by the Japanese message
 * they stand for (src/server/lib/error-language.ts): answered to a request that asks for English.
 */
export const messages: Readonly<Record<string, string>> = {
  'このメールアドレスは既に登録されています': 'This e-mail address is already registered',
  'メールアドレスを変更するには、現在のパスワードを入力してください': 'Enter your current password to change your e-mail address',
  '生年月日が正しい日付ではありません': 'The date of birth is not a valid date',
  '生年月日に未来の日付は指定できません': 'The date of birth cannot be in the future',
  '2段階認証が設定されていません': 'Two-step verification is not set up',
  '2段階認証は設定済みです。設定し直すには、いったん解除してください。': 'Two-step verification is already set up. Turn it off first to set it up again.',
  '設定の有効期限が切れました。もう一度はじめから設定してください。': 'The setup has expired. Please start again.',
  '認証コードが正しくありません。認証アプリに表示されている最新の6桁を入力してください。': 'The code is wrong. Enter the latest 6 digits your authenticator app shows.',
  'パスキーが見つかりません': 'Passkey not found',
  'このアカウントにはパスキーが登録されていません。認証アプリのコードまたはリカバリーコードを入力してください。': 'This account has no passkey. Enter a code from your authenticator app or a recovery code.',
  'このアカウントはすでに退会済みです': 'This account has already been closed',
  'ユーザーが見つかりません': 'User not found',
  'ご予約の前にメールアドレスの確認をお願いします。確認メールを再送できます。': 'Please confirm your e-mail address before booking. You can get the confirmation e-mail again.',
};
