import { Eye } from 'lucide-react';
import type { AdminReview } from '@/contract/admin-reviews';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import { formatDateWithWeekday } from '@/web/lib/format';
import { Stars, VisibilityBadge } from '../labels';

const excerpt = (text: string | null, length = 60) => (!text ? '（コメントなし）' : [...text].length > length ? `${[...text].slice(0, length).join('')}…` : text);

function Photos({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <span className="text-muted-foreground">-</span>;
  return (
    <div className="flex gap-1">
      {urls.slice(0, 3).map((url) => (
        <img key={url} src={url} alt="" loading="lazy" className="size-10 rounded object-cover" />
      ))}
      {urls.length > 3 && <span className="self-center text-xs text-muted-foreground">+{urls.length - 3}</span>}
      <span className="sr-only">写真{urls.length}枚</span>
    </div>
  );
}

/** The columns of /admin/reviews, for the table and the phone's cards. */
export function reviewColumns({ onDetail }: { onDetail: (review: AdminReview) => void }): DataTableColumn<AdminReview>[] {
  return [
    {
      id: 'property',
      header: '物件',
      mobile: 'title',
      cell: (review) => (
        <div className="grid min-w-0">
          <span className="font-bold">{review.propertyTitle}</span>
          <span className="text-xs text-muted-foreground">{review.reviewerName}</span>
        </div>
      ),
    },
    { id: 'rating', header: '評価', className: 'whitespace-nowrap', cell: (review) => <Stars value={review.ratingOverall} /> },
    { id: 'comment', header: 'コメント', className: 'max-w-72', cell: (review) => <span className="line-clamp-2 text-sm">{excerpt(review.comment)}</span> },
    { id: 'photos', header: '写真', cell: (review) => <Photos urls={review.photoUrls} /> },
    { id: 'visibility', header: '状態', mobile: 'badge', skeleton: 'badge', className: 'whitespace-nowrap', cell: (review) => <VisibilityBadge visibility={review.visibility} /> },
    { id: 'createdAt', header: '投稿日', className: 'whitespace-nowrap', cell: (review) => formatDateWithWeekday(review.createdAt) },
    {
      id: 'actions',
      header: '操作',
      headerHidden: true,
      mobile: 'actions',
      skeleton: 'buttons',
      className: 'text-right',
      cell: (review) => (
        <Button variant="ghost" size="icon" className="size-8" aria-label={`${review.reviewerName}さんのレビューの詳細`} title="詳細" onClick={() => onDetail(review)}>
          <Eye aria-hidden="true" />
        </Button>
      ),
      mobileCell: (review) => (
        <Button variant="outline" size="sm" className="w-full" aria-label={`${review.reviewerName}さんのレビューの詳細`} onClick={() => onDetail(review)}>
          <Eye aria-hidden="true" />
          詳細・公開設定
        </Button>
      ),
    },
  ];
}
