import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyListItemSchema, type PricingResult } from '@/contract/properties';
import { accommodationTaxRules, pricingRules, properties, propertySeasonPrices } from '@/db/schema';
import { fromToday, insertCalendar, insertHost, insertProperty } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The search prices the searched party (docs/product/pricing.md, "The party's price"): three houses in
 * 島根県 (no accommodation tax) and one in Kyoto (taxed), priced by the house or by the person.
 *
 *   house     model   base    included  extra/child   2 adults + 2 children a night
 *   whole     1棟     25,000  2         5,000 a guest 25,000 + 2 × 5,000          = 35,000
 *   perhead   1名     10,000  —         child 50 %    2 × 10,000 + 2 × 5,000      = 30,000
 *   big       1棟     32,000  every     —             32,000
 *   kyoto     1名     12,000  —         child 70 %    2 × 12,000 + 2 × 8,400      = 40,800
 */
let t: TestApp;
const ids = {} as Record<'whole' | 'perhead' | 'big' | 'kyoto', string>;
const names = new Map<string, string>();
const checkIn = fromToday(40);
const checkOut = fromToday(42);

beforeAll(async () => {
  t = await createTestApp();
  const host = await insertHost(t.db);
  const house = async (key: keyof typeof ids, f: { basePriceJpy: number; prefecture?: string; city?: string }, model: Partial<typeof properties.$inferInsert>) => {
    ids[key] = await insertProperty(t.db, null, { hostId: host.id, title: `家族の宿 ${key}`, prefecture: f.prefecture ?? '島根県', city: f.city ?? '松江市', basePriceJpy: f.basePriceJpy, maxGuests: 6, cleaningFeeJpy: 3000 });
    await t.db.update(properties).set(model).where(eq(properties.id, ids[key]));
    names.set(ids[key], key);
  };
  await house('whole', { basePriceJpy: 25000 }, { priceModel: 'house', guestsIncluded: 2, extraGuestFeeJpy: 5000 });
  await house('perhead', { basePriceJpy: 10000 }, { priceModel: 'person', childRatePercent: 50 });
  await house('big', { basePriceJpy: 32000 }, { priceModel: 'house', guestsIncluded: null, extraGuestFeeJpy: 0 });
  await house('kyoto', { basePriceJpy: 12000, prefecture: '京都府', city: '京都市東山区' }, { priceModel: 'person', childRatePercent: 70 });
});
afterAll(async () => {
  await t?.close();
});

