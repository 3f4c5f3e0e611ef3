import { LinkIcon, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/web/components/localized-link';
import type { VerifyEmailAnswer } from '@/contract/email-verification';
import { RESEND_VERIFICATION_LABEL, VERIFY_LINK_INVALID_MESSAGE } from '@/contract/email-verification-texts';
import { AuthPageShell } from '@/web/components/auth-page-shell';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { useAuthDialog } from '@/web/lib/auth-dialog';
import { useResendVerification, useVerifyEmail } from '@/web/lib/email-verification';
import { useAuth } from '@/web/lib/use-auth';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useT } from '@/web/lib/i18n/use-t';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /verify-email?token=…: the page of an address's confirmation link (docs/product/accounts.md,
 * "Verified address"). It uses the link once on arrival and says what happened: the address is
 * verified, or the new address is in force; a used or lapsed link says so, with 確認メールを再送 for
 * whoever is signed in (or the way to sign in first).
 */
export function VerifyEmailPage() {
  const t = useT();
  usePageTitle(t('メールアドレスの確認 | 古民家ステイ'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = TOKEN_PATTERN.test(token);
  const verify = useVerifyEmail();
  const started = useRef(false);
  useEffect(() => {
    if (!wellFormed || started.current) return;
    started.current = true;
    verify.mutate(token);
  }, [token, wellFormed, verify]);

  if (!wellFormed) return <LinkInvalid message={t('リンクが正しくありません。メールに記載のリンクを、途中で切れていないかご確認のうえ開き直してください。')} />;
  if (verify.isSuccess) return <Verified answer={verify.data} />;
  if (verify.isError) {
    const linkProblem = verify.error instanceof ApiError && (verify.error.code === 'VERIFY_LINK_INVALID' || verify.error.field === 'token');
    return <LinkInvalid message={linkProblem ? errorMessage(verify.error, t(VERIFY_LINK_INVALID_MESSAGE)) : errorMessage(verify.error, t('確認できませんでした。時間をおいてもう一度お試しください。'))} />;
  }
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={t('メールアドレスを確認しています...')} />
    </div>
  );
}

function Verified({ answer }: { answer: VerifyEmailAnswer }) {
  const t = useT();
  const { user } = useAuth();
  const home = user?.role === 'host' ? { to: '/host/dashboard', label: t('ホーム管理画面へ') } : { to: '/', label: t('宿を探す') };
  return (
    <AuthPageShell
      icon={MailCheck}
      title={answer.outcome === 'verified' ? t('メールアドレスを確認しました') : t('メールアドレスを変更しました')}
      description={
        answer.outcome === 'verified'
          ? t('{email} の確認が完了しました。ご予約や物件の審査への提出ができます。', { email: answer.email })
          : t('ログインとご連絡のメールアドレスを {email} に変更しました。ほかの端末のログインは終了し、以前のアドレスにもお知らせを送りました。', { email: answer.email })
      }
    >
      <div role="status" className="grid gap-3">
        <Button asChild size="lg" className="w-full">
          <Link to={home.to}>{home.label}</Link>
        </Button>
      </div>
    </AuthPageShell>
  );
}

/** A used, lapsed or broken link: the words, and 確認メールを再送 for a signed-in person (or the way to sign in). */
function LinkInvalid({ message }: { message: string }) {
  const t = useT();
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const resend = useResendVerification();
  const waiting = user && (!user.emailVerified || user.pendingEmail);
  return (
    <AuthPageShell icon={LinkIcon} title={t('このリンクは使えません')} description={t('メールアドレス確認用のリンク')}>
      <div className="grid gap-4 text-sm" role="alert">
        <p>{message}</p>
        {waiting ? (
          <>
            <p>{t('新しい確認メールをお送りします。届いたメールのリンクを24時間以内に開いてください。')}</p>
            <Button type="button" size="lg" className="w-full" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {resend.isPending ? t('送信中...') : t(RESEND_VERIFICATION_LABEL)}
            </Button>
          </>
        ) : user ? (
          <Button asChild size="lg" className="w-full">
            <Link to="/">{t('トップページへ')}</Link>
          </Button>
        ) : (
          <>
            <p>{t('確認がお済みでない場合は、ログインすると確認メールを再送できます。')}</p>
            <Button type="button" size="lg" className="w-full" onClick={() => openAuthDialog('login')}>
              {t('ログイン')}
            </Button>
          </>
        )}
      </div>
    </AuthPageShell>
  );
}
