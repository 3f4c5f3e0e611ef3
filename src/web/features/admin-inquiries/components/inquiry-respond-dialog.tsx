import { useId, useState } from 'react';
import { INQUIRY_RESPONSE_MAX, type AdminInquiry } from '@/contract/admin-inquiries';
import { Textarea } from '@/web/components/form-controls';
import { FieldError, describedBy } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { isApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useChangeInquiry } from '../api';

/**
 * 回答: the inquiry's subject and content, and a six-row reply box. 送信 is disabled while the reply is
 * blank or being sent; on success the dialog closes and the text is cleared, on failure the text stays.
 */
export function InquiryRespondDialog({
  inquiry,
  open,
  onOpenChange,
}: {
  /** Kept while the dialog closes, so that its content does not vanish mid-animation. */
  inquiry: AdminInquiry | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const mutation = useChangeInquiry();
  const [reply, setReply] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const blank = reply.trim() === '';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!inquiry || blank || mutation.isPending) return;
    setFieldError(undefined);
    mutation.mutate(
      { id: inquiry.id, action: 'respond', responseContent: reply.trim() },
      {
        onSuccess: () => {
          showSuccess('回答送信完了', `${inquiry.fullName}様のお問い合わせに回答し、メールでお送りしました。`);
          setReply('');
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.field === 'responseContent') setFieldError(error.serverMessage ?? undefined);
          showApiError('回答送信エラー', error, '回答を送信できませんでした。時間をおいてもう一度お試しください。');
        },
      },
    );
  };

  return (
    <Dialog
      open={open && inquiry !== null}
      onOpenChange={(next) => {
        if (!next && mutation.isPending) return;
        if (!next) setFieldError(undefined);
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-xl">
        {inquiry && (
          <>
            <DialogHeader className="text-left">
              <DialogTitle>お問い合わせに回答</DialogTitle>
              <DialogDescription>回答は {inquiry.email} 宛てにメールで送信され、お問い合わせは解決済みになります。</DialogDescription>
            </DialogHeader>
            <div className="grid gap-3 rounded-xl border bg-muted/40 p-4 text-sm">
              <div className="grid gap-1">
                <p className="text-xs text-muted-foreground">件名</p>
                <p className="font-bold break-words">{inquiry.subject}</p>
              </div>
              <div className="grid gap-1">
                <p className="text-xs text-muted-foreground">お問い合わせ内容</p>
                <p className="max-h-40 overflow-y-auto break-words whitespace-pre-wrap">{inquiry.content}</p>
              </div>
            </div>
            <form onSubmit={submit} noValidate className="grid gap-4" aria-label="お問い合わせへの回答">
              <div className="grid gap-2">
                <Label htmlFor={`${id}-reply`}>回答内容</Label>
                <Textarea
                  id={`${id}-reply`}
                  rows={6}
                  className="min-h-0"
                  maxLength={INQUIRY_RESPONSE_MAX}
                  placeholder="お客様への回答を入力してください"
                  value={reply}
                  onChange={(event) => {
                    setReply(event.target.value);
                    setFieldError(undefined);
                  }}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={describedBy(`${id}-hint`, fieldError && `${id}-error`)}
                />
                <p id={`${id}-hint`} className="flex justify-between gap-3 text-xs text-muted-foreground">
                  <span>送信した回答はあとから変更できません。</span>
                  <span aria-hidden="true" className="tabular-nums">
                    {reply.length}/{INQUIRY_RESPONSE_MAX}
                  </span>
                </p>
                <FieldError id={`${id}-error`} message={fieldError} />
              </div>
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="outline" disabled={mutation.isPending}>
                    キャンセル
                  </Button>
                </DialogClose>
                <Button type="submit" disabled={blank || mutation.isPending}>
                  {mutation.isPending ? '送信中...' : '送信'}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
