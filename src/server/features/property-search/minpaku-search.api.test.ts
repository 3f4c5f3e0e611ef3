import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyListItem } from '@/contract/properties';
import { rebuildKeptCounts } from '@/db/kept-counts';
import { BOOKING_STATUSES } from '@/contract/enums';
import { bookings, properties, propertyCalendar } from '@/db/schema';
import { addDays, japanDate } from '@/domain/japan-date';
import { minpakuYearNights, OTHER_SITE_BOOKING_REASON } from '@/domain/minpaku-year';
import { rowsOf } from '../../lib/sql-rows';
import { countedNightsSql } from '../minpaku-year/repository';
import { insertBooking, insertHost, insertProperty, insertUser } from '../../testing/fixtures';
import { fillMinpakuYear, stayInOneYear } from '../../testing/minpaku-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The search shows the nights a 民泊 house would refuse for its 180-night year as 満室
 * (docs/product/minpaku-180-nights.md), as it shows booked nights: a house at 178 of 180 is free for
 * 2 nights and full for 3; a house allowed only from 15 January to 16 March (noon) is full in June.
 * A 旅館業 house with the same nights is never limited.
 */
let t: TestApp;
const names = new Map<string, string>();
let stayFrom: string;
let year: number;
let hostId: string;
let guestId: string;

/** The next `monthDay` (MM-DD) at least 2 days from today in Japan. */
function next(monthDay: string): string {
  const today = japanDate();
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear > addDays(today, 1) ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
}

beforeAll(async () => {
  t = await createTestApp();
  const host = await insertHost(t.db);
  const guest = await insertUser(t.db);
  hostId = host.id;
  guestId = guest.id;
  ({ from: stayFrom, year } = stayInOneYear(10));
  const house = async (key: string, f: Omit<Parameters<typeof insertProperty>[2], 'hostId'>) => {
    const id = await insertProperty(t.db, null, { hostId: host.id, title: key, prefecture: '長野県', city: '白馬村', ...f });
    names.set(id, key);
    return id;
  };
  await fillMinpakuYear(t.db, { propertyId: await house('at178', {}), guestId: guest.id, year, count: 178, keepFree: stayFrom });
  const ryokan = await house('ryokan178', { lodging: { lodgingRegime: 'ryokan', lodgingPermitNumber: '第123号', lodgingPermitDate: '2020-04-01', lodgingHealthCentre: '大町保健所' } });
  await fillMinpakuYear(t.db, { propertyId: ryokan, guestId: guest.id, year, count: 178, keepFree: stayFrom });
  const winterOnly = await house('winterOnly', {});
  await t.db.update(properties).set({ minpakuAllowedPeriods: [{ from: '01-15', to: '03-16' }] }).where(eq(properties.id, winterOnly));
  const sixtyNights = await house('sixtyNights', {});
  await t.db.update(properties).set({ minpakuMaxNights: 60 }).where(eq(properties.id, sixtyNights));
  await fillMinpakuYear(t.db, { propertyId: sixtyNights, guestId: guest.id, year, count: 59, keepFree: stayFrom });
  await house('fresh', {});
});
afterAll(async () => {
  await t?.close();
});

