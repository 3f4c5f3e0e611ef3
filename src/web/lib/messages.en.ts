/**
 * English texts of the shared rules of the web app (stay dates), by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  'チェックイン日は今日以降の日付を選択してください': 'Choose a check-in date from today on',
  'チェックアウト日はチェックイン日より後の日付を選択してください': 'Choose a check-out date after the check-in date',
  'チェックアウト日は明日以降の日付を選択してください': 'Choose a check-out date from tomorrow on',
};
