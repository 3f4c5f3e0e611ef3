/**
 * English texts of the review refusals, keyed by the Japanese message they stand for (src/server/lib/error-language.ts):
 * answered to a request that asks for English. `{name}` in a key is a part that varies.
 */
export const messages: Readonly<Record<string, string>> = {
  'この予約のレビューは投稿済みです': 'This stay has already been reviewed',
  'この予約はレビュー対象外です': 'This booking cannot be reviewed',
  'ご宿泊が完了した予約のみレビューできます': 'Only completed stays can be reviewed',
  'レビューの投稿期限（チェックアウトから14日）を過ぎています': 'The time to review has passed (14 days after check-out)',
  'アップロードされていない写真が含まれています': 'Some photos were not uploaded',
  '写真は multipart/form-data で送信してください': 'Send the photos as multipart/form-data',
  '写真は1枚5MBまでです': 'Each photo can be at most 5 MB',
  '写真をアップロードできるのは1日50MBまでです。時間をおいてもう一度お試しください。': 'You can upload up to 50 MB of photos a day. Please try again later.',
  '写真を選択してください': 'Choose a photo',
  '画像ファイル（JPEG・PNG・WebP・GIF）のみアップロードできます': 'Only images (JPEG, PNG, WebP or GIF) can be uploaded',
  '写真は{max}枚までです': 'Up to {max} photos',
  '{label}を選択してください': 'Rate the {label}',
  'コメントは{max}文字以内で入力してください': 'The comment can be at most {max} characters',
};
