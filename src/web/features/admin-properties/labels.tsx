import type { PropertyStatus } from '@/contract/enums';
import { PREFECTURES } from '@/domain/destination-search';
import { PROPERTY_STATUS_LABELS } from '@/domain/property-life';
import type { ListSelectOption } from '@/web/components/data-table/list-select';
import { Badge } from '@/web/components/ui/badge';

const STATUS_VARIANTS: Record<PropertyStatus, 'success' | 'warning' | 'secondary' | 'outline' | 'destructive'> = {
  published: 'success',
  in_review: 'warning',
  draft: 'secondary',
  private: 'outline',
  suspended: 'destructive',
};

/** The status badge; an unknown status looks like a draft. */
export function PropertyStatusBadge({ status }: { status: PropertyStatus }) {
  const known = status in STATUS_VARIANTS ? status : 'draft';
  return <Badge variant={STATUS_VARIANTS[known]}>{PROPERTY_STATUS_LABELS[known]}</Badge>;
}

export const STATUS_OPTIONS: ListSelectOption<PropertyStatus>[] = (['published', 'in_review', 'draft', 'private', 'suspended'] as const).map((value) => ({
  value,
  label: PROPERTY_STATUS_LABELS[value],
}));

export const PREFECTURE_OPTIONS: ListSelectOption<string>[] = PREFECTURES.map((p) => ({ value: p.name, label: p.name }));

export const PROPERTY_SORT_OPTIONS: ListSelectOption<'newest' | 'oldest' | 'price-high' | 'price-low' | 'rating'>[] = [
  { value: 'newest', label: '新しい順' },
  { value: 'oldest', label: '古い順' },
  { value: 'price-high', label: '料金の高い順' },
  { value: 'price-low', label: '料金の安い順' },
  { value: 'rating', label: '評価の高い順' },
];

export const APPROVAL_SORT_OPTIONS: ListSelectOption<'oldest' | 'newest'>[] = [
  { value: 'oldest', label: '提出の古い順' },
  { value: 'newest', label: '提出の新しい順' },
];
