import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminRevenue } from '@/contract/admin-revenue';
import { goTo } from './support/browser';
import { adminLogin } from './support/admin-login';
import { useApp } from './support/fixture';
import { expectNothingCut } from './support/layout';

// The demo data: a year and a half of paid stays, guests' cancellations and their refunds (docs/product/money.md).
const app = useApp({ SEED: 'demo' });
const FLOW_TIMEOUT = 120_000;
/** With SHOTS_DIR set, each screen is saved there at the test's width. */
const SHOTS_DIR = process.env.SHOTS_DIR;

const pageErrors: string[] = [];
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});
async function signedIn(mobile = false): Promise<Page> {
  const page = await app.visit('/admin/login', { mobile });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await adminLogin(page);
  return page;
}
async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}
const yen = (n: number) => `${n < 0 ? '-' : ''}¥${Math.abs(n).toLocaleString('ja-JP')}`;

describe('売上管理 and 決済履歴', () => {
  it(
    "shows last month's figures, chart and prefectures after choosing the month in Japanese",
    async () => {
      const page = await signedIn();
      await goTo(page, '/admin/revenue');
      await page.getByRole('heading', { name: '売上管理', level: 1 }).waitFor();
      const picker = page.getByLabel('対象月');
      await picker.waitFor();
      const lastMonth = (await picker.locator('option').nth(1).getAttribute('value'))!;
      const label = `${Number(lastMonth.slice(0, 4))}年${Number(lastMonth.slice(5, 7))}月`;
      expect(await picker.locator('option').nth(1).textContent()).toBe(label);
      await picker.selectOption(lastMonth);
      await page.waitForURL(`**/admin/revenue?month=${lastMonth}`);

      const expected = (await (await page.request.get(`/api/admin/revenue?month=${lastMonth}`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('adminToken'))}` } })).json()) as AdminRevenue;
      const cards = page.getByRole('region', { name: `${label}の売上` });
      await cards.getByText(yen(expected.totals.netJpy), { exact: true }).waitFor();
      await cards.getByText(yen(expected.totals.commissionJpy), { exact: true }).waitFor();
      expect(expected.totals.grossJpy).toBeGreaterThan(0);
      await page.getByRole('img', { name: /月別のチェックアウト分の売上の棒グラフ/ }).waitFor();
      await page.getByRole('heading', { name: `${label}の都道府県別` }).waitFor();
      await page.getByRole('table', { name: `${label}の都道府県別売上` }).getByText(expected.prefectures[0].prefecture).waitFor();
      await shot(page, 'admin-revenue');

      // 決済履歴's eight-digit total stays inside its card at 1,280 px, written like every amount (¥).
      await goTo(page, '/admin/payments');
      const counters = page.getByRole('region', { name: '決済の集計' });
      await counters.getByText(/^¥\d{1,3}(,\d{3}){2,}$/).first().waitFor();
      expect(await counters.locator(':scope > *').evaluateAll((cards) => cards.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent))).toEqual([]);
      await expectNothingCut(page);
    },
    FLOW_TIMEOUT,
  );

  it(
    'lists payments and refunds with their provider ids, and finds a refund by its booking number on a phone',
    async () => {
      const page = await signedIn(true);
      await goTo(page, '/admin/payments');
      await page.getByRole('heading', { name: '決済履歴', level: 1 }).waitFor();
      await page.getByRole('region', { name: '決済の集計' }).getByText('決済済みの合計').waitFor();
      await page.getByLabel('種類').selectOption('refund');
      await page.waitForURL('**/admin/payments?*kind=refund*');
      const list = page.getByRole('region', { name: '決済履歴' });
      // A phone shows the list as cards (the wide table is hidden).
      const refundIds = list.locator('dd:visible', { hasText: /^re_local_demo_/ });
      const firstRefund = refundIds.first();
      await firstRefund.waitFor();
      await list.locator(':visible', { hasText: /^返金済み$/ }).first().waitFor();

      // The filtered page, not the previous one kept on screen while it loads: every row has a refund id.
      const bookingNumbers = list.locator('.font-mono.font-bold:visible');
      await expect
        .poll(async () => {
          const rows = await bookingNumbers.count();
          return rows > 0 && rows === (await list.locator('dd:visible', { hasText: /^re_/ }).count());
        }, { timeout: 15_000 })
        .toBe(true);
      await shot(page, 'admin-payments');
      const bookingNumber = (await bookingNumbers.first().textContent())!;
      await page.getByLabel('キーワード').fill(bookingNumber);
      await page.waitForURL(`**/admin/payments?*q=${bookingNumber}*`);
      // The previous page stays on screen while the search loads: wait until every row is that booking's.
      await expect
        .poll(async () => {
          const shown = await bookingNumbers.allTextContents();
          return shown.length > 0 && shown.every((n) => n === bookingNumber);
        }, { timeout: 15_000 })
        .toBe(true);
      // Its refund, whichever provider id it has (the demo's, or one made by another test's cancellation).
      expect(await list.locator('dd:visible', { hasText: /^re_/ }).count()).toBeGreaterThan(0);
    },
    FLOW_TIMEOUT,
  );
});
