import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import type { AdminHost } from '@/contract/admin-hosts';
import { ID_TYPE_LABELS } from '@/contract/host-profile';
import type { ListSelectOption } from '@/web/components/data-table/list-select';
import { Badge } from '@/web/components/ui/badge';

type KycStatus = AdminHost['kycStatus'];

export const KYC_LABELS: Record<KycStatus, string> = { verified: '確認済み', pending: '確認待ち', rejected: '却下' };

export const KYC_OPTIONS: ListSelectOption<KycStatus>[] = [
  { value: 'verified', label: KYC_LABELS.verified },
  { value: 'pending', label: KYC_LABELS.pending },
  { value: 'rejected', label: KYC_LABELS.rejected },
];

export const HOST_SORT_OPTIONS: ListSelectOption<'newest' | 'oldest' | 'name'>[] = [
  { value: 'newest', label: '新しい順' },
  { value: 'oldest', label: '古い順' },
  { value: 'name', label: '五十音順' },
];

export const APPROVAL_SORT_OPTIONS: ListSelectOption<'oldest' | 'newest'>[] = [
  { value: 'oldest', label: '提出の古い順' },
  { value: 'newest', label: '提出の新しい順' },
];

/** 確認済み / 確認待ち / 却下; an unknown status reads as 確認待ち. */
export function KycBadge({ status }: { status: KycStatus }) {
  if (status === 'verified') {
    return (
      <Badge variant="success">
        <BadgeCheck aria-hidden="true" />
        {KYC_LABELS.verified}
      </Badge>
    );
  }
  if (status === 'rejected') {
    return (
      <Badge variant="destructive">
        <XCircle aria-hidden="true" />
        {KYC_LABELS.rejected}
      </Badge>
    );
  }
  return (
    <Badge variant="warning">
      <Clock aria-hidden="true" />
      {KYC_LABELS.pending}
    </Badge>
  );
}

export function idTypeLabel(idType: string | null): string {
  return idType && idType in ID_TYPE_LABELS ? ID_TYPE_LABELS[idType as keyof typeof ID_TYPE_LABELS] : '未選択';
}

/** 4.75 → 4.8 (one decimal, as the guest pages show ratings); null → 「-」. */
export function ratingText(value: number | null): string {
  return value === null ? '-' : value.toFixed(1);
}
