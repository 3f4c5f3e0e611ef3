import { MailQuestion } from 'lucide-react';
import { RESEND_VERIFICATION_LABEL } from '@/contract/email-verification-texts';
import { Button } from '@/web/components/ui/button';
import { useCancelPendingEmail, useResendVerification } from '@/web/lib/email-verification';
import { useT } from '@/web/lib/i18n/use-t';

/**
 * A new address waiting for its link (docs/product/accounts.md, "Verified address"): 確認待ち with the
 * address, 確認メールを再送 and 変更を取り消す. The address in force stays the one in the form above.
 */
export function PendingEmailNotice({ pendingEmail, currentEmail }: { pendingEmail: string; currentEmail: string }) {
  const t = useT();
  const resend = useResendVerification();
  const cancel = useCancelPendingEmail();
  return (
    <div role="status" aria-label={t('確認待ちのメールアドレス')} className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <div className="flex gap-3">
        <MailQuestion className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-bold break-all">{t('確認待ち: {email}', { email: pendingEmail })}</p>
          <p>
            {t('新しいアドレスに届いたメールのリンクを開くと、変更が完了します（24時間有効）。それまでは {email} でログインしてください。', { email: currentEmail })}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="sm" className="bg-white" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('変更を取り消す')}
        </Button>
        <Button type="button" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? t('送信中...') : t(RESEND_VERIFICATION_LABEL)}
        </Button>
      </div>
    </div>
  );
}
