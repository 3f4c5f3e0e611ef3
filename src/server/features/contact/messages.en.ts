/**
 * English texts of the contact form's and the booking messages' refusals, keyed by the Japanese message they stand for
 * (src/server/lib/error-language.ts): answered to a request that asks for English.
 */
export const messages: Readonly<Record<string, string>> = {
  'お支払いが完了しなかった予約にはメッセージを送れません。': 'You cannot send messages about a booking whose payment did not go through.',
  'お支払いが済んでいない仮予約にはメッセージを送れません。お支払いの完了後にご利用ください。': 'You can send messages once the booking is paid.',
};
