import type { UseQueryResult } from '@tanstack/react-query';
import type { ServerList } from '@/web/lib/server-list';
import { isListFiltered, listPageSize, type ListFilterValues } from '@/web/lib/list-params';
import type { ListParams } from '@/web/lib/use-list-params';
import { DataTable } from './data-table';
import { ListEmpty } from './list-empty';
import { Pagination } from './pagination';
import type { DataTableColumn } from './types';

/**
 * The body of a list page of the list kit (docs/decisions/0012-list-kit.md): the page of rows as a
 * table (cards on a phone), the empty message with 条件をクリア when a search or filter found nothing,
 * and the pages. `name` is the list's name (ホスト一覧), `noun` what it lists (ホスト).
 */
export function ServerListSection<T, C extends Record<string, number>, F extends ListFilterValues, S extends string>({
  list,
  query,
  columns,
  rowKey,
  name,
  noun,
  emptyDescription,
  filtered = isListFiltered(list.state),
}: {
  list: ListParams<F, S>;
  query: UseQueryResult<ServerList<T, C>>;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string;
  name: string;
  noun: string;
  /** What the empty message says when nothing is searched or filtered (none by default). */
  emptyDescription?: string;
  /** Whether a search or filter narrows the list (default: the list's state; a page with filters of its own says so). */
  filtered?: boolean;
}) {
  return (
    <section aria-label={name} className="grid grid-cols-1 gap-4">
      <DataTable
        query={query}
        columns={columns}
        rowKey={rowKey}
        caption={name}
        errorTitle={`${noun}の読み込みに失敗しました`}
        empty={
          <ListEmpty
            title={`該当する${noun}が見つかりません`}
            description={filtered ? '検索語や絞り込みの条件を変えてお試しください。' : emptyDescription}
            onClear={filtered ? list.clearFilters : undefined}
          />
        }
      />
      <Pagination
        page={list.state.page}
        pageSize={listPageSize(list.spec)}
        total={query.data?.total}
        totalCapped={query.data?.totalCapped}
        hrefForPage={list.hrefForPage}
        label={name}
      />
    </section>
  );
}
