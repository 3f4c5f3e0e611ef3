import { ShieldCheck } from 'lucide-react';
import type { CancelPolicy } from '@/contract/enums';
import { CANCEL_POLICY_LOOK } from '@/web/lib/property-labels';
import { cancellationLines } from '../cancellation-text';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/**
 * The house's cancellation policy with its real deadlines in Japan time. A request to book costs
 * nothing to withdraw before the host's answer: the card is only authorised until then.
 */
export function CancellationPolicyBox({
  policy,
  checkIn,
  checkinFrom,
  requiresApproval,
}: {
  policy: CancelPolicy;
  checkIn: string;
  checkinFrom: string;
  requiresApproval: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const look = CANCEL_POLICY_LOOK[policy];
  const lines = cancellationLines(policy, checkIn, checkinFrom, new Date(), { t, language });
  return (
    <section aria-labelledby="cancellation-policy-heading" className="grid gap-2 rounded-xl border border-border bg-secondary/40 p-4">
      <h2 id="cancellation-policy-heading" className="flex items-center gap-2 font-bold">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        {t('キャンセルポリシー（{policy}）', { policy: t(look.label) })}
      </h2>
      <ul className="grid gap-1 text-sm">
        {lines.map((line, index) => (
          <li key={line} className={index === 0 ? 'font-bold' : undefined}>
            {line}
          </li>
        ))}
        {requiresApproval && <li>{t('ホストの承認前にキャンセルした場合、料金はかかりません。')}</li>}
      </ul>
      <p className="text-xs text-muted-foreground">
        {t('日時はすべて日本時間です。')}
        {language === 'en' ? ' ' : ''}
        {t(look.text)}
      </p>
    </section>
  );
}
