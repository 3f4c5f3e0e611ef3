import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { adminMeQuery, adminStatsQuery } from '@/web/lib/admin-queries';
import { formatNumber } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';

/**
 * The back office's navigation with real counts from GET /api/admin/stats as badges; asked only once the
 * admin's second step is set up (until then the back office answers 403 to all but 2段階認証).
 */
export function AdminSidebar({ onNavigate, onLogout, loggingOut }: { onNavigate?: () => void; onLogout: () => void; loggingOut: boolean }) {
  const { data: me } = useQuery(adminMeQuery);
  const { data: stats } = useQuery({ ...adminStatsQuery, enabled: me?.twoStepEnabled === true });
  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <nav aria-label="管理メニュー" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-0.5">
          {ADMIN_NAV_ITEMS.map(({ to, label, icon: Icon, badge, end }) => {
            const count = badge && stats ? stats[badge] : 0;
            return (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-bold text-sidebar-foreground/90 outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-foreground focus-visible:ring-3 focus-visible:ring-white/60',
                      isActive && 'bg-sidebar-accent text-white',
                    )
                  }
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  <span className="flex-1 truncate">{label}</span>
                  {count > 0 && (
                    <span className="rounded-full bg-warning-muted px-2 py-0.5 text-xs font-bold text-warning">
                      {formatNumber(count)}
                      <span className="sr-only">件</span>
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-white/15 p-3">
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-bold text-sidebar-foreground/90 outline-none hover:bg-sidebar-accent hover:text-white focus-visible:ring-3 focus-visible:ring-white/60 disabled:opacity-60"
        >
          <LogOut className="size-4" aria-hidden="true" />
          ログアウト
        </button>
      </div>
    </div>
  );
}
