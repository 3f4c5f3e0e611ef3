import { Link, useLocation } from 'react-router';
import { cn } from '@/web/lib/utils';
import { NavBadge } from './nav-badge';
import { isNavItemActive, type NavItem } from './nav-items';

export function DesktopNav({ items, label }: { items: NavItem[]; label: string }) {
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="hidden min-w-0 lg:block">
      <ul className="flex items-center gap-0.5">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}
              className={cn(
                'block rounded-md px-2 py-2 text-sm xl:px-2.5 font-bold whitespace-nowrap text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50',
                isNavItemActive(item, pathname) && 'bg-accent text-foreground',
              )}
            >
              {item.label}
              {item.badge && <NavBadge kind={item.badge} />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
