import { bookingNumber, formatYen } from '@/domain/display-format';
import { formatJapaneseDate, type IsoDate } from '@/domain/japan-date';

/** An amount as the e-mails write it: the one yen format of the site, ¥45,000 (src/domain/display-format.ts). */
export const formatAmount = formatYen;

/** A booking's number as the e-mails write it (予約番号: 3F6C2A1E), the one the screens show. */
export { bookingNumber };

/** A calendar date as the e-mails write it: 2026年12月24日(木). */
export function formatMailDate(date: IsoDate): string {
  return formatJapaneseDate(date);
}
