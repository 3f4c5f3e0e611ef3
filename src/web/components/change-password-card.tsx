import { zodResolver } from '@/web/lib/zod-form-resolver';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { changePasswordBodySchema, PASSWORD_MIN_LENGTH, type ChangePasswordBody } from '@/contract/passwords';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { apiJson, errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useMutation } from '@/web/lib/use-mutation';
import { useT } from '@/web/lib/i18n/use-t';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * パスワードの変更, in the guest's and the host's profile: PUT /api/user/password with the current
 * password. The account's other sessions end (this one stays) and its address is told by e-mail.
 */
export function ChangePasswordCard() {
  const t = useT();
  const mutation = useMutation({ mutationFn: (body: ChangePasswordBody) => apiJson<{ ok: true }>('PUT', '/api/user/password', body) });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordBody>({ resolver: zodResolver(changePasswordBodySchema), defaultValues: { currentPassword: '', newPassword: '' } });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        reset();
        showSuccess(t('パスワードを変更しました'), t('ほかの端末ではログアウトしました。登録のメールアドレスにもお知らせを送りました。'));
      },
      onError: (error) => {
        const name = FIELDS.find((f) => error instanceof ApiError && f === error.field);
        if (name) setError(name, { message: errorMessage(error, t('入力内容をご確認ください')) }, { shouldFocus: true });
        else showApiError(t('パスワードを変更できませんでした'), error, t('パスワードの変更に失敗しました'));
      },
    }),
  );

  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div className="grid gap-1">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          {t('パスワードの変更')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('変更すると、この端末以外でのログインはすべて終了します。')}</p>
      </div>
      <form onSubmit={onSubmit} noValidate aria-label={t('パスワードの変更')} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField className="content-start" id="change-current-password" label={t('現在のパスワード')} autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
          <PasswordField
            className="content-start"
            id="change-new-password"
            label={t('新しいパスワード')}
            autoComplete="new-password"
            hint={t('{count}文字以上', { count: PASSWORD_MIN_LENGTH })}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('変更中...') : t('パスワードを変更')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
