import { zodResolver } from '@/web/lib/zod-form-resolver';
import { useForm } from 'react-hook-form';
import { TextField } from '@/web/components/form-field';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';
import { useLoginMutation } from '../api';
import { loginFormSchema } from '../schemas';

export function LoginForm({ onDone }: { onDone: () => void }) {
  const { login } = useAuth();
  const mutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ user }) => {
        login(user);
        onDone();
        showSuccess('ログイン成功', 'ようこそ！');
      },
      onError: (error) => showApiError('ログインエラー', error, 'ログインに失敗しました'),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="ログイン">
      <TextField id="login-email" label="メールアドレス" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <PasswordField id="login-password" label="パスワード" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'ログイン中...' : 'ログイン'}
      </Button>
    </form>
  );
}
