/**
 * English texts of the not-found page, by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  'ページが見つかりません': 'Page not found',
  'お探しのページは移動または削除された可能性があります。URLをご確認ください。': 'The page may have moved or been removed. Please check the address.',
  'ホームに戻る': 'Back to home',
};
