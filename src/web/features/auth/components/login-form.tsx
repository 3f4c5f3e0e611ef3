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
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { localizedPath } from '@/web/lib/i18n/localized-path';

export function LoginForm({ onDone }: { onDone: () => void }) {
  const { login } = useAuth();
  const mutation = useLoginMutation();
  const signInCode = useSignInCode();
  const t = useT();
  const language = useLanguage();
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
    showSuccess(t('ログイン成功'), t('ようこそ！'));
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
        else showApiError(t('ログインエラー'), error, t('ログインに失敗しました'));
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
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('ログイン')}>
      <TextField id="login-email" label={t('メールアドレス')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <PasswordField id="login-password" label={t('パスワード')} autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      {signInCode.needed && <SignInCodeField id="login-code" error={errors.code?.message} {...register('code')} />}
      <div className="flex justify-end">
        {/* A plain link: the dialog lives outside the router (app/providers.tsx), so the page loads anew. */}
        <a href={localizedPath('/forgot-password', language)} className="text-sm font-bold text-primary underline-offset-4 hover:underline">
          {t('パスワードをお忘れの方')}
        </a>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t('ログイン中...') : t('ログイン')}
      </Button>
    </form>
  );
}
