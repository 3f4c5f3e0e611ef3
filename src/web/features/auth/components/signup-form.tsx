import { zodResolver } from '@/web/lib/zod-form-resolver';
import { useForm } from 'react-hook-form';
import { TextField } from '@/web/components/form-field';
import { FuriganaField } from '@/web/components/furigana-field';
import { PasswordField } from '@/web/components/password-field';
import { Button } from '@/web/components/ui/button';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useAuth } from '@/web/lib/use-auth';
import { useSignupMutation } from '../api';
import { LegalLink } from '@/web/components/legal-link';
import { signupFormSchema } from '../schemas';

export function SignupForm({ onDone }: { onDone: () => void }) {
  const { login } = useAuth();
  const mutation = useSignupMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { fullName: '', fullNameKana: '', email: '', password: '', phone: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ user }) => {
        login(user);
        onDone();
        showSuccess('アカウント作成成功', `ようこそ、${user.fullName}さん！古民家での特別な体験をお楽しみください。`);
      },
      onError: (error) => showApiError('アカウント作成エラー', error, 'アカウントの作成に失敗しました'),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="新規登録">
      <TextField id="signup-full-name" label="お名前" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <FuriganaField id="signup-full-name-kana" mark="（任意）" error={errors.fullNameKana?.message} {...register('fullNameKana')} />
      <TextField id="signup-email" label="メールアドレス" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <PasswordField
        id="signup-password"
        label="パスワード"
        autoComplete="new-password"
        hint="6文字以上で入力してください"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField id="signup-phone" label="電話番号（任意）" type="tel" autoComplete="tel" inputMode="tel" error={errors.phone?.message} {...register('phone')} />
      <p className="text-sm leading-relaxed text-muted-foreground">
        アカウントを作成すると、
        <LegalLink kind="terms" inForm />と<LegalLink kind="privacy" inForm />に同意したことになります。
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'アカウント作成中...' : 'アカウント作成'}
      </Button>
    </form>
  );
}
