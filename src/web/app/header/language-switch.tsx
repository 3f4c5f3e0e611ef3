import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button';
import { localizedPath } from '@/web/lib/i18n/localized-path';
import { rememberLanguage } from '@/web/lib/i18n/language-cookie';
import { saveLanguage } from '@/web/lib/i18n/save-language';
import { useLanguage } from '@/web/lib/i18n/use-t';
import { useAuth } from '@/web/lib/use-auth';

/**
 * 日本語 / English in the header and the phone menu: the same page in the other language, loaded anew (the
 * server renders it in that language), the choice remembered in a cookie and, for a signed-in guest, as
 * the language of their e-mails (PUT /api/profile/language) before the page changes. Each name is written
 * in its own language. Drawn as a small ghost button (button.css), so that every page carries few bytes for it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { user } = useAuth();
  const other = useLanguage() === 'en' ? 'ja' : 'en';
  const href = `${localizedPath(pathname, other)}${search}`;
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(other);
    if (!user || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // The page changes whatever the answer: a failed save leaves the e-mails in the language they were.
    void saveLanguage(other)
      .catch(() => undefined)
      .finally(() => window.location.assign(href));
  };
  return (
    <a href={href} hrefLang={other} lang={other} onClick={choose} className={buttonVariants({ variant: 'ghost', size: 'sm', className })}>
      {other === 'en' ? 'English' : '日本語'}
    </a>
  );
}
