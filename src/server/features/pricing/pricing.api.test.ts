import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricingResult } from '@/contract/properties';
import { properties } from '@/db/schema';
import { addDays, japanDate, weekdayOf } from '@/domain/japan-date';
import { isJapaneseHoliday } from '@/domain/pricing';
import { fromToday, insertBooking, insertCalendar, insertHost, insertPricingRule, insertProperty, insertSeason, insertUser } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let hostId: string;
let guestId: string;
/** Base 10,000, cleaning 3,000; a rule with a price per weekday except Sunday and a holiday price. */
let pricedId: string;
/** Base 20,000, cleaning 5,000, nothing else; 2 to 5 nights. */
let plainId: string;
let draftId: string;

/** The year-end stay [Dec 27, Jan 4) of next year: it holds 元日 and at least one Sunday. */
// The next New Year within the booking window (365 days ahead): this year's when Christmas is still ahead.
const thisYear = Number(japanDate().slice(0, 4));
const year = japanDate() < `${thisYear}-12-20` ? thisYear : thisYear + 1;
const stayFrom = `${year}-12-27`;
const stayTo = `${year + 1}-01-04`;
const weekdayPrice = [null, 11000, 12000, 13000, 14000, 15000, 16000];

const quote = (id: string, checkinDate: string, checkoutDate: string) =>
  t.app.inject({ method: 'POST', url: `/api/properties/${id}/calendar/calculate-pricing`, payload: { checkinDate, checkoutDate } });

