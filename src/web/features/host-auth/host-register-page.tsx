import { zodResolver } from '@/web/lib/zod-form-resolver';
import { House } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { describedBy, FieldError, TextField } from '@/web/components/form-field';
import { FuriganaField } from '@/web/components/furigana-field';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';
import { useHostRegisterMutation } from './api';
import { AuthPageShell } from '@/web/components/auth-page-shell';
import { redirectToHostDashboard } from './host-dashboard-redirect';
import { hostRegisterSchema } from './schemas';
import { usePageTitle } from '@/web/lib/use-page-title';
import { LegalLink } from '@/web/components/legal-link';

/** /host/register: creates a host account (the confirmation and the terms box are not sent). */
export function HostRegisterPage() {
  usePageTitle('ホスト新規登録 | 古民家ステイ');
  const { login } = useAuth();
  const mutation = useHostRegisterMutation();
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(hostRegisterSchema),
    defaultValues: { fullName: '', fullNameKana: '', email: '', phone: '', password: '', confirmPassword: '', terms: false },
  });

  const onSubmit = handleSubmit(({ fullName, fullNameKana, email, phone, password }) =>
    mutation.mutate(
      { fullName, fullNameKana, email, phone, password },
      {
        onSuccess: ({ user }) => {
          login(user);
          setRedirecting(true);
          showSuccess('登録成功', 'ホストアカウントが作成されました。ダッシュボードへ移動します');
          redirectToHostDashboard();
        },
        onError: (error) => showApiError('登録エラー', error, '登録に失敗しました'),
      },
    ),
  );

  const busy = mutation.isPending || redirecting;
  return (
    <AuthPageShell
      icon={House}
      title="ホスト新規登録"
      description="あなたの古民家を、旅する人に届けましょう"
      footer={
        <>
          すでにアカウントをお持ちの方は{' '}
          <Link to="/host/login" className="font-bold text-primary underline-offset-4 hover:underline">
            ログインはこちら
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="ホスト新規登録">
        <TextField id="host-register-full-name" label="お名前" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <FuriganaField id="host-register-full-name-kana" error={errors.fullNameKana?.message} {...register('fullNameKana')} />
        <TextField id="host-register-email" label="メールアドレス" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <TextField id="host-register-phone" label="電話番号" type="tel" autoComplete="tel" inputMode="tel" placeholder="例：090-1234-5678" error={errors.phone?.message} {...register('phone')} />
        <PasswordField
          id="host-register-password"
          label="パスワード"
          autoComplete="new-password"
          hint="6文字以上で入力してください"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          id="host-register-confirm-password"
          label="パスワード（確認）"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Controller
          control={control}
          name="terms"
          render={({ field, fieldState }) => (
            <div className="grid gap-2">
              <div className="flex items-center gap-3">
                <Checkbox
                  id="host-register-terms"
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={describedBy(fieldState.error && 'host-register-terms-error')}
                />
                <Label htmlFor="host-register-terms" className="font-normal">
                  <LegalLink kind="terms" inForm />
                  に同意します
                </Label>
              </div>
              <p className="text-sm text-muted-foreground">
                個人情報は<LegalLink kind="privacy" inForm />に従って取り扱います。
              </p>
              <FieldError id="host-register-terms-error" message={fieldState.error?.message} />
            </div>
          )}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? '登録中...' : '登録する'}
        </Button>
      </form>
    </AuthPageShell>
  );
}
