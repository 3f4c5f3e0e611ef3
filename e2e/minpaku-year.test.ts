import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '@/db/schema';
import { addDays } from '@/domain/japan-date';
import { minpakuYearOfInstant } from '@/domain/minpaku-year';
import { hashPassword } from '@/server/lib/password';
import { insertHost, insertProperty, insertUser } from '@/server/testing/fixtures';
import { fillMinpakuYear, stayInOneYear } from '@/server/testing/minpaku-fixtures';
import { closeVisitors, goTo, workerBrowser, newVisitor, reloadPage, toasts, uniqueEmail } from './support/browser';
import { createServerDatabase, startServerOn, type RunningServer, type ServerDatabase } from './support/restartable-server';

/**
 * The 180-night year as a guest meets it (docs/product/minpaku-180-nights.md): a 民泊 house at 178 of
 * its 180 nights refuses a 3-night stay with the nights left; a house whose allowed periods end inside
 * the stay refuses it naming the periods. The houses and their counted nights are written in the
 * database before the server starts.
 */

const FLOW_TIMEOUT = 150_000;
const { from: checkIn, year } = stayInOneYear(20);
const checkOut = addDays(checkIn, 3);
const yearWords = year === minpakuYearOfInstant(new Date()) ? '今年度' : `${year}年度（${year}年4月1日正午〜${year + 1}年4月1日正午）`;
const md = (d: string) => `${Number(d.slice(5, 7))}月${Number(d.slice(8))}日`;

let database: ServerDatabase;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const houses = { full: '', seasonal: '' };
/** Guests with verified addresses (a booking needs one), written before the server starts: one per test. */
const guestEmails: string[] = [];
const GUEST_PASSWORD = 'password123';

beforeAll(async () => {
  database = await createServerDatabase();
  const handle = await database.open();
  try {
    const hostId = (await insertHost(handle.db)).id;
    const guestId = (await insertUser(handle.db)).id;
    const passwordHash = await hashPassword(GUEST_PASSWORD);
    for (let i = 0; i < 2; i += 1) guestEmails.push((await insertUser(handle.db, { fullName: '民泊 太郎', email: uniqueEmail('e2e-minpaku'), passwordHash })).email);
    houses.full = await insertProperty(handle.db, null, { hostId, title: '残り二泊の民泊', maxNights: 14 });
    await fillMinpakuYear(handle.db, { propertyId: houses.full, guestId, year, count: 178, keepFree: checkIn });
    houses.seasonal = await insertProperty(handle.db, null, { hostId, title: '期間限定の民泊', maxNights: 14 });
    // Allowed up to the stay's third day at noon: its third night is outside.
    await handle.db
      .update(properties)
      .set({ minpakuAllowedPeriods: [{ from: checkIn.slice(5), to: addDays(checkIn, 2).slice(5) }] })
      .where(eq(properties.id, houses.seasonal));
  } finally {
    await handle.close();
  }
  [server, browser] = await Promise.all([startServerOn(database), workerBrowser()]);
}, 480_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await closeVisitors(browser);
  await server?.stop();
  await database?.dispose();
});

async function signedInGuest(): Promise<Page> {
  const context = await newVisitor(browser, server.url);
  contexts.push(context);
  const page = await context.newPage();
  await goTo(page, '/');
  const res = await page.request.post('/api/auth/login', { data: { email: guestEmails.shift(), password: GUEST_PASSWORD } });
  expect(res.status()).toBe(200);
  await reloadPage(page);
  return page;
}

/** The guest form and the confirmation, up to 予約を確定して支払いへ. */
async function tryToBook(page: Page, houseId: string) {
  await goTo(page, `/property/${houseId}/booking?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  const form = page.getByRole('form', { name: 'ゲスト情報' });
  await form.getByLabel('代表者のお名前').waitFor();
  await expect.poll(() => form.getByLabel('代表者のお名前').inputValue(), { timeout: 30_000 }).toBe('民泊 太郎');
  await form.getByLabel('電話番号').fill('090-1234-5678');
  await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();
  await page.waitForURL('**/booking-confirmation');
  await page.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
  await page.getByRole('button', { name: '予約を確定して支払いへ' }).click();
}

describe('a 民泊 house’s 180-night year', () => {
  it(
    'refuses a 3-night stay at 178/180 with the nights left, and the guest stays on the page',
    async () => {
      const page = await signedInGuest();
      await tryToBook(page, houses.full);
      const toast = toasts(page).filter({ hasText: '予約エラー' });
      await toast.waitFor({ timeout: 30_000 });
      expect(await toast.textContent()).toContain(`この物件は住宅宿泊事業法により年間180泊までです。${yearWords}の残りは2泊のため、3泊のご予約はお受けできません。`);
      expect(page.url()).toContain('/booking-confirmation');
    },
    FLOW_TIMEOUT,
  );

  it(
    'refuses a stay whose last night is outside the house’s allowed period, naming the period',
    async () => {
      const page = await signedInGuest();
      await tryToBook(page, houses.seasonal);
      const toast = toasts(page).filter({ hasText: '予約エラー' });
      await toast.waitFor({ timeout: 30_000 });
      expect(await toast.textContent()).toContain(`この物件は自治体の条例により、${md(checkIn)}正午〜${md(addDays(checkIn, 2))}正午の期間のみ営業できます。`);
    },
    FLOW_TIMEOUT,
  );
});
