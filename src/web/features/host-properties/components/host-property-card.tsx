import { Banknote, CalendarCheck, CalendarDays, Copy, Eye, EyeOff, Globe, House, MapPin, Send, SquarePen, Star, Trash2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HostProperty } from '@/contract/host-properties';
import { hostActions } from '@/domain/property-life';
import { ResponsivePhoto } from '@/web/components/responsive-photo';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { formatMonthDayWeekday, formatRating, formatYen } from '@/web/lib/format';
import type { HostPropertyChange } from '../api';
import { PropertyStatusBadges } from './property-status-badges';
import { RegistryCsvDialog } from './registry-csv-dialog';

type ActionKind = HostPropertyChange['kind'];

export interface HostPropertyCardProps {
  property: HostProperty;
  /** The action under way on this house, if any. */
  pending: ActionKind | null;
  onChange: (change: HostPropertyChange) => void;
  onDelete: (property: HostProperty) => void;
}

function Cover({ property }: { property: HostProperty }) {
  if (!property.coverPhoto) {
    return (
      <div className="flex aspect-[3/2] size-full flex-col items-center justify-center gap-1 bg-muted text-muted-foreground" role="img" aria-label="カバー写真がありません">
        <House className="size-8" aria-hidden="true" />
        <span className="text-xs">写真がありません</span>
      </div>
    );
  }
  return (
    <ResponsivePhoto
      src={property.coverPhoto.url}
      variants={property.coverPhoto.variants}
      sizes="(min-width: 640px) 16rem, 100vw"
      alt={`${property.title}のカバー写真`}
      loading="lazy"
      className="aspect-[3/2] size-full object-cover"
      width={600}
      height={400}
    />
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <span className="text-muted-foreground">{icon}</span>
      <span className="min-w-0">{children}</span>
    </p>
  );
}

/** A house of /host/properties: its cover, status, figures and what the host may do with it (src/domain/property-life.ts). */
export function HostPropertyCard({ property, pending, onChange, onDelete }: HostPropertyCardProps) {
  const actions = hostActions(property.status);
  const busy = pending !== null;
  const { id, title } = property;
  const isDraft = property.status === 'draft';

  return (
    <Card className="grid overflow-hidden sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]" aria-labelledby={`property-${id}-title`} role="article">
      <div className="bg-muted sm:h-full">
        <Cover property={property} />
      </div>
      <div className="grid min-w-0 gap-3 p-4 sm:p-5">
        <div className="grid gap-1.5">
          <PropertyStatusBadges status={property.status} rejected={property.rejectionReason !== null} />
          <h2 id={`property-${id}-title`} className="text-lg leading-snug font-bold break-words">
            {title}
          </h2>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {property.prefecture} {property.city} {property.addressLine}
          </p>
        </div>

        {isDraft && property.rejectionReason && (
          <div role="note" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
            <p className="font-bold text-destructive">審査で却下されました</p>
            <p className="mt-1 break-words">理由：{property.rejectionReason}</p>
          </div>
        )}
        {property.status === 'suspended' && (
          <div role="note" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
            <p className="font-bold text-destructive">運営により掲載が停止されています</p>
            {property.suspensionReason && <p className="mt-1 break-words">理由：{property.suspensionReason}</p>}
          </div>
        )}
        {property.status === 'in_review' && <p className="text-sm text-muted-foreground">運営が内容を確認しています。承認されると公開されます。</p>}

        <div className="grid gap-1.5 sm:grid-cols-2">
          <Fact icon={<Banknote className="size-4" aria-hidden="true" />}>
            <span className="font-bold">{formatYen(property.basePriceJpy)}</span>
            <span className="text-muted-foreground"> / 泊（税込）</span>
          </Fact>
          <Fact icon={<Star className="size-4" aria-hidden="true" />}>
            {property.ratingAverage !== null && property.reviewCount > 0 ? (
              <span>
                <span className="text-warning" aria-hidden="true">
                  ★
                </span>
                {formatRating(property.ratingAverage)}（{property.reviewCount}件）
              </span>
            ) : (
              <span className="text-muted-foreground">まだ評価はありません</span>
            )}
          </Fact>
          <Fact icon={<CalendarDays className="size-4" aria-hidden="true" />}>
            {property.nextBooking ? (
              <span>
                次の予約：{formatMonthDayWeekday(property.nextBooking.checkinDate)} {property.nextBooking.guestName}様
              </span>
            ) : (
              <span className="text-muted-foreground">予約はまだありません</span>
            )}
          </Fact>
          <Fact icon={<CalendarCheck className="size-4" aria-hidden="true" />}>今月の予約 {property.bookingsThisMonth}件</Fact>
        </div>

        {isDraft && (
          <div className="rounded-lg bg-muted/60 p-3 text-sm">
            {property.missing.length > 0 ? (
              <>
                <p className="font-bold">審査に提出する前に必要なこと</p>
                <ul className="mt-1 list-disc pl-5" aria-label="審査に提出する前に必要なこと">
                  {property.missing.map((m) => (
                    <li key={m.item}>{m.label}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="font-bold text-success">必要な項目はそろっています。審査に提出できます。</p>
            )}
          </div>
        )}

        <div className="flex flex-wrap gap-2 border-t border-border pt-3" role="group" aria-label={`${title}の操作`}>
          {actions.includes('view') &&
            (property.status === 'published' ? (
              <Button asChild variant="outline" size="sm">
                <a href={`/property/${id}`} target="_blank" rel="noopener noreferrer">
                  <Eye aria-hidden="true" />
                  表示
                </a>
              </Button>
            ) : (
              <Button asChild variant="outline" size="sm">
                <Link to={`/host/properties/${id}/preview`}>
                  <Eye aria-hidden="true" />
                  表示
                </Link>
              </Button>
            ))}
          {actions.includes('edit') && (
            <Button asChild variant="outline" size="sm">
              <Link to={`/host/properties/${id}/edit`}>
                <SquarePen aria-hidden="true" />
                編集
              </Link>
            </Button>
          )}
          {property.status !== 'draft' && <RegistryCsvDialog propertyId={id} title={title} />}
          {actions.includes('submit') && (
            <Button size="sm" disabled={busy || property.missing.length > 0} onClick={() => onChange({ kind: 'submit', id })}>
              <Send aria-hidden="true" />
              {pending === 'submit' ? '提出中…' : '審査に提出'}
            </Button>
          )}
          {actions.includes('withdraw') && (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onChange({ kind: 'withdraw', id })}>
              <Undo2 aria-hidden="true" />
              審査を取り下げる
            </Button>
          )}
          {actions.includes('unpublish') && (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onChange({ kind: 'visibility', id, visibility: 'private' })}>
              <EyeOff aria-hidden="true" />
              非公開にする
            </Button>
          )}
          {actions.includes('publish') && (
            <Button size="sm" disabled={busy} onClick={() => onChange({ kind: 'visibility', id, visibility: 'published' })}>
              <Globe aria-hidden="true" />
              公開する
            </Button>
          )}
          {actions.includes('duplicate') && (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onChange({ kind: 'duplicate', id })}>
              <Copy aria-hidden="true" />
              {pending === 'duplicate' ? '複製中…' : '複製'}
            </Button>
          )}
          {actions.includes('delete') && (
            <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" disabled={busy} onClick={() => onDelete(property)}>
              <Trash2 aria-hidden="true" />
              削除
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
