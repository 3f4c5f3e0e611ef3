import type { Database } from '@/db/client';
import { propertyCalendar } from '@/db/schema';
import { nightsOf } from '@/domain/availability';
import { addDays, japanDate } from '@/domain/japan-date';
import { minpakuYearNights, minpakuYearOfNight, OTHER_SITE_BOOKING_REASON } from '@/domain/minpaku-year';
import { insertBooking } from './fixtures';

/** A 3-night stay `daysAhead` or later from today (Japan) that does not cross 1 April, and its 営業年度. */
export function stayInOneYear(daysAhead: number) {
  let from = addDays(japanDate(), daysAhead);
  while (minpakuYearOfNight(from) !== minpakuYearOfNight(addDays(from, 3))) from = addDays(from, 1);
  return { from, year: minpakuYearOfNight(from) };
}

/**
 * Marks `count` nights of the year as counted toward a 民泊 house's 180, none within 5 days of
 * `keepFree`: the first run of consecutive nights (at most 100) as a confirmed stay of `guestId`, the
 * rest as 他サイトの予約 blocks, the last 10 as an iCal import's. Also a cancelled stay and a block for
 * works, which do not count.
 */
export async function fillMinpakuYear(db: Database, f: { propertyId: string; guestId: string; year: number; count: number; keepFree: string }) {
  const { propertyId, guestId } = f;
  const { from, to } = minpakuYearNights(f.year);
  const near = new Set(nightsOf(addDays(f.keepFree, -5), addDays(f.keepFree, 8)));
  const nights = nightsOf(from, addDays(to, 1)).filter((n) => !near.has(n));
  const counted = nights.slice(0, f.count);
  let run = 1;
  while (run < 100 && counted[run] === addDays(counted[0], run)) run++;
  await insertBooking(db, { propertyId, guestId, checkin: counted[0], checkout: addDays(counted[0], run), status: 'confirmed' });
  const blocks = counted.slice(run);
  if (blocks.length > 0) await db.insert(propertyCalendar).values(
    blocks.map((date, i) =>
      i >= blocks.length - 10
        ? { propertyId, date, isAvailable: false, source: 'ical' as const, blockReason: 'Airbnb' }
        : { propertyId, date, isAvailable: false, blockReason: OTHER_SITE_BOOKING_REASON },
    ),
  );
  const free = nights.slice(f.count);
  await insertBooking(db, { propertyId, guestId, checkin: free[0], checkout: free[1], status: 'cancelled' });
  await db.insert(propertyCalendar).values({ propertyId, date: free[2], isAvailable: false, blockReason: '改装工事' });
}
