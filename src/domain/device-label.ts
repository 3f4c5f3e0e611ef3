/**
 * A browser's name as a person recognises it, from its User-Agent header, for the new-device e-mail
 * (「Chrome（Windows）」). Only the common browsers and systems are named; anything else is
 * 「不明なブラウザ」, and the header is never shown raw to the account's owner.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Microsoft Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const nameIn = (table: [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return '不明なブラウザ';
  const browser = nameIn(BROWSERS, userAgent) ?? '不明なブラウザ';
  const system = nameIn(SYSTEMS, userAgent);
  return system ? `${browser}（${system}）` : browser;
}
