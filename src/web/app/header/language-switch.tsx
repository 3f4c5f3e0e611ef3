import { useLocation } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button';
import { localizedPath } from '@/web/lib/i18n/localized-path';
import { rememberLanguage } from '@/web/lib/i18n/language-cookie';
import { useLanguage } from '@/web/lib/i18n/use-t';

/**
 * 日本語 / English in the header and the phone menu: the same page in the other language, loaded anew (the
 * server renders it in that language), the choice remembered in a cookie. Each name is written in its
 * own language. Drawn as a small ghost button (button.css), so that every page carries few bytes for it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = useLanguage() === 'en' ? 'ja' : 'en';
  return (
    <a
      href={`${localizedPath(pathname, other)}${search}`}
      hrefLang={other}
      lang={other}
      onClick={() => rememberLanguage(other)}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className })}
    >
      {other === 'en' ? 'English' : '日本語'}
    </a>
  );
}
