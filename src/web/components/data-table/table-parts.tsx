import { cn } from '@/web/lib/utils';
import type { DataTableColumn } from './types';

/** A table cell's side padding: narrower between columns than at the table's edges. */
export const CELL = 'px-2.5 first:pl-4 last:pr-4';

/** The column headings, the same over the rows and over their skeleton. */
export function TableHead<T>({ columns }: { columns: DataTableColumn<T>[] }) {
  return (
    <thead className="border-b border-border bg-muted/60 text-muted-foreground">
      <tr>
        {columns.map((column) => (
          <th key={column.id} scope="col" className={cn(CELL, 'py-3 font-bold whitespace-nowrap', column.className)}>
            <span className={column.headerHidden ? 'sr-only' : undefined}>{column.header}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}
