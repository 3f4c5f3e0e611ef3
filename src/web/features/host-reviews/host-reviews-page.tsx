import { MessageSquareReply, MessageSquareText, MessagesSquare, Star } from 'lucide-react';
import type { HostReview, HostReviewCounts } from '@/contract/host-reviews';
import { ListEmpty } from '@/web/components/data-table/list-empty';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect, type ListSelectOption } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { Pagination } from '@/web/components/data-table/pagination';
import { QueryState } from '@/web/components/query-state';
import { StatCard, StatCardSkeleton } from '@/web/components/stat-card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatNumber, formatRating } from '@/web/lib/format';
import { isListFiltered, listPageSize } from '@/web/lib/list-params';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { cn } from '@/web/lib/utils';
import { HOST_REVIEWS_LIST, HOST_REVIEWS_PATH } from './api';
import { HostReviewCard } from './components/host-review-card';

type Rating = (typeof HOST_REVIEWS_LIST.filters.rating)[number];
type Replied = (typeof HOST_REVIEWS_LIST.filters.replied)[number];
type Sort = (typeof HOST_REVIEWS_LIST.sorts)[number];

const RATING_OPTIONS: ListSelectOption<Rating>[] = HOST_REVIEWS_LIST.filters.rating.map((value) => ({ value, label: `★${value}` }));
const REPLIED_OPTIONS: ListSelectOption<Replied>[] = [
  { value: 'awaiting', label: '返信待ち' },
  { value: 'replied', label: '返信済み' },
];
const SORT_OPTIONS: ListSelectOption<Sort>[] = [
  { value: 'newest', label: '新しい順' },
  { value: 'oldest', label: '古い順' },
  { value: 'rating_high', label: '評価の高い順' },
  { value: 'rating_low', label: '評価の低い順' },
];

function Summary({ counts }: { counts: HostReviewCounts | null | undefined }) {
  if (!counts) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="status" aria-label="読み込み中">
        {Array.from({ length: 4 }, (_, i) => (
          <StatCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="平均評価" icon={Star} value={counts.total > 0 ? `★${formatRating(counts.average)}` : '—'} note={counts.total > 0 ? '5段階の総合評価' : 'まだ評価がありません'} />
      <StatCard label="レビュー総数" icon={MessagesSquare} value={`${formatNumber(counts.total)}件`} />
      <StatCard label="返信済み" icon={MessageSquareReply} value={`${formatNumber(counts.replied)}件`} />
      <StatCard label="返信待ち" icon={MessageSquareText} value={`${formatNumber(counts.awaiting)}件`} highlight={counts.awaiting > 0} />
    </div>
  );
}

/** How many reviews each star count has, as bars. */
function Distribution({ counts }: { counts: HostReviewCounts }) {
  if (counts.total === 0) return null;
  const stars = [5, 4, 3, 2, 1] as const;
  return (
    <section aria-label="評価の内訳" className="grid gap-1.5 rounded-2xl border border-border bg-card p-4 text-sm shadow-sm sm:max-w-md">
      {stars.map((star) => {
        const n = counts[`star${star}`];
        return (
          <div key={star} className="grid grid-cols-[2.5rem_1fr_3rem] items-center gap-2">
            <span className="text-muted-foreground">★{star}</span>
            <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span className="block h-full rounded-full bg-amber-500" style={{ width: `${(n / counts.total) * 100}%` }} />
            </span>
            <span className="text-right">{formatNumber(n)}件</span>
          </div>
        );
      })}
    </section>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-56 rounded-2xl" />
      ))}
    </div>
  );
}

/** /host/reviews: the reviews of the host's houses with the summary, search, filters and the replies. */
export function HostReviewsPage() {
  usePageTitle('レビュー管理 | 古民家ステイ ホスト管理');
  const list = useListParams(HOST_REVIEWS_LIST);
  const reviews = useServerList<HostReview, HostReviewCounts>({ path: HOST_REVIEWS_PATH, list });
  const { state } = list;
  const filtered = isListFiltered(state);
  const counts = reviews.data?.counts;

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">レビュー管理</h1>
        <p className="text-muted-foreground">ゲストから届いたレビューを確認し、お礼やご指摘への対応を返信できます。返信は物件ページのレビューの下に表示されます。</p>
      </header>

      <Summary counts={reviews.isError ? undefined : counts} />
      {counts && <Distribution counts={counts} />}

      <ListToolbar label="レビューの検索と絞り込み" onClear={filtered ? list.clearFilters : undefined}>
        <ListSearchBox
          id="host-reviews-search"
          label="キーワード"
          placeholder="コメント・物件名・ゲスト名"
          value={state.q}
          onChange={list.setSearch}
          className="col-span-2 md:min-w-48 md:flex-1"
        />
        <ListSelect id="host-reviews-rating" label="評価" allLabel="すべての評価" options={RATING_OPTIONS} value={state.filters.rating} onChange={(v) => list.setFilter('rating', v)} className="md:w-36" />
        <ListSelect id="host-reviews-replied" label="返信" allLabel="すべて" options={REPLIED_OPTIONS} value={state.filters.replied} onChange={(v) => list.setFilter('replied', v)} className="md:w-32" />
        <ListSelect id="host-reviews-sort" label="並び順" options={SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'newest')} className="col-span-2 md:w-40" />
      </ListToolbar>

      <section aria-label="レビュー一覧" className="grid grid-cols-1 gap-4">
        <QueryState query={reviews} loading={<ListSkeleton />} errorTitle="レビューの読み込みに失敗しました">
          {(data) =>
            data.items.length === 0 ? (
              !filtered && (data.counts?.total ?? 0) === 0 ? (
                <ListEmpty icon={MessagesSquare} title="まだレビューがありません" description="ゲストがご宿泊後に投稿したレビューが、ここに表示されます。" />
              ) : (
                <ListEmpty
                  title="条件に合うレビューはありません"
                  description="検索語や絞り込みを変えてお試しください。"
                  onClear={list.clearFilters}
                />
              )
            ) : (
              <ul aria-busy={reviews.isPlaceholderData} className={cn('grid gap-4 transition-opacity', reviews.isPlaceholderData && 'opacity-60')}>
                {data.items.map((review) => (
                  <li key={review.id}>
                    <HostReviewCard review={review} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        <Pagination page={state.page} pageSize={listPageSize(HOST_REVIEWS_LIST)} total={reviews.data?.total} hrefForPage={list.hrefForPage} label="レビュー一覧" />
      </section>
    </div>
  );
}
