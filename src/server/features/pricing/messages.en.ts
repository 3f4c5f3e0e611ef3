/**
 * English texts of the price quote and the availability (the stay rules of src/domain/pricing.ts and
 * stay-rules.ts included), keyed by the Japanese message they stand for (src/server/lib/error-language.ts):
 * answered to a request that asks for English. `{name}` in a key is a part that varies.
 */
export const messages: Readonly<Record<string, string>> = {
  '日付が正しくありません': 'The dates are not valid',
  '開始日が正しい日付ではありません': 'The start date is not a valid date',
  '終了日が正しい日付ではありません': 'The end date is not a valid date',
  '終了日は開始日以降の日付を指定してください': 'The end date must be on or after the start date',
  '期間は{days}日以内で指定してください': 'The period can be at most {days} days',
  'チェックイン日が正しい日付ではありません': 'The check-in date is not a valid date',
  'チェックアウト日が正しい日付ではありません': 'The check-out date is not a valid date',
  'チェックアウト日はチェックイン日より後の日付を指定してください': 'The check-out date must be after the check-in date',
  'チェックイン日に過去の日付は指定できません': 'The check-in date cannot be in the past',
  'このお宿のご予約は、{days}日先までのチェックインで承っています': 'This kominka takes bookings for check-in up to {days} days ahead',
  '一度にご予約いただけるのは{nights}泊までです': 'A single booking can be at most {nights, plural, one {# night} other {# nights}}',
  'このお宿は最低{nights}泊からご予約いただけます': 'This kominka has a minimum stay of {nights, plural, one {# night} other {# nights}}',
  'この期間は最低{nights}泊からご予約いただけます': 'These dates have a minimum stay of {nights, plural, one {# night} other {# nights}}',
  'このお宿の最大宿泊数は{nights}泊です': 'This kominka has a maximum stay of {nights, plural, one {# night} other {# nights}}',
  'この日はチェックインできません': 'Check-in is not possible on this day',
  'この日はチェックアウトできません': 'Check-out is not possible on this day',
};
