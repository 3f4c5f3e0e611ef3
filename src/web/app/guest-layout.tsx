import { Outlet } from 'react-router';
import { useT } from '@/web/lib/i18n/use-t';
import { SiteHeader } from './header/site-header';
import { LanguageOffer } from './language-offer';
import { nearScreenPart } from '@/web/lib/near-screen-part';

// Below every page: its code loads when it comes near the screen (a page the server rendered keeps its footer until then).
const SiteFooter = nearScreenPart(() => import('./site-footer').then((m) => m.SiteFooter));

/** Header, page and footer: every area except the admin shell. */
export function GuestLayout() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('メインコンテンツへスキップ')}
      </a>
      <SiteHeader />
      <LanguageOffer />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter className="mt-auto" />
    </div>
  );
}
