import { describe, expect, it } from 'vitest';
import { houseTitle } from './house-title';

describe('houseTitle', () => {
  it("is the host's English title in English where written, else the Japanese title", () => {
    expect(houseTitle({ title: '京町家「紬」', titleEn: 'Tsumugi machiya' }, 'en')).toBe('Tsumugi machiya');
    expect(houseTitle({ title: '京町家「紬」', titleEn: null }, 'en')).toBe('京町家「紬」');
    expect(houseTitle({ title: '京町家「紬」', titleEn: '' }, 'en')).toBe('京町家「紬」');
    expect(houseTitle({ title: '京町家「紬」' }, 'en')).toBe('京町家「紬」');
  });

  it('is the Japanese title in Japanese', () => {
    expect(houseTitle({ title: '京町家「紬」', titleEn: 'Tsumugi machiya' }, 'ja')).toBe('京町家「紬」');
  });
});
