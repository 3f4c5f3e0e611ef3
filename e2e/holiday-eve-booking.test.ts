import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HostPropertyEditor } from '@/contract/host-property-editor';
import type { PricingResult } from '@/contract/properties';
import { addDays, japanDate, weekdayOf } from '@/domain/japan-date';
import { goTo, reloadPage } from './support/browser';
import { useApp } from './support/fixture';
import { payWithTestCard } from './support/local-card';

// The demo data: the demo host 佐藤 健一 with houses in 京都府, and the demo guest 山田 花子.
const app = useApp({ SEED: 'demo' });

const FLOW_TIMEOUT = 180_000;
const HOLIDAY_EVE_PRICE = 52000;
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;
const party = { guestsAdults: 2, guestsChildren: 1, guestsInfants: 0 };

async function signIn(page: Page, email: string, name: string) {
  const res = await page.request.post('/api/auth/login', { data: { email, password: 'kominka123' } });
  expect(res.status()).toBe(200);
  await reloadPage(page);
  await page.getByRole('banner').getByRole('link', { name }).waitFor();
}

/** The demo host's published instant-booking houses in 京都市 that sleep three, each given a 休前日 price through the editor's API. */
async function kyotoHousesWithHolidayEvePrice(page: Page): Promise<HostPropertyEditor[]> {
  const list = (await page.request.get('/api/host/properties?status=published&q=京都市&pageSize=100').then((r) => r.json())) as { id: string }[];
  const houses: HostPropertyEditor[] = [];
  for (const { id } of list) {
    const house = (await page.request.get(`/api/host/properties/${id}`).then((r) => r.json())) as HostPropertyEditor;
    if (house.prefecture !== '京都府' || !house.city.startsWith('京都市') || house.requiresApproval || house.maxGuests < 3 || house.minNights > 2) continue;
    const res = await page.request.put(`/api/host/properties/${id}`, { data: { weekdayPrices: { ...house.weekdayPrices, holidayEve: HOLIDAY_EVE_PRICE } } });
    expect(res.status(), await res.text()).toBe(200);
    houses.push(house);
  }
  expect(houses.length).toBeGreaterThan(0);
  return houses;
}

/** A Friday and Saturday 60 days ahead or later that one of the houses has free, its Saturday priced by its 休前日 price, for the party. */
async function freeHolidayEve(page: Page, houses: HostPropertyEditor[]) {
  let saturday = addDays(japanDate(), 60);
  while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
  for (let week = 0; week < 20; week++, saturday = addDays(saturday, 7)) {
    for (const house of houses) {
      const [checkIn, checkOut] = [addDays(saturday, -1), addDays(saturday, 1)];
      const res = await page.request.post(`/api/properties/${house.id}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: checkOut, ...party } });
      if (res.status() !== 200) continue;
      const price = (await res.json()) as PricingResult;
      if (price.available && price.dailyPrices[1].source === 'pricing_rule_holiday_eve') return { house, checkIn, checkOut, price };
    }
  }
  throw new Error('no free 休前日 at a 京都市 house');
}

describe('a 休前日 at a 京都市 house for two adults and a child', () => {
  it(
    'shows the night as 休前日 at its own price with the 宿泊税 of three guests, and books it',
    async () => {
      const hostPage = await app.visit('/');
      await signIn(hostPage, 'host@example.jp', '佐藤 健一');
      const houses = await kyotoHousesWithHolidayEvePrice(hostPage);

      const page = await app.visit('/');
      await signIn(page, 'guest@example.jp', '山田 花子');
      const { house, checkIn, checkOut, price } = await freeHolidayEve(page, houses);
      // 京都市's tax is per guest and night: the three guests each pay it on both nights.
      expect(price.accommodationTax.lines).toEqual([{ name: '京都市宿泊税', amountJpy: price.accommodationTaxJpy }]);
      for (const night of price.accommodationTax.nights) expect(night.amountJpy % 3, night.date).toBe(0);
      expect(price.accommodationTaxJpy).toBeGreaterThan(0);

      await goTo(page, `/property/${house.id}/booking?checkIn=${checkIn}&checkOut=${checkOut}&guests=3`);
      const form = page.getByRole('form', { name: 'ゲスト情報' });
      await expect.poll(() => form.getByLabel('代表者のお名前').inputValue(), { timeout: 30_000 }).toBe('山田 花子');
      await form.getByLabel('大人').selectOption('2');
      await form.getByLabel('子ども').selectOption('1');
      await form.getByLabel('電話番号').fill('090-1234-5678');
      await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();

      // The confirmation: the night marked 休前日 at its price, the 宿泊税 line of 京都市, the total the server charges.
      await page.waitForURL('**/booking-confirmation', { timeout: 30_000 });
      const nights = page.getByLabel('1泊ごとの料金');
      await nights.waitFor();
      const night = nights.getByRole('listitem');
      await expect.poll(() => night.count()).toBe(2);
      expect(await night.nth(0).textContent()).not.toContain('休前日');
      expect(await night.nth(1).textContent()).toContain('休前日');
      expect(await night.nth(1).textContent()).toContain(yen(HOLIDAY_EVE_PRICE));
      await page.getByText(`京都市宿泊税 ${yen(price.accommodationTaxJpy)}`).first().waitFor();
      await page.getByText(yen(price.totalPrice)).first().waitFor();
      await page.getByText('大人2名・子ども1名').first().waitFor();

      await page.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
      await page.getByRole('button', { name: '予約を確定して支払いへ' }).click();
      await page.waitForURL('**/checkout/local/**', { timeout: 30_000 });
      await payWithTestCard(page, price.totalPrice);
      await page.getByRole('heading', { name: '予約が確定しました' }).waitFor({ timeout: 30_000 });
    },
    FLOW_TIMEOUT,
  );
});
