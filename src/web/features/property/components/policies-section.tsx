import { CalendarRange, ShieldCheck, TrainFront, Zap, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PropertyDetail } from '@/contract/properties';
import { ADDRESS_AFTER_CONFIRMATION } from '@/web/lib/property-address';
import { CANCEL_POLICY_LOOK } from '@/web/lib/property-labels';
import { PageSection } from './section';
import { HouseText } from '@/web/components/property/house-text';
import { useT } from '@/web/lib/i18n/use-t';

/** How the booking is confirmed, the cancellation policy, the stay length and the access. */
export function PoliciesSection({ property }: { property: PropertyDetail }) {
  const t = useT();
  const policy = CANCEL_POLICY_LOOK[property.cancelPolicy];
  return (
    <PageSection id="policies" title={t('予約・キャンセルについて')}>
      <ul className="grid gap-3">
        <PolicyItem icon={Zap} title={property.requiresApproval ? t('リクエスト予約') : t('即時予約')}>
          {property.requiresApproval ? t('ホストの承認後に予約が確定します') : t('お支払いが完了すると、その場で予約が確定します')}
        </PolicyItem>
        <PolicyItem icon={ShieldCheck} title={t('キャンセルポリシー（{policy}）', { policy: t(policy.label) })}>
          {t(policy.text)}
        </PolicyItem>
        <PolicyItem icon={CalendarRange} title={t('宿泊日数')}>
          {t('最短{min}泊〜最長{max}泊', { min: property.minNights, max: property.maxNights })}
        </PolicyItem>
        <PolicyItem icon={TrainFront} title={t('住所・アクセス')}>
          {property.accessInfo ? <HouseText as="span" className="whitespace-pre-line" japanese={property.accessInfo} english={property.accessInfoEn} /> : t(ADDRESS_AFTER_CONFIRMATION)}
        </PolicyItem>
      </ul>
    </PageSection>
  );
}

function PolicyItem({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-xl border border-border bg-card p-4">
      <Icon className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <h3 className="font-bold">{title}</h3>
        <p className="text-sm break-words text-muted-foreground">{children}</p>
      </div>
    </li>
  );
}
