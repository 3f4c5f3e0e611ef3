import { SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The list's message when nothing matches, with an optional way out (e.g. 条件をクリア). */
export function ListEmpty({ title, description, icon: Icon = SearchX, action }: { title: string; description?: string; icon?: LucideIcon; action?: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-14 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-bold">{title}</p>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {action}
    </div>
  );
}
