/**
 * The languages of the guest side (docs/decisions/0042-english-guest-pages.md): Japanese, the default
 * and the language every text is written in, and English under `/en/…`. The host area and the back
 * office are Japanese only.
 */
export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'ja';

/** The cookie that remembers the visitor's choice of the switch (日本語 / English). */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language => value === 'ja' || value === 'en';

/**
 * The language an `Accept-Language` header asks for among ours: English when English comes before
 * Japanese (or Japanese is not named at all); Japanese otherwise, and without the header.
 */
export function languageOfAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((entry) => entry.primary === 'ja' || entry.primary === 'en');
  return first?.primary === 'en' ? 'en' : DEFAULT_LANGUAGE;
}
