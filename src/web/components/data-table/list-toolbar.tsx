import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';

/**
 * The row above a list: the search box (ListSearchBox) across the top on a phone, the selects
 * (ListSelect) two by two; on a wide screen everything on one line, and 条件をクリア once anything narrows the list.
 */
export function ListToolbar({ label, children, onClear }: { label: string; children: ReactNode; onClear?: () => void }) {
  return (
    <div role="search" aria-label={label} className="grid grid-cols-2 items-end gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm md:flex md:flex-wrap">
      {children}
      {onClear && (
        <Button variant="ghost" size="sm" className="col-span-2 h-11 justify-self-start px-2 text-muted-foreground md:px-3" onClick={onClear}>
          <RotateCcw aria-hidden="true" />
          条件をクリア
        </Button>
      )}
    </div>
  );
}
