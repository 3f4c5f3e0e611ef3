import { SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';

/**
 * The list's message when nothing matches, with a way out: `onClear` shows 条件をクリア (for a list
 * whose search or filters found nothing), `action` anything else.
 */
export function ListEmpty({
  title,
  description,
  icon: Icon = SearchX,
  action,
  onClear,
}: {
  title: string;
  description?: string;
  icon?: LucideIcon;
  action?: ReactNode;
  onClear?: () => void;
}) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-14 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-bold">{title}</p>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {action}
      {onClear && (
        <Button variant="outline" onClick={onClear}>
          条件をクリア
        </Button>
      )}
    </div>
  );
}
