import { zodResolver } from '@/web/lib/zod-form-resolver';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '@/web/components/form-field';
import { PasswordField } from '@/web/components/password-field';
import { SignInCodeField, signInCodeValue, useSignInCode } from '@/web/components/sign-in-code';
import { Button } from '@/web/components/ui/button';
import { showApiError, showError, showSuccess } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';
import type { User } from '@/contract/auth';
import { SecondStepForm } from '@/web/components/second-step-form';
import { endSession, hostPasskeySecondStep, hostSecondStepRequest, useHostLoginMutation } from './api';
import { AuthPageShell } from '@/web/components/auth-page-shell';
import { redirectToHostDashboard } from './host-dashboard-redirect';
import { hostLoginSchema } from './schemas';
import { usePageTitle } from '@/web/lib/use-page-title';

/** /host/login: only host (and admin) accounts get in; a guest account is signed out again. */
export function HostLoginPage() {
  usePageTitle('ホストログイン | 古民家ステイ');
  const { login, logout } = useAuth();
  const mutation = useHostLoginMutation();
  const [redirecting, setRedirecting] = useState(false);
  const signInCode = useSignInCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(hostLoginSchema), defaultValues: { email: '', password: '', code: '' } });

  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [passkeyOffered, setPasskeyOffered] = useState(false);
  const signedIn = async (user: User) => {
    setPendingToken(null);
    if (user.role === 'host' || user.role === 'admin') {
      login(user);
      setRedirecting(true);
      showSuccess('ログイン成功', 'ホストダッシュボードへ移動します');
      redirectToHostDashboard();
      return;
    }
    // A guest account: end the session the login just opened, and keep nothing locally.
    await endSession().catch(() => undefined);
    logout();
    showError('ログインエラー', 'ホストアカウントではありません。ゲストの方はトップページからログインしてください。');
  };

  const onSubmit = handleSubmit((values) =>
    mutation.mutate({ ...values, code: signInCodeValue(values.code) }, {
      onSuccess: async (answer) => {
        if ('twoStepRequired' in answer) {
          setPendingToken(answer.pendingToken);
          setPasskeyOffered(answer.passkey);
        }
        else await signedIn(answer.user);
      },
      onError: (error) => {
        const codeMessage = signInCode.handle(error);
        if (codeMessage) setError('code', { message: codeMessage }, { shouldFocus: true });
        else showApiError('ログインエラー', error, 'ログインに失敗しました');
      },
    }),
  );

  const busy = mutation.isPending || redirecting;
  return (
    <AuthPageShell
      icon={KeyRound}
      title="ホストログイン"
      description="古民家ステイのホスト管理画面にログインします"
      footer={
        <>
          ホストアカウントをお持ちでない方は{' '}
          <Link to="/host/register" className="font-bold text-primary underline-offset-4 hover:underline">
            新規登録はこちら
          </Link>
        </>
      }
    >
      {pendingToken ? (
        <SecondStepForm
          id="host-login-second-step"
          submit={async (code) => signedIn((await hostSecondStepRequest({ pendingToken, code })).user)}
          submitPasskey={passkeyOffered ? async () => signedIn((await hostPasskeySecondStep(pendingToken)).user) : undefined}
          onExpired={() => setPendingToken(null)}
        />
      ) : (
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="ホストログイン">
        <TextField id="host-login-email" label="メールアドレス" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <PasswordField id="host-login-password" label="パスワード" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        {signInCode.needed && <SignInCodeField id="host-login-code" error={errors.code?.message} {...register('code')} />}
        <div className="flex justify-end">
          <Link to="/forgot-password?for=host" className="text-sm font-bold text-primary underline-offset-4 hover:underline">
            パスワードをお忘れの方
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'ログイン中...' : 'ログイン'}
        </Button>
      </form>
      )}
    </AuthPageShell>
  );
}
