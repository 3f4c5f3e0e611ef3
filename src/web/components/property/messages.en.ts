/**
 * English texts of the house components (not found, favourites, guests, a house's own text), by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  'お気に入りに追加': 'Added to favourites',
  'お気に入りから削除': 'Removed from favourites',
  'ログインが必要です': 'Please log in',
  'お気に入りにはログインが必要です': 'Log in to save favourites',
  'エラー': 'Error',
  'お気に入りの追加に失敗しました': 'Could not add to favourites',
  'お気に入りの削除に失敗しました': 'Could not remove from favourites',
  '{label}の選択': 'Choose {label}',
  '大人': 'Adults',
  '13歳以上': 'Ages 13 or above',
  '{count}名': '{count}',
  '子ども': 'Children',
  '2〜12歳': 'Ages 2–12',
  '乳幼児': 'Infants',
  '2歳未満・無料': 'Under 2, free',
  '決定': 'Done',
  'ホストが日本語で書いた文章です。': 'The host wrote this in Japanese.',
  '物件が見つかりません': 'Kominka not found',
  '指定された物件は存在しないか、削除されています。': 'This kominka does not exist or has been removed.',
  '古民家を探す': 'Find a kominka',
  'ホームに戻る': 'Back to home',
};
