import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goTo, reloadPage, toasts } from './support/browser';
import { addDays, daysBetween, formatJapaneseDate, formatJapaneseMonthDay, japanDate } from '@/domain/japan-date';
import { chooseStayDates, pickerDay } from './support/date-picker';
import { useApp } from './support/fixture';

// These tests use the demo data (81 kominka in 46 prefectures).
const app = useApp({ SEED: 'demo' });

const yen = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function signInAsDemoGuest(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { email: 'guest@example.jp', password: 'kominka123' } });
  expect(res.status()).toBe(200);
  await reloadPage(page);
  await page.getByRole('banner').getByRole('link', { name: '山田 花子' }).waitFor();
}

async function serverTotal(page: Page, query: string) {
  const res = await page.request.get(`/api/properties-with-booking-status?${query}`);
  expect(res.status()).toBe(200);
  return Number(res.headers()['x-total-count']);
}

describe('finding a house', () => {
  it('searches by area and dates, filters by feature and price, and sorts', async () => {
    const page = await app.visit('/search');
    const form = page.getByRole('search').or(page.getByRole('form', { name: '古民家の検索条件' })).first();
    await form.getByLabel('エリア').fill('kyoto');
    await chooseStayDates(form, '2027-02-10', '2027-02-12');
    await form.getByRole('button', { name: '検索', exact: true }).click();
    await page.waitForURL(/destination=kyoto/);
    expect(page.url()).toContain('checkIn=2027-02-10');

    const total = await serverTotal(page, 'destination=kyoto&checkIn=2027-02-10&checkOut=2027-02-12');
    expect(total).toBeGreaterThan(0);
    await page.getByText(`${total}件の古民家が見つかりました`).waitFor();
    const firstCard = page.getByRole('main').locator('article').filter({ hasText: '京都府' }).first();
    await firstCard.waitFor();
    expect(await firstCard.getByRole('link').first().getAttribute('href')).toContain('checkIn=2027-02-10');

    // Advanced filters: a feature and a price range.
    await form.getByRole('button', { name: /詳細条件/ }).click();
    await form.getByLabel('最高価格').fill('40000');
    await form.getByLabel('囲炉裏').check();
    await form.getByRole('button', { name: '検索', exact: true }).click();
    await page.waitForURL(/kominkaFeatures=irori/);
    const filtered = await serverTotal(page, 'destination=kyoto&checkIn=2027-02-10&checkOut=2027-02-12&kominkaFeatures=irori&maxPrice=40000');
    await page.getByText(filtered > 0 ? `${filtered}件の古民家が見つかりました` : '検索結果が見つかりませんでした').waitFor();

    // Sorting by price really reorders the cards.
    await goTo(page, '/search');
    await page.getByLabel('並び替え').selectOption('price-low');
    await page.waitForURL(/sort=price-low/);
    const cheapest = await page.request.get('/api/properties-with-booking-status?sort=price-low').then((r) => r.json());
    // The previous results stay on screen until the new order has arrived.
    await page.getByRole('main').locator('article').first().filter({ hasText: cheapest[0].title }).waitFor();
    const prices = await page.getByRole('main').locator('article').evaluateAll((cards) =>
      cards.map((card) => (card.textContent ?? '').match(/¥([\d,]+)/)?.[1] ?? ''),
    );
    const numbers = prices.filter(Boolean).map(yen);
    expect(numbers.length).toBeGreaterThan(3);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('shows the 満室 overlay for a booked house and leaves it out with 満室を非表示', async () => {
    const page = await app.visit('/');
    // Find dates at which some house is booked, through the public search.
    let found: { checkIn: string; checkOut: string } | null = null;
    for (let day = 1; day < 60 && !found; day += 3) {
      const checkIn = new Date(Date.now() + day * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
      const checkOut = new Date(Date.now() + (day + 2) * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
      const list = await page.request
        .get(`/api/properties-with-booking-status?checkIn=${checkIn}&checkOut=${checkOut}&sort=price-low`)
        .then((r) => r.json());
      if (list.some((p: { isBooked: boolean }) => p.isBooked)) found = { checkIn, checkOut };
    }
    expect(found).not.toBeNull();
    await goTo(page, `/search?checkIn=${found!.checkIn}&checkOut=${found!.checkOut}&sort=price-low`);
    await page.getByText('満室', { exact: true }).first().waitFor();
    await page.getByLabel('満室を非表示').click();
    await page.waitForURL(/hideBooked=true/);
    const all = await serverTotal(page, `checkIn=${found!.checkIn}&checkOut=${found!.checkOut}&hideBooked=true&sort=price-low`);
    await page.getByText(`${all}件の古民家が見つかりました`).waitFor();
    expect(await page.getByText('満室', { exact: true }).count()).toBe(0);
  });

  it('opens a house and shows the nightly breakdown with a holiday price', async () => {
    const page = await app.visit('/');
    // 2027-01-11 is 成人の日, a national holiday: find a house free that night.
    const list = await page.request
      .get('/api/properties-with-booking-status?checkIn=2027-01-10&checkOut=2027-01-12&hideBooked=true&sort=price-low')
      .then((r) => r.json());
    expect(list.length).toBeGreaterThan(0);
    const house = list[0];
    await goTo(page, `/property/${house.id}?checkIn=2027-01-10&checkOut=2027-01-12&guests=2`);
    await page.getByRole('heading', { name: house.title, level: 1 }).waitFor();
    const breakdown = page.getByLabel('1泊ごとの料金').first();
    await breakdown.waitFor();
    await breakdown.getByText('祝日').first().waitFor();
    await page.getByText(/合計（税込）/).first().waitFor();
    const pricing = await page.request
      .post(`/api/properties/${house.id}/calendar/calculate-pricing`, { data: { checkinDate: '2027-01-10', checkoutDate: '2027-01-12', guestsAdults: 2 } })
      .then((r) => r.json());
    expect(pricing.dailyPrices.find((d: { date: string }) => d.date === '2027-01-11').source).toMatch(/holiday|season|override/);
    await page.getByText(`¥${pricing.totalPrice.toLocaleString('ja-JP')}`).first().waitFor();
  });

  it('chooses the dates with the Japanese date picker by keyboard, on a phone and a computer', async () => {
    for (const mobile of [true, false]) {
      const page = await app.visit('/search', { mobile });
      const form = page.getByRole('search');
      const today = japanDate();
      // The first national holiday from a week ahead: its day is red and named.
      const [holiday] = await page.request
        .get(`/api/holidays?from=${addDays(today, 7)}&to=${addDays(today, 120)}`)
        .then((r) => r.json() as Promise<{ date: string; name: string }[]>);
      const checkOut = addDays(holiday.date, 2);

      const checkInButton = form.getByRole('button', { name: /^チェックイン / });
      await checkInButton.click();
      const panel = form.getByRole('group', { name: 'チェックイン日の選択' });
      const grids = panel.getByRole('grid');
      await grids.first().waitFor();
      expect(await grids.count(), mobile ? 'one month on a phone' : 'two months on a computer').toBe(mobile ? 1 : 2);
      expect(await grids.first().getByRole('columnheader').allTextContents()).toEqual(['日', '月', '火', '水', '木', '金', '土']);
      // The grid opens on today, focused; the arrow keys walk to the holiday.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(today);
      const steps = daysBetween(today, holiday.date);
      for (let i = 0; i < Math.floor(steps / 7); i++) await page.keyboard.press('ArrowDown');
      for (let i = 0; i < steps % 7; i++) await page.keyboard.press('ArrowRight');
      const day = pickerDay(form, holiday.date);
      expect(await day.getAttribute('aria-label')).toBe(`${formatJapaneseDate(holiday.date)}、${holiday.name}`);
      expect(await day.getAttribute('title')).toBe(holiday.name);
      expect(await day.evaluate((el) => [el === document.activeElement, getComputedStyle(el).color])).toEqual([true, 'rgb(180, 35, 24)']);
      await page.keyboard.press('Enter');
      await form.getByRole('group', { name: 'チェックアウト日の選択' }).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('チェックアウト');

      await form.getByRole('button', { name: '検索', exact: true }).click();
      await page.waitForURL(new RegExp(`checkIn=${holiday.date}&checkOut=${checkOut}`));
      // A direct load of that address shows the same dates in the buttons (rendered on the server, then hydrated).
      await reloadPage(page);
      expect(await checkInButton.textContent()).toBe(`チェックイン${formatJapaneseMonthDay(holiday.date)}`);
      expect(await form.getByRole('button', { name: /^チェックアウト / }).textContent()).toBe(`チェックアウト${formatJapaneseMonthDay(checkOut)}`);

      // Escape closes the calendar and gives the focus back to the button that opened it.
      await checkInButton.click();
      await grids.first().waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(await checkInButton.evaluate((el) => el === document.activeElement)).toBe(true);
    }
  });

  it("fits a phone's screen: no page scrolls sideways, whatever the houses' addresses", async () => {
    for (const path of ['/', '/search', '/search?sort=price-high', '/about-kominka']) {
      const page = await app.visit(path, { mobile: true });
      await page.getByRole('main').locator('article').first().or(page.getByRole('heading', { level: 1 })).first().waitFor();
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
      expect(widths.page, path).toBeLessThanOrEqual(widths.screen);
    }
  });

  it('hydrates the server-rendered pages without a mismatch or any other error', async () => {
    const page = await app.visit('/contact');
    const [house] = await page.request.get('/api/properties-with-booking-status').then((r) => r.json());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // A house's page and a search with other dates are sent with parts kept from the first (src/web/server-kept-parts.tsx).
    const stay = (checkIn: string, guests: number) => `/property/${house.id}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=${guests}`;
    const search = (checkIn: string) => `/search?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&guests=2`;
    const dated = [
      stay(addDays(japanDate(), 60), 2),
      stay(addDays(japanDate(), 75), 3),
      `/en${stay(addDays(japanDate(), 61), 1)}`,
      `/en${stay(addDays(japanDate(), 80), 2)}`,
      search(addDays(japanDate(), 62)),
      search(addDays(japanDate(), 63)),
    ];
    for (const path of ['/', '/search', `/property/${house.id}`, ...dated, '/about-kominka']) {
      await goTo(page, path);
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
    }
  });

  it('shows the not-found state for an unknown house', async () => {
    const page = await app.visit('/property/00000000-0000-4000-8000-000000000000');
    await page.getByText('物件が見つかりません').waitFor();
    await page.getByText('指定された物件は存在しないか、削除されています。').waitFor();
  });
});

describe('a signed-in guest', () => {
  it('adds a favourite from the house page and removes it on the favourites page', async () => {
    const page = await app.visit('/');
    await signInAsDemoGuest(page);
    const list = await page.request.get('/api/properties-with-booking-status?sort=price-high&pageSize=50').then((r) => r.json());
    const favourites = await page.request.get('/api/user/favorites').then((r) => r.json());
    const taken = new Set(favourites.map((f: { id: string }) => f.id));
    const house = list.find((p: { id: string }) => !taken.has(p.id));

    await goTo(page, `/property/${house.id}`);
    await page.getByRole('heading', { name: house.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'お気に入りに追加' }).first().click();
    await toasts(page).getByText('お気に入りに追加').waitFor();

    await goTo(page, '/favorites');
    const card = page.getByRole('main').locator('article, li').filter({ hasText: house.title }).first();
    await card.waitFor();
    await card.getByRole('button', { name: 'お気に入りから削除' }).click();
    await toasts(page).getByText('お気に入りから削除').waitFor();
    await card.waitFor({ state: 'detached' });
  });

  it('never covers the button just pressed with its toast, on a computer or a phone', async () => {
    for (const mobile of [false, true]) {
      const page = await app.visit('/', { mobile });
      expect((await page.request.post('/api/auth/login', { data: { email: 'guest@example.jp', password: 'kominka123' } })).status()).toBe(200);
      await goTo(page, '/profile');
      const save = page.getByRole('button', { name: '変更を保存' });
      // As a person who filled the form in from the top: the button just come into view at the bottom.
      await save.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await save.click();
      const toast = toasts(page).filter({ hasText: 'プロフィール更新完了' });
      await toast.waitFor();
      // Where the toast comes to rest, once it has slid in.
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      expect(overlaps(await toast.boundingBox(), await save.boundingBox()), mobile ? '375 px' : '1280 px').toBe(false);
    }
  });

  it('updates the profile and sends a contact form', async () => {
    const page = await app.visit('/');
    await signInAsDemoGuest(page);
    await goTo(page, '/profile');
    const phone = page.getByLabel('電話番号');
    await phone.waitFor();
    await phone.fill('080-9999-0000');
    await page.getByRole('button', { name: '変更を保存' }).click();
    await toasts(page).getByText('プロフィール更新完了').waitFor();
    await reloadPage(page);
    await page.getByLabel('電話番号').waitFor();
    expect(await page.getByLabel('電話番号').inputValue()).toBe('080-9999-0000');

    await goTo(page, '/contact');
    const subject = page.getByLabel(/件名/);
    await subject.fill('宿泊日の変更について');
    await page.getByLabel(/お問い合わせ内容/).fill('予約の日程を一日後ろにずらすことはできますか。');
    await page.getByRole('button', { name: '送信する' }).click();
    await toasts(page).getByText('お問い合わせを送信しました').waitFor();
    await toasts(page).getByText('担当者より3営業日以内にご連絡いたします').waitFor();
  });
});

type Box = { x: number; y: number; width: number; height: number } | null;
/** Whether two boxes on screen share any area. */
function overlaps(a: Box, b: Box): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
