/**
 * The host's reply to a review (docs/product/reviews.md): one reply per review, which its host may edit
 * for 24 hours from the first reply.
 */
export const REPLY_EDIT_HOURS = 24;

/** Until when a reply first posted at `repliedAt` may be edited. */
export function replyEditableUntil(repliedAt: Date): Date {
  return new Date(repliedAt.getTime() + REPLY_EDIT_HOURS * 60 * 60 * 1000);
}

/** Whether a reply first posted at `repliedAt` may still be edited at `now` (never without a reply). */
export function isReplyEditable(repliedAt: Date | null, now: Date): boolean {
  return repliedAt !== null && now.getTime() < replyEditableUntil(repliedAt).getTime();
}
