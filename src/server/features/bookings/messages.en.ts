/**
 * English texts of the guest's booking refusals (cancelling, the refund account), keyed by the Japanese message they stand for
 * (src/server/lib/error-language.ts): answered to a request that asks for English. `{name}` in a key is a part that varies.
 */
export const messages: Readonly<Record<string, string>> = {
  '予約が見つかりません': 'Booking not found',
  'この予約はすでにキャンセルされています': 'This booking has already been cancelled',
  '宿泊日を過ぎた予約はキャンセルできません': 'A booking whose stay has passed cannot be cancelled',
  'チェックイン時刻を過ぎた予約はキャンセルできません': 'A booking cannot be cancelled after its check-in time',
  '返金先の口座を入力してください': 'Enter the bank account for your refund',
  'この返金はすでに振込済みのため、口座を変更できません': 'This refund has already been transferred, so the account cannot be changed',
  '銀行を候補から選んでください': 'Pick your bank from the list',
  '支店を候補から選んでください': 'Pick your branch from the list',
  '銀行名を入力してください': 'Enter the bank name',
  '支店名を入力してください': 'Enter the branch name',
  '金融機関コードは4桁の数字です': 'A bank code is 4 digits',
  '支店コードは3桁の数字です': 'A branch code is 3 digits',
  '口座種別を選択してください': 'Choose the account type',
  '口座番号は7桁の数字で入力してください': 'The account number is 7 digits',
  '口座名義を入力してください': 'Enter the account holder’s name',
  '口座名義はカタカナで入力してください': 'Write the account holder’s name in katakana',
  '支店コードには金融機関コードが必要です': 'A branch code needs a bank code',
  '金融機関コードが見つかりません': 'This bank code does not exist',
  '銀行名が金融機関コードと一致しません': 'The bank name does not match the bank code',
  '{label}は{max}文字以内で入力してください': '{label} can be at most {max} characters',
};
