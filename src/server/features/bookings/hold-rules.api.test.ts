import { UNREAL_DAY_MESSAGE } from '@/contract/calendar-fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@/contract/bookings';
import { bookings, properties } from '@/db/schema';
import { fromToday, insertHost, insertProperty } from '../../testing/fixtures';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let houses: string[];

const stay = (propertyId: string, checkin: number, checkout: number) => ({
  propertyId,
  checkinDate: fromToday(checkin),
  checkoutDate: fromToday(checkout),
  guestsAdults: 2,
  guestsChildren: 0,
  guestsInfants: 0,
  guestName: '山田 太郎',
  guestEmail: 'taro@example.jp',
  guestPhone: '090-1111-2222',
});
const startCheckout = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { cookie }, payload });
/** Sat, 10 Apr 2027: a day as the English answers write it. */
const enDay = (days: number) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${fromToday(days)}T00:00:00Z`));
const cancel = (cookie: string, id: string) => t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/cancel`, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  const hostId = (await insertHost(t.db)).id;
  houses = await Promise.all(
    ['一の家', '二の家', '三の家'].map((title) => insertProperty(t.db, null, { hostId, title, basePriceJpy: 20000, maxGuests: 4, minNights: 1, maxNights: 14 })),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('holds cannot be hoarded', () => {
  it('lets one account hold at most 2 stays; the third is refused naming one to finish, and goes through once one is released', async () => {
    const guest = await signUpGuest(t.app);
    const first = (await startCheckout(guest.cookie, stay(houses[0], 30, 32))).json() as CheckoutSession;
    expect((await startCheckout(guest.cookie, stay(houses[1], 30, 32))).statusCode).toBe(201);

    const third = await startCheckout(guest.cookie, stay(houses[2], 30, 32));
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toContain('仮予約中のご予約が2件あります');
    expect(third.json().message).toContain('一の家');

    // The guest releases a hold themselves.
    const released = await cancel(guest.cookie, first.bookingId);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().booking.status).toBe('cancelled');
    expect((await startCheckout(guest.cookie, stay(houses[2], 30, 32))).statusCode).toBe(201);
  });

  it('refuses the third hold in English with the house’s English title where its host wrote one, else its Japanese title', async () => {
    const english = { 'accept-language': 'en' };
    const guest = await signUpGuest(t.app);
    const held = [(await startCheckout(guest.cookie, stay(houses[0], 40, 42))).json() as CheckoutSession];
    held.push((await startCheckout(guest.cookie, stay(houses[1], 40, 42))).json() as CheckoutSession);
    const refusal = () => t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { cookie: guest.cookie, ...english }, payload: stay(houses[2], 40, 42) });

    const withJapaneseTitle = await refusal();
    expect(withJapaneseTitle.statusCode).toBe(409);
    expect(withJapaneseTitle.json().message).toBe(
      `You already have 2 bookings on hold, such as “一の家” (${enDay(40)} – ${enDay(42)}). Pay for one or cancel its hold before making a new booking.`,
    );

    await t.db.update(properties).set({ titleEn: 'The First House' }).where(eq(properties.id, houses[0]));
    try {
      const withEnglishTitle = await refusal();
      expect(withEnglishTitle.json().message).toBe(
        `You already have 2 bookings on hold, such as “The First House” (${enDay(40)} – ${enDay(42)}). Pay for one or cancel its hold before making a new booking.`,
      );
      // A Japanese page still reads the Japanese title.
      const japanese = await startCheckout(guest.cookie, stay(houses[2], 40, 42));
      expect(japanese.json().message).toContain('「一の家」');
    } finally {
      await t.db.update(properties).set({ titleEn: null }).where(eq(properties.id, houses[0]));
      for (const hold of held) await cancel(guest.cookie, hold.bookingId);
    }
  });

  it('never moves a hold’s end forward, whether its payment page is opened again or the same stay is held again', async () => {
    const guest = await signUpGuest(t.app);
    const held = (await startCheckout(guest.cookie, stay(houses[0], 60, 62))).json() as CheckoutSession;
    await new Promise((resolve) => setTimeout(resolve, 20));

    const reopened = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { cookie: guest.cookie }, payload: { reservationId: held.bookingId } });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((reopened.json() as CheckoutSession).holdExpiresAt).toBe(held.holdExpiresAt);

    const again = (await startCheckout(guest.cookie, stay(houses[0], 60, 62))).json() as CheckoutSession;
    expect(again.bookingId).not.toBe(held.bookingId);
    expect(again.holdExpiresAt).toBe(held.holdExpiresAt);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, again.bookingId));
    expect(row.holdExpiresAt?.toISOString()).toBe(held.holdExpiresAt);
  });

  it('refuses a check-in more than 365 days ahead with a clear message', async () => {
    const guest = await signUpGuest(t.app);
    const response = await startCheckout(guest.cookie, stay(houses[1], 366, 368));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field: 'checkinDate', message: 'このお宿のご予約は、365日先までのチェックインで承っています' });
    // A year outside the calendar the API accepts (src/contract/month-pattern.ts) is refused as a date.
    const far = await startCheckout(guest.cookie, { ...stay(houses[1], 0, 2), checkinDate: '9999-12-01', checkoutDate: '9999-12-03' });
    expect(far.statusCode, far.body).toBe(400);
    expect(far.json()).toMatchObject({ field: 'checkinDate', message: UNREAL_DAY_MESSAGE });
    expect((await startCheckout(guest.cookie, stay(houses[1], 365, 366))).statusCode).toBe(201);
  });

  it('does not let a host book their own house', async () => {
    const host = await registerHost(t.app);
    const own = await insertProperty(t.db, null, { hostId: host.user.id, title: '自分の家' });
    const response = await startCheckout(host.cookie, stay(own, 20, 22));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('ご自身が掲載している物件は予約できません');
  });

  it('answers one guest racing itself for the same nights without a 5xx, leaving one live hold', async () => {
    const guest = await signUpGuest(t.app);
    const answers = await Promise.all(Array.from({ length: 40 }, () => startCheckout(guest.cookie, stay(houses[2], 90, 93))));
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    const live = (await t.db.select().from(bookings).where(eq(bookings.propertyId, houses[2]))).filter(
      (b) => b.checkinDate === fromToday(90) && b.status === 'tentative',
    );
    expect(live).toHaveLength(1);
  });
});

