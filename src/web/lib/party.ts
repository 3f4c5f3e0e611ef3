import type { Language } from '@/contract/language';
import { formatCount } from '@/domain/display-format';
/**
 * The party of a stay as the guest screens ask and show it: adults (13 and over; null where a search
 * leaves it open, 指定なし), children (2 to 12) and infants (under 2, free and outside the capacity).
 */
/** Infants are not counted against the house's capacity (the server counts the same way); a party brings at most this many. */
export const MAX_INFANTS = 5;

export interface GuestCounts {
  adults: number | null;
  children: number;
  infants: number;
}

/** 大人2名・子ども1名・乳幼児1名: the party by category, empty categories left out ('' when nothing is given). */
export function partyText({ adults, children, infants }: GuestCounts, language: Language = 'ja'): string {
  const parts: string[] = [];
  if (adults !== null) parts.push(formatCount(adults, 'adult', language));
  if (children > 0) parts.push(formatCount(children, 'child', language));
  if (infants > 0) parts.push(formatCount(infants, 'infant', language));
  return parts.join(language === 'en' ? ', ' : '・');
}
