import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { japanOnlyMetadata } from '../../scripts/lib/japan-phone-metadata.mjs';
import stored from './phone-metadata-jp.json';
import { normalizePhone, optionalPhoneField, PHONE_FORMAT_MESSAGE, PHONE_REQUIRED_MESSAGE, phoneField } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['090-1234-5678', '090-1234-5678'],
    ['09012345678', '090-1234-5678'],
    ['０９０－１２３４－５６７８', '090-1234-5678'],
    ['090ー1234ー5678', '090-1234-5678'],
    ['+81 90 1234 5678', '090-1234-5678'],
    ['+819012345678', '090-1234-5678'],
    ['070-1234-5678', '070-1234-5678'],
    ['0312345678', '03-1234-5678'],
    ['(03)1234-5678', '03-1234-5678'],
    ['0796522020', '0796-52-2020'],
    ['050 1234 5678', '050-1234-5678'],
    ['0120123456', '0120-123-456'],
    ['08001234567', '0800-123-4567'],
    // A guest from abroad's own number, with its country code.
    ['+1 212 555 1234', '+1 212 555 1234'],
    ['+44 (20) 7946-0958', '+44 20 7946 0958'],
    ['＋３３　６ １２ ３４ ５６ ７８', '+33 6 12 34 56 78'],
  ])('stores %s as %s', (typed, expected) => {
    expect(normalizePhone(typed)).toBe(expected);
  });

  it.each(['abc', 'でんわ番号なし', '090-1234-567', '099-1234-5678', '012-345', '0000000000', '090-1234-5678 内線3', '+1 555', '+44 1234 5678 9012 3456', '+0 123 456 789', '++44 20 7946 0958'])(
    'refuses %s',
    (typed) => {
      expect(normalizePhone(typed)).toBeNull();
    },
  );
});

describe('phone fields', () => {
  it('gives the Japanese messages', () => {
    expect(phoneField.safeParse('').error?.issues[0]?.message).toBe(PHONE_REQUIRED_MESSAGE);
    expect(phoneField.safeParse('abc').error?.issues[0]?.message).toBe(PHONE_FORMAT_MESSAGE);
    expect(optionalPhoneField.safeParse('abc').error?.issues[0]?.message).toBe(PHONE_FORMAT_MESSAGE);
  });

  it('leaves an optional blank number out', () => {
    expect(optionalPhoneField.parse('  ')).toBeUndefined();
    expect(optionalPhoneField.parse(undefined)).toBeUndefined();
    expect(optionalPhoneField.parse('+81-3-1234-5678')).toBe('03-1234-5678');
  });
});

describe('the Japan metadata', () => {
  it('is the installed libphonenumber-js metadata cut down to Japan (run scripts/generate-phone-metadata.mjs after an upgrade)', () => {
    const full: unknown = createRequire(import.meta.url)('libphonenumber-js/metadata.max.json');
    expect(stored).toEqual(japanOnlyMetadata(full));
  });
});
