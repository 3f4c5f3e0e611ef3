import { zodResolver } from '@/web/lib/zod-form-resolver';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { TextField } from '@/web/components/form-field';
import { FuriganaField } from '@/web/components/furigana-field';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { AuthPageShell } from '@/web/components/auth-page-shell';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useAdminRegisterMutation } from './api';
import { adminRegisterFormSchema } from './schemas';
import { usePageTitle } from '@/web/lib/use-page-title';

/** /admin/register: an account request that an active admin must enable before the first login. */
export function AdminRegisterPage() {
  usePageTitle('管理者アカウント登録 | 古民家ステイ 管理画面');
  const navigate = useNavigate();
  const mutation = useAdminRegisterMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(adminRegisterFormSchema), defaultValues: { fullName: '', fullNameKana: '', email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        showSuccess(
          '登録成功',
          <>
            <span className="block">管理者アカウントが作成されました。ログインしてください。</span>
            <span className="block">有効な管理者がアカウントを有効にすると、ログインできるようになります。</span>
          </>,
        );
        void navigate('/admin/login');
      },
      onError: (error) => showApiError('登録エラー', error, '登録に失敗しました'),
    }),
  );

  return (
    <AuthPageShell
      icon={UserPlus}
      title="管理者アカウント登録"
      description="登録後、有効な管理者がアカウントを有効にするとログインできます"
      footer={
        <>
          すでにアカウントをお持ちの方は{' '}
          <Link to="/admin/login" className="font-bold text-primary underline-offset-4 hover:underline">
            ログインはこちら
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="管理者アカウント登録">
        <TextField id="admin-register-full-name" label="お名前" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <FuriganaField id="admin-register-full-name-kana" error={errors.fullNameKana?.message} {...register('fullNameKana')} />
        <TextField id="admin-register-email" label="メールアドレス" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <PasswordField
          id="admin-register-password"
          label="パスワード"
          autoComplete="new-password"
          hint="パスワードは6文字以上で入力してください"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? '登録中...' : '登録する'}
        </Button>
      </form>
    </AuthPageShell>
  );
}
