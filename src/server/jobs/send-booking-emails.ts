import type { BookingEmailKind } from '../mail/mail-service';
import type { BookingDeps } from '../features/bookings/deps';

/** What the e-mail and review jobs need of the booking deps. */
export type JobDeps = Pick<BookingDeps, 'db' | 'mail' | 'log'>;

/**
 * Sends one kind of message to each booking, one after the other (an SMTP server is not flooded),
 * and answers how many went out. The dedupeKey `${kind}:${bookingId}` makes each go out once, even
 * when another server picked the same bookings.
 */
export async function sendToEach(deps: JobDeps, kind: BookingEmailKind, bookingIds: readonly string[]): Promise<number> {
  let sent = 0;
  for (const bookingId of bookingIds) {
    if (await deps.mail.sendBookingEmail(kind, bookingId)) sent += 1;
  }
  return sent;
}
