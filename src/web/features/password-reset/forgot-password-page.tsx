import { zodResolver } from '@/web/lib/zod-form-resolver';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Link } from '@/web/components/localized-link';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@/contract/passwords';
import { AuthPageShell } from '@/web/components/auth-page-shell';
import { TextField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { showApiError } from '@/web/lib/toasts';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useForgotPasswordMutation } from './api';
import { BackToLogin } from './back-to-login';
import { useT } from '@/web/lib/i18n/use-t';
import { richText, slot } from '@/web/lib/i18n/rich-text';

/**
 * /forgot-password (`?for=host` from the host login): asks for the sign-in address and sends a reset
 * link. The answer is the same whether the address has an account or not (docs/product/accounts.md).
 */
export function ForgotPasswordPage() {
  const t = useT();
  usePageTitle(t('パスワードの再設定 | 古民家ステイ'));
  const [params] = useSearchParams();
  const forHost = params.get('for') === 'host';
  const mutation = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody, unknown, { email: string }>({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) =>
    mutation.mutate(email, {
      onSuccess: ({ message }) => setSentTo({ email, message }),
      onError: (error) => showApiError(t('送信できませんでした'), error, t('パスワード再設定のお申し込みに失敗しました')),
    }),
  );

  if (sentTo) {
    return (
      <AuthPageShell icon={MailCheck} title={t('メールをご確認ください')} description={<span className="break-all">{sentTo.email}</span>} footer={<BackToLogin forHost={forHost} />}>
        <div className="grid gap-4 text-sm" role="status">
          <p>{t(sentTo.message)}</p>
          <p className="text-muted-foreground">{t('数分たってもメールが届かない場合は、アドレスに誤りがないかご確認のうえ、もう一度お申し込みください。')}</p>
          <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
            {t('もう一度送る・別のアドレスで申し込む')}
          </Button>
        </div>
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell
      icon={KeyRound}
      title={t('パスワードの再設定')}
      description={t('ご登録のメールアドレスに、新しいパスワードを設定するためのリンクをお送りします。')}
      footer={<BackToLogin forHost={forHost} />}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('パスワードの再設定')}>
        <TextField
          id="forgot-email"
          label={t('メールアドレス')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? t('送信中...') : t('再設定用のリンクを送る')}
        </Button>
        <p className="text-xs text-muted-foreground">
          {richText(t('登録したメールアドレスがわからない場合は、{contact}からご連絡ください。', { contact: slot(0) }), [
            <Link key="contact" to="/contact" className="font-bold text-primary underline-offset-4 hover:underline">
              {t('お問い合わせ')}
            </Link>,
          ])}
        </p>
      </form>
    </AuthPageShell>
  );
}
