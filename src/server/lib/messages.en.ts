/**
 * English texts of the answers every call may give (the error handler, the shared refusals, the common fields), keyed by the Japanese message they stand for (src/server/lib/error-language.ts):
 * answered to a request that asks for English. `{name}` in a key is a part that varies.
 */
export const messages: Readonly<Record<string, string>> = {
  '指定されたデータが見つかりません': 'The requested data was not found',
  '他のサイトからのリクエストは受け付けていません': 'Requests from other sites are not accepted',
  'ログインが必要です': 'Please log in',
  'この操作を行う権限がありません': 'You are not allowed to do this',
  '入力内容が正しくありません': 'The input is not valid',
  'サーバーでエラーが発生しました。しばらくしてからお試しください。': 'Something went wrong on our side. Please try again later.',
  'アップロードされたデータの形式が正しくありません': 'The uploaded data is not in a valid format',
  '送信されたデータが大きすぎます': 'The data sent is too large',
  'この形式のデータは受け付けていません': 'This kind of data is not accepted',
  'リクエストが多すぎます。しばらくしてからお試しください。': 'Too many requests. Please try again later.',
  'お探しのページは見つかりません': 'The page you are looking for was not found',
  'リクエストの形式が正しくありません': 'The request is not in a valid format',
  // A schema's refusal of a whole part of the request (plugins/error-handler.ts), and the parts.
  '{where}の形式が正しくありません: {message}': '{where} is not valid: {message}',
  リクエスト本文: 'The request body',
  クエリ: 'The query',
  パス: 'The path',
};
