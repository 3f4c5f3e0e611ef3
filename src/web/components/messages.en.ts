/**
 * English texts of the shared components (property cards, stay fields, form fields), by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  'チェックイン': 'Check-in',
  'チェックアウト': 'Check-out',
  '日付を選択': 'Add date',
  'カタカナで入力してください（ひらがなはカタカナにして保存します）': 'Your name in katakana, as it reads in Japanese (optional; hiragana is saved as katakana)',
  'フリガナ': 'Name in katakana',
  'パスワードを隠す': 'Hide password',
  'パスワードを表示': 'Show password',
  '人数': 'Guests',
  '指定なし': 'Any',
  '満室': 'Booked',
  '（ログインして詳細を見る）': '(log in to see the details)',
  '最大{count}名': 'Up to {count, plural, one {# guest} other {# guests}}',
  '評価': 'Rating',
  '新着': 'New',
  '主な設備': 'Main amenities',
  '（総額・税込）': '(total, tax included)',
  '/ 泊': '/ night',
  '（税込）': '(tax included)',
  'エリア': 'Area',
  '例：京都、白川郷': 'e.g. Kyoto, Shirakawa-go',
  '日程': 'Dates',
  '利用規約': 'Terms of Service',
  'プライバシーポリシー': 'Privacy Policy',
  'データの読み込みに失敗しました': 'Something went wrong while loading',
  '通信状況をご確認のうえ、もう一度お試しください。': 'Check your connection and try again.',
  '再読み込み': 'Reload',
};
