import { UNREAL_DAY_MESSAGE } from '@/contract/calendar-fields';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import ical from 'ical-generator';
import nodeIcal, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostCalendarSchema, type CalendarDaysResult, type HostCalendar, type IcalImport } from '@/contract/host-calendar';
import type { PricingResult } from '@/contract/properties';
import { bookings, properties, propertyCalendar } from '@/db/schema';
import { addDays, daysBetween, formatJapaneseDate, japanDate, weekdayOf } from '@/domain/japan-date';
import { bookingNumber } from '@/domain/display-format';
import { isJapaneseHoliday } from '@/domain/pricing';
import { fromToday, insertBooking, insertCalendar, insertHost, insertPricingRule, insertProperty, insertSeason, insertUser } from '../../testing/fixtures';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let host: { user: { id: string }; cookie: string };
let otherHost: { user: { id: string }; cookie: string };
let guestId: string;
/** Base 10,000 with a weekday rule, a season and overrides; the host's first house. */
let pricedId: string;
let plainId: string;
let strangerHouseId: string;

/** Next month (all its days are in the future) and the month after. */
const nextMonthFirst = addDays(japanDate(), 32).slice(0, 8) + '01';
const month = nextMonthFirst.slice(0, 7);
const monthAfter = addDays(nextMonthFirst, 32).slice(0, 8) + '01';
const day = (n: number) => addDays(nextMonthFirst, n - 1);

const getMonth = (cookie: string | undefined, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/host/calendar?${query}`, headers: cookie ? { cookie } : {} });
const putDays = (cookie: string, propertyId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/host/calendar/${propertyId}/days`, headers: { cookie }, payload });

