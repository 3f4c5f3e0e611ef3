import { DEFAULT_LANGUAGE, type Language } from '@/contract/language';

/**
 * The URL scheme of the two languages (docs/decisions/0042-english-guest-pages.md): a guest page is at
 * its path in Japanese and under `/en` in English (`/search`, `/en/search`; `/`, `/en`). The host area,
 * the back office and the local card page are Japanese only and have no English path.
 */
const EN_PREFIX = '/en';

/** Paths that exist only in Japanese. */
const JAPANESE_ONLY = /^\/(host|admin|owner|checkout\/local)(\/|$)/;

/** The language a path is in: English under `/en`, Japanese everywhere else. */
export function languageOfPath(pathname: string): Language {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : DEFAULT_LANGUAGE;
}

/** The path without its language: `/en/search` → `/search`, `/en` → `/`, `/search` as it is. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === DEFAULT_LANGUAGE) return pathname;
  const rest = pathname.slice(EN_PREFIX.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** Whether a page has an English version (every guest page; not the host area nor the back office). */
export function isBilingualPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !JAPANESE_ONLY.test(pathWithoutLanguage(path));
}

/**
 * The address of a page of the site in a language: `/search?x=1` in English is `/en/search?x=1`, `/` is
 * `/en`; a Japanese-only page, an outside address and a bare `?query` or `#part` stay as they are.
 */
export function localizedPath(path: string, language: Language): string {
  if (!path.startsWith('/') || !isBilingualPath(path)) return path;
  const plain = pathWithoutLanguage(path);
  if (language === DEFAULT_LANGUAGE) return plain;
  return plain === '/' || /^\/[?#]/.test(plain) ? `${EN_PREFIX}${plain.slice(1)}` : `${EN_PREFIX}${plain}`;
}