beforeAll(async () => {
  t = await createTestApp();
  hostId = (await insertHost(t.db)).id;
  guestId = (await insertUser(t.db)).id;
  pricedId = await insertProperty(t.db, null, { hostId, basePriceJpy: 10000, cleaningFeeJpy: 3000, maxNights: 30 });
  await insertPricingRule(t.db, pricedId, {
    activeFrom: japanDate(),
    sunPrice: null,
    monPrice: 11000,
    tuePrice: 12000,
    wedPrice: 13000,
    thuPrice: 14000,
    friPrice: 15000,
    satPrice: 16000,
    holidayPrice: 20000,
  });
  // A lower-priority rule never wins over the one above.
  await insertPricingRule(t.db, pricedId, { activeFrom: japanDate(), monPrice: 1, tuePrice: 1, wedPrice: 1, thuPrice: 1, friPrice: 1, satPrice: 1, sunPrice: 1, holidayPrice: 1, priority: 50 });
  await insertSeason(t.db, pricedId, { dateFrom: stayFrom, dateTo: `${year}-12-28`, pricePerNightJpy: 25000 });
  await insertCalendar(t.db, pricedId, [{ date: `${year}-12-29`, priceOverrideJpy: 31000 }]);

  plainId = await insertProperty(t.db, null, { hostId, basePriceJpy: 20000, cleaningFeeJpy: 5000, minNights: 2, maxNights: 5 });
  draftId = await insertProperty(t.db, null, { hostId, status: 'draft' });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/properties/{id}/calendar/calculate-pricing', () => {
  it('prices each night from the highest level that has a price, national holiday included', async () => {
    const res = await quote(pricedId, stayFrom, stayTo);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PricingResult;

    const expected = [];
    for (let date = stayFrom; date < stayTo; date = addDays(date, 1)) {
      if (date <= `${year}-12-28`) expected.push({ date, price: 25000, source: 'season_price' });
      else if (date === `${year}-12-29`) expected.push({ date, price: 31000, source: 'calendar_override' });
      else if (isJapaneseHoliday(date)) expected.push({ date, price: 20000, source: 'pricing_rule_holiday' });
      else if (weekdayOf(date) === 0) expected.push({ date, price: 10000, source: 'base_price' });
      else expected.push({ date, price: weekdayPrice[weekdayOf(date)], source: 'pricing_rule' });
    }
    expect(body.dailyPrices).toEqual(expected);
    expect(body.dailyPrices.find((d) => d.date === `${year + 1}-01-01`)).toEqual({ date: `${year + 1}-01-01`, price: 20000, source: 'pricing_rule_holiday' });
    expect(new Set(body.dailyPrices.map((d) => d.source))).toEqual(new Set(['season_price', 'calendar_override', 'pricing_rule_holiday', 'pricing_rule', 'base_price']));
    const nightsTotal = expected.reduce((sum, d) => sum + (d.price ?? 0), 0);
    // The house is in 京都市 (the fixture's place): the total the guest pays includes the accommodation tax.
    expect(body).toMatchObject({ nights: 8, nightsTotal, cleaningFeeJpy: 3000, stayTotalJpy: nightsTotal + 3000, totalPrice: nightsTotal + 3000 + body.accommodationTaxJpy, available: true, unavailableDates: [] });
    expect(body.accommodationTaxJpy).toBeGreaterThan(0);
  });

  it('uses the base price when the house has nothing else', async () => {
    const res = await quote(plainId, fromToday(10), fromToday(12));
    expect(res.json()).toMatchObject({
      dailyPrices: [
        { date: fromToday(10), price: 20000, source: 'base_price' },
        { date: fromToday(11), price: 20000, source: 'base_price' },
      ],
      nights: 2,
      nightsTotal: 40000,
      stayTotalJpy: 45000,
    });
  });

  it("charges 東京都's tax (旅館業 only) by the house's legal basis: not a 民泊, a 旅館, and a house whose basis is not known yet", async () => {
    // ¥12,000 a night for one guest is ¥10,909 before consumption tax: 東京都's ¥100 tier.
    const tokyo = (lodging: Parameters<typeof insertProperty>[2]['lodging']) =>
      insertProperty(t.db, null, { hostId, prefecture: '東京都', city: '台東区', basePriceJpy: 12000, cleaningFeeJpy: 0, lodging });
    const [minpaku, ryokan, unknown] = await Promise.all([
      tokyo({}),
      tokyo({ lodgingRegime: 'ryokan', lodgingNotificationNumber: null, lodgingPermitNumber: '台東保生第123号', lodgingPermitDate: '2020-04-01', lodgingHealthCentre: '台東保健所' }),
      tokyo(null),
    ]);
    const taxOf = async (id: string) => ((await quote(id, fromToday(10), fromToday(12))).json() as PricingResult).accommodationTaxJpy;
    expect(await taxOf(minpaku)).toBe(0);
    expect(await taxOf(ryokan)).toBe(200);
    expect(await taxOf(unknown)).toBe(200);
  });

  it('prices a 休前日 (a Saturday, the night before a holiday) by its own price and taxes the party of two adults and a child on it', async () => {
    const kyotoId = await insertProperty(t.db, null, { hostId, prefecture: '京都府', city: '京都市東山区', basePriceJpy: 20000, cleaningFeeJpy: 0 });
    await insertPricingRule(t.db, kyotoId, { activeFrom: japanDate(), friPrice: 24000, satPrice: 28000, holidayEvePrice: 33000 });
    // The first Saturday at least two days ahead, and the Friday before it.
    let saturday = fromToday(2);
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    const friday = addDays(saturday, -1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${kyotoId}/calendar/calculate-pricing`,
      payload: { checkinDate: friday, checkoutDate: addDays(saturday, 1), guestsAdults: 2, guestsChildren: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PricingResult;
    const fridaySource = isJapaneseHoliday(addDays(friday, 1)) || isJapaneseHoliday(friday) ? expect.any(String) : 'pricing_rule';
    expect(body.dailyPrices).toEqual([
      { date: friday, price: expect.any(Number), source: fridaySource },
      { date: saturday, price: 33000, source: 'pricing_rule_holiday_eve' },
    ]);
    // 京都市 since 2026-03-01: ¥33,000 for three guests is ¥10,000 a person before consumption tax, the
    // ¥400 tier, for each of the three (the child counts).
    const saturdayTax = body.accommodationTax.nights.find((n) => n.date === saturday);
    expect(saturdayTax).toEqual({ date: saturday, amountJpy: 1200 });
    expect(body.accommodationTax.lines.map((l) => l.name)).toEqual(['京都市宿泊税']);
    expect(body.totalPrice).toBe(body.stayTotalJpy + body.accommodationTaxJpy);
  });

  it("prices the party: 1名料金 per adult with the children's rate and free infants, 1棟料金 with the fee of each guest beyond those included", async () => {
    let saturday = fromToday(2);
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    const party = { checkinDate: saturday, checkoutDate: addDays(saturday, 1), guestsAdults: 2, guestsChildren: 1, guestsInfants: 1 };
    const perPerson = await insertProperty(t.db, null, { hostId, basePriceJpy: 15000, cleaningFeeJpy: 0 });
    await t.db.update(properties).set({ priceModel: 'person', childRatePercent: 50 }).where(eq(properties.id, perPerson));
    await insertPricingRule(t.db, perPerson, { activeFrom: japanDate(), holidayEvePrice: 18000 });
    const person = (await t.app.inject({ method: 'POST', url: `/api/properties/${perPerson}/calendar/calculate-pricing`, payload: party })).json() as PricingResult;
    // Two adults at the 休前日 rate, a child at half of it, the infant free.
    expect(person.dailyPrices).toEqual([{ date: saturday, price: 18000 * 2 + 9000, source: 'pricing_rule_holiday_eve' }]);
    // 京都市: ¥45,000 for four guests (the infant counts for the tax) is ¥10,227 a person before consumption tax: ¥400 each.
    expect(person.accommodationTax).toMatchObject({ totalJpy: 1600, lines: [{ name: '京都市宿泊税', amountJpy: 1600 }] });
    expect(person.totalPrice).toBe(45000 + 1600);

    const perHouse = await insertProperty(t.db, null, { hostId, basePriceJpy: 30000, cleaningFeeJpy: 0 });
    await t.db.update(properties).set({ guestsIncluded: 2, extraGuestFeeJpy: 4000 }).where(eq(properties.id, perHouse));
    const house = (await t.app.inject({ method: 'POST', url: `/api/properties/${perHouse}/calendar/calculate-pricing`, payload: party })).json() as PricingResult;
    expect(house.dailyPrices).toEqual([{ date: saturday, price: 34000, source: 'base_price' }]);
    const two = (await t.app.inject({ method: 'POST', url: `/api/properties/${perHouse}/calendar/calculate-pricing`, payload: { ...party, guestsChildren: 0 } })).json() as PricingResult;
    expect(two.dailyPrices[0].price).toBe(30000);
  });

  it('tells which nights are booked or closed; cancelled bookings free their nights', async () => {
    await insertBooking(t.db, { propertyId: plainId, guestId, checkin: fromToday(40), checkout: fromToday(42) });
    await insertBooking(t.db, { propertyId: plainId, guestId, checkin: fromToday(43), checkout: fromToday(45), status: 'cancelled' });
    await insertCalendar(t.db, plainId, [{ date: fromToday(44), isAvailable: false }]);
    const res = await quote(plainId, fromToday(41), fromToday(45));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ available: false, unavailableDates: [fromToday(41), fromToday(44)], nights: 4 });
    const free = await quote(plainId, fromToday(42), fromToday(44));
    expect(free.json()).toMatchObject({ available: true, unavailableDates: [] });
  });

  it.each([
    ['one night under the minimum', 10, 11, 'checkoutDate', 'このお宿は最低2泊からご予約いただけます'],
    ['one night over the maximum', 10, 16, 'checkoutDate', 'このお宿の最大宿泊数は5泊です'],
    ['a check-in in the past', -1, 2, 'checkinDate', 'チェックイン日に過去の日付は指定できません'],
    ['a check-out before the check-in', 12, 10, 'checkoutDate', 'チェックアウト日はチェックイン日より後の日付を指定してください'],
    ['the same day twice', 12, 12, 'checkoutDate', 'チェックアウト日はチェックイン日より後の日付を指定してください'],
  ])('refuses %s with 400 and a Japanese message', async (_label, from, to, field, message) => {
    const res = await quote(plainId, fromToday(from), fromToday(to));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', field, message });
  });

  it('accepts a check-in today (in Japan)', async () => {
    const res = await quote(plainId, fromToday(0), fromToday(2));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ checkinDate: '2027/01/01', checkoutDate: '2027-01-03' }, 'checkinDate'],
    [{ checkinDate: '2027-01-01' }, 'checkoutDate'],
    [{ checkinDate: `${year}-02-30`, checkoutDate: `${year}-03-02` }, 'checkinDate'],
    [{}, 'checkinDate'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/properties/${plainId}/calendar/calculate-pricing`, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('answers 404 for a draft house and 400 for a bad id', async () => {
    expect((await quote(draftId, fromToday(10), fromToday(12))).statusCode).toBe(404);
    const bad = await quote('abc', fromToday(10), fromToday(12));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});

describe('GET /api/properties/{id}/availability', () => {
  const availability = (id: string, from: string, to: string) => t.app.inject({ method: 'GET', url: `/api/properties/${id}/availability?from=${from}&to=${to}` });

  it('lists the booked and closed nights from `from` to `to`, both included', async () => {
    const id = await insertProperty(t.db, null, { hostId });
    await insertBooking(t.db, { propertyId: id, guestId, checkin: fromToday(5), checkout: fromToday(7) });
    await insertBooking(t.db, { propertyId: id, guestId, checkin: fromToday(8), checkout: fromToday(9), status: 'cancelled' });
    await insertBooking(t.db, { propertyId: id, guestId, checkin: fromToday(9), checkout: fromToday(12), status: 'pending' });
    await insertCalendar(t.db, id, [
      { date: fromToday(3), isAvailable: false },
      { date: fromToday(4), isAvailable: true, priceOverrideJpy: 30000 },
    ]);
    const res = await availability(id, fromToday(3), fromToday(10));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      unavailableDates: [fromToday(3), fromToday(5), fromToday(6), fromToday(9), fromToday(10)],
      closedToArrivalDates: [],
      closedToDepartureDates: [],
    });
  });

  it('refuses a window longer than 400 days, an inverted one and a bad date', async () => {
    const tooLong = await availability(plainId, fromToday(0), fromToday(401));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'to', message: '期間は400日以内で指定してください' });
    expect((await availability(plainId, fromToday(0), fromToday(400))).statusCode).toBe(200);
    const inverted = await availability(plainId, fromToday(5), fromToday(4));
    expect(inverted.json()).toMatchObject({ field: 'to', message: '終了日は開始日以降の日付を指定してください' });
    const bad = await availability(plainId, '2027-13-01', fromToday(4));
    expect(bad.json().field).toBe('from');
    const missing = await t.app.inject({ method: 'GET', url: `/api/properties/${plainId}/availability?from=${fromToday(0)}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('to');
  });

  it('answers 404 for a draft house', async () => {
    expect((await availability(draftId, fromToday(0), fromToday(10))).statusCode).toBe(404);
  });
});
