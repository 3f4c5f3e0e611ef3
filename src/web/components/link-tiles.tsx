import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/web/lib/utils';

export interface LinkTile {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** A grid of large links with an icon, a label and a one-line description (dashboards' menus). */
export function LinkTiles({ tiles, className, tone = 'secondary' }: { tiles: LinkTile[]; className?: string; tone?: 'primary' | 'secondary' }) {
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {tiles.map(({ to, label, description, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex h-full items-center gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm transition-colors outline-none hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-3 focus-visible:ring-ring/50 sm:p-5"
          >
            <span
              className={cn(
                'flex size-11 shrink-0 items-center justify-center rounded-xl',
                tone === 'primary' ? 'bg-primary text-primary-foreground' : 'bg-secondary text-primary',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-bold">{label}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </span>
            <ChevronRight className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
