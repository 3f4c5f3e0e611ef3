import { registryIncompleteOnArrival } from '@/domain/guest-registry';
import { japanDate } from '@/domain/japan-date';
import { findStaysArrivingWithIncompleteRegistry } from './repository';
import type { JobDeps } from './send-booking-emails';

const BATCH = 200;

/**
 * Every minute (booking-jobs.ts): on the check-in day (Japan time), the host of a confirmed stay whose
 * guest registry is not complete (docs/product/guest-registry.md) gets one e-mail per booking
 * (`host_registry_incomplete:{bookingId}`, written once by whichever server gets there first); a
 * booking drops out of the query once it has it. Answers how many went out.
 */
export async function remindIncompleteRegistries(deps: Pick<JobDeps, 'db' | 'mail'>, now: Date): Promise<number> {
  const today = japanDate(now);
  const due = await findStaysArrivingWithIncompleteRegistry(deps.db, today, BATCH);
  let sent = 0;
  for (const booking of due) {
    if (!registryIncompleteOnArrival(booking, booking.submitted, today)) continue;
    if (await deps.mail.sendRegistryIncomplete(booking.id, booking.submitted)) sent += 1;
  }
  return sent;
}