async function search(checkIn: string, nights: number, hideBooked = false) {
  const params = new URLSearchParams({ destination: '白馬', checkIn, checkOut: addDays(checkIn, nights), hideBooked: String(hideBooked), pageSize: '50' });
  const res = await t.app.inject({ method: 'GET', url: `/api/properties-with-booking-status?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json() as PropertyListItem[];
  return {
    free: new Set(items.filter((i) => !i.isBooked).map((i) => names.get(i.id))),
    full: new Set(items.filter((i) => i.isBooked).map((i) => names.get(i.id))),
    total: Number(res.headers['x-total-count']),
  };
}

describe('the search and the 180-night year', () => {
  it('offers a house at 178/180 for 2 nights and shows it 満室 for 3 (a 旅館業 house is not limited)', async () => {
    const two = await search(stayFrom, 2);
    expect(two.free).toContain('at178');
    expect(two.free).toContain('ryokan178');
    const three = await search(stayFrom, 3);
    expect(three.full).toContain('at178');
    expect(three.free).toContain('ryokan178');
    expect(three.free).toContain('fresh');
  });

  it('leaves the refused house out when 満室 houses are hidden', async () => {
    expect((await search(stayFrom, 2, true)).free).toContain('at178');
    const hidden = await search(stayFrom, 3, true);
    expect(hidden.free).not.toContain('at178');
    expect(hidden.full.size).toBe(0);
    expect(hidden.total).toBe(hidden.free.size);
  });

  it('follows a lower municipal limit: 59 of 60 nights leave 1', async () => {
    expect((await search(stayFrom, 1)).free).toContain('sixtyNights');
    expect((await search(stayFrom, 2)).full).toContain('sixtyNights');
  });

  it('does not find a house allowed only from 15 January to 16 March for a June stay, and finds it in February', async () => {
    const june = await search(next('06-10'), 2, true);
    expect(june.free).not.toContain('winterOnly');
    expect(june.free).toContain('fresh');
    expect((await search(next('02-10'), 2, true)).free).toContain('winterOnly');
    // The night of 15 March is the last allowed (to 16 March noon); the night of 16 March is not.
    expect((await search(next('03-15'), 1)).free).toContain('winterOnly');
    expect((await search(next('03-15'), 2)).full).toContain('winterOnly');
  });
});

describe('the search and a house’s counted nights as they change', () => {
  /** The kept nights of a house per 営業年度 (booked + blocked), which the search's bound reads. */
  async function keptNights(propertyId: string) {
    const rows = rowsOf<{ year: number; nights: number }>(
      await t.db.execute(sql`select year, booked_nights + blocked_nights as nights from minpaku_year_nights where property_id = ${propertyId}::uuid and booked_nights + blocked_nights > 0 order by year`),
    );
    return Object.fromEntries(rows.map((r) => [r.year, r.nights]));
  }

  it('follows holds, cancellations, blocks sold elsewhere and a stay across 1 April at once, as a rebuild counts them', async () => {
    const house = await insertProperty(t.db, null, { hostId, title: 'fourNights', prefecture: '長野県', city: '白馬村' });
    names.set(house, 'fourNights');
    await t.db.update(properties).set({ minpakuMaxNights: 4 }).where(eq(properties.id, house));
    // Two nights of the stay's year far from the stay: the year's first or its last but one.
    const { from: yearFrom, to: yearTo } = minpakuYearNights(year);
    const other = Math.abs(Date.parse(yearFrom) - Date.parse(stayFrom)) > 10 * 86_400_000 ? yearFrom : addDays(yearTo, -1);
    const threeNights = async () => ((await search(stayFrom, 3)).free.has('fourNights') ? 'free' : 'full');

    expect(await threeNights()).toBe('free');
    const held = await insertBooking(t.db, { propertyId: house, guestId, checkin: other, checkout: addDays(other, 2), status: 'tentative' });
    expect(await keptNights(house)).toEqual({ [year]: 2 });
    expect(await threeNights()).toBe('full');

    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, held));
    expect(await keptNights(house)).toEqual({});
    expect(await threeNights()).toBe('free');

    await t.db.insert(propertyCalendar).values([
      { propertyId: house, date: other, isAvailable: false, blockReason: OTHER_SITE_BOOKING_REASON },
      { propertyId: house, date: addDays(other, 1), isAvailable: false, source: 'ical', blockReason: 'Airbnb' },
    ]);
    expect(await keptNights(house)).toEqual({ [year]: 2 });
    expect(await threeNights()).toBe('full');

    // A block for works does not count; an open day does not either.
    await t.db.update(propertyCalendar).set({ source: 'manual', blockReason: '改装工事' }).where(and(eq(propertyCalendar.propertyId, house), eq(propertyCalendar.date, addDays(other, 1))));
    await t.db.update(propertyCalendar).set({ isAvailable: true }).where(and(eq(propertyCalendar.propertyId, house), eq(propertyCalendar.date, other)));
    expect(await keptNights(house)).toEqual({});
    expect(await threeNights()).toBe('free');

    // A confirmed stay from the year's last night: one night in this year, two in the next.
    const across = await insertBooking(t.db, { propertyId: house, guestId, checkin: yearTo, checkout: addDays(yearTo, 3), status: 'pending' });
    await t.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, across));
    expect(await keptNights(house)).toEqual({ [year]: 1, [year + 1]: 2 });
    expect(await threeNights()).toBe('free');
    await t.db.update(bookings).set({ checkinDate: addDays(yearTo, -1), nights: 4 }).where(eq(bookings.id, across));
    expect(await keptNights(house)).toEqual({ [year]: 2, [year + 1]: 2 });
    expect(await threeNights()).toBe('full');

    const kept = await keptNights(house);
    await rebuildKeptCounts(t.db);
    expect(await keptNights(house)).toEqual(kept);
    await t.db.delete(bookings).where(eq(bookings.id, across));
    expect(await keptNights(house)).toEqual({});
    expect(await threeNights()).toBe('free');
  });

  it('counts a booking of each status as the search’s listing of nights does', async () => {
    const { from: yearFrom, to: yearTo } = minpakuYearNights(year);
    const range = { from: yearFrom, to: addDays(yearTo, 1) };
    for (const status of BOOKING_STATUSES) {
      const house = await insertProperty(t.db, null, { hostId, title: `status ${status}` });
      await insertBooking(t.db, { propertyId: house, guestId, checkin: yearFrom, checkout: addDays(yearFrom, 3), status });
      const listed = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from (${countedNightsSql((id) => sql`${id} = ${house}::uuid`, range, 'all holds')}) nights`),
      )[0].n;
      expect({ status, kept: (await keptNights(house))[year] ?? 0 }).toEqual({ status, kept: listed });
    }
  });
});
