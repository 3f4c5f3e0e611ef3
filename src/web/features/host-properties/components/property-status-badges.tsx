import type { PropertyStatus } from '@/contract/enums';
import { PROPERTY_STATUS_LABELS } from '@/domain/property-life';
import { Badge } from '@/web/components/ui/badge';

const VARIANTS: Record<PropertyStatus, 'success' | 'warning' | 'secondary' | 'outline' | 'destructive'> = {
  published: 'success',
  in_review: 'warning',
  draft: 'secondary',
  private: 'outline',
  suspended: 'destructive',
};

/** 下書き, 審査待ち, 公開中, 非公開 or 停止中; and 却下 beside a draft sent back with a reason. */
export function PropertyStatusBadges({ status, rejected }: { status: PropertyStatus; rejected: boolean }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant={VARIANTS[status]}>{PROPERTY_STATUS_LABELS[status]}</Badge>
      {rejected && status === 'draft' && <Badge variant="destructive">却下</Badge>}
    </span>
  );
}
