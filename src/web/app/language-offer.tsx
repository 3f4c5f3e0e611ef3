import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { languageOfAcceptLanguage } from '@/contract/language';
import { isBilingualPath, localizedPath } from '@/web/lib/i18n/localized-path';
import { rememberedLanguage, rememberLanguage } from '@/web/lib/i18n/language-cookie';
import { useLanguage } from '@/web/lib/i18n/use-t';

/**
 * On a Japanese page, to a browser that asks for English first (what it sends as Accept-Language) and a
 * visitor who never chose a language: a small offer of the English page. Never a redirect; closing it
 * remembers Japanese. Shown after the page starts, so a page the server rendered is the same for everyone,
 * floating in a corner so that it shifts nothing (Lighthouse's browser asks for English: CLS 0.046 on / when it sat above the page).
 */
export function LanguageOffer() {
  const { pathname, search } = useLocation();
  const language = useLanguage();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    setWanted(rememberedLanguage() === null && languageOfAcceptLanguage(navigator.languages.join(',')) === 'en');
  }, []);

  if (!wanted || language !== 'ja' || !isBilingualPath(pathname)) return null;
  return (
    // Floating over the page's corner rather than above it: drawn after the page starts, it moves nothing on screen (no layout shift).
    <aside lang="en" aria-label="Language" className="fixed inset-x-4 bottom-4 z-40 rounded-xl border border-border bg-card shadow-lg sm:inset-x-auto sm:right-6 sm:w-80">
      <div className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
        <a href={`${localizedPath(pathname, 'en')}${search}`} hrefLang="en" onClick={() => rememberLanguage('en')} className="font-bold underline underline-offset-4">
          View this page in English?
        </a>
        <button
          type="button"
          aria-label="No thanks, stay in Japanese"
          onClick={() => {
            rememberLanguage('ja');
            setWanted(false);
          }}
          className="rounded-md p-1 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
