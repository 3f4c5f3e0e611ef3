import { LoaderCircle, MessageSquareReply, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import type { HostReview } from '@/contract/host-reviews';
import { Textarea } from '@/web/components/form-controls';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { errorMessage } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format';
import { showError, showSuccess } from '@/web/lib/toasts';
import { cn } from '@/web/lib/utils';
import { REPLY_MAX_LENGTH, useReviewReply } from '../api';

const EDIT_HINT = '返信は投稿から24時間まで編集できます';

/**
 * The host's reply under a review: 返信する opens the box; an existing reply is shown with 編集 while
 * the 24 hours last. A failed post keeps the text in the box.
 */
export function ReplyBox({ review }: { review: HostReview }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useReviewReply();
  const id = useId();
  const hasReply = review.hostReply !== null;
  const length = [...draft].length;

  const open = () => {
    setDraft(review.hostReply ?? '');
    setError(null);
    setEditing(true);
  };

  const submit = () => {
    const reply = draft.trim();
    if (!reply) return setError('返信を入力してください');
    if ([...reply].length > REPLY_MAX_LENGTH) return setError(`返信は${REPLY_MAX_LENGTH}文字以内で入力してください`);
    setError(null);
    mutation.mutate(
      { review, reply },
      {
        onSuccess: () => {
          setEditing(false);
          showSuccess(hasReply ? '返信を更新しました' : '返信を投稿しました', hasReply ? undefined : '物件ページのレビューの下に表示されます。');
        },
        onError: (failure) => showError(hasReply ? '返信を更新できませんでした' : '返信を投稿できませんでした', errorMessage(failure, 'しばらくしてからもう一度お試しください。')),
      },
    );
  };

  if (editing) {
    return (
      <form
        className="grid gap-2 rounded-xl border border-border bg-muted/40 p-3 sm:p-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Label htmlFor={`${id}-reply`} className="font-bold">
          {hasReply ? '返信を編集' : 'ホストとして返信'}
        </Label>
        <Textarea
          id={`${id}-reply`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={REPLY_MAX_LENGTH}
          rows={4}
          className="min-h-28 bg-card"
          placeholder="ご宿泊いただいたお礼や、ご指摘への対応などをお書きください。"
          aria-invalid={error !== null}
          aria-describedby={`${id}-count ${id}-hint${error ? ` ${id}-error` : ''}`}
          autoFocus
        />
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <p id={`${id}-hint`}>{EDIT_HINT}</p>
          <p id={`${id}-count`} className={cn(length >= REPLY_MAX_LENGTH && 'font-bold text-destructive')} aria-live="polite">
            {length}/{REPLY_MAX_LENGTH}文字
          </p>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-bold text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => setEditing(false)} disabled={mutation.isPending}>
            キャンセル
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {hasReply ? '返信を更新' : '返信を投稿'}
          </Button>
        </div>
      </form>
    );
  }

  if (!hasReply) {
    return (
      <Button variant="outline" className="w-fit" onClick={open}>
        <MessageSquareReply aria-hidden="true" />
        返信する
      </Button>
    );
  }

  return (
    <div className="grid gap-2 rounded-xl bg-muted px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="flex items-center gap-1.5 font-bold">
          <MessageSquareReply className="size-4 text-primary" aria-hidden="true" />
          あなたの返信
        </p>
        {review.hostRepliedAt && (
          <time dateTime={review.hostRepliedAt} className="text-xs text-muted-foreground">
            {formatDateTime(review.hostRepliedAt)}
            {review.hostReplyEditedAt && '（編集済み）'}
          </time>
        )}
        {review.replyEditable && (
          <Button variant="ghost" size="sm" className="ml-auto h-8" onClick={open}>
            <Pencil aria-hidden="true" />
            編集
          </Button>
        )}
      </div>
      <p className="whitespace-pre-line break-words">{review.hostReply}</p>
      {review.replyEditable && review.replyEditableUntil ? (
        <p className="text-xs text-muted-foreground">
          {EDIT_HINT}（{formatDateTime(review.replyEditableUntil)}まで）
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">編集期限（24時間）を過ぎたため、この返信は編集できません</p>
      )}
    </div>
  );
}
