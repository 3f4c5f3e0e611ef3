import { createContext, use, useCallback, useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import type { Language } from '@/contract/language';
import { languageOfPath, localizedPath } from './localized-path';
import { englishLoaded, loadEnglish, translate, type MessageValues } from './translate';

/**
 * A language a part of a page is in whatever its path says: the local provider's card page
 * (/checkout/local/{id}, one address) shows in the language of the page that opened its session.
 */
const LanguageOverride = createContext<Language | null>(null);
export const InLanguage = LanguageOverride.Provider;

/**
 * The language of the page on screen, read from its path (`/en/…` is English). Outside the router (the
 * sign-in dialog, app/providers.tsx), which only the browser renders, from the address bar. Inside
 * `InLanguage`, its language.
 */
export function useLanguage(): Language {
  const override = useContext(LanguageOverride);
  const pathname = useContext(UNSAFE_LocationContext)?.location.pathname ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  return override ?? languageOfPath(pathname);
}

export type Translate = (source: string, values?: MessageValues) => string;

/**
 * The page's `t`: `t('ログイン')` is ログイン on a Japanese page and Sign in on an English one
 * (src/web/lib/i18n/translate.ts). On an English page it waits (Suspense) for the catalogues the first
 * time, should they not be loaded before rendering.
 */
export function useT(): Translate {
  const language = useLanguage();
  if (language === 'en' && !englishLoaded()) use(loadEnglish());
  return useCallback((source: string, values?: MessageValues) => translate(language, source, values), [language]);
}

/** A page of the site in the language on screen (`/search` is `/en/search` on an English page). */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(path, language), [language]);
}
