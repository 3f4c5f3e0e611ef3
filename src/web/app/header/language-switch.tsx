import { useLocation } from 'react-router';
import { localizedPath } from '@/web/lib/i18n/localized-path';
import { rememberLanguage } from '@/web/lib/i18n/language-cookie';
import { useLanguage } from '@/web/lib/i18n/use-t';
import { cn } from '@/web/lib/utils';

/**
 * 日本語 / English in the header and the phone menu: the same page in the other language, loaded anew (the
 * server renders it in that language), the choice remembered in a cookie. Each name is written in its
 * own language.
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
      data-language-switch=""
      className={cn(
        'inline-flex items-center rounded-md px-2 py-2 text-sm font-bold whitespace-nowrap text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50',
        className,
      )}
    >
      {other === 'en' ? 'English' : '日本語'}
    </a>
  );
}
