/**
 * English texts of sign-in and sign-up, by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  'ログイン': 'Log in',
  '新規登録': 'Sign up',
  'アカウントをお持ちでないですか？': 'No account yet?',
  'すでにアカウントをお持ちですか？': 'Already have an account?',
  '新規登録する': 'Sign up',
  'ログインする': 'Log in',
  'ログイン成功': 'Logged in',
  'ようこそ！': 'Welcome!',
  'ログインエラー': 'Could not log in',
  'ログインに失敗しました': 'Logging in failed',
  'メールアドレス': 'E-mail address',
  'パスワード': 'Password',
  'パスワードをお忘れの方': 'Forgot your password?',
  'ログイン中...': 'Logging in...',
  'アカウント作成成功': 'Account created',
  'ようこそ、{name}さん！古民家での特別な体験をお楽しみください。': 'Welcome, {name}! Enjoy your time in Japan’s old houses.',
  'アカウント作成エラー': 'Could not create the account',
  'アカウントの作成に失敗しました': 'Creating the account failed',
  'お名前': 'Name',
  '（任意）': '(optional)',
  '6文字以上で入力してください': 'At least 6 characters',
  '電話番号（任意）': 'Phone (optional)',
  'アカウントを作成すると、': 'By creating an account you agree to the ',
  'と': 'and the',
  'に同意したことになります。': '.',
  'アカウント作成中...': 'Creating the account...',
  'アカウント作成': 'Create account',
};
