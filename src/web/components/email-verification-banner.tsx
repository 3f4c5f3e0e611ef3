import { MailWarning } from 'lucide-react';
import { RESEND_VERIFICATION_LABEL, UNVERIFIED_BANNER_TITLE } from '@/contract/email-verification-texts';
import { Button } from '@/web/components/ui/button';
import { useResendVerification } from '@/web/lib/email-verification';
import { useAuth } from '@/web/lib/use-auth';
import { useT } from '@/web/lib/i18n/use-t';

/**
 * The signed-in person whose address is not verified yet (docs/product/accounts.md, "Verified address"):
 * what waits for it, and 確認メールを再送. Shown on the profile, the booking form and the host area, and
 * with the server's own words when it refused an action (403 EMAIL_UNVERIFIED): `message` then replaces
 * the general line. Nothing shows for a verified address unless the server refused.
 */
export function EmailVerificationBanner({ message, detail, className = '' }: { message?: string; detail?: string; className?: string }) {
  const { user } = useAuth();
  const resend = useResendVerification();
  const t = useT();
  if (!user || (user.emailVerified && !message)) return null;
  return (
    <div role={message ? 'alert' : 'status'} aria-label={t(UNVERIFIED_BANNER_TITLE)} className={`grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex sm:items-start sm:justify-between ${className}`}>
      <div className="flex gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1 text-sm">
          <p className="font-bold">{t(UNVERIFIED_BANNER_TITLE)}</p>
          <p>{message ?? t('{email} にお送りしたメールのリンクを開いて、確認を済ませてください。', { email: user.email })}</p>
          {detail && <p>{detail}</p>}
        </div>
      </div>
      <Button type="button" variant="outline" size="sm" className="shrink-0 bg-white" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? t('送信中...') : t(RESEND_VERIFICATION_LABEL)}
      </Button>
    </div>
  );
}
