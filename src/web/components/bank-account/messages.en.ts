/**
 * English texts of the bank account fields (the guest's refund account), by their Japanese source
 * (docs/decisions/0042-english-guest-pages.md): ICU MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  '銀行名': 'Bank',
  '銀行名または金融機関コード': 'Bank name or bank code',
  '金融機関コード {code}': 'Bank code {code}',
  '候補から選ぶと支店も検索できます。': 'Pick a bank from the list to search its branches.',
  '支店名': 'Branch',
  '支店名または支店コード': 'Branch name or branch code',
  '支店コード {code}': 'Branch code {code}',
  '候補から選んでください。': 'Pick one from the list.',
  '口座種別': 'Account type',
  '普通預金': 'Ordinary (futsū)',
  '当座預金': 'Current (tōza)',
  '口座番号': 'Account number',
  '7桁の数字': '7 digits',
  '口座名義（カタカナ）': 'Account holder (in katakana)',
  'サトウ ハナコ': 'In katakana, as on the account',
  'ひらがな・半角カナは全角カタカナに直します。': 'As registered with the bank. Hiragana and half-width kana become full-width katakana.',
  '候補': 'Suggestions',
  '検索中...': 'Searching...',
  '候補を読み込めませんでした': 'Could not load suggestions',
  '該当する候補がありません': 'No matches',
};
