import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '@/db/schema';
import { nightsOf } from '@/domain/availability';
import { addDays } from '@/domain/japan-date';
import { minpakuYearOfInstant } from '@/domain/minpaku-year';
import { insertProperty } from '../../testing/fixtures';
import { fillMinpakuYear, stayInOneYear } from '../../testing/minpaku-fixtures';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

/**
 * The 180-night year on the API (docs/product/minpaku-180-nights.md): a 民泊 house with 178 nights
 * counted (a confirmed stay, nights marked 他サイトの予約 and an iCal import's) refuses a 3-night stay
 * and the 181st night; a house's allowed periods refuse the nights outside them; 旅館業 is never limited.
 */

let t: TestApp;
let host: { user: { id: string }; cookie: string };
let guestId: string;
/** A stay of 3 nights, 10+ days ahead, that does not cross 1 April. */
let stayFrom: string;
let year: number;
const currentYear = minpakuYearOfInstant(new Date());

const stay = (propertyId: string, checkin: string, nights: number) => ({
  propertyId,
  checkinDate: checkin,
  checkoutDate: addDays(checkin, nights),
  guestsAdults: 2,
  guestsChildren: 0,
  guestsInfants: 0,
  guestName: '山田 太郎',
  guestEmail: 'taro@example.jp',
  guestPhone: '090-1111-2222',
});
const hold = (cookie: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { cookie }, payload });

beforeAll(async () => {
  t = await createTestApp();
  host = await registerHost(t.app);
  guestId = (await signUpGuest(t.app)).user.id;
  ({ from: stayFrom, year } = stayInOneYear(10));
});
afterAll(async () => {
  await t?.close();
});

const fillYear = (propertyId: string, count: number) => fillMinpakuYear(t.db, { propertyId, guestId, year, count, keepFree: stayFrom });
const yearWords = () => (year === currentYear ? '今年度' : `${year}年度（${year}年4月1日正午〜${year + 1}年4月1日正午）`);

describe('a 民泊 house at 178 of its 180 nights', () => {
  let house: string;
  beforeAll(async () => {
    house = await insertProperty(t.db, null, { hostId: host.user.id, title: '百七十八泊の家', maxNights: 14 });
    await fillYear(house, 178);
  });

  it('refuses a 3-night stay naming the 2 nights left, takes 2 nights, then refuses the 181st night', async () => {
    const guest = await signUpGuest(t.app);
    const three = await hold(guest.cookie, stay(house, stayFrom, 3));
    expect(three.statusCode, three.body).toBe(409);
    expect(three.json()).toMatchObject({
      code: 'CONFLICT',
      message: `この物件は住宅宿泊事業法により年間180泊までです。${yearWords()}の残りは2泊のため、3泊のご予約はお受けできません。`,
    });

    const two = await hold(guest.cookie, stay(house, stayFrom, 2));
    expect(two.statusCode, two.body).toBe(201);

    // The unpaid hold keeps its 2 nights: another guest's 181st night is refused.
    const other = await signUpGuest(t.app);
    const night181 = await hold(other.cookie, stay(house, addDays(stayFrom, 3), 1));
    expect(night181.statusCode, night181.body).toBe(409);
    expect(night181.json().message).toBe(`この物件は住宅宿泊事業法により年間180泊までです。${yearWords()}の残りは0泊のため、1泊のご予約はお受けできません。`);
  });

  it('shows the host 今年度の営業日数 on the dashboard and the calendar, with the warning', async () => {
    const expected = year === currentYear ? { counted: 178, remaining: 2, warning: true } : { counted: 0, remaining: 180, warning: false };
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/host/dashboard', headers: { cookie: host.cookie } });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().minpakuCounters).toContainEqual({ propertyId: house, title: '百七十八泊の家', year: currentYear, limit: 180, ...expected });

    const calendar = await t.app.inject({ method: 'GET', url: `/api/host/calendar?month=${stayFrom.slice(0, 7)}&propertyId=${house}`, headers: { cookie: host.cookie } });
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json().properties[0].minpakuCounter).toMatchObject({ year: currentYear, limit: 180, ...expected });
  });
});

describe('a 民泊 house with the whole year taken', () => {
  it('closes the free nights of the year in the date picker', async () => {
    const house = await insertProperty(t.db, null, { hostId: host.user.id, title: '満了の家' });
    await fillYear(house, 180);
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${house}/availability?from=${stayFrom}&to=${addDays(stayFrom, 2)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().unavailableDates).toEqual(nightsOf(stayFrom, addDays(stayFrom, 3)));
  });
});

