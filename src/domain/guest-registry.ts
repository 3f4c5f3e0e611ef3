import type { LodgingRegime } from '@/contract/enums';
import { FURIGANA_REQUIRED_MESSAGE } from '@/contract/furigana';
import { PASSPORT_REQUIRED, REGISTRY_MESSAGES, type CheckInWindowState, type RegistryEntryBody, type RegistryRequirements } from '@/contract/guest-registry';
import { addDays, formatJapaneseDate, type IsoDate } from './japan-date';

/**
 * The guest registry's rules (docs/product/guest-registry.md): which fields a house's legal basis asks,
 * when the guest may fill it, what makes it complete, and how long it is kept.
 */

/** オンラインチェックイン opens this many days before the check-in day (Japan time). */
export const CHECK_IN_OPENS_DAYS_BEFORE = 7;
/** The registry is kept this many years after check-out, then erased. */
export const REGISTRY_KEPT_YEARS = 3;

/**
 * What the house's basis requires beyond name, reading and address (and nationality, passport number
 * and passport photo of a guest without an address in Japan): 旅館業法 dropped 職業 for 連絡先 in 2023;
 * 民泊 and 特区民泊 ask 職業. The site asks a contact of everyone; a house without a basis asks both.
 */
export function registryRequirements(regime: LodgingRegime | null): RegistryRequirements {
  return { occupation: regime !== 'ryokan', contact: true };
}

/** Everyone of the party is entered: adults, children and infants. */
export function partySizeOf(booking: { guestsAdults: number; guestsChildren: number; guestsInfants: number }): number {
  return booking.guestsAdults + booking.guestsChildren + booking.guestsInfants;
}

/** Whether the guest may fill or change the registry today: a confirmed stay, from 7 days before check-in until check-out. */
export function checkInWindow(booking: { status: string; checkinDate: IsoDate; checkoutDate: IsoDate }, today: IsoDate): { state: CheckInWindowState; opensOn: IsoDate; message: string | null } {
  const opensOn = addDays(booking.checkinDate, -CHECK_IN_OPENS_DAYS_BEFORE);
  if (booking.status !== 'confirmed' || today > booking.checkoutDate) {
    return { state: 'closed', opensOn, message: 'このご予約のオンラインチェックインは受け付けていません' };
  }
  if (today < opensOn) {
    return { state: 'not_yet', opensOn, message: `オンラインチェックインは${formatJapaneseDate(opensOn)}（チェックインの${CHECK_IN_OPENS_DAYS_BEFORE}日前）から入力できます` };
  }
  return { state: 'open', opensOn, message: null };
}

export interface RegistryIssue {
  field: keyof RegistryEntryBody | 'passportImage';
  message: string;
}

/** A name in Latin letters (accents, spaces, hyphens, apostrophes and full stops allowed): Emma Smith, José O'Neil. */
const LATIN_NAME = /^[\p{Script=Latin}\p{M}\s.'’-]+$/u;

/**
 * Whether a name asks for its reading (フリガナ): a name in Latin letters, as a guest from abroad writes it,
 * reads as it is written; any other name (Japanese script) does.
 */
export function nameNeedsReading(fullName: string): boolean {
  return !LATIN_NAME.test(fullName.trim());
}

/** What an entry still lacks under the house's requirements, field by field (empty when it is complete). */
export function registryEntryIssues(entry: RegistryEntryBody, requirements: RegistryRequirements, hasPassportImage: boolean): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  if (!entry.fullName) issues.push({ field: 'fullName', message: REGISTRY_MESSAGES.fullName });
  if (!entry.fullNameKana && nameNeedsReading(entry.fullName)) issues.push({ field: 'fullNameKana', message: FURIGANA_REQUIRED_MESSAGE });
  if (!entry.address) issues.push({ field: 'address', message: REGISTRY_MESSAGES.address });
  if (requirements.occupation && !entry.occupation) issues.push({ field: 'occupation', message: REGISTRY_MESSAGES.occupation });
  if (requirements.contact && !entry.contact) issues.push({ field: 'contact', message: REGISTRY_MESSAGES.contact });
  if (!entry.livesInJapan) {
    if (!entry.nationality) issues.push({ field: 'nationality', message: REGISTRY_MESSAGES.nationality });
    if (!entry.passportNumber) issues.push({ field: 'passportNumber', message: REGISTRY_MESSAGES.passportNumber });
    if (!hasPassportImage) issues.push({ field: 'passportImage', message: PASSPORT_REQUIRED });
  }
  return issues;
}

/** The last check-out day whose registry is erased today: check-outs more than 3 years ago (29 February counts as 28). */
export function registryErasedThrough(today: IsoDate): IsoDate {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - REGISTRY_KEPT_YEARS;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const sameDay = `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
  return addDays(sameDay, -1);
}

/** A confirmed stay checking in today with fewer entries sent than guests: flagged to the host (list badge, dashboard). */
export function registryIncompleteOnArrival(
  booking: { status: string; checkinDate: IsoDate; guestsAdults: number; guestsChildren: number; guestsInfants: number },
  submitted: number,
  today: IsoDate,
): boolean {
  return booking.status === 'confirmed' && booking.checkinDate === today && submitted < partySizeOf(booking);
}

/** The host may mark guests 本人確認済み from the check-in day of a confirmed or completed stay. */
export function mayVerifyGuests(booking: { status: string; checkinDate: IsoDate }, today: IsoDate): boolean {
  return (booking.status === 'confirmed' || booking.status === 'completed') && today >= booking.checkinDate;
}
