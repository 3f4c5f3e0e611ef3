import type { SiteOperator } from '@/contract/legal-documents';
import { NO_REGISTRATION } from '@/domain/legal-text';

/** The operator's details under every legal page, from the server's configuration. */
export function OperatorDetails({ operator }: { operator: SiteOperator }) {
  const rows: [string, string][] = [
    ['事業者', operator.name],
    ['代表者', operator.representative],
    ['所在地', `〒${operator.postalCode} ${operator.address}`],
    ['電話番号', operator.phone],
    ['メールアドレス', operator.email],
    ['住宅宿泊仲介業 登録番号', operator.intermediaryRegistration ?? NO_REGISTRATION],
    ['旅行業 登録番号', operator.travelAgencyRegistration ?? NO_REGISTRATION],
  ];
  return (
    <section aria-labelledby="operator-details-title" className="grid gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <h2 id="operator-details-title" className="text-base font-bold">
        運営事業者
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 sm:contents">
            <dt className="font-bold text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
