import { INQUIRY_TYPE_LABELS } from '@/contract/contact';
import type { InquiryStatus, InquiryType } from '@/contract/enums';
import { INQUIRY_STATUS_LABELS, inquiryActionRefusal } from '@/domain/inquiry-life';
import type { ListSelectOption } from '@/web/components/data-table/list-select';
import { Badge } from '@/web/components/ui/badge';

export const STATUS_OPTIONS: ListSelectOption<InquiryStatus>[] = (Object.keys(INQUIRY_STATUS_LABELS) as InquiryStatus[]).map((value) => ({
  value,
  label: INQUIRY_STATUS_LABELS[value],
}));

export const TYPE_OPTIONS: ListSelectOption<InquiryType>[] = (Object.keys(INQUIRY_TYPE_LABELS) as InquiryType[]).map((value) => ({
  value,
  label: INQUIRY_TYPE_LABELS[value],
}));

export const SORT_OPTIONS: ListSelectOption<'newest' | 'oldest'>[] = [
  { value: 'newest', label: '新しい順' },
  { value: 'oldest', label: '古い順' },
];

export const typeLabel = (type: string) => INQUIRY_TYPE_LABELS[type as InquiryType] ?? INQUIRY_TYPE_LABELS.other;

const STATUS_VARIANTS = { open: 'warning', in_progress: 'default', resolved: 'success', closed: 'secondary' } as const;

/** An unknown status is taken as 新規 (docs/product/back-office.md). */
const knownStatus = (status: string) => (status in STATUS_VARIANTS ? status : 'open') as InquiryStatus;

export function InquiryStatusBadge({ status }: { status: string }) {
  const known = knownStatus(status);
  return <Badge variant={STATUS_VARIANTS[known]}>{INQUIRY_STATUS_LABELS[known]}</Badge>;
}

/** Whether the respond button may be pressed: not for a resolved or closed inquiry. */
export const canRespondTo = (status: string) => inquiryActionRefusal(knownStatus(status), 'respond') === null;
