import { describe, expect, it } from 'vitest';
import { bookingNumber, formatYen } from './display-format';

describe('formatYen', () => {
  it('writes whole yen with the yen sign and commas, a refund with a minus', () => {
    expect(formatYen(123700)).toBe('¥123,700');
    expect(formatYen(13243000)).toBe('¥13,243,000');
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(-5000)).toBe('-¥5,000');
    expect(formatYen(999.5)).toBe('¥1,000');
  });
});

describe('bookingNumber', () => {
  it('is the first 8 characters of the id in capitals, whatever the id’s case', () => {
    expect(bookingNumber('3f6c2a1e-8b7d-4e59-a0c4-5d1e9b2f7a60')).toBe('3F6C2A1E');
    expect(bookingNumber('3F6C2A1E-8B7D-4E59-A0C4-5D1E9B2F7A60')).toBe('3F6C2A1E');
  });
});
