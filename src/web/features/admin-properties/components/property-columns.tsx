import { Eye, ImageOff } from 'lucide-react';
import type { AdminProperty } from '@/contract/admin-properties';
import { ShortDate } from '@/web/components/data-table/short-date';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { LEGAL_BASIS_STANDING_LABELS, LODGING_REGIME_SHORT_LABELS } from '@/domain/lodging-basis';
import { formatYen } from '@/web/lib/format';
import { PropertyStatusBadge } from '../labels';
import { SuspensionAction } from './property-actions';

function Thumb({ url }: { url: string | null }) {
  return url ? (
    <img src={url} alt="" loading="lazy" decoding="async" className="size-12 shrink-0 rounded-lg object-cover" />
  ) : (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-muted" aria-hidden="true">
      <ImageOff className="size-4 text-muted-foreground" />
    </span>
  );
}

function TitleCell({ house }: { house: AdminProperty }) {
  return (
    <div className="flex max-w-72 min-w-48 items-center gap-2.5">
      <Thumb url={house.mainPhotoUrl} />
      <div className="grid min-w-0">
        <span className="line-clamp-2 font-bold" title={house.title}>
          {house.title}
        </span>
        <span className="line-clamp-1 text-xs text-muted-foreground">{house.description}</span>
        <span className="text-xs text-muted-foreground">ホスト：{house.hostName}</span>
      </div>
    </div>
  );
}

const STANDING_VARIANT = { verified: 'success', unverified: 'outline', missing: 'warning' } as const;

/** 営業の根拠: the law, and 確認済み / 未確認 / 要確認 (none given: a house published before it was asked). */
function LegalBasisCell({ house }: { house: AdminProperty }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5 whitespace-nowrap">
      {house.lodgingRegime && <span>{LODGING_REGIME_SHORT_LABELS[house.lodgingRegime]}</span>}
      <Badge variant={STANDING_VARIANT[house.legalBasisStanding]}>{LEGAL_BASIS_STANDING_LABELS[house.legalBasisStanding]}</Badge>
    </span>
  );
}

/** The columns of /admin/properties, for the table and the phone's cards. */
export function propertyColumns({ onPreview }: { onPreview: (house: AdminProperty) => void }): DataTableColumn<AdminProperty>[] {
  return [
    { id: 'title', header: '物件', mobile: 'title', skeleton: 'avatar', cell: (house) => <TitleCell house={house} /> },
    {
      id: 'location',
      header: '所在地',
      cell: (house) => (
        <div className="grid">
          <span className="whitespace-nowrap">{house.prefecture}</span>
          <span className="text-xs text-muted-foreground">{house.city}</span>
        </div>
      ),
    },
    // The year built and the grade share a column, one line each (side by side the table did not fit at 1280 px).
    {
      id: 'builtYear',
      header: '築年・グレード',
      className: 'whitespace-nowrap',
      cell: (house) => (
        <div className="flex flex-col items-start gap-1">
          <span>{house.builtYear ? `${house.builtYear}年` : '-'}</span>
          {house.kominkaGrade && (
            <Badge variant="outline" aria-label={`グレード ${house.kominkaGrade}`}>
              {house.kominkaGrade}
            </Badge>
          )}
        </div>
      ),
    },
    { id: 'guests', header: '定員', className: 'whitespace-nowrap', cell: (house) => `${house.maxGuests}名` },
    { id: 'price', header: '1泊料金', className: 'whitespace-nowrap text-right', cell: (house) => formatYen(house.basePrice) },
    {
      id: 'rating',
      header: '評価',
      className: 'whitespace-nowrap',
      cell: (house) => (house.ratingAverage === null || house.reviewCount === 0 ? '-' : `★ ${house.ratingAverage.toFixed(1)}（${house.reviewCount}）`),
    },
    { id: 'legalBasis', header: '営業の根拠', cell: (house) => <LegalBasisCell house={house} /> },
    { id: 'status', header: '状態', mobile: 'badge', skeleton: 'badge', className: 'whitespace-nowrap', cell: (house) => <PropertyStatusBadge status={house.status} /> },
    { id: 'createdAt', header: '登録日', className: 'whitespace-nowrap', cell: (house) => <ShortDate value={house.createdAt} /> },
    {
      id: 'actions',
      header: '操作',
      headerHidden: true,
      mobile: 'actions',
      skeleton: 'buttons',
      className: 'text-right',
      cell: (house) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" className="size-8" aria-label={`「${house.title}」をゲスト表示で確認`} title="ゲスト表示で確認" onClick={() => onPreview(house)}>
            <Eye aria-hidden="true" />
          </Button>
          <SuspensionAction house={house} compact />
        </div>
      ),
      mobileCell: (house) => (
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" size="sm" aria-label={`「${house.title}」をゲスト表示で確認`} onClick={() => onPreview(house)}>
            <Eye aria-hidden="true" />
            ゲスト表示
          </Button>
          <SuspensionAction house={house} />
        </div>
      ),
    },
  ];
}
