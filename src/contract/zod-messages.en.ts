/**
 * English texts of Zod's own Japanese messages (src/contract/zod-locale.ts: a missing field, a text too
 * long, a wrong type), keyed by the Japanese Zod's `ja` locale writes, `{name}` standing for a part that
 * varies (src/server/lib/error-language.ts). A message a schema writes itself (必須項目を入力してください)
 * has its English beside the code that uses it. Order matters where one key is a narrower case of
 * another: the narrower comes first (a missing field before any wrong type, characters before a bare number).
 */
export const messages: Readonly<Record<string, string>> = {
  '無効な入力: {expected}が期待されましたが、undefinedが入力されました': 'This field is required',
  '無効な入力: {expected}が期待されましたが、{received}が入力されました': 'Expected {expected}, received {received}',
  '無効な入力: {value}が期待されました': 'Expected {value}',
  '無効な選択: {values}のいずれかである必要があります': 'Choose one of {values}',
  '大きすぎる値: {origin}は{maximum}文字以下である必要があります': '{maximum, plural, one {Must be at most # character} other {Must be at most # characters}}',
  '大きすぎる値: {origin}は{maximum}文字より小さい必要があります': '{maximum, plural, one {Must be shorter than # character} other {Must be shorter than # characters}}',
  '大きすぎる値: {origin}は{maximum}要素以下である必要があります': '{maximum, plural, one {Must have at most # item} other {Must have at most # items}}',
  '大きすぎる値: {origin}は{maximum}要素より小さい必要があります': '{maximum, plural, one {Must have fewer than # item} other {Must have fewer than # items}}',
  '大きすぎる値: {origin}は{maximum}バイト以下である必要があります': 'Must be at most {maximum} bytes',
  '大きすぎる値: {origin}は{maximum}以下である必要があります': 'Must be at most {maximum}',
  '大きすぎる値: {origin}は{maximum}より小さい必要があります': 'Must be less than {maximum}',
  '小さすぎる値: {origin}は{minimum}文字以上である必要があります': '{minimum, plural, one {Must not be empty} other {Must be at least # characters}}',
  '小さすぎる値: {origin}は{minimum}文字より大きい必要があります': '{minimum, plural, one {Must be longer than # character} other {Must be longer than # characters}}',
  '小さすぎる値: {origin}は{minimum}要素以上である必要があります': '{minimum, plural, one {Must have at least # item} other {Must have at least # items}}',
  '小さすぎる値: {origin}は{minimum}要素より大きい必要があります': '{minimum, plural, one {Must have more than # item} other {Must have more than # items}}',
  '小さすぎる値: {origin}は{minimum}バイト以上である必要があります': 'Must be at least {minimum} bytes',
  '小さすぎる値: {origin}は{minimum}以上である必要があります': 'Must be at least {minimum}',
  '小さすぎる値: {origin}は{minimum}より大きい必要があります': 'Must be more than {minimum}',
  '無効な文字列: "{prefix}"で始まる必要があります': 'Must start with "{prefix}"',
  '無効な文字列: "{suffix}"で終わる必要があります': 'Must end with "{suffix}"',
  '無効な文字列: "{part}"を含む必要があります': 'Must include "{part}"',
  '無効な文字列: パターン{pattern}に一致する必要があります': 'Must match the pattern {pattern}',
  '無効な数値: {divisor}の倍数である必要があります': 'Must be a multiple of {divisor}',
  '認識されていないキー群: {keys}': 'Unknown fields: {keys}',
  '認識されていないキー: {keys}': 'Unknown field: {keys}',
  '{origin}内の無効なキー': 'Invalid key in {origin}',
  '{origin}内の無効な値': 'Invalid value in {origin}',
  無効なメールアドレス: 'Enter a valid e-mail address',
  無効なURL: 'Enter a valid URL',
  無効なUUID: 'Invalid ID',
  無効なISO日付: 'Enter a date as YYYY-MM-DD',
  無効なISO日時: 'Enter a date and time (ISO 8601)',
  無効なISO時刻: 'Enter a time as HH:MM',
  無効な入力値: 'Invalid input',
  無効な入力: 'Invalid input',
  // Words Zod's Japanese puts inside its messages.
  数値: 'a number',
  配列: 'a list',
};
