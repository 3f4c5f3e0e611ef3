/**
 * English texts of the booking calls' refusals (the guest's details, the stay's rules, the hold, paying
 * after approval), keyed by the Japanese message they stand for (src/server/lib/error-language.ts):
 * answered to a request that asks for English. `{name}` in a key is a part that varies.
 */
export const messages: Readonly<Record<string, string>> = {
  // The guest's details (src/contract/bookings.ts, phone.ts, furigana.ts).
  '電話番号は{max}文字以内で入力してください': 'The phone number can be at most {max} characters',
  'フリガナは{max}文字以内で入力してください': 'The reading of the name can be at most {max} characters',
  // The stay's rules (src/domain/pricing.ts, stay-rules.ts).
  この日はチェックインできません: 'Check-in is not possible on this day',
  この日はチェックアウトできません: 'Check-out is not possible on this day',
  'このお宿は最低{nights}泊からご予約いただけます': 'This house has a minimum stay of {nights, plural, one {# night} other {# nights}}',
  'この期間は最低{nights}泊からご予約いただけます': 'Stays in this period are at least {nights, plural, one {# night} other {# nights}}',
  'このお宿の最大宿泊数は{nights}泊です': 'This house has a maximum stay of {nights, plural, one {# night} other {# nights}}',
  '一度にご予約いただけるのは{nights}泊までです': 'One booking can be at most {nights, plural, one {# night} other {# nights}}',
  'このお宿のご予約は、{days}日先までのチェックインで承っています': 'This house takes bookings for check-ins up to {days, plural, one {# day} other {# days}} ahead',
  チェックイン日に過去の日付は指定できません: 'The check-in date cannot be in the past',
  チェックイン日が正しい日付ではありません: 'The check-in date is not a valid date',
  チェックアウト日が正しい日付ではありません: 'The check-out date is not a valid date',
  チェックアウト日はチェックイン日より後の日付を指定してください: 'The check-out date must be after the check-in date',
  // The hold (hold.ts, service.ts, request-to-pay-later.ts, src/domain/pay-later.ts).
  'ご指定の日程はすでに予約が入っているか、受付を停止しています。別の日程をお選びください。': 'These dates are already booked or closed to bookings. Please choose other dates.',
  ご自身が掲載している物件は予約できません: 'You cannot book a house you list yourself',
  'このお宿にご宿泊いただけるのは最大{max}名様です（乳幼児を除く）': 'This house sleeps at most {max, plural, one {# guest} other {# guests}} (infants not counted)',
  '仮予約中のご予約が{count}件あります。「{title}」（{from}〜{to}）などのお支払いを済ませるか、仮予約を取り消してから、新しいご予約をお願いします。':
    'You already have {count} bookings on hold, such as “{title}” ({from} – {to}). Pay for one or cancel its hold before making a new booking.',
  予約が見つかりません: 'Booking not found',
  この予約はすでにキャンセルされています: 'This booking has already been cancelled',
  'このお宿は即時予約です。お支払い画面でコンビニ払い・銀行振込をお選びいただけます。': 'This house is booked instantly. You can choose to pay at a convenience store or by bank transfer on the payment page.',
  '仮予約の有効期限が切れました。お手数ですが、もう一度ご予約ください。': 'Your hold has expired. Please book again.',
  'リクエスト予約は、ホストの承認前はカードでのお支払いのみです。コンビニ払い・銀行振込をご希望の場合は、予約内容の確認画面で「承認後にコンビニ払い・銀行振込で支払う」をお選びください。':
    'Before the host approves a request, you can only pay by card. To pay at a convenience store or by bank transfer, choose “Pay after approval by convenience store or bank transfer” when you review your booking.',
  'チェックインの前日までにお支払いを確認できないため、コンビニ払い・銀行振込はご利用いただけません（チェックインの2日前まで）。':
    'Convenience store and bank transfer payments are not available: they must be made by 2 days before check-in, so that we can confirm them in time.',
  'チェックインが近いため、承認後のコンビニ払い・銀行振込は選べません（チェックインの3日前まで）。カードでリクエストしてください。':
    'Check-in is too close to pay by convenience store or bank transfer after approval (possible until 3 days before check-in). Please request with a card.',
  '宿泊日を過ぎた予約はキャンセルできません': 'A booking whose stay has passed cannot be cancelled',
  'チェックイン時刻を過ぎた予約はキャンセルできません': 'A booking cannot be cancelled after its check-in time',
  '返金先の口座を入力してください': 'Enter the bank account for your refund',
  'この返金はすでに振込済みのため、口座を変更できません': 'This refund has already been transferred, so the account cannot be changed',
  '支店コードには金融機関コードが必要です': 'A branch code needs a bank code',
  '金融機関コードが見つかりません': 'This bank code does not exist',
  '支店コードが見つかりません': 'This branch code does not exist',
  '支店名が支店コードと一致しません': 'The branch name does not match the branch code',
  '銀行名が金融機関コードと一致しません': 'The bank name does not match the bank code',
  '{label}は{max}文字以内で入力してください': '{label} can be at most {max} characters',
};
