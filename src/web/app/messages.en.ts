/**
 * English texts of the site’s shell: header, phone menu, footer, language switch, by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  'メインコンテンツへスキップ': 'Skip to main content',
  'ホスト管理画面': 'Host dashboard',
  'ログアウト': 'Log out',
  'ログイン': 'Log in',
  'メニュー': 'Menu',
  'サイト内のページへ移動します': 'Go to a page of the site',
  'メインメニュー': 'Main menu',
  'メニューを開く': 'Open the menu',
  'ホーム': 'Home',
  '古民家とは': 'About kominka',
  '古民家を探す': 'Find a kominka',
  'お問い合わせ': 'Contact',
  '予約確認': 'My bookings',
  'お気に入り': 'Favourites',
  'ホストになる': 'Become a host',
  '古民家ステイ': 'Kominka Stay',
  '読み込み中...': 'Loading...',
  'フッターメニュー': 'Footer menu',
  '規約とポリシー': 'Terms and policies',
  '運営：': 'Operated by ',
  '住宅宿泊仲介業': 'Private lodging intermediary',
  '旅行業': 'Travel agency',
  '管理者ログイン': 'Admin login',
  '利用規約': 'Terms of Service',
  'プライバシーポリシー': 'Privacy Policy',
  '特定商取引法に基づく表記': 'Legal notice (Specified Commercial Transactions Act)',
  // The error page of an area (route-error-boundary.tsx).
  '問題が発生しました': 'Something went wrong',
  'ページを表示できませんでした。再読み込みしても解決しない場合は、時間をおいてお試しください。': 'This page could not be shown. If reloading does not help, please try again a little later.',
  '再読み込み': 'Reload',
  'ホームに戻る': 'Back to home',
};