describe('allowed periods', () => {
  it('refuses a stay with a night outside the house’s periods, and the date picker closes those nights', async () => {
    const house = await insertProperty(t.db, null, { hostId: host.user.id, title: '期間限定の家' });
    const lastAllowed = addDays(stayFrom, 1);
    // Allowed from the stay's first night up to its second night's noon-to-noon day: the third night is outside.
    const monthDay = (d: string) => d.slice(5);
    await t.db
      .update(properties)
      .set({ minpakuAllowedPeriods: [{ from: monthDay(stayFrom), to: monthDay(addDays(lastAllowed, 1)) }] })
      .where(eq(properties.id, house));
    const guest = await signUpGuest(t.app);
    const res = await hold(guest.cookie, stay(house, stayFrom, 3));
    expect(res.statusCode, res.body).toBe(409);
    const md = (d: string) => `${Number(d.slice(5, 7))}月${Number(d.slice(8))}日`;
    expect(res.json().message).toBe(
      `この物件は自治体の条例により、${md(stayFrom)}正午〜${md(addDays(lastAllowed, 1))}正午の期間のみ営業できます。ご指定の日程には営業期間外の泊が含まれるため、ご予約をお受けできません。`,
    );

    const picker = await t.app.inject({ method: 'GET', url: `/api/properties/${house}/availability?from=${addDays(stayFrom, -1)}&to=${addDays(stayFrom, 2)}` });
    expect(picker.json().unavailableDates).toEqual([addDays(stayFrom, -1), addDays(stayFrom, 2)]);
    expect((await hold(guest.cookie, stay(house, stayFrom, 2))).statusCode).toBe(201);
  });
});

describe('houses that are not 民泊', () => {
  it('never limits a 旅館業 house, whatever its calendar counts', async () => {
    const house = await insertProperty(t.db, null, { hostId: host.user.id, title: '旅館の家', lodging: { lodgingRegime: 'ryokan', lodgingPermitNumber: '第123号', lodgingPermitDate: '2020-04-01', lodgingHealthCentre: '東山保健所' } });
    await fillYear(house, 180);
    const guest = await signUpGuest(t.app);
    const res = await hold(guest.cookie, stay(house, stayFrom, 3));
    expect(res.statusCode, res.body).toBe(201);
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/host/dashboard', headers: { cookie: host.cookie } });
    expect(dashboard.json().minpakuCounters.map((c: { propertyId: string }) => c.propertyId)).not.toContain(house);
  });
});

describe('the house editor', () => {
  it('offers Kyoto city’s residential-zone rule to a house in one of its wards, and saves the periods and limit it fills', async () => {
    const house = await insertProperty(t.db, null, { hostId: host.user.id, title: '東山の民泊', prefecture: '京都府', city: '京都市東山区' });
    const editor = await t.app.inject({ method: 'GET', url: `/api/host/properties/${house}`, headers: { cookie: host.cookie } });
    expect(editor.statusCode, editor.body).toBe(200);
    expect(editor.json()).toMatchObject({ minpakuAllowedPeriods: [], minpakuMaxNights: null });
    expect(editor.json().minpakuMunicipalRules).toEqual([
      expect.objectContaining({ prefecture: '京都府', city: '京都市', maxNights: null, allowedPeriods: [{ from: '01-15', to: '03-16' }], effectiveTo: null }),
    ]);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/host/properties/${house}`,
      headers: { cookie: host.cookie },
      payload: { minpakuAllowedPeriods: [{ from: '01-15', to: '03-16' }], minpakuMaxNights: 60 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ minpakuAllowedPeriods: [{ from: '01-15', to: '03-16' }], minpakuMaxNights: 60 });

    const wrong = await t.app.inject({ method: 'PUT', url: `/api/host/properties/${house}`, headers: { cookie: host.cookie }, payload: { minpakuAllowedPeriods: [{ from: '02-30', to: '03-16' }] } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('営業期間の開始日は MM-DD 形式の実在する月日で入力してください');
    const over = await t.app.inject({ method: 'PUT', url: `/api/host/properties/${house}`, headers: { cookie: host.cookie }, payload: { minpakuMaxNights: 181 } });
    expect(over.json().message).toBe('年間の上限泊数は180泊以下で入力してください（住宅宿泊事業法の上限）');
  });

  it('offers nothing to a house in a city without a rule', async () => {
    const house = await insertProperty(t.db, null, { hostId: host.user.id, title: '金沢の民泊', prefecture: '石川県', city: '金沢市' });
    const editor = await t.app.inject({ method: 'GET', url: `/api/host/properties/${house}`, headers: { cookie: host.cookie } });
    expect(editor.json().minpakuMunicipalRules).toEqual([]);
  });
});
