import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';
import { CELL, TableHead } from './table-parts';
import type { DataTableColumn } from './types';

const WIDTHS = ['w-28', 'w-20', 'w-24', 'w-16'];

function CellSkeleton({ shape = 'text', width }: { shape?: DataTableColumn<unknown>['skeleton']; width: string }) {
  switch (shape) {
    case 'avatar':
      return (
        <div className="flex items-center gap-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <Skeleton className="h-4 w-24" />
        </div>
      );
    case 'badge':
      return <Skeleton className="h-5 w-16 rounded-full" />;
    case 'buttons':
      return (
        <div className="flex justify-end gap-1">
          <Skeleton className="size-8" />
          <Skeleton className="size-8" />
        </div>
      );
    default:
      return <Skeleton className={cn('h-4', width)} />;
  }
}

/** The table's shape while the first page loads: its real headings over grey rows; cards on a phone. */
export function DataTableSkeleton<T>({ columns, rows = 8 }: { columns: DataTableColumn<T>[]; rows?: number }) {
  const fields = columns.filter((column) => (column.mobile ?? 'field') === 'field');
  return (
    <div role="status" aria-label="読み込み中">
      <Card className="relative hidden overflow-hidden md:block">
        <table className="w-full text-left text-sm">
          <TableHead columns={columns} />
          <tbody className="divide-y divide-border">
            {Array.from({ length: rows }, (_, row) => (
              <tr key={row}>
                {columns.map((column, i) => (
                  <td key={column.id} className={cn(CELL, 'py-3', column.className)}>
                    <CellSkeleton shape={column.skeleton} width={WIDTHS[(row + i) % WIDTHS.length]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="grid gap-3 md:hidden">
        {Array.from({ length: Math.min(rows, 4) }, (_, row) => (
          <li key={row}>
            <Card className="grid gap-3 p-4">
              <div className="flex items-center gap-3">
                <Skeleton className="size-10 shrink-0 rounded-full" />
                <Skeleton className="h-5 w-32" />
              </div>
              <div className="grid gap-2">
                {fields.slice(0, 4).map((column) => (
                  <Skeleton key={column.id} className="h-4 w-3/4" />
                ))}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
