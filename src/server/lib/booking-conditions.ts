import { sql, type SQL } from 'drizzle-orm';
import { bookings, payments } from '@/db/schema';

/**
 * The one home of "is this stay a booking?" (docs/product/bookings.md): a stay never paid is not a
 * booking. Written over the `bookings` table of the query.
 */

/** Money was authorised or taken for the booking at some point (a card the provider accepted). */
export const everPaid: SQL<boolean> = sql<boolean>`exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id}
  and (${payments.authorizedAt} is not null or ${payments.capturedAt} is not null))`;

/**
 * A booking: not an unpaid hold, and not a stay cancelled before any money was authorised or taken (a
 * lapsed hold, a declined card, a hold the guest let go or replaced); but a request sent to be paid
 * after approval is one from the moment it is sent, whatever comes of it (the host answered it). Hosts
 * list only these; they stay in the table for the records.
 */
export const isBooking: SQL = sql`(${bookings.payAfterApproval} or (${bookings.status} <> 'tentative' and (${bookings.status} <> 'cancelled' or ${everPaid})))`;

/** What a guest's own lists show: their bookings, and their holds still live at `now` (仮予約 with its countdown). */
export function inGuestLists(now: Date): SQL {
  return sql`(${isBooking} or (${bookings.status} = 'tentative' and ${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz))`;
}
