import { CalendarRange, ShieldCheck, TrainFront, Zap, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PropertyDetail } from '@/contract/properties';
import { ADDRESS_AFTER_CONFIRMATION } from '@/web/lib/property-address';
import { CANCEL_POLICY_LOOK } from '@/web/lib/property-labels';
import { PageSection } from './section';

/** How the booking is confirmed, the cancellation policy, the stay length and the access. */
export function PoliciesSection({ property }: { property: PropertyDetail }) {
  const policy = CANCEL_POLICY_LOOK[property.cancelPolicy];
  return (
    <PageSection id="policies" title="予約・キャンセルについて">
      <ul className="grid gap-3">
        <PolicyItem icon={Zap} title={property.requiresApproval ? 'リクエスト予約' : '即時予約'}>
          {property.requiresApproval ? 'ホストの承認後に予約が確定します' : 'お支払いが完了すると、その場で予約が確定します'}
        </PolicyItem>
        <PolicyItem icon={ShieldCheck} title={`キャンセルポリシー（${policy.label}）`}>
          {policy.text}
        </PolicyItem>
        <PolicyItem icon={CalendarRange} title="宿泊日数">
          最短{property.minNights}泊〜最長{property.maxNights}泊
        </PolicyItem>
        <PolicyItem icon={TrainFront} title="住所・アクセス">
          {property.accessInfo ? <span className="whitespace-pre-line">{property.accessInfo}</span> : ADDRESS_AFTER_CONFIRMATION}
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
