import { zodResolver } from '@/web/lib/zod-form-resolver';
import { useForm } from 'react-hook-form';
import { TextField } from '@/web/components/form-field';
import { PasswordField } from '@/web/components/password-field';
import { SignInCodeField, signInCodeValue, useSignInCode } from '@/web/components/sign-in-code';
import { Button } from '@/web/components/ui/button';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';
import { useState } from 'react';
import type { User } from '@/contract/auth';
import { SecondStepForm } from '@/web/components/second-step-form';
import { passkeySecondStepRequest, secondStepRequest, useLoginMutation } from '../api';
import { loginFormSchema } from '../schemas';

export function LoginForm({ onDone }: { onDone: () => void }) {
  const { login } = useAuth();
  const mutation = useLoginMutation();
  const signInCode = useSignInCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '', code: '' } });

  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const [passkeyOffered, setPasskeyOffered] = useState(false);
  const signedIn = (user: User) => {
    login(user);
    onDone();
    showSuccess('ログイン成功', 'ようこそ！');
  };

  const onSubmit = handleSubmit((values) =>
    mutation.mutate({ ...values, code: signInCodeValue(values.code) }, {
      onSuccess: (answer) => {
        if ('twoStepRequired' in answer) {
          setPendingToken(answer.pendingToken);
          setPasskeyOffered(answer.passkey);
        }
        else signedIn(answer.user);
      },
      onError: (error) => {
        const codeMessage = signInCode.handle(error);
        if (codeMessage) setError('code', { message: codeMessage }, { shouldFocus: true });
        else showApiError('ログインエラー', error, 'ログインに失敗しました');
      },
    }),
  );

  if (pendingToken) {
    return (
      <SecondStepForm
        id="login-second-step"
        submit={async (code) => signedIn((await secondStepRequest({ pendingToken, code })).user)}
        submitPasskey={passkeyOffered ? async () => signedIn((await passkeySecondStepRequest(pendingToken)).user) : undefined}
        onExpired={() => setPendingToken(null)}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="ログイン">
      <TextField id="login-email" label="メールアドレス" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <PasswordField id="login-password" label="パスワード" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      {signInCode.needed && <SignInCodeField id="login-code" error={errors.code?.message} {...register('code')} />}
      <div className="flex justify-end">
        {/* A plain link: the dialog lives outside the router (app/providers.tsx), so the page loads anew. */}
        <a href="/forgot-password" className="text-sm font-bold text-primary underline-offset-4 hover:underline">
          パスワードをお忘れの方
        </a>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'ログイン中...' : 'ログイン'}
      </Button>
    </form>
  );
}
