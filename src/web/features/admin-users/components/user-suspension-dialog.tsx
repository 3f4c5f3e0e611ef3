import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Ban, RotateCcw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { suspendUserBodySchema, type AdminUser } from '@/contract/admin-users';
import { describedBy, FieldError } from '@/web/components/form-field';
import { RequiredMark, Textarea } from '@/web/components/form-controls';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { isApiError } from '@/web/lib/api-error';
import { formatDateTime } from '@/web/lib/format';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { zodResolver } from '@/web/lib/zod-form-resolver';
import { adminUserDetailQuery, useSetUserSuspension } from '../api';

const REASON_MAX = 500;

function SuspendForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const mutation = useSetUserSuspension();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(suspendUserBodySchema), defaultValues: { reason: '' } });
  const length = watch('reason').length;

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(
      { id: user.id, suspend: true, body },
      {
        onSuccess: () => {
          showSuccess('利用を停止しました', `${user.fullName}さんは、解除するまでログインできません。`);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.field === 'reason' && error.serverMessage) setError('reason', { message: error.serverMessage });
          showApiError('利用停止できませんでした', error, '利用停止に失敗しました。時間をおいてもう一度お試しください。');
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="利用停止">
      <div role="note" className="flex gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-bold text-destructive">このユーザーはすぐにログアウトされます</p>
          <p>ログイン中のセッションはすべて終了し、利用停止を解除するまでログインできなくなります。予約や物件のデータは削除されません。</p>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="suspend-reason">
          利用停止の理由
          <RequiredMark />
        </Label>
        <Textarea
          id="suspend-reason"
          className="min-h-28"
          maxLength={REASON_MAX}
          placeholder="例：利用規約に違反する行為が確認されたため"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedBy('suspend-reason-hint', errors.reason && 'suspend-reason-error')}
          {...register('reason')}
        />
        <p id="suspend-reason-hint" className="flex justify-between gap-3 text-xs text-muted-foreground">
          <span>理由は記録され、ユーザーの詳細に表示されます。</span>
          <span aria-hidden="true" className="tabular-nums">
            {length}/{REASON_MAX}
          </span>
        </p>
        <FieldError id="suspend-reason-error" message={errors.reason?.message} />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={mutation.isPending}>
            キャンセル
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={mutation.isPending}>
          <Ban aria-hidden="true" />
          {mutation.isPending ? '停止しています…' : '利用停止にする'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ReinstateForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const mutation = useSetUserSuspension();
  const detail = useQuery(adminUserDetailQuery(user.id));
  const reinstate = () =>
    mutation.mutate(
      { id: user.id, suspend: false },
      {
        onSuccess: () => {
          showSuccess('利用停止を解除しました', `${user.fullName}さんは再びログインできます。`);
          onDone();
        },
        onError: (error) => showApiError('解除できませんでした', error, '利用停止の解除に失敗しました。時間をおいてもう一度お試しください。'),
      },
    );

  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 rounded-xl border border-border bg-muted/40 p-4 text-sm">
        <div className="grid grid-cols-[5rem_minmax(0,1fr)] gap-2">
          <dt className="text-muted-foreground">停止日時</dt>
          <dd>{user.suspendedAt ? formatDateTime(user.suspendedAt) : '-'}</dd>
        </div>
        <div className="grid grid-cols-[5rem_minmax(0,1fr)] gap-2">
          <dt className="text-muted-foreground">理由</dt>
          <dd className="break-words whitespace-pre-wrap">{detail.data?.suspensionReason ?? (detail.isPending ? '読み込み中…' : '-')}</dd>
        </div>
      </dl>
      <p className="text-sm">解除すると、このユーザーは再びログインしてサービスを利用できるようになります。</p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={mutation.isPending}>
            キャンセル
          </Button>
        </DialogClose>
        <Button onClick={reinstate} disabled={mutation.isPending}>
          <RotateCcw aria-hidden="true" />
          {mutation.isPending ? '解除しています…' : '利用停止を解除する'}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** 編集: suspend the user with a reason, or lift a suspension. */
export function UserSuspensionDialog({ user, open, onOpenChange }: { user: AdminUser | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const suspended = user?.suspendedAt != null;
  return (
    <Dialog open={open && user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {user && (
          <>
            <DialogHeader className="text-left">
              <DialogTitle>{suspended ? '利用停止を解除' : '利用停止'}</DialogTitle>
              <DialogDescription>
                {suspended ? `${user.fullName}さん（${user.email}）の利用停止を解除します。` : `${user.fullName}さん（${user.email}）の利用を停止します。`}
              </DialogDescription>
            </DialogHeader>
            {suspended ? (
              <ReinstateForm key={user.id} user={user} onDone={() => onOpenChange(false)} />
            ) : (
              <SuspendForm key={user.id} user={user} onDone={() => onOpenChange(false)} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
