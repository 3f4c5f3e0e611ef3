import { bookingNumber, formatYen } from '@/domain/display-format';
import type { Language } from '@/contract/language';
import { formatJapaneseDate, type IsoDate } from '@/domain/japan-date';

/** An amount as the e-mails write it: the one yen format of the site, ¥45,000 (src/domain/display-format.ts). */
export const formatAmount = formatYen;

/** A booking's number as the e-mails write it (予約番号: 3F6C2A1E), the one the screens show. */
export { bookingNumber };

/** A calendar date as the e-mails write it: 2026年12月24日(木), in English Thu, 24 Dec 2026. */
export function formatMailDate(date: IsoDate, language: Language = 'ja'): string {
  return formatJapaneseDate(date, language);
}
