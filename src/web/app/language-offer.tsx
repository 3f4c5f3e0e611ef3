import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { languageOfAcceptLanguage } from '@/contract/language';
import { isBilingualPath } from '@/web/lib/i18n/localized-path';
import { rememberedLanguage } from '@/web/lib/i18n/language-cookie';
import { useLanguage } from '@/web/lib/i18n/use-t';

// Few visitors are offered it: its code is not part of every first page.
const LanguageOfferCard = lazy(() => import('./language-offer-card').then((m) => ({ default: m.LanguageOfferCard })));

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
    <Suspense fallback={null}>
      <LanguageOfferCard pathname={pathname} search={search} onDecline={() => setWanted(false)} />
    </Suspense>
  );
}