beforeAll(async () => {
  t = await createTestApp();
  host = await registerHost(t.app);
  otherHost = await registerHost(t.app, { fullName: '別の ホスト' });
  guestId = (await insertUser(t.db, { fullName: '山田 太郎' })).id;
  pricedId = await insertProperty(t.db, null, { hostId: host.user.id, title: '料金のある家', basePriceJpy: 10000, maxNights: 60, createdAt: new Date(Date.now() - 2000) });
  await insertPricingRule(t.db, pricedId, { activeFrom: japanDate(), monPrice: 11000, tuePrice: 12000, friPrice: 15000, satPrice: 16000, sunPrice: null, holidayPrice: 20000 });
  await insertSeason(t.db, pricedId, { dateFrom: day(10), dateTo: day(12), pricePerNightJpy: 25000 });
  await insertCalendar(t.db, pricedId, [{ date: day(5), priceOverrideJpy: 31000 }]);
  plainId = await insertProperty(t.db, null, { hostId: host.user.id, title: '素朴な家', basePriceJpy: 20000, maxNights: 60, createdAt: new Date(Date.now() - 1000) });
  strangerHouseId = await insertProperty(t.db, null, { hostId: (await insertHost(t.db)).id, title: '他人の家' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/host/calendar', () => {
  it("prices every day exactly as the guest's pricing call prices that night, for every house at once", async () => {
    const res = await getMonth(host.cookie, `month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    // The answer is written by a compiled serializer (lib/compiled-serializer.ts): it must still be the contract's shape.
    const body: HostCalendar = hostCalendarSchema.parse(res.json());
    expect(body).toEqual(res.json());
    expect(body.houses.map((h) => h.title)).toEqual(['料金のある家', '素朴な家']);
    expect(body.properties.map((p) => p.id)).toEqual([pricedId, plainId]);
    for (const property of body.properties) {
      const quote = await t.app.inject({
        method: 'POST',
        url: `/api/properties/${property.id}/calendar/calculate-pricing`,
        payload: { checkinDate: nextMonthFirst, checkoutDate: monthAfter },
      });
      expect(quote.statusCode, quote.body).toBe(200);
      const nights = (quote.json() as PricingResult).dailyPrices;
      expect(property.days.map((d) => ({ date: d.date, price: d.price, source: d.priceSource }))).toEqual(nights);
    }
    const priced = body.properties[0].days;
    expect(priced[4]).toMatchObject({ date: day(5), price: 31000, priceSource: 'calendar_override', priceOverrideJpy: 31000, isAvailable: true });
    expect(priced[9]).toMatchObject({ price: 25000, priceSource: 'season_price' });
  });

  it('shows the bookings on the nights they hold and lists the upcoming ones; cancelled ones are left out', async () => {
    const id = await insertBooking(t.db, { propertyId: plainId, guestId, checkin: day(3), checkout: day(5) });
    await insertBooking(t.db, { propertyId: plainId, guestId, checkin: day(6), checkout: day(7), status: 'cancelled' });
    const pendingId = await insertBooking(t.db, { propertyId: pricedId, guestId, checkin: day(20), checkout: day(21), status: 'pending' });
    const body = (await getMonth(host.cookie, `month=${month}&propertyId=${plainId}`)).json() as HostCalendar;
    expect(body.properties).toHaveLength(1);
    expect(body.houses).toHaveLength(2);
    const days = body.properties[0].days;
    expect(days[2].bookings).toEqual([{ id, guestName: '山田 太郎', status: 'confirmed', checkinDate: day(3), checkoutDate: day(5) }]);
    expect(days[3].bookings.map((b) => b.id)).toEqual([id]);
    expect(days[4].bookings).toEqual([]);
    expect(days[5].bookings).toEqual([]);
    expect(body.upcomingBookings.map((b) => b.id)).toEqual([id]);

    const all = (await getMonth(host.cookie, `month=${month}`)).json() as HostCalendar;
    expect(all.upcomingBookings.map((b) => [b.id, b.propertyTitle, b.status])).toEqual([
      [id, '素朴な家', 'confirmed'],
      [pendingId, '料金のある家', 'pending'],
    ]);
  });

  it('shows a stay that crosses the month on the nights of the month it holds, and each day with its holiday', async () => {
    const thirdHost = await registerHost(t.app, { fullName: '三人目 ホスト' });
    const houseId = await insertProperty(t.db, null, { hostId: thirdHost.user.id, title: '月をまたぐ家', maxNights: 60 });
    const lastDay = addDays(monthAfter, -1);
    const before = await insertBooking(t.db, { propertyId: houseId, guestId, checkin: addDays(nextMonthFirst, -2), checkout: day(2) });
    const after = await insertBooking(t.db, { propertyId: houseId, guestId, checkin: lastDay, checkout: addDays(monthAfter, 1) });
    const body = hostCalendarSchema.parse((await getMonth(thirdHost.cookie, `month=${month}&propertyId=${houseId}`)).json());
    const days = body.properties[0].days;
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: daysBetween(nextMonthFirst, monthAfter) }, (_, i) => addDays(nextMonthFirst, i)));
    expect(days.filter((d) => d.bookings.length > 0).map((d) => [d.date, d.bookings.map((b) => b.id)])).toEqual([
      [nextMonthFirst, [before]],
      [lastDay, [after]],
    ]);
    expect(days[0].bookings[0]).toEqual({ id: before, guestName: '山田 太郎', status: 'confirmed', checkinDate: addDays(nextMonthFirst, -2), checkoutDate: day(2) });
    for (const d of days) expect(d.isHoliday, d.date).toBe(isJapaneseHoliday(d.date));
    // 休前日: every Saturday, and each day whose next day is a holiday.
    for (const d of days) expect(d.isHolidayEve, d.date).toBe(weekdayOf(d.date) === 6 || isJapaneseHoliday(addDays(d.date, 1)));
    expect(days.some((d) => d.isHolidayEve)).toBe(true);
  });

  it("answers another host's house with the 404 of a missing one, a guest with 403 and nobody with 401", async () => {
    expect((await getMonth(host.cookie, `month=${month}&propertyId=${strangerHouseId}`)).statusCode).toBe(404);
    expect((await getMonth(otherHost.cookie, `month=${month}&propertyId=${pricedId}`)).statusCode).toBe(404);
    const other = (await getMonth(otherHost.cookie, `month=${month}`)).json() as HostCalendar;
    expect(other).toMatchObject({ houses: [], properties: [], upcomingBookings: [] });
    const guest = await signUpGuest(t.app);
    expect((await getMonth(guest.cookie, `month=${month}`)).statusCode).toBe(403);
    expect((await getMonth(undefined, `month=${month}`)).statusCode).toBe(401);
    const bad = await getMonth(host.cookie, 'month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'month', message: '月は YYYY-MM 形式で指定してください' });
  });

  it('leaves out deleted houses', async () => {
    const id = await insertProperty(t.db, null, { hostId: otherHost.user.id, title: '削除した家' });
    await t.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, id));
    const body = (await getMonth(otherHost.cookie, `month=${month}`)).json() as HostCalendar;
    expect(body.houses).toEqual([]);
    expect((await getMonth(otherHost.cookie, `month=${month}&propertyId=${id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/host/calendar/{propertyId}/days', () => {
  const dayOf = async (propertyId: string, date: string) => {
    const body = (await getMonth(host.cookie, `month=${date.slice(0, 7)}&propertyId=${propertyId}`)).json() as HostCalendar;
    return body.properties[0].days.find((d) => d.date === date)!;
  };

  it('blocks a range with a reason, and unblocks it', async () => {
    const res = await putDays(host.cookie, pricedId, { from: day(14), to: day(16), action: 'block', reason: '改装工事' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'カレンダーを更新しました', changedDays: 3, keptIcalDates: [] });
    expect(await dayOf(pricedId, day(15))).toMatchObject({ isAvailable: false, blockReason: '改装工事', source: 'manual' });
    expect(await dayOf(pricedId, day(17))).toMatchObject({ isAvailable: true, source: null });

    const unblock = await putDays(host.cookie, pricedId, { from: day(15), to: day(16), action: 'unblock' });
    expect(unblock.statusCode).toBe(200);
    expect(await dayOf(pricedId, day(14))).toMatchObject({ isAvailable: false });
    expect(await dayOf(pricedId, day(15))).toMatchObject({ isAvailable: true, blockReason: null });
  });

  it('sets and clears a special price, a minimum stay and closed arrival/departure, keeping what is not sent', async () => {
    await putDays(host.cookie, plainId, { from: day(24), to: day(25), action: 'settings', priceOverrideJpy: 33000, minNightsOverride: 3, closedToArrival: true });
    expect(await dayOf(plainId, day(24))).toMatchObject({ price: 33000, priceSource: 'calendar_override', priceOverrideJpy: 33000, minNightsOverride: 3, closedToArrival: true, closedToDeparture: false });
    await putDays(host.cookie, plainId, { from: day(25), to: day(25), action: 'settings', closedToDeparture: true, priceOverrideJpy: null });
    expect(await dayOf(plainId, day(25))).toMatchObject({ price: 20000, priceSource: 'base_price', priceOverrideJpy: null, minNightsOverride: 3, closedToArrival: true, closedToDeparture: true });
    // A block keeps the day's price settings.
    await putDays(host.cookie, plainId, { from: day(24), to: day(24), action: 'block' });
    expect(await dayOf(plainId, day(24))).toMatchObject({ isAvailable: false, priceOverrideJpy: 33000, minNightsOverride: 3 });
  });

  it('refuses to block nights a booking holds, naming the booking, and changes nothing', async () => {
    const guest = await insertUser(t.db, { fullName: '鈴木 一郎' });
    const id = await insertBooking(t.db, { propertyId: plainId, guestId: guest.id, checkin: day(27), checkout: day(29), status: 'tentative' });
    const res = await putDays(host.cookie, plainId, { from: day(26), to: day(27), action: 'block', reason: '私用' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`予約（ゲスト 鈴木 一郎様、${formatJapaneseDate(day(27))}〜${formatJapaneseDate(day(29))}、予約番号 ${bookingNumber(id)}）がある日はブロックできません`);
    expect(res.json().message).toMatch(/様、\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\)〜/);
    expect(await dayOf(plainId, day(26))).toMatchObject({ isAvailable: true });
    // The check-out day is not a night of the booking: it may be blocked.
    expect((await putDays(host.cookie, plainId, { from: day(29), to: day(29), action: 'block' })).statusCode).toBe(200);
    // Settings on booked nights are allowed.
    expect((await putDays(host.cookie, plainId, { from: day(27), to: day(28), action: 'settings', priceOverrideJpy: 40000 })).statusCode).toBe(200);
  });

  it.each([
    [{ from: fromToday(-1), to: fromToday(1), action: 'block' }, 'from', '過去の日付は変更できません'],
    [{ from: fromToday(5), to: fromToday(3), action: 'block' }, 'to', '終了日は開始日以降の日付を指定してください'],
    [{ from: fromToday(1), to: fromToday(367), action: 'block' }, 'to', '一度に変更できるのは366日までです'],
    [{ from: '2027-02-30', to: '2027-03-01', action: 'block' }, 'from', UNREAL_DAY_MESSAGE],
    [{ from: fromToday(1), to: fromToday(2), action: 'settings', priceOverrideJpy: 0 }, 'priceOverrideJpy', '特別料金は1円以上で入力してください'],
    [{ from: fromToday(1), to: fromToday(2), action: 'settings', minNightsOverride: 1.5 }, 'minNightsOverride', '最低宿泊数は整数で入力してください'],
    [{ from: fromToday(1), to: fromToday(2), action: 'settings' }, 'action', '変更する設定を指定してください'],
    [{ from: fromToday(1), to: fromToday(2), action: 'close' }, 'action', '操作は block、unblock、settings のいずれかです'],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const res = await putDays(host.cookie, pricedId, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });

  it('accepts 366 days at once', async () => {
    const res = await putDays(host.cookie, pricedId, { from: fromToday(1), to: fromToday(366), action: 'settings', closedToDeparture: false });
    expect(res.json()).toMatchObject({ changedDays: 366 });
  });

  it("answers another host's house with 404", async () => {
    expect((await putDays(otherHost.cookie, pricedId, { from: day(1), to: day(1), action: 'block' })).statusCode).toBe(404);
    expect((await putDays(host.cookie, strangerHouseId, { from: day(1), to: day(1), action: 'block' })).statusCode).toBe(404);
  });
});

describe('iCal export', () => {
  it('serves the stays and blocked runs as all-day events without guest data; renewing kills the old address', async () => {
    const houseId = await insertProperty(t.db, null, { hostId: host.user.id, title: '書き出す家' });
    const bookingId = await insertBooking(t.db, { propertyId: houseId, guestId, checkin: day(3), checkout: day(6) });
    await insertBooking(t.db, { propertyId: houseId, guestId, checkin: day(8), checkout: day(9), status: 'cancelled' });
    await putDays(host.cookie, houseId, { from: day(10), to: day(12), action: 'block', reason: '私用' });
    await putDays(host.cookie, houseId, { from: day(15), to: day(15), action: 'block' });

    const first = await t.app.inject({ method: 'GET', url: `/api/host/calendar/${houseId}/ical`, headers: { cookie: host.cookie } });
    expect(first.statusCode).toBe(200);
    const { exportUrl } = first.json() as { exportUrl: string };
    expect(exportUrl).toMatch(/^http:\/\/[^/]+\/api\/ical\/[0-9a-f]{64}\.ics$/);
    const again = await t.app.inject({ method: 'GET', url: `/api/host/calendar/${houseId}/ical`, headers: { cookie: host.cookie } });
    expect(again.json().exportUrl).toBe(exportUrl);

    const path = new URL(exportUrl).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(feed.body).toContain('PRODID:-//kominka-stay//host-calendar//JA');
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${day(3).replaceAll('-', '')}`);
    expect(feed.body).toContain(`DTEND;VALUE=DATE:${day(6).replaceAll('-', '')}`);
    expect(feed.body).not.toContain('山田');
    const events = Object.values(nodeIcal.sync.parseICS(feed.body)).filter((c): c is VEvent => c?.type === 'VEVENT');
    const summary = events
      .map((e) => ({ uid: e.uid, summary: String(e.summary), start: e.start.toISOString(), allDay: e.datetype === 'date' }))
      .sort((a, b) => a.start.localeCompare(b.start));
    expect(summary.map((e) => e.summary)).toEqual(['予約済み', 'ブロック', 'ブロック']);
    expect(summary.every((e) => e.allDay)).toBe(true);
    expect(summary[0].uid).toBe(`booking-${bookingId}@kominka-stay`);
    expect(summary[1].uid).toBe(`block-${houseId}-${day(10)}@kominka-stay`);
    const block = events.find((e) => e.uid === summary[1].uid)!;
    const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect([localDay(block.start), localDay(block.end!)]).toEqual([day(10), day(13)]);

    const renewed = await t.app.inject({ method: 'POST', url: `/api/host/calendar/${houseId}/ical/renew`, headers: { cookie: host.cookie } });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().exportUrl).not.toBe(exportUrl);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(renewed.json().exportUrl).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/ical/not-a-token.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/host/calendar/${houseId}/ical`, headers: { cookie: otherHost.cookie } })).statusCode).toBe(404);
  });
});

describe('iCal import', () => {
  let server: http.Server;
  let feedUrl: string;
  /** What the local feed answers: events as [first night, check-out day], or an HTTP status. */
  let feed: { events: [string, string][] } | { status: number } = { events: [] };

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      if ('status' in feed) {
        res.writeHead(feed.status).end('error');
        return;
      }
      const cal = ical({ name: 'Airbnb' });
      feed.events.forEach(([start, end], i) => cal.createEvent({ id: `e${i}@airbnb`, start, end, allDay: true, summary: 'Reserved' }));
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(cal.toString());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb.ics`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  const imports = (propertyId: string) => `/api/host/calendar/${propertyId}/ical-imports`;
  const calendarRows = (propertyId: string) => t.db.select().from(propertyCalendar).where(eq(propertyCalendar.propertyId, propertyId));

  it('blocks the listed nights, frees those no longer listed, reports a booking it would overlap and keeps its blocks on a failing feed', async () => {
    const houseId = await insertProperty(t.db, null, { hostId: host.user.id, title: '連携する家' });
    const bookingId = await insertBooking(t.db, { propertyId: houseId, guestId, checkin: fromToday(20), checkout: fromToday(22) });
    feed = { events: [[fromToday(10), fromToday(13)], [fromToday(21), fromToday(23)]] };

    const added = await t.app.inject({ method: 'POST', url: imports(houseId), headers: { cookie: host.cookie }, payload: { name: 'Airbnb', url: feedUrl } });
    expect(added.statusCode, added.body).toBe(201);
    const created = added.json() as IcalImport;
    expect(created).toMatchObject({ name: 'Airbnb', url: feedUrl, lastError: null, blockedDays: 4 });
    expect(created.lastSyncedAt).not.toBeNull();
    expect(created.conflicts).toEqual([{ date: fromToday(21), bookingId, guestName: '山田 太郎' }]);

    const closed = (await calendarRows(houseId)).filter((r) => !r.isAvailable).map((r) => [r.date, r.source, r.blockReason, r.icalImportId]);
    expect(closed.sort()).toEqual(
      [fromToday(10), fromToday(11), fromToday(12), fromToday(22)].map((d) => [d, 'ical', 'Airbnb', created.id]),
    );
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking.status).toBe('confirmed');

    // An unblock leaves the import's nights closed and says so.
    const unblock = await putDays(host.cookie, houseId, { from: fromToday(10), to: fromToday(10), action: 'unblock' });
    expect((unblock.json() as CalendarDaysResult).keptIcalDates).toEqual([fromToday(10)]);
    expect(unblock.json().message).toContain('iCal連携（Airbnb）でブロックされた1日は解除されません');

    // The feed drops its first event: its nights are free again.
    feed = { events: [[fromToday(21), fromToday(23)]] };
    const synced = await t.app.inject({ method: 'POST', url: `${imports(houseId)}/${created.id}/sync`, headers: { cookie: host.cookie } });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toMatchObject({ blockedDays: 1, lastError: null });
    expect((await calendarRows(houseId)).filter((r) => !r.isAvailable).map((r) => r.date)).toEqual([fromToday(22)]);

    // A failing feed: the error in Japanese, the earlier blocks stay.
    feed = { status: 500 };
    const failed = await t.app.inject({ method: 'POST', url: `${imports(houseId)}/${created.id}/sync`, headers: { cookie: host.cookie } });
    expect(failed.json()).toMatchObject({ lastError: 'カレンダーを取得できませんでした（HTTP 500）', blockedDays: 1 });
    expect((await calendarRows(houseId)).filter((r) => !r.isAvailable).map((r) => r.date)).toEqual([fromToday(22)]);

    const list = await t.app.inject({ method: 'GET', url: imports(houseId), headers: { cookie: host.cookie } });
    expect((list.json() as IcalImport[]).map((i) => [i.name, i.lastError])).toEqual([['Airbnb', 'カレンダーを取得できませんでした（HTTP 500）']]);

    // Deleting the import frees its nights.
    const removed = await t.app.inject({ method: 'DELETE', url: `${imports(houseId)}/${created.id}`, headers: { cookie: host.cookie } });
    expect(removed.statusCode).toBe(204);
    expect((await calendarRows(houseId)).filter((r) => !r.isAvailable)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: imports(houseId), headers: { cookie: host.cookie } })).json()).toEqual([]);
  });

  it('stores a feed that is not iCal as an error', async () => {
    const houseId = await insertProperty(t.db, null, { hostId: host.user.id });
    const plain = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not a calendar</html>'));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`;
      const res = await t.app.inject({ method: 'POST', url: imports(houseId), headers: { cookie: host.cookie }, payload: { name: 'HTML', url } });
      expect(res.json()).toMatchObject({ lastError: 'iCal形式のカレンダーではありません', blockedDays: 0 });
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it.each([
    ['an empty name', { name: '', url: 'https://example.com/a.ics' }, 'name', '名前を入力してください'],
    ['a name of 51 characters', { name: 'あ'.repeat(51), url: 'https://example.com/a.ics' }, 'name', '名前は50文字以内で入力してください'],
    ['an ftp URL', { name: 'Airbnb', url: 'ftp://example.com/a.ics' }, 'url', 'URLは http:// または https:// で始まる正しい形式で入力してください'],
    ['a URL over 2000 characters', { name: 'Airbnb', url: `https://example.com/${'a'.repeat(2000)}` }, 'url', 'URLは2000文字以内で入力してください'],
  ])('refuses %s naming the field', async (_label, payload, field, message) => {
    const res = await t.app.inject({ method: 'POST', url: imports(pricedId), headers: { cookie: host.cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });

  it("answers another host's house with 404", async () => {
    expect((await t.app.inject({ method: 'GET', url: imports(pricedId), headers: { cookie: otherHost.cookie } })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: imports(pricedId), headers: { cookie: otherHost.cookie }, payload: { name: 'x', url: feedUrl } });
    expect(res.statusCode).toBe(404);
  });
});
