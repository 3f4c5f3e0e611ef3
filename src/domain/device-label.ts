/**
 * A browser's name as a person recognises it, from its User-Agent header, for the new-device e-mail
 * (「Chrome（Windows）」, in English "Chrome (Windows)"). Only the common browsers and systems are named;
 * anything else is 「不明なブラウザ」 ("Unknown browser"), and the header is never shown raw to the account's owner.
 */
import type { Language } from '@/contract/language';

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

const UNKNOWN_BROWSER: Record<Language, string> = { ja: '不明なブラウザ', en: 'Unknown browser' };

export function deviceLabel(userAgent: string | null | undefined, language: Language = 'ja'): string {
  const browser = (userAgent && nameIn(BROWSERS, userAgent)) || UNKNOWN_BROWSER[language];
  const system = userAgent ? nameIn(SYSTEMS, userAgent) : undefined;
  if (!system) return browser;
  return language === 'en' ? `${browser} (${system})` : `${browser}（${system}）`;
}
