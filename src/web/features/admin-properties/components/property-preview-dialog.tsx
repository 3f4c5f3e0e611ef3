import { useQuery } from '@tanstack/react-query';
import { BedDouble, Clock, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PropertyPreview } from '@/contract/host-properties';
import { QueryState } from '@/web/components/query-state';
import { ResponsivePhoto } from '@/web/components/responsive-photo';
import { Badge } from '@/web/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatYen } from '@/web/lib/format';
import { CANCEL_POLICY_LOOK } from '@/web/lib/property-labels';
import { propertyPreviewQuery } from '../api';
import { PropertyStatusBadge } from '../labels';

function Fact({ icon: Icon, children }: { icon: typeof Users; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      {children}
    </span>
  );
}

function PreviewBody({ house }: { house: PropertyPreview }) {
  const photos = house.photos.slice(0, 5);
  return (
    <article className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <PropertyStatusBadge status={house.status} />
        {house.kominkaGrade && <Badge variant="outline">グレード {house.kominkaGrade}</Badge>}
        {house.builtYear && <Badge variant="outline">{house.builtYear}年築</Badge>}
      </div>
      {photos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">写真がありません</p>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {photos.map((photo, i) => (
            <div key={photo.id} className={i === 0 ? 'col-span-2 row-span-2 overflow-hidden rounded-xl' : 'overflow-hidden rounded-xl'}>
              <ResponsivePhoto
                variants={photo.variants}
                src={photo.url}
                sizes="(min-width: 640px) 320px, 50vw"
                alt={photo.caption ?? `${house.title}の写真${i + 1}`}
                className="aspect-[4/3] size-full object-cover"
              />
            </div>
          ))}
        </div>
      )}
      <div className="grid gap-2">
        <h3 className="text-xl font-bold">{house.title}</h3>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Fact icon={MapPin}>
            {house.prefecture}
            {house.city}
            {house.addressLine}
          </Fact>
          <Fact icon={Users}>最大{house.maxGuests}名</Fact>
          <Fact icon={BedDouble}>
            寝室{house.bedrooms}・ベッド{house.beds}・浴室{house.bathrooms}
          </Fact>
        </div>
      </div>
      <p className="text-sm leading-relaxed whitespace-pre-wrap">{house.description}</p>

      <section aria-label="料金" className="grid gap-2 rounded-xl bg-muted/40 p-4 text-sm">
        <h4 className="font-bold">料金（税込）</h4>
        <p>
          1泊 <span className="text-lg font-bold">{formatYen(house.basePriceJpy)}</span>
          <span className="ml-3 text-muted-foreground">清掃料金 {formatYen(house.cleaningFeeJpy)}</span>
        </p>
      </section>

      <section aria-label="ハウスルール" className="grid gap-2 text-sm">
        <h4 className="font-bold">ハウスルール</h4>
        <ul className="grid gap-1">
          <li>
            <Fact icon={Clock}>
              チェックイン {house.checkinFrom}〜 ／ チェックアウト 〜{house.checkoutUntil}
            </Fact>
          </li>
          <li>
            宿泊日数 {house.minNights}〜{house.maxNights}泊
          </li>
          <li>予約方法 {house.requiresApproval ? 'リクエスト予約（ホストの承認が必要）' : '即時予約'}</li>
          <li>
            キャンセルポリシー {CANCEL_POLICY_LOOK[house.cancelPolicy].label}：{CANCEL_POLICY_LOOK[house.cancelPolicy].text}
          </li>
        </ul>
        {house.accessInfo && <p className="whitespace-pre-wrap text-muted-foreground">アクセス：{house.accessInfo}</p>}
      </section>

      {(house.features.length > 0 || house.amenities.length > 0) && (
        <section aria-label="特徴と設備" className="grid gap-2 text-sm">
          <h4 className="font-bold">古民家の特徴・設備</h4>
          <div className="flex flex-wrap gap-1.5">
            {house.features.map((f) => (
              <Badge key={f.id} variant="secondary">
                {f.label}
              </Badge>
            ))}
            {house.amenities.map((a) => (
              <Badge key={a.id} variant="outline">
                {a.amenity.label}
              </Badge>
            ))}
          </div>
        </section>
      )}
    </article>
  );
}

/** ゲスト表示で確認: the house as a guest would see it, whatever its status. */
export function PropertyPreviewDialog({ propertyId, open, onOpenChange, actions }: { propertyId: string | null; open: boolean; onOpenChange: (open: boolean) => void; actions?: ReactNode }) {
  const query = useQuery({ ...propertyPreviewQuery(propertyId ?? ''), enabled: propertyId !== null && open });
  return (
    <Dialog open={open && propertyId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader className="text-left">
          <DialogTitle>ゲスト表示で確認</DialogTitle>
          <DialogDescription>ゲストが物件ページで見る内容です。</DialogDescription>
        </DialogHeader>
        <QueryState
          query={query}
          errorTitle="物件を読み込めませんでした"
          loading={
            <div className="grid gap-3">
              <Skeleton className="h-48 w-full" />
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-20 w-full" />
            </div>
          }
          notFound={<p className="text-sm">物件が見つかりません。</p>}
        >
          {(house) => <PreviewBody house={house} />}
        </QueryState>
        {actions && query.isSuccess && <div className="flex justify-end border-t border-border pt-4">{actions}</div>}
      </DialogContent>
    </Dialog>
  );
}
