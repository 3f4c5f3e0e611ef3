import { describe, expect, it } from 'vitest';
import { isReplyEditable, replyEditableUntil } from './review-reply';

describe('the host reply edit window', () => {
  const repliedAt = new Date('2027-02-02T10:00:00+09:00');

  it('ends 24 hours after the first reply', () => {
    expect(replyEditableUntil(repliedAt).toISOString()).toBe('2027-02-03T01:00:00.000Z');
  });

  it('allows an edit before the 24 hours end and refuses one at or after that moment', () => {
    expect(isReplyEditable(repliedAt, new Date('2027-02-03T09:59:59+09:00'))).toBe(true);
    expect(isReplyEditable(repliedAt, new Date('2027-02-03T10:00:00+09:00'))).toBe(false);
    expect(isReplyEditable(repliedAt, new Date('2027-02-05T10:00:00+09:00'))).toBe(false);
  });

  it('has nothing to edit without a reply', () => {
    expect(isReplyEditable(null, repliedAt)).toBe(false);
  });
});
