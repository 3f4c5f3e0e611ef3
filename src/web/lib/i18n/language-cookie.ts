import { LANGUAGE_COOKIE, isLanguage, type Language } from '@/contract/language';

/** The visitor's choice of language, kept a year (the switch sets it; docs/decisions/0042-english-guest-pages.md). */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

/** The language the visitor chose before, or null when they never did. */
export function rememberedLanguage(): Language | null {
  const value = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : null;
}
