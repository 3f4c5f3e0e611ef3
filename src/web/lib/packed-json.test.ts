import { describe, expect, it } from 'vitest';
import { packJson, unpackJson } from './packed-json';

describe('packed JSON', () => {
  const houses = {
    items: [
      { id: 'a', title: '紬', rating: 4.8, labels: ['Wi-Fi', '檜風呂'], photo: null, variants: [{ width: 400, url: '/a-400' }, { width: 800, url: '/a-800' }] },
      { id: 'b', title: '雀', rating: null, labels: [], photo: '/b.jpg', variants: null },
    ],
    total: 2,
  };

  it('writes a list of like objects as one table, and reads it back as it was', () => {
    const { packed, value } = packJson(houses);
    expect(packed).toBe(true);
    const text = JSON.stringify(value);
    // Each key once, however many houses.
    expect(text.match(/"title"/g)).toHaveLength(1);
    expect(text.length).toBeLessThan(JSON.stringify(houses).length);
    expect(unpackJson(JSON.parse(text))).toEqual(houses);
  });

  it('leaves alone lists of one item, of unlike objects and of plain values', () => {
    for (const value of [[{ a: 1 }], [{ a: 1 }, { b: 2 }], [{ a: 1, b: 2 }, { b: 2, a: 1 }], [1, 2, 3], [], 'text', null]) {
      const { value: packed } = packJson(value);
      expect(packed).toEqual(value);
      expect(unpackJson(packed)).toEqual(value);
    }
  });

  it('does not pack a value that holds the table key itself', () => {
    const odd = [{ $rows: 1 }, { $rows: 2 }];
    expect(packJson(odd)).toEqual({ packed: false, value: odd });
  });
});
