import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, UserX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { adminClosureBodySchema, type ClosurePreview } from '@/contract/account-closure';
import type { AdminUser } from '@/contract/admin-users';
import { ClosureLists } from '@/web/components/closure-lists';
import { describedBy, FieldError } from '@/web/components/form-field';
import { RequiredMark, Textarea } from '@/web/components/form-controls';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { isApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { zodResolver } from '@/web/lib/zod-form-resolver';
import { adminUserClosureQuery, useCloseUserAccount } from '../api';

const REASON_MAX = 500;

function ClosureForm({ user, preview, onDone }: { user: AdminUser; preview: ClosurePreview; onDone: () => void }) {
  const mutation = useCloseUserAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(adminClosureBodySchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          showSuccess('退会処理をしました', `${user.fullName}さんの個人情報を消去しました。`);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.field === 'reason' && error.serverMessage) setError('reason', { message: error.serverMessage });
          showApiError('退会処理ができませんでした', error, '退会処理に失敗しました。時間をおいてもう一度お試しください。');
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="退会処理">
      <ClosureLists preview={preview} />
      {preview.canClose ? (
        <div className="grid gap-2">
          <Label htmlFor="closure-reason">
            退会処理の理由
            <RequiredMark />
          </Label>
          <Textarea
            id="closure-reason"
            className="min-h-24"
            maxLength={REASON_MAX}
            placeholder="例：2026年11月29日のお問い合わせで、ご本人から退会のご依頼"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={describedBy('closure-reason-hint', errors.reason && 'closure-reason-error')}
            {...register('reason')}
          />
          <p id="closure-reason-hint" className="text-xs text-muted-foreground">
            理由は監査ログに記録されます。この操作は取り消せません。
          </p>
          <FieldError id="closure-reason-error" message={errors.reason?.message} />
        </div>
      ) : (
        <div role="note" className="flex gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-bold text-destructive">現在は退会処理できません</p>
            {preview.blockers.map((b) => (
              <p key={b.kind}>{b.message}</p>
            ))}
          </div>
        </div>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={mutation.isPending}>
            キャンセル
          </Button>
        </DialogClose>
        {preview.canClose && (
          <Button type="submit" variant="destructive" disabled={mutation.isPending}>
            <UserX aria-hidden="true" />
            {mutation.isPending ? '処理しています…' : '退会処理をする'}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

/** 退会処理: an admin closes an account on the person's request (docs/product/accounts.md, "Leaving"). */
export function UserClosureDialog({ user, open, onOpenChange }: { user: AdminUser | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const preview = useQuery({ ...adminUserClosureQuery(user?.id ?? ''), enabled: open && user !== null && user.closedAt === null });
  return (
    <Dialog open={open && user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {user && (
          <>
            <DialogHeader className="text-left">
              <DialogTitle>退会処理</DialogTitle>
              <DialogDescription>{`${user.fullName}さん（${user.email}）の個人情報を消去し、アカウントを退会済みにします。`}</DialogDescription>
            </DialogHeader>
            <QueryState query={preview} loading={<Skeleton className="h-32 w-full" />} errorTitle="退会処理の確認を読み込めませんでした">
              {(data) => <ClosureForm key={user.id} user={user} preview={data} onDone={() => onOpenChange(false)} />}
            </QueryState>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
