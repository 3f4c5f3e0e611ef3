import { X } from 'lucide-react';
import { localizedPath } from '@/web/lib/i18n/localized-path';
import { rememberLanguage } from '@/web/lib/i18n/language-cookie';

/** The offer itself (./language-offer.tsx decides whether to show it), loaded only when it is shown. */
export function LanguageOfferCard({ pathname, search, onDecline }: { pathname: string; search: string; onDecline(): void }) {
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
            onDecline();
          }}
          className="rounded-md p-1 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
