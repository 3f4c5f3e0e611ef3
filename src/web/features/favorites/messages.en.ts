/**
 * English texts of the favourites page, by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  'お気に入り | 古民家ステイ': 'Favourites | Kominka Stay',
  'お気に入り': 'Favourites',
  '保存した古民家を表示します。': 'The kominka you have saved.',
  '保存した古民家 {count}件': '{count, plural, one {# saved kominka} other {# saved kominka}}',
  '保存した古民家はまだありません。': 'You have not saved any kominka yet.',
  '読み込み中': 'Loading',
  'お気に入りの読み込みに失敗しました': 'Could not load your favourites',
  'お気に入りがありません': 'No favourites yet',
  '気になる古民家のハートを押すと、ここに保存されます。': 'Tap the heart on any kominka you like to save it here.',
  '古民家を探す': 'Find a kominka',
  '築{years}年': 'Built {years, plural, one {# year} other {# years}} ago',
  '最大{count}名': 'Up to {count, plural, one {# guest} other {# guests}}',
  '評価': 'Rating',
  '/ 泊（税込）': '/ night (tax included)',
  '詳細を見る': 'View details',
};
