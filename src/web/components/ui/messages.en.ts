/**
 * English texts of the dialogs, sheets and toasts, by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  '閉じる': 'Close',
  '通知': 'Notification',
  // {hotkey} is Radix's own placeholder, given back as it is for Radix to fill with the key (F8).
  '通知 ({hotkey})': 'Notifications ({hotkey})',
};