async function found(query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({ url: `/api/properties-with-booking-status?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  const items = propertyListItemSchema.array().parse(res.json());
  return { keys: items.map((i) => names.get(i.id)), items };
}

const family = { guests: 2, children: 2 };

describe('the search prices the searched party', () => {
  it('orders by the party’s price, not the house’s base', async () => {
    expect((await found({ sort: 'price-low' })).keys).toEqual(['perhead', 'kyoto', 'whole', 'big']);
    expect((await found({ ...family, sort: 'price-low' })).keys).toEqual(['perhead', 'big', 'whole', 'kyoto']);
    expect((await found({ ...family, sort: 'price-high' })).keys).toEqual(['kyoto', 'whole', 'big', 'perhead']);
  });

  it('filters the price range by the party’s price of a night', async () => {
    expect((await found({ maxPrice: 26000 })).keys.sort()).toEqual(['kyoto', 'perhead', 'whole']);
    expect((await found({ ...family, maxPrice: 33000, sort: 'price-low' })).keys).toEqual(['perhead', 'big']);
    expect((await found({ ...family, minPrice: 34000, sort: 'price-low' })).keys).toEqual(['whole', 'kyoto']);
  });

  it('tells each card the party’s price of a night, and infants change nothing', async () => {
    const { items } = await found({ ...family, infants: 1, sort: 'price-low' });
    expect(items.map((i) => [names.get(i.id), i.partyNightPriceJpy])).toEqual([
      ['perhead', 30000],
      ['big', 32000],
      ['whole', 35000],
      ['kyoto', 40800],
    ]);
    expect(items.every((i) => i.partyTotalJpy === undefined)).toBe(true);
  });

  it('counts children in the capacity, not infants', async () => {
    const { items } = await found({ guests: 4, children: 3, infants: 3 });
    expect(items).toEqual([]);
    expect((await found({ guests: 4, children: 2, infants: 3 })).keys).toHaveLength(4);
  });

  it('with dates, gives each card the stay’s total for the party, the house page’s quote to the yen', async () => {
    const { items } = await found({ ...family, infants: 1, checkIn, checkOut, sort: 'price-low' });
    // 島根: two nights of the party's price and the cleaning fee, no accommodation tax.
    expect(items.find((i) => i.id === ids.perhead)?.partyTotalJpy).toBe(2 * 30000 + 3000);
    expect(items.find((i) => i.id === ids.whole)?.partyTotalJpy).toBe(2 * 35000 + 3000);
    for (const item of items) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/properties/${item.id}/calendar/calculate-pricing`,
        payload: { checkinDate: checkIn, checkoutDate: checkOut, guestsAdults: 2, guestsChildren: 2, guestsInfants: 1 },
      });
      const quote = res.json() as PricingResult;
      expect(item.partyTotalJpy, names.get(item.id)).toBe(quote.totalPrice);
    }
    // Kyoto's quote carries its accommodation tax for five guests (infants included).
    const kyoto = items.find((i) => i.id === ids.kyoto)!;
    expect(kyoto.partyTotalJpy).toBeGreaterThan(2 * 40800 + 3000);
  });

  it('shows a change to a house in the next search with other dates at once: its title, price, season, rule, calendar and tax', async () => {
    // Searched once, the houses' cards and price inputs are kept (kept-search-houses.ts) until a change commits.
    const before = await found({ ...family, checkIn, checkOut, sort: 'price-low' });
    expect(before.items.find((i) => i.id === ids.kyoto)?.title).toBe('家族の宿 kyoto');
    const [from, to] = [fromToday(50), fromToday(53)];
    await t.db.update(properties).set({ title: '家族の宿 京都 改', basePriceJpy: 13000 }).where(eq(properties.id, ids.kyoto));
    await t.db.insert(propertySeasonPrices).values({ propertyId: ids.kyoto, dateFrom: fromToday(51), dateTo: fromToday(51), pricePerNightJpy: 18000 });
    // A rule that begins after the stay changes nothing of it; a price for the last night does.
    await t.db.insert(pricingRules).values({ propertyId: ids.kyoto, activeFrom: fromToday(200), monPrice: 1, tuePrice: 1, wedPrice: 1, thuPrice: 1, friPrice: 1, satPrice: 1, sunPrice: 1 });
    await insertCalendar(t.db, ids.kyoto, [{ date: fromToday(52), priceOverrideJpy: 20000 }]);
    // A tax of 島根県 from the second night on, for every house there.
    await t.db.insert(accommodationTaxRules).values({ prefecture: '島根県', name: '試しの宿泊税', kind: 'tiered', tiers: [{ fromJpy: 0, amountJpy: 300 }], appliesFrom: fromToday(51), sourceUrl: 'https://example.jp/tax' });
    const after = await found({ ...family, checkIn: from, checkOut: to, sort: 'price-low' });
    const kyoto = after.items.find((i) => i.id === ids.kyoto)!;
    expect(kyoto).toMatchObject({ title: '家族の宿 京都 改', basePriceJpy: 13000 });
    // 2 adults and 2 children at 70 %: 13,000 × 2 + 9,100 × 2 on the first night; the season's and the calendar's prices are the house's, for the whole party.
    expect(kyoto.partyNightPriceJpy).toBe(2 * 13000 + 2 * 9100);
    for (const item of after.items) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/properties/${item.id}/calendar/calculate-pricing`,
        payload: { checkinDate: from, checkoutDate: to, guestsAdults: 2, guestsChildren: 2 },
      });
      expect(item.partyTotalJpy, names.get(item.id)).toBe((res.json() as PricingResult).totalPrice);
    }
    // 島根's tax: 300 yen for each of four guests on the second and third nights.
    const whole = after.items.find((i) => i.id === ids.whole)!;
    expect(whole.partyTotalJpy).toBe(3 * 35000 + 3000 + 2 * 4 * 300);
  });

  it('refuses a negative number of children with a Japanese message', async () => {
    const res = await t.app.inject({ url: '/api/properties-with-booking-status?children=-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('子どもの人数は0以上の整数で指定してください');
  });
});
