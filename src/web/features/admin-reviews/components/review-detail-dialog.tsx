import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { AdminReview } from '@/contract/admin-reviews';
import { ReasonDialog } from '@/web/components/reason-dialog';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { isApiError } from '@/web/lib/api-error';
import { formatDateTime } from '@/web/lib/format';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useModerateReview } from '../api';
import { Stars, VisibilityBadge } from '../labels';

const SUB_RATINGS: { key: keyof Pick<AdminReview, 'ratingCleanliness' | 'ratingAccuracy' | 'ratingLocation' | 'ratingValue' | 'ratingHost'>; label: string }[] = [
  { key: 'ratingCleanliness', label: '清潔さ' },
  { key: 'ratingAccuracy', label: '正確さ' },
  { key: 'ratingLocation', label: '立地' },
  { key: 'ratingValue', label: '価格に見合う価値' },
  { key: 'ratingHost', label: 'ホストの対応' },
];

/** A review's whole content (every rating, the photos, the host's reply, the moderation) with 非公開にする / 公開する. */
export function ReviewDetailDialog({ review, open, onOpenChange }: { review: AdminReview | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const mutation = useModerateReview();
  const [hiding, setHiding] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [current, setCurrent] = useState<AdminReview | null>(null);
  // The answer of a change replaces the row the dialog opened with until another review is opened.
  const shown = current && review && current.id === review.id ? current : review;

  const hide = (reason: string) => {
    if (!shown) return;
    mutation.mutate(
      { id: shown.id, action: 'hide', reason },
      {
        onSuccess: (next) => {
          setCurrent(next);
          setHiding(false);
          showSuccess('レビューを非公開にしました', `${next.reviewerName}さんに理由をメールでお知らせしました。物件の評価を再計算しました。`);
        },
        onError: (error) => {
          if (isApiError(error) && error.field === 'reason') setReasonError(error.serverMessage ?? undefined);
          showApiError('非公開にできませんでした', error, 'レビューを非公開にできませんでした。時間をおいてもう一度お試しください。');
        },
      },
    );
  };
  const publish = () => {
    if (!shown) return;
    mutation.mutate(
      { id: shown.id, action: 'publish' },
      {
        onSuccess: (next) => {
          setCurrent(next);
          showSuccess('レビューを公開しました', '物件ページに表示され、評価に反映されました。');
        },
        onError: (error) => showApiError('公開できませんでした', error, 'レビューを公開できませんでした。時間をおいてもう一度お試しください。'),
      },
    );
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader className="text-left">
            <DialogTitle>レビューの詳細</DialogTitle>
            <DialogDescription>{shown ? `${shown.propertyTitle}・${shown.reviewerName}さん・${formatDateTime(shown.createdAt)}` : ''}</DialogDescription>
          </DialogHeader>
          {shown && (
            <div className="grid gap-5 text-sm">
              <div className="flex flex-wrap items-center gap-3">
                <VisibilityBadge visibility={shown.visibility} />
                <span className="font-bold">総合評価</span>
                <Stars value={shown.ratingOverall} size="size-5" />
              </div>
              <dl className="grid gap-2 sm:grid-cols-2">
                {SUB_RATINGS.map(({ key, label }) => (
                  <div key={key} className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd>{shown[key] === null ? '-' : <Stars value={shown[key]} />}</dd>
                  </div>
                ))}
              </dl>
              <section aria-label="コメント" className="grid gap-1">
                <h3 className="font-bold">コメント</h3>
                <p className="whitespace-pre-line break-words">{shown.comment || '（コメントなし）'}</p>
              </section>
              {shown.photoUrls.length > 0 && (
                <section aria-label="写真" className="grid gap-2">
                  <h3 className="font-bold">写真（{shown.photoUrls.length}枚）</h3>
                  <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                    {shown.photoUrls.map((url, i) => (
                      <a key={url} href={url} target="_blank" rel="noreferrer">
                        <img src={url} alt={`レビューの写真${i + 1}`} className="aspect-square w-full rounded-md object-cover" />
                      </a>
                    ))}
                  </div>
                </section>
              )}
              <section aria-label="ホストからの返信" className="grid gap-1 rounded-md bg-muted/50 p-3">
                <h3 className="font-bold">ホストからの返信</h3>
                {shown.hostReply ? (
                  <>
                    <p className="whitespace-pre-line break-words">{shown.hostReply}</p>
                    {shown.hostRepliedAt && <p className="text-xs text-muted-foreground">{formatDateTime(shown.hostRepliedAt)}</p>}
                  </>
                ) : (
                  <p className="text-muted-foreground">まだ返信はありません</p>
                )}
              </section>
              <dl className="grid gap-1 text-muted-foreground">
                <div className="flex gap-2">
                  <dt>公開日時</dt>
                  <dd>{shown.publishedAt ? formatDateTime(shown.publishedAt) : '未公開（投稿から24時間で自動公開）'}</dd>
                </div>
                {shown.hiddenAt && (
                  <div className="flex gap-2">
                    <dt>非公開日時</dt>
                    <dd>{formatDateTime(shown.hiddenAt)}</dd>
                  </div>
                )}
                {shown.moderationReason && (
                  <div className="flex gap-2">
                    <dt className="shrink-0">理由</dt>
                    <dd className="break-words text-foreground">{shown.moderationReason}</dd>
                  </div>
                )}
              </dl>
              <div className="flex flex-wrap justify-end gap-2">
                {shown.visibility !== 'published' && (
                  <Button onClick={publish} disabled={mutation.isPending}>
                    <Eye aria-hidden="true" />
                    {mutation.isPending && !hiding ? '公開しています…' : '公開する'}
                  </Button>
                )}
                {shown.visibility !== 'hidden' && (
                  <Button
                    variant="outline"
                    className="text-destructive"
                    disabled={mutation.isPending}
                    onClick={() => {
                      setReasonError(undefined);
                      setHiding(true);
                    }}
                  >
                    <EyeOff aria-hidden="true" />
                    非公開にする
                  </Button>
                )}
              </div>
            </div>
          )}
        </DialogContent>
      </Dialog>
      <ReasonDialog
        open={hiding}
        onOpenChange={setHiding}
        title="レビューを非公開にする"
        description={shown ? `${shown.reviewerName}さんのレビューを物件ページから外し、評価の計算から除きます。理由は投稿者にメールで届きます。` : ''}
        label="非公開にする理由"
        placeholder="例：個人を特定できる情報が含まれているため"
        hint="投稿者に伝わる文章で書いてください。"
        confirmLabel="非公開にする"
        pendingLabel="非公開にしています…"
        pending={mutation.isPending}
        error={reasonError}
        onConfirm={hide}
      />
    </>
  );
}
