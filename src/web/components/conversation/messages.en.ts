/**
 * English texts of a booking's conversation, by their Japanese source (docs/decisions/0042-english-guest-pages.md): ICU
 * MessageFormat, loaded only for English pages (src/web/app/english-catalogue.ts).
 */
export const messages: Readonly<Record<string, string>> = {
  'ホストへのご質問やご連絡を入力してください': 'Write a question or a note to your host',
  'ゲストへのご連絡を入力してください': 'Write a note to your guest',
  'まだメッセージはありません。ご質問やご連絡はこちらからどうぞ。': 'No messages yet. Ask your host anything here.',
  'メッセージを読み込み中': 'Loading messages',
  'メッセージを読み込めませんでした': 'Could not load the messages',
  'メッセージ': 'Messages',
  'お支払いが完了していないご予約には、メッセージを送れません。': 'You can send messages once the booking is paid.',
  'あなた': 'You',
  '運営': 'Kominka Stay',
  '未読のメッセージ': 'Unread message',
  '未読': 'Unread',
  '既読': 'Read',
  'メッセージを送信できませんでした。時間をおいてもう一度お試しください。': 'Could not send the message. Please try again in a little while.',
  'Ctrl＋Enter（Macは⌘＋Enter）でも送信できます': 'Press Ctrl+Enter (⌘+Enter on a Mac) to send',
  '{count}/{max}文字': '{count}/{max} characters',
  '送信': 'Send',
};
