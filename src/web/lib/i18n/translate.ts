import type { Language } from '@/contract/language';

/**
 * Texts are written in Japanese in the code and are their own ids (docs/decisions/0042-english-guest-pages.md):
 * `t('ログイン')`, `t('{count}件の古民家', { count })`. A Japanese page shows the source with its `{name}`
 * placeholders filled and loads nothing more; an English page looks the source up in the English
 * catalogues (ICU MessageFormat, plurals included, formatted by Lingui), which are loaded with the first
 * English page and only then. A text that has no English yet shows in Japanese (a unit test keeps the
 * catalogues complete: src/web/app/english-catalogue.test.ts).
 */
export type MessageValues = Record<string, string | number>;

/** The English translator: Lingui's `i18n._` over the merged catalogues (src/web/app/english-catalogue.ts). */
export type EnglishTranslator = (source: string, values?: MessageValues) => string | undefined;

/** A promise with the fields React's `use` reads, so that a loaded catalogue renders without waiting. */
type KeptPromise = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected' };

let english: EnglishTranslator | null = null;
let loadCatalogue: (() => Promise<EnglishTranslator>) | null = null;
let loading: KeptPromise | null = null;

/** Says where the English catalogues come from (src/web/app/providers.tsx), so that lib imports no feature. */
export function setEnglishCatalogueLoader(load: () => Promise<EnglishTranslator>): void {
  loadCatalogue = load;
}

/** Loads the English catalogues once (before an English page is rendered or hydrated) and keeps them. */
export function loadEnglish(): Promise<void> {
  if (loading) return loading;
  if (!loadCatalogue) throw new Error('English catalogue loader not set');
  const promise = loadCatalogue().then((translator) => {
    english = translator;
  }) as KeptPromise;
  promise.status = 'pending';
  promise.then(
    () => (promise.status = 'fulfilled'),
    () => {
      promise.status = 'rejected';
      loading = null;
    },
  );
  loading = promise;
  return promise;
}

/** Whether the English catalogues are loaded. */
export const englishLoaded = (): boolean => english !== null;

/** `{name}` placeholders of a Japanese source filled with their values (Japanese has no plural forms). */
export function fillSource(source: string, values?: MessageValues): string {
  if (!values) return source;
  return source.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A text in a language: the Japanese source filled, or its English from the loaded catalogues. */
export function translate(language: Language, source: string, values?: MessageValues): string {
  if (language === 'en' && english) {
    const text = english(source, values);
    if (text !== undefined) return text;
  }
  return fillSource(source, values);
}

/**
 * Marks a Japanese text kept in a constant (a menu's labels, a list of highlights) as a message: it is
 * the text itself, translated where it is shown with `t(label)`. The catalogue test finds it by this name.
 */
export const msg = (source: string): string => source;
