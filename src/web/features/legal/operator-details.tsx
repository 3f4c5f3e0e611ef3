import type { SiteOperator } from '@/contract/legal-documents';
import { NO_REGISTRATION } from '@/domain/legal-text';
import { useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';
import { JapaneseData } from '@/web/components/japanese-data';

/** The operator's details under every legal page, from the server's configuration. */
export function OperatorDetails({ operator }: { operator: SiteOperator }) {
  const t = useT();
  const rows: [string, string][] = [
    [msg('事業者'), operator.name],
    [msg('代表者'), operator.representative],
    [msg('所在地'), `〒${operator.postalCode} ${operator.address}`],
    [msg('電話番号'), operator.phone],
    [msg('メールアドレス'), operator.email],
    [msg('住宅宿泊仲介業 登録番号'), operator.intermediaryRegistration ?? NO_REGISTRATION],
    [msg('旅行業 登録番号'), operator.travelAgencyRegistration ?? NO_REGISTRATION],
  ];
  return (
    <section aria-labelledby="operator-details-title" className="grid gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <h2 id="operator-details-title" className="text-base font-bold">
        {t('運営事業者')}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 sm:contents">
            <dt className="font-bold text-muted-foreground">{t(label)}</dt>
            <dd className="break-words">
              <JapaneseData>{value}</JapaneseData>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
