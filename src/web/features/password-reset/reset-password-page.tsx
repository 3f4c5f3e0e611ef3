import { zodResolver } from '@/web/lib/zod-form-resolver';
import { KeyRound, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Link, useLocalizedNavigate } from '@/web/components/localized-link';
import { z } from 'zod';
import { newPasswordField, PASSWORD_MIN_LENGTH, RESET_LINK_INVALID_MESSAGE } from '@/contract/passwords';
import { AuthPageShell } from '@/web/components/auth-page-shell';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { useAuthDialog } from '@/web/lib/auth-dialog';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useResetLinkCheck, useResetPasswordMutation } from './api';
import { useT } from '@/web/lib/i18n/use-t';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const resetFormSchema = z.object({ password: newPasswordField });

/** A used, lapsed or broken link: the server's words (or ours), and the way to ask again. */
function LinkInvalid({ message }: { message: string }) {
  const t = useT();
  return (
    <AuthPageShell icon={LinkIcon} title={t('このリンクは使えません')} description={t('パスワード再設定用のリンク')}>
      <div className="grid gap-4 text-sm" role="alert">
        <p>{message}</p>
        <Button asChild size="lg" className="w-full">
          <Link to="/forgot-password">{t('再設定をもう一度申し込む')}</Link>
        </Button>
      </div>
    </AuthPageShell>
  );
}

const isLinkInvalid = (error: unknown) => error instanceof ApiError && (error.code === 'RESET_LINK_INVALID' || error.field === 'token');

/**
 * /reset-password?token=…: the page of the e-mailed link. It asks the server whether the link still
 * works, then takes a new password; on success every session of the account has ended, and the
 * person signs in with the new password (the guest's login dialog, or the host login).
 */
export function ResetPasswordPage() {
  const t = useT();
  usePageTitle(t('新しいパスワードの設定 | 古民家ステイ'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = TOKEN_PATTERN.test(token);
  const check = useResetLinkCheck(wellFormed ? token : '');
  const [usedMeanwhile, setUsedMeanwhile] = useState<string | null>(null);

  if (!wellFormed) return <LinkInvalid message={t('リンクが正しくありません。メールに記載のリンクを、途中で切れていないかご確認のうえ開き直してください。')} />;
  if (usedMeanwhile) return <LinkInvalid message={usedMeanwhile} />;
  if (check.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('リンクを確認しています...')} />
      </div>
    );
  }
  if (check.isError) return <LinkInvalid message={isLinkInvalid(check.error) ? errorMessage(check.error, t(RESET_LINK_INVALID_MESSAGE)) : t('リンクを確認できませんでした。時間をおいてもう一度お試しください。')} />;
  return <ResetForm token={token} onLinkInvalid={setUsedMeanwhile} />;
}

function ResetForm({ token, onLinkInvalid }: { token: string; onLinkInvalid: (message: string) => void }) {
  const t = useT();
  const mutation = useResetPasswordMutation();
  const navigate = useLocalizedNavigate();
  const { logout } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetFormSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onSuccess: ({ role }) => {
          // The server ended every session of the account, this browser's too.
          logout();
          showSuccess(t('パスワードを再設定しました'), t('新しいパスワードでログインしてください。'));
          if (role === 'guest') {
            void navigate('/', { replace: true });
            openAuthDialog('login');
          } else {
            void navigate('/host/login', { replace: true });
          }
        },
        onError: (error) => {
          if (isLinkInvalid(error)) return onLinkInvalid(errorMessage(error, t(RESET_LINK_INVALID_MESSAGE)));
          if (error instanceof ApiError && error.field === 'password') setError('password', { message: errorMessage(error, t('入力内容をご確認ください')) }, { shouldFocus: true });
          else showApiError(t('再設定できませんでした'), error, t('パスワードの再設定に失敗しました'));
        },
      },
    ),
  );

  return (
    <AuthPageShell icon={KeyRound} title={t('新しいパスワードの設定')} description={t('新しいパスワードを入力してください。設定すると、ログイン中のすべての端末からログアウトします。')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('新しいパスワードの設定')}>
        <PasswordField
          id="reset-password"
          label={t('新しいパスワード')}
          autoComplete="new-password"
          hint={t('{count}文字以上。ほかのサービスと同じパスワードは避けてください。', { count: PASSWORD_MIN_LENGTH })}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? t('設定中...') : t('パスワードを設定する')}
        </Button>
      </form>
    </AuthPageShell>
  );
}
