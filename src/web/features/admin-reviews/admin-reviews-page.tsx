import { EyeOff, MessageSquare, Star, ThumbsUp } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminReview, AdminReviewCounts } from '@/contract/admin-reviews';
import { ListCounters, type ListCounter } from '@/web/components/data-table/list-counters';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { isListFiltered } from '@/web/lib/list-params';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { ADMIN_REVIEWS_LIST, ADMIN_REVIEWS_PATH } from './api';
import { reviewColumns } from './components/review-columns';
import { ReviewDetailDialog } from './components/review-detail-dialog';
import { RATING_OPTIONS, REVIEW_SORT_OPTIONS, VISIBILITY_OPTIONS } from './labels';
import { PageHeading } from '@/web/components/page-heading';

const COUNTERS: ListCounter<AdminReviewCounts>[] = [
  { key: 'total', label: '総レビュー数', icon: MessageSquare, unit: '件' },
  { key: 'published', label: '公開中', icon: ThumbsUp, unit: '件' },
  { key: 'hidden', label: '非公開', icon: EyeOff, unit: '件' },
  { key: 'averageRating', label: '平均評価（公開中）', icon: Star, rating: true },
];

/** /admin/reviews: every review, searched and filtered through the URL; the detail dialog hides or publishes one. */
export function AdminReviewsPage() {
  usePageTitle('レビュー管理 | 古民家ステイ 管理画面');
  const list = useListParams(ADMIN_REVIEWS_LIST);
  const reviews = useServerList<AdminReview, AdminReviewCounts>({ path: ADMIN_REVIEWS_PATH, list, request: adminRequest, retry: adminRetry });
  const [detail, setDetail] = useState<AdminReview | null>(null);
  const [open, setOpen] = useState(false);
  const columns = useMemo(
    () =>
      reviewColumns({
        onDetail: (review) => {
          setDetail(review);
          setOpen(true);
        },
      }),
    [],
  );
  const { state } = list;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <PageHeading title="レビュー管理">投稿されたレビューの確認と、公開・非公開の切り替えができます。投稿から24時間たったレビューは自動で公開されます。</PageHeading>

      <ListCounters label="レビューの集計" counters={COUNTERS} counts={reviews.data?.counts} loading={reviews.isPending} />

      <ListToolbar label="レビューの検索と絞り込み" onClear={isListFiltered(state) ? list.clearFilters : undefined}>
        <ListSearchBox
          id="reviews-search"
          label="キーワード"
          placeholder="物件名・投稿者・コメントで検索"
          value={state.q}
          onChange={list.setSearch}
          className="col-span-2 md:min-w-48 md:flex-1"
        />
        <ListSelect id="reviews-rating" label="評価" allLabel="すべての評価" options={RATING_OPTIONS} value={state.filters.rating} onChange={(v) => list.setFilter('rating', v)} className="md:w-36" />
        <ListSelect
          id="reviews-visibility"
          label="状態"
          allLabel="すべての状態"
          options={VISIBILITY_OPTIONS}
          value={state.filters.visibility}
          onChange={(v) => list.setFilter('visibility', v)}
          className="md:w-36"
        />
        <ListSelect id="reviews-sort" label="並び順" options={REVIEW_SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'newest')} className="md:w-36" />
      </ListToolbar>

      <ServerListSection list={list} query={reviews} columns={columns} rowKey={(review) => review.id} name="レビュー一覧" noun="レビュー" />

      <ReviewDetailDialog review={detail} open={open} onOpenChange={setOpen} />
    </div>
  );
}
