import { useLocation } from 'react-router';
import { pathWithoutLanguage } from '@/web/lib/i18n/localized-path';
import { useT } from '@/web/lib/i18n/use-t';
import { SiteLogo } from './site-logo';
import { useAuth } from '@/web/lib/use-auth';
import { AccountActions } from './account-actions';
import { LanguageSwitch } from './language-switch';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { NotificationsBell } from './notifications-bell';
import { headerMode, MEMBER_NAV, navItemsFor } from './nav-items';

/** The shared header: main nav, the host nav on /host paths, only the logo on /admin paths. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { user, isLoading } = useAuth();
  const t = useT();
  const mode = headerMode(pathWithoutLanguage(pathname));

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLogo />
        {mode !== 'admin' && (
          <>
            {/* While the browser asks who is signed in (a page rendered for everyone), the members' links keep their place unseen. */}
            <DesktopNav items={navItemsFor(mode, Boolean(user) || isLoading)} unseen={isLoading ? MEMBER_NAV : undefined} label={mode === 'host' ? 'ホストメニュー' : t('メインメニュー')} />
            <div className="flex items-center gap-2">
              {mode === 'guest' && <LanguageSwitch className="max-lg:hidden" />}
              <NotificationsBell />
              <AccountActions mode={mode} />
              <MobileMenu mode={mode} />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
