import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarDay, HostCalendar } from '@/contract/host-calendar';
import type { PropertyDetail } from '@/contract/properties';
import { bookingNumber } from '@/domain/display-format';
import { addDays, japanDate } from '@/domain/japan-date';
import { goTo, toasts } from './support/browser';
import { useApp } from './support/fixture';

// The demo data: the demo host 佐藤 健一 has published houses with upcoming bookings.
const app = useApp({ SEED: 'demo' });

const FLOW_TIMEOUT = 150_000;

/** Errors thrown in a page or written to its console (an answer's HTTP status, like the 409 of a refusal, is not one). */
const pageErrors: string[] = [];
async function visit(path: string): Promise<Page> {
  const page = await app.visit(path);
  page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(`${path}: ${message.text()}`);
  });
  return page;
}
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

/** 12月3日 */
const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;
/** 2026-12 → 2026年12月 */
const monthLabel = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;
const nextMonth = (month: string) => addDays(`${month}-28`, 7).slice(0, 7);

async function hostLogin(page: Page) {
  await goTo(page, '/host/login');
  const login = page.getByRole('form', { name: 'ホストログイン' });
  await login.getByLabel('メールアドレス').fill('host@example.jp');
  await login.getByLabel('パスワード', { exact: true }).fill('kominka123');
  await login.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/host/dashboard');
}

async function hostMonth(page: Page, month: string, propertyId?: string): Promise<HostCalendar> {
  const res = await page.request.get(`/api/host/calendar?month=${month}${propertyId ? `&propertyId=${propertyId}` : ''}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as HostCalendar;
}

/** A day with nothing on it: free, no booking, no setting of the host. */
const clean = (d: CalendarDay) =>
  d.isAvailable && d.bookings.length === 0 && d.priceOverrideJpy === null && d.minNightsOverride === null && !d.closedToArrival && !d.closedToDeparture;

const monthGrid = (page: Page) => page.getByRole('grid', { name: /月のカレンダー/ });
/** A day of the month on screen, by the start of its accessible name (12月3日、空室、¥28,000…). */
const dayButton = (page: Page, date: string) => monthGrid(page).getByRole('button', { name: new RegExp(`^${monthDay(date)}、`) });

/** The month on screen, read from its heading (2026年12月). */
async function shownMonth(page: Page): Promise<string> {
  const label = (await page.locator('p[aria-live="polite"]').filter({ hasText: /^\d{4}年\d{1,2}月$/ }).textContent()) ?? '';
  const [, y, m] = /^(\d{4})年(\d{1,2})月$/.exec(label)!;
  return `${y}-${m.padStart(2, '0')}`;
}

/** Moves the calendar with 次の月 / 前の月 until `month` is on screen. */
async function showMonth(page: Page, month: string) {
  let shown = await shownMonth(page);
  while (shown !== month) {
    const forward = shown < month;
    shown = forward ? nextMonth(shown) : addDays(`${shown}-01`, -1).slice(0, 7);
    await page.getByRole('button', { name: forward ? '次の月' : '前の月' }).click();
    await page.getByText(monthLabel(shown), { exact: true }).waitFor();
  }
  await dayButton(page, `${month}-28`).waitFor();
}

/** Clicks the first day and then the last, as the page asks, and returns the settings dialog of the range. */
async function selectRange(page: Page, from: string, to: string) {
  await dayButton(page, from).click();
  await page.getByText('最後の日を選んでください', { exact: false }).waitFor();
  await dayButton(page, to).click();
  // One day's dialog is named by the day alone (11月30日の設定), a range's by both ends.
  const dialog = page.getByRole('dialog', { name: `${from === to ? monthDay(from) : `${monthDay(from)}〜${monthDay(to)}`}の設定` });
  await dialog.waitFor();
  return dialog;
}

/** The night of `date` in the price breakdown of the house page. */
const night = (page: Page, date: string) =>
  page
    .getByRole('list', { name: '1泊ごとの料金' })
    .first()
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${monthDay(date)}`) });

