import { Outlet } from 'react-router';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './site-footer';

/** Header, page and footer: every area except the admin shell. */
export function GuestLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        メインコンテンツへスキップ
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
