import { describe, expect, it } from 'vitest';
import { addDays, japanDate } from '@/domain/japan-date';
import { goTo } from './support/browser';
import { chooseStayDates } from './support/date-picker';
import { useApp } from './support/fixture';

// The demo data: 81 published houses, some priced by the house and some by the person.
const app = useApp({ SEED: 'demo' });

const yenPattern = /¥[\d,]+/;

describe('searching for a family', () => {
  it('asks adults, children and infants, shows each card the party’s total for the nights, and the house page quotes the same', { timeout: 120_000 }, async () => {
    const checkIn = addDays(japanDate(), 60);
    const checkOut = addDays(checkIn, 2);
    const page = await app.visit('/');
    expect((await page.request.post('/api/auth/login', { data: { email: 'guest@example.jp', password: 'kominka123' } })).status()).toBe(200);
    await goTo(page, '/');
    const form = page.getByRole('search', { name: '古民家を検索' });
    await chooseStayDates(form, checkIn, checkOut);
    await form.getByRole('button', { name: /^人数/ }).click();
    const party = form.getByRole('group', { name: '人数の選択' });
    await party.getByLabel('大人').selectOption('2');
    await party.getByLabel('子ども').selectOption('1');
    await party.getByLabel('乳幼児').selectOption('1');
    await party.getByRole('button', { name: '決定' }).click();
    expect(await form.getByRole('button', { name: /^人数/ }).textContent()).toContain('大人2名・子ども1名・乳幼児1名');
    await form.getByRole('button', { name: '検索' }).click();
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ checkIn, checkOut, guests: '2', children: '1', infants: '1' });

    // Each card of a free house says the nights and the party with the total.
    const card = page.locator('article').filter({ hasText: '2泊・大人2名・子ども1名・乳幼児1名' }).filter({ hasNotText: '満室' }).first();
    await card.waitFor();
    const total = yenPattern.exec((await card.locator('.property-card-price').textContent())!)![0];
    expect(await card.locator('.property-card-price').textContent()).toContain('（総額・税込）');

    // The house page keeps the party and quotes the same total.
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/property\/[0-9a-f-]+\?/);
    const booking = page.getByRole('complementary', { name: '予約' });
    await booking.getByRole('button', { name: /^宿泊人数/ }).getByText('大人2名・子ども1名・乳幼児1名').waitFor();
    await expect.poll(() => booking.getByRole('status').textContent(), { timeout: 30_000 }).toBe(`合計（税込）${total}`);

    // The guest form starts from the same party.
    await booking.getByRole('button', { name: '予約へ進む' }).click();
    await page.waitForURL(/\/booking\?/);
    expect(new URL(page.url()).searchParams.get('children')).toBe('1');
    const guestForm = page.getByRole('form', { name: 'ゲスト情報' });
    await expect.poll(() => guestForm.getByLabel('子ども').inputValue()).toBe('1');
    expect(await guestForm.getByLabel('乳幼児').inputValue()).toBe('1');
  });

  it('orders by the party’s price of a night when sorted by price', { timeout: 60_000 }, async () => {
    const page = await app.visit('/search?guests=2&children=2&sort=price-low');
    const prices = page.locator('.property-card-price');
    await prices.first().waitFor();
    const amounts = (await prices.allTextContents()).map((text) => Number(yenPattern.exec(text)![0].replace(/[¥,]/g, '')));
    expect(amounts.length).toBeGreaterThan(5);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });
});
