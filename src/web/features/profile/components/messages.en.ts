/** English of the profile's language preference (language-preference.tsx), keyed by the Japanese source text. */
export const messages: Readonly<Record<string, string>> = {
  'メールの言語': 'E-mail language',
  'ご予約の確認やチェックインのご案内など、古民家ステイからのメールをお送りする言語です。': 'The language of our e-mails to you, such as booking confirmations and check-in details.',
  'メールの言語を変更しました': 'E-mail language updated',
  'これからのメールは英語でお送りします': "We'll e-mail you in English from now on.",
  'これからのメールは日本語でお送りします': "We'll e-mail you in Japanese from now on.",
  'メールの言語を変更できませんでした': "Couldn't update your e-mail language",
  '時間をおいて再度お試しください': 'Please try again in a little while.',
};
