/**
 * When a conversation's new messages are e-mailed (issue "Hosts run their business", Messages): not
 * once per line but once per batch. A batch is a recipient's unread, not yet e-mailed messages of one
 * booking; it is sent when its newest message is at least `MESSAGE_BATCH_QUIET_MINUTES` old (the writer
 * has stopped for a while). Messages already read are never e-mailed.
 */

export const MESSAGE_BATCH_QUIET_MINUTES = 3;
/** How many of a batch's latest messages the e-mail quotes. */
export const MESSAGE_BATCH_QUOTED = 3;

export interface PendingMessage {
  id: string;
  bookingId: string;
  toUserId: string;
  createdAt: Date;
  isRead: boolean;
  notifiedAt: Date | null;
}

export interface MessageBatch<M extends PendingMessage = PendingMessage> {
  bookingId: string;
  toUserId: string;
  /** Oldest first. */
  messages: M[];
  newest: M;
}

/** The batches due at `now`, each with its messages oldest first; batches whose writer may still be typing wait. */
export function dueMessageBatches<M extends PendingMessage>(messages: readonly M[], now: Date, quietMinutes = MESSAGE_BATCH_QUIET_MINUTES): MessageBatch<M>[] {
  const groups = new Map<string, M[]>();
  for (const message of messages) {
    if (message.isRead || message.notifiedAt) continue;
    const key = `${message.toUserId}\u0000${message.bookingId}`;
    const group = groups.get(key);
    if (group) group.push(message);
    else groups.set(key, [message]);
  }
  const quietSince = now.getTime() - quietMinutes * 60_000;
  const due: MessageBatch<M>[] = [];
  for (const group of groups.values()) {
    group.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    const newest = group[group.length - 1];
    if (newest.createdAt.getTime() > quietSince) continue;
    due.push({ bookingId: newest.bookingId, toUserId: newest.toUserId, messages: group, newest });
  }
  return due;
}

/** The e-mail's dedupe key: one per recipient and newest message, so that two servers never send a batch twice. */
export function messageBatchKey(batch: Pick<MessageBatch, 'toUserId' | 'newest'>): string {
  return `messages:${batch.toUserId}:${batch.newest.id}`;
}

/** The latest messages a batch's e-mail quotes, oldest first. */
export function quotedMessages<M>(messages: readonly M[], count = MESSAGE_BATCH_QUOTED): M[] {
  return messages.slice(Math.max(0, messages.length - count));
}
