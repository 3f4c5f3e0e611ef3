/**
 * English texts of the legal pages' frame, by their Japanese source (docs/decisions/0042-english-guest-pages.md): the legal
 * texts themselves stay Japanese (lang="ja"), the Japanese text governs. Loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  '{title} | 古民家ステイ': '{title} | Kominka Stay',
  '最終改定日 {date}': 'Last revised: {date}',
  'この文書は日本語で書かれています。日本語の本文が正式なものです。': 'This document is written in Japanese, and the Japanese text is the one that governs.',
  '{title}を読み込めませんでした': 'Could not load the {title}',
  '読み込み中': 'Loading',
  'これはデモ用の表示です。事業者の名称・所在地・登録番号は架空のものです。': 'This is a demo: the operator’s name, address and registration numbers are made up.',
  'ほかの規約・ポリシー': 'Other terms and policies',
  '事業者': 'Operator',
  '代表者': 'Representative',
  '所在地': 'Address',
  '電話番号': 'Phone number',
  'メールアドレス': 'E-mail address',
  '住宅宿泊仲介業 登録番号': 'Private lodging agency registration no.',
  '旅行業 登録番号': 'Travel agency registration no.',
  '運営事業者': 'Operator details',
};