describe('a hold and the price shown for its nights', () => {
  const priced = (cookie: string | undefined, propertyId: string, checkin: number, checkout: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/calendar/calculate-pricing`,
      headers: cookie ? { cookie } : {},
      payload: { checkinDate: fromToday(checkin), checkoutDate: fromToday(checkout) },
    });
  const taken = (cookie: string | undefined, propertyId: string, from: number, to: number) =>
    t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/availability?from=${fromToday(from)}&to=${fromToday(to)}`, headers: cookie ? { cookie } : {} });

  it('leaves the nights free for the guest who holds them (going back from the card page) and taken for everyone else', async () => {
    const guest = await signUpGuest(t.app);
    const other = await signUpGuest(t.app);
    expect((await startCheckout(guest.cookie, stay(houses[1], 91, 93))).statusCode).toBe(201);

    expect((await priced(guest.cookie, houses[1], 91, 93)).json()).toMatchObject({ available: true, unavailableDates: [] });
    expect((await taken(guest.cookie, houses[1], 90, 95)).json().unavailableDates).toEqual([]);
    for (const cookie of [other.cookie, undefined]) {
      expect((await priced(cookie, houses[1], 91, 93)).json()).toMatchObject({ available: false, unavailableDates: [fromToday(91), fromToday(92)] });
      expect((await taken(cookie, houses[1], 90, 95)).json().unavailableDates).toEqual([fromToday(91), fromToday(92)]);
    }

    // The same guest pays for the same stay after going back: the new hold replaces the old one.
    const again = await startCheckout(guest.cookie, stay(houses[1], 91, 93));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('frees the nights of a hold that has lapsed for everyone, before any job has cancelled it', async () => {
    const guest = await signUpGuest(t.app);
    const other = await signUpGuest(t.app);
    const held = (await startCheckout(guest.cookie, stay(houses[2], 120, 122))).json() as CheckoutSession;
    await t.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 60_000) }).where(eq(bookings.id, held.bookingId));

    expect((await priced(other.cookie, houses[2], 120, 122)).json()).toMatchObject({ available: true });
    expect((await taken(undefined, houses[2], 119, 123)).json().unavailableDates).toEqual([]);
  });
});

describe('a stay never paid is not a booking in the guest’s lists', () => {
  const mine = async (cookie: string) =>
    ((await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: { cookie } })).json() as { id: string; status: string }[]);

  it('lists a live hold once, and neither a replaced nor a lapsed hold', async () => {
    const guest = await signUpGuest(t.app);
    const first = (await startCheckout(guest.cookie, stay(houses[0], 150, 152))).json() as CheckoutSession;
    // Held again after going back: the first hold is replaced.
    const second = (await startCheckout(guest.cookie, stay(houses[0], 150, 152))).json() as CheckoutSession;
    expect(second.bookingId).not.toBe(first.bookingId);
    expect(await mine(guest.cookie)).toEqual([expect.objectContaining({ id: second.bookingId, status: 'tentative' })]);

    // The hold lapses (before the job cancels it), then the job cancels it: gone from the list either way.
    await t.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 60_000) }).where(eq(bookings.id, second.bookingId));
    expect(await mine(guest.cookie)).toEqual([]);
    await t.db.update(bookings).set({ status: 'cancelled', cancelledBy: 'system', holdExpiresAt: null }).where(eq(bookings.id, second.bookingId));
    expect(await mine(guest.cookie)).toEqual([]);
    // It stays in the records.
    expect((await t.db.select().from(bookings).where(eq(bookings.guestUserId, guest.user.id))).length).toBe(2);
  });
});
