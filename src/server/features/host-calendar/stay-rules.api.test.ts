import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyListItem } from '@/contract/properties';
import { propertyCalendar, propertySeasonPrices } from '@/db/schema';
import { fromToday, insertProperty } from '../../testing/fixtures';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

/**
 * The host calendar's stay rules (src/domain/stay-rules.ts) wherever a guest meets them: the pricing
 * call, the house page's availability, the booking and the search's 満室. The host sets them through
 * the calendar's own API.
 */

let t: TestApp;
let host: { user: { id: string }; cookie: string };
let guest: { cookie: string };
/** Minimum 1 night; the days are set per test through PUT …/days. */
let houseId: string;
/** A second house, minimum 2 nights, with a season of minimum 4 nights. */
let seasonHouseId: string;

const setDays = async (propertyId: string, from: number, to: number, settings: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/host/calendar/${propertyId}/days`,
    headers: { cookie: host.cookie },
    payload: { from: fromToday(from), to: fromToday(to), action: 'settings', ...settings },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const quote = (propertyId: string, from: number, to: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/calendar/calculate-pricing`,
    payload: { checkinDate: fromToday(from), checkoutDate: fromToday(to) },
  });
const book = (propertyId: string, from: number, to: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: guest.cookie },
    payload: {
      propertyId,
      checkIn: fromToday(from),
      checkOut: fromToday(to),
      guestsAdults: 1,
      guestsChildren: 0,
      guestsInfants: 0,
      guestName: '山田 太郎',
      guestEmail: 'taro@example.jp',
      guestPhone: '090-1111-2222',
    },
  });
const search = async (from: number, to: number, extra = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/properties-with-booking-status?checkIn=${fromToday(from)}&checkOut=${fromToday(to)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PropertyListItem[];
};
const isBooked = async (propertyId: string, from: number, to: number) => (await search(from, to)).find((p) => p.id === propertyId)?.isBooked;

beforeAll(async () => {
  t = await createTestApp();
  host = await registerHost(t.app);
  guest = await signUpGuest(t.app);
  houseId = await insertProperty(t.db, null, { hostId: host.user.id, title: '規則の家', minNights: 1 });
  seasonHouseId = await insertProperty(t.db, null, { hostId: host.user.id, title: '季節の家', minNights: 2 });
  await t.db.insert(propertySeasonPrices).values({ propertyId: seasonHouseId, dateFrom: fromToday(60), dateTo: fromToday(70), pricePerNightJpy: 30000, minNightsOverride: 4 });
  await setDays(houseId, 10, 10, { closedToArrival: true });
  await setDays(houseId, 20, 20, { closedToDeparture: true });
  await setDays(houseId, 30, 30, { minNightsOverride: 3 });
  // The check-in day's own minimum wins over the season's and the house's.
  await setDays(seasonHouseId, 65, 65, { minNightsOverride: 1 });
});
afterAll(async () => {
  await t?.close();
});

describe('the pricing call', () => {
  it.each([
    ['a check-in on a day closed to arrival', 10, 12, 'checkinDate', 'この日はチェックインできません'],
    ['a check-out on a day closed to departure', 18, 20, 'checkoutDate', 'この日はチェックアウトできません'],
    ["a stay under the check-in day's minimum", 30, 32, 'checkoutDate', 'この期間は最低3泊からご予約いただけます'],
    ["a stay under the season's minimum", 61, 64, 'checkoutDate', 'この期間は最低4泊からご予約いただけます', true],
    ["a stay under the house's minimum", 80, 81, 'checkoutDate', 'このお宿は最低2泊からご予約いただけます', true],
  ])('refuses %s', async (_label, from, to, field, message, season = false) => {
    const res = await quote(season ? seasonHouseId : houseId, from, to);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', field, message });
  });

  it.each([
    ['a stay through a day closed to arrival', 9, 11],
    ['a stay ending on a day closed to arrival', 8, 10],
    ['a stay starting on a day closed to departure', 20, 21],
    ["a stay as long as the check-in day's minimum", 30, 33],
    ['a stay the day after the minimum day', 31, 32],
  ])('accepts %s', async (_label, from, to) => {
    expect((await quote(houseId, from, to)).statusCode).toBe(200);
  });

  it("lets the check-in day's one-night minimum win over the season and the house", async () => {
    expect((await quote(seasonHouseId, 65, 66)).statusCode).toBe(200);
    expect((await quote(seasonHouseId, 64, 66)).statusCode).toBe(400);
    expect((await quote(seasonHouseId, 61, 65)).statusCode).toBe(200);
  });
});

describe('the availability of the house page', () => {
  it('lists the days closed to arrival and to departure', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${houseId}/availability?from=${fromToday(0)}&to=${fromToday(40)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unavailableDates: [], closedToArrivalDates: [fromToday(10)], closedToDepartureDates: [fromToday(20)] });
  });
});

