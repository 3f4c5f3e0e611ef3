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
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

export function SignupForm({ onDone }: { onDone: () => void }) {
  const { login } = useAuth();
  const mutation = useSignupMutation();
  const t = useT();
  const language = useLanguage();
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
        showSuccess(t('アカウント作成成功'), t('ようこそ、{name}さん！古民家での特別な体験をお楽しみください。', { name: user.fullName }));
      },
      onError: (error) => showApiError(t('アカウント作成エラー'), error, t('アカウントの作成に失敗しました')),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('新規登録')}>
      <TextField id="signup-full-name" label={t('お名前')} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <FuriganaField id="signup-full-name-kana" mark={t('（任意）')} error={errors.fullNameKana?.message} {...register('fullNameKana')} />
      <TextField id="signup-email" label={t('メールアドレス')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <PasswordField
        id="signup-password"
        label={t('パスワード')}
        autoComplete="new-password"
        hint={t('6文字以上で入力してください')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField id="signup-phone" label={t('電話番号（任意）')} type="tel" autoComplete="tel" inputMode="tel" error={errors.phone?.message} {...register('phone')} />
      <p className="text-sm leading-relaxed text-muted-foreground">
        {language === 'en' ? (
          <>
            {t('アカウントを作成すると、')}
            <LegalLink kind="terms" inForm /> {t('と')} <LegalLink kind="privacy" inForm />
            {t('に同意したことになります。')}
          </>
        ) : (
          <>
            アカウントを作成すると、
            <LegalLink kind="terms" inForm />と<LegalLink kind="privacy" inForm />に同意したことになります。
          </>
        )}
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t('アカウント作成中...') : t('アカウント作成')}
      </Button>
    </form>
  );
}
