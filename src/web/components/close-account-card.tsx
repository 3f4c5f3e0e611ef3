import { useQuery } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { CLOSURE_CONFIRM_TEXT, CLOSURE_CONFIRM_TEXT_EN, closureBodySchema, type ClosureBody, type ClosurePreview } from '@/contract/account-closure';
import { ClosureLists } from '@/web/components/closure-lists';
import { useLocalizedNavigate } from '@/web/components/localized-link';
import { PasswordField } from '@/web/components/password-field';
import { TextField } from '@/web/components/form-field';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { apiJson, errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';
import { useMutation } from '@/web/lib/use-mutation';
import { zodResolver } from '@/web/lib/zod-form-resolver';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

const CLOSURE_PATH = '/api/user/closure';
const FIELDS = ['currentPassword', 'confirmation'] as const;

/**
 * 退会, at the foot of the guest's and the host's profile (docs/product/accounts.md, "Leaving"): what is
 * erased and what a law keeps, why the account cannot close yet (upcoming stays, unpaid money), and the
 * confirmation with the current password and the typed words 退会する ("close my account" on an English page).
 */
export function CloseAccountCard() {
  const t = useT();
  const preview = useQuery({ queryKey: [CLOSURE_PATH], queryFn: () => apiJson<ClosurePreview>('GET', CLOSURE_PATH) });
  return (
    <Card className="grid gap-4 border-destructive/40 p-5 sm:p-6" aria-labelledby="close-account-title">
      <div className="grid gap-1">
        <h2 id="close-account-title" className="flex items-center gap-2 text-lg font-bold">
          <UserX className="size-5 text-destructive" aria-hidden="true" />
          {t('退会')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('退会すると、このアカウントではログインできなくなり、元に戻すことはできません。')}</p>
      </div>
      <QueryState query={preview} loading={<Skeleton className="h-24 w-full" />} errorTitle={t('退会の案内を読み込めませんでした')}>
        {(data) => <ClosureDetails preview={data} />}
      </QueryState>
    </Card>
  );
}

function ClosureDetails({ preview }: { preview: ClosurePreview }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-4 text-sm">
      <ClosureLists preview={preview} />
      {preview.canClose ? (
        open ? (
          <ClosureForm onCancel={() => setOpen(false)} />
        ) : (
          <div className="flex justify-end">
            <Button type="button" variant="outline" className="border-destructive/50 text-destructive" onClick={() => setOpen(true)}>
              {t('退会の手続きへ進む')}
            </Button>
          </div>
        )
      ) : (
        <div role="status" className="grid gap-1 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
          <p className="font-bold text-destructive">{t('現在は退会できません')}</p>
          {preview.blockers.map((b) => (
            <p key={b.kind}>{b.message}</p>
          ))}
        </div>
      )}
    </div>
  );
}

function ClosureForm({ onCancel }: { onCancel: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { logout } = useAuth();
  const navigate = useLocalizedNavigate();
  const mutation = useMutation({ mutationFn: (body: ClosureBody) => apiJson<{ ok: true }>('POST', CLOSURE_PATH, body) });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ClosureBody>({ resolver: zodResolver(closureBodySchema), defaultValues: { currentPassword: '', confirmation: '' } });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        logout();
        showSuccess(t('退会しました'), t('古民家ステイをご利用いただき、ありがとうございました。'));
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        const name = FIELDS.find((f) => error instanceof ApiError && f === error.field);
        if (name) setError(name, { message: errorMessage(error, t('入力内容をご確認ください')) }, { shouldFocus: true });
        else showApiError(t('退会できませんでした'), error, t('退会の手続きに失敗しました'));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('退会の確認')} className="grid gap-4 rounded-lg border border-destructive/40 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField className="content-start" id="closure-current-password" label={t('現在のパスワード')} autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
        <TextField
          className="content-start"
          id="closure-confirmation"
          label={t('確認のため「{words}」と入力', { words: language === 'en' ? CLOSURE_CONFIRM_TEXT_EN : CLOSURE_CONFIRM_TEXT })}
          autoComplete="off"
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={mutation.isPending}>
          {t('やめる')}
        </Button>
        <Button type="submit" variant="destructive" disabled={mutation.isPending}>
          {mutation.isPending ? t('手続き中...') : t('退会する')}
        </Button>
      </div>
    </form>
  );
}
