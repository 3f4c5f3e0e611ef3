/**
 * English texts of the shared rules of the web app (stay dates), by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  'チェックイン日は今日以降の日付を選択してください': 'Choose a check-in date from today on',
  'チェックアウト日はチェックイン日より後の日付を選択してください': 'Choose a check-out date after the check-in date',
  'チェックアウト日は明日以降の日付を選択してください': 'Choose a check-out date from tomorrow on',
  '選択した日程では予約できません。': 'These dates cannot be booked.',
  'チェックアウトはチェックインより後の日付を選択してください。': 'Choose a check-out date after the check-in date.',
  '番地・建物名とアクセス方法は、予約が確定したゲストにお知らせします。': 'The street address and directions are shared once your booking is confirmed.',
  '柔軟': 'Flexible',
  'チェックイン24時間前まで無料キャンセル。以降は1泊目の料金がかかります。': 'Free cancellation up to 24 hours before check-in. After that, the first night is charged.',
  '普通': 'Moderate',
  'チェックイン3日前まで無料キャンセル。以降は50%のキャンセル料がかかります。': 'Free cancellation up to 3 days before check-in. After that, a 50% cancellation fee applies.',
  '厳格': 'Strict',
  'チェックイン7日前までのキャンセルは50%返金。以降の返金はありません。': '50% refund for cancellations up to 7 days before check-in. No refund after that.',
  '祝日': 'Holiday',
  '休前日': 'Day before a holiday',
  '期間料金': 'Seasonal price',
  '特別料金': 'Special price',
  '{age}代': 'In their {age}s',
  '男性': 'Male',
  '女性': 'Female',
  '築{age}年（{year}年築）': '{age} years old (built {year})',
  'ベッド・布団 {count}組': '{count, plural, one {# bed or futon} other {# beds and futons}}',
  '{title}の写真{number}': 'Photo {number} of {title}',
  'このデバイスのパスキーはすでに登録されています。': 'A passkey for this device is already registered.',
  'パスキーの確認が取り消されたか、時間切れになりました。もう一度お試しください。': 'The passkey check was cancelled or timed out. Please try again.',
};
