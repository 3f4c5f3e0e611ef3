import { useQuery } from '@tanstack/react-query';
import { Archive, Play, Reply } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AdminInquiry, AdminInquiryDetail } from '@/contract/admin-inquiries';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateTime } from '@/web/lib/format';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { inquiryDetailQuery, useChangeInquiry } from '../api';
import { canRespondTo, InquiryStatusBadge, typeLabel } from '../labels';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 py-2.5 sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="読み込み中" className="grid gap-3 py-2">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="grid grid-cols-[6.5rem_1fr] gap-3">
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-4 w-48" />
        </div>
      ))}
    </div>
  );
}

function DetailBody({ inquiry }: { inquiry: AdminInquiryDetail }) {
  return (
    <div className="grid gap-4">
      <dl className="divide-y divide-border">
        <Field label="送信者">{inquiry.fullName}</Field>
        <Field label="メールアドレス">
          <span className="break-all">{inquiry.email}</span>
        </Field>
        <Field label="種別">{typeLabel(inquiry.inquiryType)}</Field>
        <Field label="状況">
          <InquiryStatusBadge status={inquiry.status} />
        </Field>
        <Field label="受付日時">{formatDateTime(inquiry.createdAt)}</Field>
        <Field label="担当者">{inquiry.assignedAdminName ?? '未割り当て'}</Field>
      </dl>
      <section aria-label="お問い合わせ内容" className="grid gap-1.5">
        <h3 className="text-sm font-bold">お問い合わせ内容</h3>
        <p className="max-h-60 overflow-y-auto rounded-xl border bg-muted/40 p-4 text-sm break-words whitespace-pre-wrap">{inquiry.content}</p>
      </section>
      <section aria-label="管理者の回答" className="grid gap-1.5">
        <h3 className="text-sm font-bold">管理者の回答</h3>
        {inquiry.adminResponse ? (
          <div className="grid gap-2 rounded-xl border border-success/30 bg-success-muted/40 p-4 text-sm">
            <p className="break-words whitespace-pre-wrap">{inquiry.adminResponse}</p>
            <p className="text-xs text-muted-foreground">
              {inquiry.respondedAt ? formatDateTime(inquiry.respondedAt) : ''}
              {inquiry.assignedAdminName ? `・${inquiry.assignedAdminName}` : ''}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">まだ回答していません。</p>
        )}
      </section>
    </div>
  );
}

/** 詳細: sender, e-mail, subject, content, type, status and the admin's answer; 対応開始, 回答 and クローズ. */
export function InquiryDetailDialog({
  inquiry,
  open,
  onOpenChange,
  onRespond,
}: {
  /** Kept while the dialog closes, so that its content does not vanish mid-animation. */
  inquiry: AdminInquiry | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRespond: (inquiry: AdminInquiry) => void;
}) {
  const detail = useQuery({ ...inquiryDetailQuery(inquiry?.id ?? ''), enabled: open && inquiry !== null });
  const mutation = useChangeInquiry();
  const [confirmClose, setConfirmClose] = useState(false);
  const current: AdminInquiry | null = detail.data ?? inquiry;
  const canTake = detail.data ? detail.data.canTake : current?.status === 'open';
  const canClose = detail.data ? detail.data.canClose : current !== null && current.status !== 'closed';

  const change = (action: 'take' | 'close') => {
    if (!current) return;
    mutation.mutate(
      { id: current.id, action },
      {
        onSuccess: () => {
          setConfirmClose(false);
          if (action === 'take') showSuccess('対応を開始しました', 'このお問い合わせは対応中になり、あなたが担当者になりました。');
          else showSuccess('クローズしました', 'このお問い合わせをクローズしました。');
        },
        onError: (error) =>
          showApiError(action === 'take' ? '対応を開始できませんでした' : 'クローズできませんでした', error, '時間をおいてもう一度お試しください。'),
      },
    );
  };

  return (
    <Dialog
      open={open && inquiry !== null}
      onOpenChange={(next) => {
        if (!next) setConfirmClose(false);
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-xl">
        {current && (
          <>
            <DialogHeader className="text-left">
              <DialogTitle className="pr-8 break-words">{current.subject}</DialogTitle>
              <DialogDescription className="sr-only">お問い合わせの内容と回答</DialogDescription>
            </DialogHeader>
            <QueryState
              query={detail}
              loading={<DetailSkeleton />}
              errorTitle="お問い合わせの読み込みに失敗しました"
              notFound={<p className="py-6 text-center text-sm text-muted-foreground">このお問い合わせは見つかりませんでした。</p>}
            >
              {(data) => <DetailBody inquiry={data} />}
            </QueryState>
            {confirmClose ? (
              <div role="alert" className="grid gap-3 rounded-xl border border-warning/40 bg-warning-muted/40 p-4 text-sm">
                <p>
                  {current.status === 'resolved'
                    ? 'このお問い合わせをクローズします。よろしいですか？'
                    : 'まだ回答していません。回答せずにクローズすると、このお問い合わせには回答できなくなります。よろしいですか？'}
                </p>
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button variant="outline" disabled={mutation.isPending} onClick={() => setConfirmClose(false)}>
                    戻る
                  </Button>
                  <Button variant="destructive" disabled={mutation.isPending} onClick={() => change('close')}>
                    {mutation.isPending ? 'クローズ中...' : 'クローズする'}
                  </Button>
                </div>
              </div>
            ) : (
              <DialogFooter className="gap-2">
                <DialogClose asChild>
                  <Button variant="outline">閉じる</Button>
                </DialogClose>
                {canClose && (
                  <Button variant="outline" disabled={mutation.isPending} onClick={() => setConfirmClose(true)}>
                    <Archive aria-hidden="true" />
                    クローズ
                  </Button>
                )}
                {canTake && (
                  <Button variant="outline" disabled={mutation.isPending} onClick={() => change('take')}>
                    <Play aria-hidden="true" />
                    {mutation.isPending ? '処理中...' : '対応開始'}
                  </Button>
                )}
                <Button disabled={!canRespondTo(current.status) || mutation.isPending} onClick={() => onRespond(current)}>
                  <Reply aria-hidden="true" />
                  回答する
                </Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
