import { Building2, Pencil, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnerDashboardProperty } from '@/contract/owner-dashboard';
import { OWNER_PROPERTY_STATUS_LABELS, type OwnerPropertyStatus } from '@/contract/owner-statuses';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatYen } from '@/web/lib/format';

const BADGE: Record<OwnerPropertyStatus, 'warning' | 'success' | 'destructive'> = { pending: 'warning', approved: 'success', rejected: 'destructive' };

function statusNote(p: OwnerDashboardProperty): string | null {
  if (p.propertyStatus === 'private') return '非公開中（ゲストには表示されません）';
  if (p.propertyStatus === 'suspended') return `停止中${p.statusReason ? `：${p.statusReason}` : ''}`;
  if (p.status === 'rejected') return p.statusReason ? `却下の理由：${p.statusReason}` : '修正して再提出できます';
  if (p.status === 'pending') return p.propertyStatus === 'in_review' ? '審査中です' : '審査完了後に公開されます';
  return null;
}

function PropertyCard({ property }: { property: OwnerDashboardProperty }) {
  const note = statusNote(property);
  const place = `${property.prefecture}${property.location}`;
  return (
    <li>
      <Card className="flex h-full flex-col overflow-hidden p-0">
        <div className="relative aspect-[4/3] bg-muted">
          {property.images[0] ? (
            <img src={property.images[0]} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <div className="flex size-full items-center justify-center text-muted-foreground">
              <Building2 className="size-10" aria-hidden="true" />
              <span className="sr-only">写真なし</span>
            </div>
          )}
          <Badge variant={BADGE[property.status]} className="absolute top-3 left-3 shadow-sm">
            {OWNER_PROPERTY_STATUS_LABELS[property.status]}
          </Badge>
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="line-clamp-2 font-bold">{property.name}</h3>
          <p className="text-sm text-muted-foreground">{place || '所在地未設定'}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span>
              <span className="font-bold">{property.pricePerNight > 0 ? formatYen(property.pricePerNight) : '料金未設定'}</span>
              {property.pricePerNight > 0 && <span className="text-muted-foreground"> / 泊</span>}
            </span>
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Users className="size-4" aria-hidden="true" />
              最大{property.maxGuests}名
            </span>
          </div>
          {note && <p className="text-xs text-muted-foreground">{note}</p>}
          <div className="mt-auto pt-2">
            <Button asChild variant="outline" size="sm" className="w-full">
              <Link to={`/host/properties/${property.id}/edit`} aria-label={`${property.name}を編集`}>
                <Pencil aria-hidden="true" />
                編集
              </Link>
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}

export function OwnerPropertyList({ properties }: { properties: OwnerDashboardProperty[] }) {
  if (properties.length === 0) {
    return (
      <Card className="grid place-items-center gap-2 p-10 text-center">
        <Building2 className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-bold">まだ物件が登録されていません</p>
        <p className="text-sm text-muted-foreground">「物件を追加」から最初の古民家を登録しましょう。</p>
      </Card>
    );
  }
  return (
    <ul aria-label="物件一覧" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {properties.map((p) => (
        <PropertyCard key={p.id} property={p} />
      ))}
    </ul>
  );
}

export function OwnerPropertyListSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Card key={i} className="overflow-hidden p-0">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="grid gap-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </Card>
      ))}
    </div>
  );
}