describe('the booking', () => {
  it('refuses a hold that breaks a rule with the same message, and takes one that keeps them', async () => {
    const arrival = await book(houseId, 10, 12);
    expect(arrival.statusCode).toBe(400);
    expect(arrival.json()).toMatchObject({ field: 'checkinDate', message: 'この日はチェックインできません' });
    const departure = await book(houseId, 19, 20);
    expect(departure.json()).toMatchObject({ field: 'checkoutDate', message: 'この日はチェックアウトできません' });
    const short = await book(houseId, 30, 31);
    expect(short.json()).toMatchObject({ field: 'checkoutDate', message: 'この期間は最低3泊からご予約いただけます' });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: guest.cookie },
      payload: {
        propertyId: houseId,
        checkinDate: fromToday(10),
        checkoutDate: fromToday(11),
        guestsAdults: 1,
        guestsChildren: 0,
        guestsInfants: 0,
        guestName: '山田 太郎',
        guestEmail: 'taro@example.jp',
        guestPhone: '090-1111-2222',
      },
    });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().message).toBe('この日はチェックインできません');
    expect((await book(houseId, 30, 33)).statusCode).toBe(201);
  });
});

describe('the search', () => {
  it('marks as 満室 a house whose stay breaks a rule, and hides it with hideBooked', async () => {
    expect(await isBooked(houseId, 10, 12)).toBe(true);
    expect(await isBooked(houseId, 9, 11)).toBe(false);
    expect(await isBooked(houseId, 18, 20)).toBe(true);
    expect(await isBooked(houseId, 20, 21)).toBe(false);
    expect(await isBooked(houseId, 30, 31)).toBe(true);
    expect(await isBooked(houseId, 34, 35)).toBe(false);
    expect(await isBooked(seasonHouseId, 61, 64)).toBe(true);
    expect(await isBooked(seasonHouseId, 61, 65)).toBe(false);
    expect(await isBooked(seasonHouseId, 65, 66)).toBe(false);
    expect(await isBooked(seasonHouseId, 80, 81)).toBe(true);
    expect(await isBooked(seasonHouseId, 80, 82)).toBe(false);
    const hidden = await search(10, 12, '&hideBooked=true');
    expect(hidden.map((p) => p.id)).not.toContain(houseId);
    expect(hidden.map((p) => p.id)).toContain(seasonHouseId);
  });

  it('counts only the open houses when booked ones are hidden', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties-with-booking-status?checkIn=${fromToday(80)}&checkOut=${fromToday(81)}&hideBooked=true` });
    expect(res.headers['x-total-count']).toBe('1');
    expect((res.json() as PropertyListItem[]).map((p) => p.id)).toEqual([houseId]);
  });

  it('sees a rule the host set directly in the calendar table too', async () => {
    const id = await insertProperty(t.db, null, { hostId: host.user.id });
    await t.db.insert(propertyCalendar).values({ propertyId: id, date: fromToday(90), closedToArrival: true });
    expect(await isBooked(id, 90, 91)).toBe(true);
    expect(await isBooked(id, 91, 92)).toBe(false);
  });
});
