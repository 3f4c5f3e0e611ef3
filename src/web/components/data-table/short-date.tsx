import { formatDateWithWeekday, formatShortDate } from '@/web/lib/format';

/** A day in a table's narrow column as 2024/12/13, with its weekday written out on hover (registration dates). */
export function ShortDate({ value }: { value: string | Date }) {
  return <span title={formatDateWithWeekday(value)}>{formatShortDate(value)}</span>;
}
