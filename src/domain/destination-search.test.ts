import { describe, expect, it } from 'vitest';
import { destinationNeedle, normalizeSearchText, PREFECTURES, propertySearchText } from './destination-search';

const kyotoHouse = { title: '京町家 一棟貸し「紬」', prefecture: '京都府', city: '京都市東山区', addressLine: '清水二丁目 214-3' };
const tokyoHouse = { title: '谷中の長屋', prefecture: '東京都', city: '台東区', addressLine: '谷中七丁目 1-2' };
const hokkaidoHouse = { title: 'ニセコの古民家', prefecture: '北海道', city: '虻田郡ニセコ町', addressLine: '字曽我 1' };
const osakaHouse = { title: '富田林 寺内町の町家', prefecture: '大阪府', city: '富田林市', addressLine: '富田林町 10' };
const kochiHouse = { title: '四万十の古民家', prefecture: '高知県', city: '四万十市', addressLine: '西土佐 1' };

/** What the SQL does: search_text LIKE '%needle%'. */
const finds = (house: typeof kyotoHouse, query: string) => {
  const needle = destinationNeedle(query);
  return needle !== null && propertySearchText(house).includes(needle);
};

describe('normalizeSearchText', () => {
  it('folds width, case, katakana and spaces', () => {
    expect(normalizeSearchText('ＫＹＯＴＯ')).toBe('kyoto');
    expect(normalizeSearchText('ｷｮｳﾄ')).toBe('きょうと');
    expect(normalizeSearchText('キョウト')).toBe('きょうと');
    expect(normalizeSearchText(' 京都　東山 ')).toBe('京都東山');
    expect(normalizeSearchText('１２３－４')).toBe('123-4');
  });

  it('writes romaji long vowels the common Hepburn way', () => {
    for (const spelling of ['tokyo', 'Tōkyō', 'toukyou', 'TOKYO', 'tohkyoh', 'tookyoo', 'Tôkyô']) {
      expect(normalizeSearchText(spelling), spelling).toBe('tokyo');
    }
    expect(normalizeSearchText('Ōsaka')).toBe('osaka');
    expect(normalizeSearchText('oosaka')).toBe('osaka');
    expect(normalizeSearchText('Kōchi')).toBe(normalizeSearchText('kouchi'));
  });

  it('keeps voiced kana and other scripts intact', () => {
    expect(normalizeSearchText('ギフ')).toBe('ぎふ');
    expect(normalizeSearchText('ﾊﾞｽ')).toBe('ばす');
    expect(normalizeSearchText('北海道')).toBe('北海道');
  });
});

describe('the prefecture table', () => {
  it('has the 47 prefectures once each, with a reading and a romaji name', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(new Set(PREFECTURES.map((p) => p.name)).size).toBe(47);
    for (const p of PREFECTURES) {
      expect(p.kana).toMatch(/^[ぁ-ゖ]+$/);
      expect(p.romaji).toMatch(/^[a-z]+$/);
      expect(p.name).toMatch(/^.+[都道府県]$/);
    }
    expect(PREFECTURES.find((p) => p.name === '京都府')).toMatchObject({ short: '京都', kana: 'きょうと', romaji: 'kyoto' });
    expect(PREFECTURES.find((p) => p.name === '北海道')).toMatchObject({ short: '北海道', kana: 'ほっかいどう', romaji: 'hokkaido' });
  });
});

describe('destination search', () => {
  it.each(['kyoto', 'Kyoto', 'ＫＹＯＴＯ', 'Kyōto', 'kyouto', 'きょうと', 'キョウト', 'ｷｮｳﾄ', '京都', '京都府', 'きょうとふ', ' 京都 '])(
    '"%s" finds a house in 京都府 and not one in 東京都',
    (query) => {
      expect(finds(kyotoHouse, query)).toBe(true);
      expect(finds(tokyoHouse, query)).toBe(false);
    },
  );

  it.each(['tokyo', 'toukyou', 'Tōkyō', 'とうきょう', 'トウキョウ', '東京', '東京都'])('"%s" finds a house in 東京都 and not one in 京都府', (query) => {
    expect(finds(tokyoHouse, query)).toBe(true);
    expect(finds(kyotoHouse, query)).toBe(false);
  });

  it('finds by the other prefectures’ readings and romaji', () => {
    expect(finds(hokkaidoHouse, 'hokkaido')).toBe(true);
    expect(finds(hokkaidoHouse, 'ホッカイドウ')).toBe(true);
    expect(finds(osakaHouse, 'osaka')).toBe(true);
    expect(finds(osakaHouse, 'Ōsaka')).toBe(true);
    expect(finds(osakaHouse, 'おおさか')).toBe(true);
    expect(finds(kochiHouse, 'kochi')).toBe(true);
    expect(finds(kochiHouse, 'Kōchi')).toBe(true);
    expect(finds(kochiHouse, 'こうち')).toBe(true);
    expect(finds(osakaHouse, 'kyoto')).toBe(false);
  });

  it('finds by part of the title, city or address, in any width', () => {
    expect(finds(kyotoHouse, '東山')).toBe(true);
    expect(finds(kyotoHouse, '一棟貸し')).toBe(true);
    expect(finds(kyotoHouse, '清水二丁目２１４')).toBe(true);
    expect(finds(hokkaidoHouse, 'ﾆｾｺ')).toBe(true);
    expect(finds(hokkaidoHouse, 'にせこ')).toBe(true);
    // A partial romaji name is an ordinary substring.
    expect(finds(kyotoHouse, 'kyo')).toBe(true);
    expect(finds(tokyoHouse, 'kyo')).toBe(true);
  });

  it('never matches across two fields', () => {
    // Title ends in 長屋, prefecture is 東京都: "長屋東京" is in neither.
    expect(finds(tokyoHouse, '長屋東京')).toBe(false);
  });

  it('has no needle for an empty text', () => {
    expect(destinationNeedle('')).toBeNull();
    expect(destinationNeedle('　 ')).toBeNull();
    expect(destinationNeedle(undefined)).toBeNull();
  });
});
