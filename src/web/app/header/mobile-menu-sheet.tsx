import { LogOut, UserRound } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '@/web/components/localized-link';
import { useT } from '@/web/lib/i18n/use-t';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/web/components/ui/sheet';
import { useAuthDialog } from '@/web/lib/auth-dialog';
import { preloadAuthDialog } from '@/web/features/auth/load-auth-dialog';
import { useLogout } from '@/web/features/auth/use-logout';
import { useAuth } from '@/web/lib/use-auth';
import { cn } from '@/web/lib/utils';
import { NavBadge } from './nav-badge';
import { hostEntryLink, isHostRole, isNavItemActive, navItemsFor, profilePathFor, type HeaderMode } from './nav-items';
import { LanguageSwitch } from './language-switch';
import { NotificationsButton } from './notifications-panel';
import { JapaneseData } from '@/web/components/japanese-data';

/** The slide-in sheet of the mobile menu: the header's items plus 通知 (loaded when first opened). */
export function MobileMenuSheet({ mode, open, setOpen }: { mode: HeaderMode; open: boolean; setOpen: (open: boolean) => void }) {
  const { pathname } = useLocation();
  const { user, isLoading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const { logOut, isPending } = useLogout();
  const items = navItemsFor(mode, Boolean(user));
  const close = () => setOpen(false);
  const t = useT();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent side="right">
        <SheetHeader className="border-b border-border">
          <SheetTitle>{t('メニュー')}</SheetTitle>
          <SheetDescription className="sr-only">{t('サイト内のページへ移動します')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={mode === 'host' ? 'ホストメニュー' : t('メインメニュー')} className="px-3">
          <ul className="grid gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}
                  onClick={close}
                  className={cn(
                    'block rounded-lg px-3 py-2.5 font-bold text-foreground outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50',
                    isNavItemActive(item, pathname) && 'bg-accent',
                  )}
                >
                  {t(item.label)}
                  {item.badge && <NavBadge kind={item.badge} />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-2 border-t border-border px-3 pt-4 pb-6">
          <NotificationsButton onNavigate={close} />
          {mode === 'guest' && <LanguageSwitch className="justify-start" />}
          {isLoading ? null : user ? (
            <>
              <Link
                to={profilePathFor(mode)}
                onClick={close}
                className="flex items-center gap-2 rounded-lg px-3 py-2.5 font-bold outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50"
              >
                <UserRound className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">
                  <JapaneseData>{user.fullName}</JapaneseData>
                </span>
              </Link>
              {mode === 'guest' && isHostRole(user.role) && (
                <Button variant="outline" asChild>
                  <Link to="/host/dashboard" onClick={close}>
                    {t('ホスト管理画面')}
                  </Link>
                </Button>
              )}
              <Button variant="outline" onClick={logOut} disabled={isPending}>
                <LogOut aria-hidden="true" />
                {t('ログアウト')}
              </Button>
            </>
          ) : (
            <>
              <Button
                onFocus={preloadAuthDialog}
                onClick={() => {
                  close();
                  preloadAuthDialog();
                  openAuthDialog();
                }}
              >
                {t('ログイン')}
              </Button>
              <Button variant="outline" asChild>
                <Link to={hostEntryLink(undefined).to} onClick={close}>
                  {t(hostEntryLink(undefined).label)}
                </Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
