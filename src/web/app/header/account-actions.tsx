import { LogOut, UserRound } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { useT } from '@/web/lib/i18n/use-t';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { preloadAuthDialog } from '@/web/features/auth/load-auth-dialog';
import { useAuthDialog } from '@/web/lib/auth-dialog';
import { useLogout } from '@/web/features/auth/use-logout';
import { useAuth } from '@/web/lib/use-auth';
import type { HeaderMode } from './nav-items';
import { hostEntryLink, isHostRole, profilePathFor } from './nav-items';
import { JapaneseData } from '@/web/components/japanese-data';

/** Right side of the desktop header: the user's name and ログアウト, or ログイン and ホストになる (nav-items.ts `hostEntryLink`). */
export function AccountActions({ mode }: { mode: HeaderMode }) {
  const { user, isLoading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const { logOut, isPending } = useLogout();
  const t = useT();

  if (isLoading) return <Skeleton className="hidden h-9 w-40 lg:block" />;

  if (user) {
    return (
      <div className="hidden items-center gap-2 lg:flex">
        <Link
          to={profilePathFor(mode)}
          title={user.fullName}
          className="flex max-w-44 items-center gap-1.5 rounded-md px-2 py-2 text-sm font-bold text-foreground outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50"
        >
          <UserRound className="size-4 shrink-0" aria-hidden="true" />
          {/* Between lg and xl only the icon shows, so that the seven host links fit. */}
          <span className="sr-only xl:not-sr-only xl:truncate">
            <JapaneseData>{user.fullName}</JapaneseData>
          </span>
        </Link>
        {mode === 'guest' && isHostRole(user.role) && (
          <Button variant="outline" size="sm" asChild>
            <Link to="/host/dashboard">{t('ホスト管理画面')}</Link>
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={logOut} disabled={isPending}>
          <LogOut aria-hidden="true" />
          {t('ログアウト')}
        </Button>
      </div>
    );
  }

  return (
    <div className="hidden items-center gap-2 lg:flex">
      <Button size="sm" onClick={() => openAuthDialog()} onPointerEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
        {t('ログイン')}
      </Button>
      <Button variant="outline" size="sm" asChild>
        <Link to={hostEntryLink(undefined).to}>{t(hostEntryLink(undefined).label)}</Link>
      </Button>
    </div>
  );
}