const searchCard = (page: Page, title: string) =>
  page.getByRole('main').locator('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });

describe('ホストカレンダー', () => {
  it(
    'ブロックと特別料金を設定すると、ゲストの料金内訳と検索結果（満室）に反映され、予約のある日はブロックできない',
    async () => {
      const page = await visit('/');
      await hostLogin(page);
      const today = japanDate();
      const thisMonth = today.slice(0, 7);

      // The house: one of the demo host's with a confirmed booking still to come.
      const overview = await hostMonth(page, thisMonth);
      const booking = overview.upcomingBookings.find((b) => b.status === 'confirmed' && b.checkinDate > today);
      expect(booking).toBeDefined();
      const house = overview.houses.find((h) => h.id === booking!.propertyId)!;
      const detail = (await (await page.request.get(`/api/properties/${house.id}`)).json()) as PropertyDetail;
      expect(detail.minNights).toBeLessThanOrEqual(2);

      // Seven untouched days of one month, from two months ahead: an override on d1–d2 (the guest stays
      // d0→d3) and a block on d4–d5 (the guest searches d4→d6).
      let month = nextMonth(thisMonth);
      let week: CalendarDay[] = [];
      for (let tries = 0; tries < 4 && week.length === 0; tries++) {
        month = nextMonth(month);
        const days = (await hostMonth(page, month, house.id)).properties[0].days;
        const start = days.findIndex((_, i) => i + 7 <= days.length && days.slice(i, i + 7).every(clean));
        if (start >= 0) week = days.slice(start, start + 7);
      }
      expect(week).toHaveLength(7);
      const d = week.map((day) => day.date);
      const usual = week.map((day) => day.price);
      const special = Math.max(...usual) + 7_000;

      // Before: the guest sees the usual prices of those nights.
      const before = await visit(`/property/${house.id}?checkIn=${d[0]}&checkOut=${d[3]}&guests=2`);
      await before.getByRole('heading', { name: house.title, level: 1 }).waitFor();
      await night(before, d[1]).getByText(yen(usual[1]), { exact: true }).waitFor();
      expect(await night(before, d[1]).getByText('特別料金').count()).toBe(0);
      await goTo(before, `/search?destination=${encodeURIComponent(detail.city)}&checkIn=${d[4]}&checkOut=${d[6]}`);
      const card = searchCard(before, house.title);
      await card.waitFor();
      expect(await card.getByText('満室', { exact: true }).count()).toBe(0);

      // カレンダー: choose the house.
      await goTo(page, '/host/calendar');
      await page.getByRole('heading', { name: 'カレンダー', level: 1 }).waitFor();
      const pageHeader = page.locator('header').filter({ has: page.getByRole('heading', { name: 'カレンダー', level: 1 }) });
      await pageHeader.getByLabel('物件', { exact: true }).selectOption({ label: house.title });
      await page.getByRole('heading', { name: house.title, level: 2 }).waitFor();

      // The nights of a booking cannot be blocked: the dialog names the booking and keeps the range.
      await showMonth(page, booking!.checkinDate.slice(0, 7));
      const lastNight = addDays(booking!.checkoutDate, -1);
      const held = lastNight.slice(0, 7) === booking!.checkinDate.slice(0, 7) ? lastNight : booking!.checkinDate;
      let dialog = await selectRange(page, booking!.checkinDate, held);
      await dialog.getByLabel('ブロックする').check();
      await dialog.getByLabel('ブロックの理由（任意）').fill('私用');
      await dialog.getByRole('button', { name: '保存' }).click();
      const refusal = dialog.getByRole('alert');
      await refusal.getByText('ブロックできません', { exact: false }).waitFor();
      expect(await refusal.textContent()).toContain(`ゲスト ${booking!.guestName}様`);
      expect(await refusal.textContent()).toContain(`予約番号 ${bookingNumber(booking!.id)}`);
      await dialog.getByRole('button', { name: 'キャンセル' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await dayButton(page, booking!.checkinDate).locator('.sr-only').textContent()).toContain('確定');

      // Block d4–d5 with a reason.
      await showMonth(page, month);
      dialog = await selectRange(page, d[4], d[5]);
      await dialog.getByLabel('ブロックする').check();
      await dialog.getByLabel('ブロックの理由（任意）').fill('改装工事');
      await dialog.getByRole('button', { name: '保存' }).click();
      await toasts(page).getByText('カレンダーを更新しました').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      for (const date of [d[4], d[5]]) {
        await expect.poll(() => dayButton(page, date).locator('.sr-only').textContent()).toContain('ブロック、');
        expect(await dayButton(page, date).locator('.sr-only').textContent()).toContain('理由: 改装工事');
        await dayButton(page, date).getByText('改装工事', { exact: true }).waitFor();
      }

      // A special price on d1–d2.
      dialog = await selectRange(page, d[1], d[2]);
      await dialog.getByLabel('特別料金（円・税込、1泊）').fill(special.toLocaleString('ja-JP'));
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.waitFor({ state: 'hidden' });
      for (const date of [d[1], d[2]]) {
        await expect.poll(() => dayButton(page, date).locator('.sr-only').textContent()).toContain(yen(special));
        expect(await dayButton(page, date).locator('.sr-only').textContent()).toContain('空室');
      }
      expect(await dayButton(page, d[0]).locator('.sr-only').textContent()).toContain(yen(usual[0]));

      // A new visitor: the override nights cost the special price, the night before stays as it was.
      const guest = await visit(`/property/${house.id}?checkIn=${d[0]}&checkOut=${d[3]}&guests=2`);
      await guest.getByRole('heading', { name: house.title, level: 1 }).waitFor();
      for (const date of [d[1], d[2]]) {
        await night(guest, date).getByText(yen(special), { exact: true }).waitFor();
        await night(guest, date).getByText('特別料金', { exact: true }).waitFor();
      }
      await night(guest, d[0]).getByText(yen(usual[0]), { exact: true }).waitFor();
      expect(await night(guest, d[0]).getByText('特別料金').count()).toBe(0);
      const nightsTotal = usual[0] + 2 * special;
      await guest.getByText('3泊の合計').locator('xpath=following-sibling::dd[1]').first().getByText(yen(nightsTotal)).waitFor();

      // The search of the house's area: 満室 on the blocked dates, free on the others.
      const area = encodeURIComponent(detail.city);
      await goTo(guest, `/search?destination=${area}&checkIn=${d[4]}&checkOut=${d[6]}`);
      await searchCard(guest, house.title).getByText('満室', { exact: true }).waitFor();
      await goTo(guest, `/search?destination=${area}&checkIn=${d[0]}&checkOut=${d[3]}`);
      const free = searchCard(guest, house.title);
      await free.waitFor();
      expect(await free.getByText('満室', { exact: true }).count()).toBe(0);

      // The house page says why d4–d5 cannot be booked.
      await goTo(guest, `/property/${house.id}?checkIn=${d[4]}&checkOut=${d[6]}&guests=2`);
      await guest.getByText('選択した日程には予約できない日が含まれています').first().waitFor();
    },
    FLOW_TIMEOUT,
  );

  it('すべての物件の表は枠の中で横に動き（ページは画面の幅のまま）、カレンダー連携は表示中の物件それぞれのURLを示す', async () => {
    const page = await visit('/');
    await hostLogin(page);
    const overview = await hostMonth(page, japanDate().slice(0, 7));
    expect(overview.properties.length).toBeGreaterThan(1);
    await goTo(page, '/host/calendar');
    await page.getByRole('grid', { name: /全物件のカレンダー/ }).waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([width, width]);
    }

    const links = page.getByRole('region', { name: 'カレンダー連携' });
    const houseNames = () => links.getByRole('heading', { level: 3 }).allTextContents();
    expect(await houseNames()).toEqual(overview.properties.map((p) => p.title));
    const house = overview.properties.at(-1)!;
    await page.getByLabel('物件', { exact: true }).selectOption(house.id);
    await expect.poll(houseNames).toEqual([house.title]);
    const { exportUrl } = (await (await page.request.get(`/api/host/calendar/${house.id}/ical`)).json()) as { exportUrl: string };
    await expect.poll(() => links.getByLabel(`${house.title}のエクスポートURL`).inputValue()).toBe(exportUrl);
  });
});
