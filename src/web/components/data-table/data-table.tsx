import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '@/web/components/query-state';
import { Card } from '@/web/components/ui/card';
import type { ServerList } from '@/web/lib/server-list';
import { cn } from '@/web/lib/utils';
import { CELL, TableHead } from './table-parts';
import { DataTableSkeleton } from './data-table-skeleton';
import type { DataTableColumn, MobilePlacement } from './types';

const placement = <T,>(column: DataTableColumn<T>): MobilePlacement => column.mobile ?? 'field';
const mobileCell = <T,>(column: DataTableColumn<T>, row: T) => (column.mobileCell ?? column.cell)(row);

interface RowsProps<T> {
  rows: T[];
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string;
  /** The table's name for screen readers, e.g. ユーザー一覧. */
  caption: string;
}

/** The wide screen's table. */
function Table<T>({ rows, columns, rowKey, caption }: RowsProps<T>) {
  return (
    <Card className="relative hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} />
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="transition-colors hover:bg-muted/40">
              {columns.map((column) => (
                <td key={column.id} className={cn(CELL, 'py-3 align-middle', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** The phone's list of cards: title and badges on top, labelled lines, then the buttons. */
function Cards<T>({ rows, columns, rowKey, caption }: RowsProps<T>) {
  const titles = columns.filter((c) => placement(c) === 'title');
  const badges = columns.filter((c) => placement(c) === 'badge');
  const fields = columns.filter((c) => placement(c) === 'field');
  const actions = columns.filter((c) => placement(c) === 'actions');
  return (
    <ul className="grid gap-3 md:hidden" aria-label={caption}>
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <Card className="grid gap-3 p-4">
            {(titles.length > 0 || badges.length > 0) && (
              <div className="flex items-start justify-between gap-3">
                <div className="grid min-w-0 gap-1">
                  {titles.map((column) => (
                    <div key={column.id} className="min-w-0">
                      {mobileCell(column, row)}
                    </div>
                  ))}
                </div>
                {badges.length > 0 && (
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    {badges.map((column) => (
                      <div key={column.id}>{mobileCell(column, row)}</div>
                    ))}
                  </div>
                )}
              </div>
            )}
            {fields.length > 0 && (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-1.5 text-sm">
                {fields.map((column) => (
                  <div key={column.id} className="contents">
                    <dt className="text-muted-foreground">{column.mobileLabel ?? column.header}</dt>
                    <dd className="min-w-0 break-words">{mobileCell(column, row)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {actions.map((column) => (
              <div key={column.id} className="border-t border-border pt-3">
                {mobileCell(column, row)}
              </div>
            ))}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Rows already at hand as a table from md up and as cards on a phone. */
export function DataTableRows<T>(props: RowsProps<T>) {
  return (
    <>
      <Table {...props} />
      <Cards {...props} />
    </>
  );
}

/**
 * A page of a server-side list (useServerList): its table's skeleton while the first page loads, the
 * error with 再読み込み, `empty` when nothing matches, otherwise the rows. While the next page loads the
 * previous one stays, dimmed.
 */
export function DataTable<T, C extends Record<string, number> = Record<string, number>>({
  query,
  columns,
  rowKey,
  caption,
  empty,
  errorTitle = '一覧の読み込みに失敗しました',
  skeletonRows,
}: {
  query: UseQueryResult<ServerList<T, C>>;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string;
  caption: string;
  /** What an empty page shows (ListEmpty). */
  empty: ReactNode;
  errorTitle?: string;
  skeletonRows?: number;
}) {
  return (
    <QueryState query={query} loading={<DataTableSkeleton columns={columns} rows={skeletonRows} />} errorTitle={errorTitle}>
      {(data) =>
        data.items.length === 0 ? (
          empty
        ) : (
          <div aria-busy={query.isPlaceholderData} className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            <DataTableRows rows={data.items} columns={columns} rowKey={rowKey} caption={caption} />
          </div>
        )
      }
    </QueryState>
  );
}
