import { zodResolver } from '@/web/lib/zod-form-resolver';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { TextField } from '@/web/components/form-field';
import { PasswordField } from '@/web/components/password-field';
import { SignInCodeField, signInCodeValue, useSignInCode } from '@/web/components/sign-in-code';
import { Button } from '@/web/components/ui/button';
import { AuthPageShell } from '@/web/components/auth-page-shell';
import { adminTokenStore } from '@/web/lib/admin-token';
import { queryClient } from '@/web/lib/query-client';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { ADMIN_ME_QUERY_KEY } from '@/web/lib/admin-queries';
import { useState } from 'react';
import { SecondStepForm } from '@/web/components/second-step-form';
import { passkeySecondStep } from '@/web/lib/passkeys';
import { type AdminLoginResponse, useAdminLoginMutation, useAdminSecondStepMutation } from './api';
import { adminLoginFormSchema } from './schemas';
import { usePageTitle } from '@/web/lib/use-page-title';

/** /admin/login: the back office's own sign-in (bearer token in localStorage 'adminToken'). */
export function AdminLoginPage() {
  usePageTitle('管理者ログイン | 古民家ステイ 管理画面');
  const navigate = useNavigate();
  const mutation = useAdminLoginMutation();
  const signInCode = useSignInCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(adminLoginFormSchema), defaultValues: { email: '', password: '', code: '' } });

  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [passkeyOffered, setPasskeyOffered] = useState(false);
  const secondStep = useAdminSecondStepMutation();
  const signedIn = ({ token, admin, twoStepSetupRequired }: AdminLoginResponse) => {
    queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin') });
    adminTokenStore.set(token);
    queryClient.setQueryData(ADMIN_ME_QUERY_KEY, { ...admin, twoStepEnabled: !twoStepSetupRequired });
    if (twoStepSetupRequired) {
      showSuccess('ログイン成功', '管理画面を使うには、最初に2段階認証を設定してください');
      void navigate('/admin/two-step');
    } else {
      showSuccess('ログイン成功', '管理画面にアクセスできます');
      void navigate('/admin/dashboard');
    }
  };

  const onSubmit = handleSubmit((values) =>
    mutation.mutate({ ...values, code: signInCodeValue(values.code) }, {
      onSuccess: (answer) => {
        if ('twoStepRequired' in answer) {
          setPendingToken(answer.pendingToken);
          setPasskeyOffered(answer.passkey);
        }
        else signedIn(answer);
      },
      onError: (error) => {
        const codeMessage = signInCode.handle(error);
        if (codeMessage) setError('code', { message: codeMessage }, { shouldFocus: true });
        else showApiError('ログインエラー', error, 'メールアドレスまたはパスワードが正しくありません');
      },
    }),
  );

  return (
    <AuthPageShell
      icon={ShieldCheck}
      title="管理者ログイン"
      description="古民家ステイ 管理画面"
      footer={
        <>
          管理者アカウントの申請は{' '}
          <Link to="/admin/register" className="font-bold text-primary underline-offset-4 hover:underline">
            こちら
          </Link>
        </>
      }
    >
      {pendingToken ? (
        <SecondStepForm
          id="admin-login-second-step"
          submit={async (code) => signedIn(await secondStep.mutateAsync({ pendingToken, code }))}
          submitPasskey={passkeyOffered ? async () => signedIn(await passkeySecondStep<AdminLoginResponse>('/api/admin/login', pendingToken)) : undefined}
          onExpired={() => {
            mutation.reset();
            setPendingToken(null);
          }}
        />
      ) : (
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="管理者ログイン">
        <TextField id="admin-login-email" label="メールアドレス" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <PasswordField
          id="admin-login-password"
          label="パスワード"
          autoComplete="current-password"
          hint="パスワードは6文字以上で入力してください"
          error={errors.password?.message}
          {...register('password')}
        />
        {signInCode.needed && <SignInCodeField id="admin-login-code" error={errors.code?.message} {...register('code')} />}
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending || mutation.isSuccess}>
          {mutation.isPending ? 'ログイン中...' : 'ログイン'}
        </Button>
      </form>
      )}
    </AuthPageShell>
  );
}
