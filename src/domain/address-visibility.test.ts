import { describe, expect, it } from 'vitest';
import { addressText, districtOf, maySeeFullAddress, visibleAddress } from './address-visibility';

const kinosaki = { prefecture: '兵庫県', city: '豊岡市', zipcode: '669-6101', addressLine: '城崎町湯島 524', accessInfo: 'JR城崎温泉駅から徒歩10分' };

describe('districtOf', () => {
  it.each([
    ['城崎町湯島 524', '城崎町湯島'],
    ['城崎町湯島524', '城崎町湯島'],
    ['城崎町湯島５２４番地', '城崎町湯島'],
    ['清水二丁目 214-3', '清水二丁目'],
    ['清水2丁目3-5 古民家ビル201', '清水2丁目'],
    ['美山町北 中牧 32', '美山町北 中牧'],
    ['山中温泉本町二丁目 ナ-41', '山中温泉本町二丁目'],
    ['大森町ハ 83', '大森町ハ'],
    ['湯島五百二十四番地', '湯島'],
    ['荻町', '荻町'],
  ])('%s → %s', (line, district) => {
    expect(districtOf(line)).toBe(district);
  });
});

describe('who sees the full address', () => {
  it('the owner, an admin, and a guest with a confirmed or completed booking; nobody else', () => {
    expect(maySeeFullAddress({})).toBe(false);
    expect(maySeeFullAddress({ bookingStatuses: ['pending', 'cancelled', 'tentative', 'no_show'] })).toBe(false);
    expect(maySeeFullAddress({ bookingStatuses: ['cancelled', 'confirmed'] })).toBe(true);
    expect(maySeeFullAddress({ bookingStatuses: ['completed'] })).toBe(true);
    expect(maySeeFullAddress({ owner: true })).toBe(true);
    expect(maySeeFullAddress({ admin: true })).toBe(true);
  });

  it('a stranger gets the prefecture, city and district only', () => {
    const seen = visibleAddress(kinosaki, {});
    expect(seen).toEqual({ prefecture: '兵庫県', city: '豊岡市', district: '城崎町湯島', zipcode: null, addressLine: null, accessInfo: null, full: false });
    expect(addressText(seen)).toBe('兵庫県豊岡市城崎町湯島');
  });

  it('a confirmed guest gets all of it', () => {
    const seen = visibleAddress(kinosaki, { bookingStatuses: ['confirmed'] });
    expect(seen).toMatchObject({ zipcode: '669-6101', addressLine: '城崎町湯島 524', accessInfo: 'JR城崎温泉駅から徒歩10分', full: true });
    expect(addressText(seen)).toBe('〒669-6101 兵庫県豊岡市城崎町湯島 524');
  });
});
