import { useLocation } from 'react-router';
import { Link } from '@/web/components/localized-link';
import { useT } from '@/web/lib/i18n/use-t';
import { cn } from '@/web/lib/utils';
import { NavBadge } from './nav-badge';
import { isNavItemActive, type NavItem } from './nav-items';

/** `unseen`: items that keep their place but are not shown (nor reachable) yet. */
export function DesktopNav({ items, label, unseen = [] }: { items: NavItem[]; label: string; unseen?: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="hidden min-w-0 lg:block">
      <ul className="flex items-center gap-0.5">
        {items.map((item) => (
          <li key={item.to} className={cn(unseen.includes(item) && 'invisible')} aria-hidden={unseen.includes(item) || undefined}>
            <Link
              tabIndex={unseen.includes(item) ? -1 : undefined}
              to={item.to}
              aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}
              className={cn(
                'block rounded-md px-2 py-2 text-sm xl:px-2.5 font-bold whitespace-nowrap text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50',
                isNavItemActive(item, pathname) && 'bg-accent text-foreground',
              )}
            >
              {t(item.label)}
              {item.badge && <NavBadge kind={item.badge} />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
