import { describe, expect, it } from 'vitest';
import { bookingNumber, formatCount, formatYen } from './display-format';

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

describe('formatCount', () => {
  it('puts the unit after the number in Japanese', () => {
    expect(formatCount(2, 'night')).toBe('2泊');
    expect(formatCount(2, 'adult', 'ja')).toBe('大人2名');
    expect(formatCount(1200, 'review', 'ja')).toBe('1,200件');
  });

  it('says one or many in English', () => {
    expect(formatCount(1, 'night', 'en')).toBe('1 night');
    expect(formatCount(2, 'night', 'en')).toBe('2 nights');
    expect(formatCount(1, 'guest', 'en')).toBe('1 guest');
    expect(formatCount(3, 'guest', 'en')).toBe('3 guests');
    expect(formatCount(2, 'child', 'en')).toBe('2 children');
    expect(formatCount(0, 'review', 'en')).toBe('0 reviews');
  });

  it('writes yen the same in both languages', () => {
    expect(formatYen(12300)).toBe('¥12,300');
  });
});
