import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@/contract/bookings';
import type { HostProperty } from '@/contract/host-properties';
import type { AgencyReportItem, MinpakuReports } from '@/contract/minpaku-reports';
import type { PricingResult, PropertyDetail } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { halfYearOf, reportPeriodOf } from '@/domain/minpaku-reports';
import { adminLogin } from './support/admin-login';
import { goTo } from './support/browser';
import { useApp } from './support/fixture';
import { payWithTestCard } from './support/local-card';

// The demo data: the demo host 佐藤 健一 and the demo guest 山田 花子.
const app = useApp({ SEED: 'demo' });

const FLOW_TIMEOUT = 240_000;
const GUEST = { email: 'guest@example.jp', password: 'kominka123' };
const HOST = { email: 'host@example.jp', password: 'kominka123' };

async function signIn(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/login', { data: account });
  expect(res.status()).toBe(200);
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/**
 * Three nights in one report period, from today or, when the period ends within them, from the next
 * period's first night (a day or two ahead).
 */
function nightsInOnePeriod() {
  const today = japanDate();
  const period = reportPeriodOf(today);
  const first = addDays(today, 2) > period.lastNight ? addDays(period.lastNight, 1) : today;
  return { first, period: reportPeriodOf(first) };
}

const price = (page: Page, houseId: string, checkIn: string, checkOut: string, adults: number) =>
  page.request.post(`/api/properties/${houseId}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: checkOut, guestsAdults: adults } }).then((r) => r.json()) as Promise<PricingResult>;

/** A 民泊 house of the demo host, booked at once, for two, with its three nights free, and its figures of the period before the test's stays. */
async function freeMinpakuHouse(page: Page, first: string, periodStart: string) {
  const houses = (await page.request.get('/api/host/properties?status=published&pageSize=100').then((r) => r.json())) as HostProperty[];
  const reports = (await page.request.get(`/api/host/minpaku-reports?period=${periodStart}`).then((r) => r.json())) as MinpakuReports;
  for (const item of houses) {
    const before = reports.houses.find((h) => h.propertyId === item.id);
    if (!before) continue;
    const house = (await page.request.get(`/api/properties/${item.id}`).then((r) => r.json())) as PropertyDetail;
    if (house.lodgingRegime !== 'minpaku' || house.requiresApproval || house.minNights > 1 || house.maxGuests < 2) continue;
    const one = await price(page, house.id, first, addDays(first, 1), 2);
    const two = await price(page, house.id, addDays(first, 1), addDays(first, 3), 1);
    if (one.available && two.available) return { house, before, totals: [one.totalPrice, two.totalPrice] };
  }
  throw new Error('the demo host has no 民泊 house free for the test');
}

/** The nationality rows before, with the test's guests added, as 「国籍 人数」 lines in a stable order. */
function withAdded(before: MinpakuReports['houses'][number]['nationalities'], added: Record<string, number>): string[] {
  const counts = new Map(before.map((n) => [n.nationality, n.guests]));
  for (const [nationality, guests] of Object.entries(added)) counts.set(nationality, (counts.get(nationality) ?? 0) + guests);
  return [...counts].map(([nationality, guests]) => `${nationality} ${guests}`).sort();
}

/** The guest books and pays on the local card page: a confirmed booking. */
async function book(page: Page, houseId: string, stay: { checkIn: string; checkOut: string; adults: number; total: number }) {
  const res = await page.request.post('/api/create-checkout-session', {
    data: { propertyId: houseId, checkinDate: stay.checkIn, checkoutDate: stay.checkOut, guestsAdults: stay.adults, guestsChildren: 0, guestsInfants: 0, guestName: '山田 花子', guestEmail: GUEST.email, guestPhone: '090-1234-5678' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const session = (await res.json()) as CheckoutSession;
  await goTo(page, session.url);
  await payWithTestCard(page, stay.total);
  await page.waitForURL((url) => !url.pathname.startsWith('/checkout/local'), { timeout: 60_000 });
  return session.bookingId;
}

const entry = (overrides: Record<string, unknown>) => ({
  fullName: '山田 花子',
  fullNameKana: 'ヤマダ ハナコ',
  address: '東京都新宿区西新宿2-8-1',
  occupation: '会社員',
  contact: '090-1234-5678',
  livesInJapan: true,
  nationality: '',
  passportNumber: '',
  ...overrides,
});

async function saveEntry(page: Page, bookingId: string, guestIndex: number, body: Record<string, unknown>) {
  const res = await page.request.put(`/api/bookings/${bookingId}/check-in/${guestIndex}`, { data: body });
  expect(res.status(), await res.text()).toBe(200);
}

describe('the 民泊 bi-monthly report', () => {
  it(
    "shows the figures of a house's two stays (one with a foreign guest in the registry) and downloads the CSV",
    async () => {
      const { first, period } = nightsInOnePeriod();
      const hostPage = await app.visit('/');
      await signIn(hostPage, HOST);
      const { house, before: was, totals } = await freeMinpakuHouse(hostPage, first, period.start);
      const nationalities = withAdded(was.nationalities, { 日本: 2, 英国: 1 });

      // The back office's figures of the house for the half before the stays (demo stays may be in it).
      const half = halfYearOf(first);
      const adminPage = await app.visit('/');
      await adminLogin(adminPage);
      const token = await adminPage.evaluate(() => localStorage.getItem('adminToken'));
      const before = (await adminPage.request
        .get(`/api/admin/minpaku-reports/agency?half=${half.half}&q=${encodeURIComponent(house.title)}`, { headers: { authorization: `Bearer ${token}` } })
        .then((r) => r.json())) as AgencyReportItem[];
      const baseline = before.find((r) => r.propertyId === house.id) ?? { nights: 0, guests: 0, guestNights: 0 };

      // Two stays: a resident and a guest from the UK for one night, a resident alone for two.
      const guestPage = await app.visit('/');
      await signIn(guestPage, GUEST);
      const pair = await book(guestPage, house.id, { checkIn: first, checkOut: addDays(first, 1), adults: 2, total: totals[0] });
      const single = await book(guestPage, house.id, { checkIn: addDays(first, 1), checkOut: addDays(first, 3), adults: 1, total: totals[1] });
      await saveEntry(guestPage, pair, 0, entry({}));
      const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#2f4f6f' } }).png().toBuffer();
      const upload = await guestPage.request.post(`/api/bookings/${pair}/check-in/1/passport`, { multipart: { passport: { name: 'passport.png', mimeType: 'image/png', buffer: photo } } });
      expect(upload.status(), await upload.text()).toBe(200);
      await saveEntry(guestPage, pair, 1, entry({ fullName: 'Emma Smith', fullNameKana: 'エマ スミス', address: '10 Downing Street, London', occupation: 'Engineer', contact: 'emma@example.com', livesInJapan: false, nationality: 'イギリス', passportNumber: 'GB1234567' }));
      await saveEntry(guestPage, single, 0, entry({}));

      // The host opens 定期報告 from the navigation and chooses the period.
      await goTo(hostPage, '/host');
      await hostPage.getByRole('navigation').getByRole('link', { name: '定期報告' }).first().click();
      await hostPage.getByRole('heading', { name: '定期報告', level: 1 }).waitFor();
      await hostPage.getByLabel('報告期間').selectOption(period.start);
      await hostPage.waitForURL((url) => url.searchParams.get('period') === period.start);
      const card = hostPage.getByRole('region', { name: house.title });
      await card.waitFor({ timeout: 30_000 });
      // Added to what the house had (demo stays): 3 nights; 3 guests; 2 guests × 1 night + 1 guest × 2
      // nights = 4 guest-nights; 日本 2, 英国 1.
      const figure = (label: string) => card.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
      await expect.poll(() => figure('宿泊させた日数').textContent()).toBe(`${was.nights + 3}日`);
      expect(await figure('宿泊者数').textContent()).toBe(`${was.guests + 3}人`);
      expect(await figure('延べ宿泊者数').textContent()).toBe(`${was.guestNights + 4}人`);
      const cells = await card.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent).join(' ')));
      expect(cells.map((c) => c.replace(/人$/, '')).sort()).toEqual(nationalities);
      await shoot(hostPage, 'host-reports-1280');

      // The CSV downloads under its file name, in the ordinance's items.
      const [download] = await Promise.all([hostPage.waitForEvent('download'), card.getByRole('button', { name: 'CSVをダウンロード' }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^定期報告_.+_${period.firstNight.slice(0, 7)}_${period.lastNight.slice(0, 7)}\\.csv$`));
      const text = await readFile((await download.path())!, 'utf8');
      const lines = text.split('\r\n');
      expect(lines.filter((line) => /^(届出住宅に人を宿泊させた日数|宿泊者数|延べ宿泊者数),/.test(line))).toEqual([
        `届出住宅に人を宿泊させた日数,,${was.nights + 3}`,
        `宿泊者数,,${was.guests + 3}`,
        `延べ宿泊者数,,${was.guestNights + 4}`,
      ]);
      expect(lines.filter((line) => line.startsWith('国籍別の宿泊者数,')).map((line) => line.split(',').slice(1).join(' ')).sort()).toEqual(nationalities);

      // A phone at 375 px.
      const phone = await app.visit('/', { mobile: true });
      await signIn(phone, HOST);
      await goTo(phone, `/host/reports?period=${period.start}`);
      await phone.getByRole('region', { name: house.title }).waitFor({ timeout: 30_000 });
      await shoot(phone, 'host-reports-375');

      // The back office's half-year lists the house with the stays' nights and guests added.
      await goTo(adminPage, '/admin/dashboard');
      await adminPage.getByRole('navigation', { name: '管理メニュー' }).first().getByRole('link', { name: '仲介業の定期報告' }).click();
      await adminPage.getByRole('heading', { name: '仲介業の定期報告', level: 1 }).waitFor();
      await adminPage.getByLabel('期間', { exact: true }).selectOption(half.half);
      await adminPage.getByLabel('キーワード', { exact: true }).fill(house.title);
      await adminPage.waitForURL((url) => url.searchParams.get('half') === half.half);
      // The half the page opened on (the last ended one) stays on screen until the chosen half's rows come.
      const row = adminPage.getByRole('row').filter({ hasText: house.title });
      const lastThree = async () => ((await row.count()) === 1 ? (await row.getByRole('cell').allTextContents()).slice(-3) : []);
      await expect.poll(lastThree, { timeout: 30_000 }).toEqual([`${baseline.nights + 3}日`, `${baseline.guests + 3}人`, `${baseline.guestNights + 4}人`]);
      await shoot(adminPage, 'admin-agency-report-1280');
      const adminPhone = await app.visit('/', { mobile: true });
      await adminLogin(adminPhone);
      await goTo(adminPhone, `/admin/agency-report?half=${half.half}`);
      await adminPhone.getByRole('heading', { name: '仲介業の定期報告', level: 1 }).waitFor();
      await shoot(adminPhone, 'admin-agency-report-375');
    },
    FLOW_TIMEOUT,
  );
});
