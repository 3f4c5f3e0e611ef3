import { describe, expect, it } from 'vitest';
import { dueMessageBatches, messageBatchKey, quotedMessages, type PendingMessage } from './message-batches';

const NOW = new Date('2026-05-01T12:00:00+09:00');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
let n = 0;
function message(over: Partial<PendingMessage> & { minutesAgo: number }): PendingMessage {
  n += 1;
  return { id: `m${String(n).padStart(3, '0')}`, bookingId: 'b1', toUserId: 'host', isRead: false, notifiedAt: null, createdAt: ago(over.minutesAgo), ...over };
}

describe('dueMessageBatches', () => {
  it('waits while the newest message of a conversation is under 3 minutes old, even when older lines are due', () => {
    const messages = [message({ minutesAgo: 10 }), message({ minutesAgo: 5 }), message({ minutesAgo: 2 })];
    expect(dueMessageBatches(messages, NOW)).toEqual([]);
  });

  it('makes one batch of every unread, un-mailed line once the writer has been quiet for 3 minutes', () => {
    const lines = [message({ minutesAgo: 3 }), message({ minutesAgo: 9 }), message({ minutesAgo: 4 })];
    const [batch, ...rest] = dueMessageBatches(lines, NOW);
    expect(rest).toEqual([]);
    expect(batch.messages.map((m) => m.id)).toEqual([lines[1].id, lines[2].id, lines[0].id]);
    expect(batch.newest.id).toBe(lines[0].id);
    expect(messageBatchKey(batch)).toBe(`messages:host:${lines[0].id}`);
  });

  it('never mails a message already read or already mailed', () => {
    const read = message({ minutesAgo: 10, isRead: true });
    const mailed = message({ minutesAgo: 10, notifiedAt: ago(6) });
    expect(dueMessageBatches([read, mailed], NOW)).toEqual([]);
    const fresh = message({ minutesAgo: 4 });
    expect(dueMessageBatches([read, mailed, fresh], NOW).map((b) => b.messages.map((m) => m.id))).toEqual([[fresh.id]]);
  });

  it('keeps recipients and bookings apart: each has its own batch and its own quiet time', () => {
    const toHost = message({ minutesAgo: 5 });
    const toGuest = message({ minutesAgo: 5, toUserId: 'guest' });
    const otherBooking = message({ minutesAgo: 5, bookingId: 'b2' });
    const otherBookingBusy = message({ minutesAgo: 1, bookingId: 'b2' });
    const batches = dueMessageBatches([toHost, toGuest, otherBooking, otherBookingBusy], NOW);
    expect(batches.map((b) => `${b.toUserId}/${b.bookingId}`).sort()).toEqual(['guest/b1', 'host/b1']);
  });

  it('counts exactly 3 minutes as quiet', () => {
    expect(dueMessageBatches([message({ minutesAgo: 3 })], NOW)).toHaveLength(1);
    expect(dueMessageBatches([{ ...message({ minutesAgo: 3 }), createdAt: new Date(ago(3).getTime() + 1) }], NOW)).toHaveLength(0);
  });
});

describe('quotedMessages', () => {
  it('quotes the last 3 lines, oldest first', () => {
    expect(quotedMessages([1, 2, 3, 4, 5])).toEqual([3, 4, 5]);
    expect(quotedMessages([1, 2])).toEqual([1, 2]);
  });
});
