/**
 * What a message may hold, without zod: the API's schema (messages.ts) and the conversation's form check
 * the same rule, and the form does not load the schemas for it.
 */
export const MESSAGE_MAX_LENGTH = 2000;

/** Tab, line feed and carriage return are text; every other control character is refused. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Why a message (before trimming) cannot be sent, in Japanese, or null when it can. */
export function messageContentProblem(text: string): string | null {
  const content = text.trim();
  if (content.length === 0) return 'メッセージを入力してください';
  if (content.length > MESSAGE_MAX_LENGTH) return `メッセージは${MESSAGE_MAX_LENGTH.toLocaleString('ja-JP')}文字以内で入力してください`;
  if (CONTROL_CHARACTERS.test(content)) return '使用できない制御文字が含まれています';
  return null;
}
