import { z } from 'zod';
import { messageContentProblem } from './message-rules';

/** A booking's conversation between its guest and its host (docs/product/bookings.md; issue "Hosts run their business"). */

import { MESSAGE_MAX_LENGTH } from './message-rules';

export { MESSAGE_MAX_LENGTH, messageContentProblem } from './message-rules';

/** Who wrote a message, as their role in the booking: its guest, its host, or the site's staff (運営事務局). */
export const MESSAGE_SENDERS = ['guest', 'host', 'admin'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];


/** POST /api/bookings/{id}/messages */
export const sendMessageBodySchema = z.object({
  content: z
    .string('メッセージを入力してください')
    .trim()
    .max(MESSAGE_MAX_LENGTH, `メッセージは${MESSAGE_MAX_LENGTH.toLocaleString('ja-JP')}文字以内で入力してください`)
    .superRefine((text, ctx) => {
      const problem = messageContentProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const bookingMessageSchema = z.object({
  id: z.uuid(),
  from: z.enum(MESSAGE_SENDERS),
  senderName: z.string().describe('ゲスト・ホストの名前、または 運営事務局'),
  content: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  /** Whether its recipient has read it. */
  isRead: z.boolean(),
  /** Written by the caller (for an admin: by the staff). */
  mine: z.boolean(),
  /** Addressed to the caller (only these are marked 未読 and read by POST …/read). */
  toMe: z.boolean(),
});
export type BookingMessage = z.infer<typeof bookingMessageSchema>;

/** GET /api/bookings/{id}/messages: oldest first. */
export const bookingConversationSchema = z.object({
  bookingId: z.uuid(),
  /** Whether the caller may write (a never-paid hold has no conversation). */
  canWrite: z.boolean(),
  messages: z.array(bookingMessageSchema),
});
export type BookingConversation = z.infer<typeof bookingConversationSchema>;

/** POST /api/bookings/{id}/messages/read */
export const markMessagesReadResultSchema = z.object({ marked: z.number().int().nonnegative() });
export type MarkMessagesReadResult = z.infer<typeof markMessagesReadResultSchema>;
