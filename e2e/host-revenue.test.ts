import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYOUT_SCHEDULE_TEXT, type RevenuePayout, type RevenueTransaction } from '@/contract/host-revenue';
import { goTo } from './support/browser';
import { useApp } from './support/fixture';

// The demo data: the demo host 佐藤 健一 has monthly payouts and the stays they cover.
const app = useApp({ SEED: 'demo' });

const FLOW_TIMEOUT = 120_000;

const pageErrors: string[] = [];
async function visit(path: string, mobile = false): Promise<Page> {
  const page = await app.visit(path, { mobile });
  page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`));
  return page;
}
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

async function hostLogin(page: Page) {
  await goTo(page, '/host/login');
  const login = page.getByRole('form', { name: 'ホストログイン' });
  await login.getByLabel('メールアドレス').fill('host@example.jp');
  await login.getByLabel('パスワード', { exact: true }).fill('kominka123');
  await login.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/host/dashboard');
}

const STATUS: Record<RevenueTransaction['status'], string> = { paid: '支払済み', processing: '処理中', failed: '失敗', refunded: '返金' };

/** One CSV line (RFC 4180; no line breaks inside these fields). */
function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  for (let m = re.exec(line); m && m.index < line.length; m = re.exec(line)) {
    const raw = m[1];
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (m[2] === '') break;
  }
  return cells;
}

describe('the host’s revenue page', () => {
  it(
    'exports the month’s transactions as a CSV for Excel with exactly the host’s rows',
    async () => {
      const page = await visit('/');
      await hostLogin(page);
      // The latest closed month has a payout, so it has transactions.
      const payouts = (await (await page.request.get('/api/host/revenue/payouts')).json()) as RevenuePayout[];
      expect(payouts.length).toBeGreaterThan(0);
      const month = payouts[0].periodMonth;
      const api = await page.request.get(`/api/host/revenue/transactions?month=${month}&pageSize=100`);
      const expected = ((await api.json()) as RevenueTransaction[]).reverse();
      expect(expected.length).toBeGreaterThan(0);

      await goTo(page, `/host/revenue?month=${month}`);
      await expect.poll(() => page.getByRole('heading', { name: '売上管理' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'レポートをエクスポート' }).click();
      const dialog = page.getByRole('dialog', { name: 'レポートをエクスポート' });
      expect(await dialog.getByLabel('開始日').inputValue()).toBe(`${month}-01`);
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'CSV をダウンロード' }).click()]);
      expect(download.suggestedFilename()).toBe(`revenue_${month}.csv`);
      const bytes = fs.readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter((l) => l !== '');
      expect(lines[0]).toBe('日付,予約番号,ゲスト,物件,金額,うち宿泊税,手数料,受取額,ステータス');
      expect(lines.slice(1).map(parseCsvLine)).toEqual(
        expected.map((r) => [
          r.date,
          r.bookingNumber,
          r.guestName,
          r.propertyTitle,
          String(r.amountJpy),
          String(r.accommodationTaxJpy),
          String(r.commissionJpy),
          String(r.netJpy),
          STATUS[r.status],
        ]),
      );
      // Only the host's own houses.
      const own = ((await (await page.request.get('/api/host/revenue/summary')).json()) as { properties: { title: string }[] }).properties.map((p) => p.title);
      expect(lines.slice(1).map((l) => parseCsvLine(l)[3]).every((title) => own.includes(title))).toBe(true);
      await expect.poll(() => dialog.isVisible()).toBe(false);

      // The table shows the same rows, with their badges, and the tax in its own column.
      const table = page.getByRole('table', { name: /の取引履歴/ });
      await expect.poll(() => table.locator('tbody tr').count()).toBe(Math.min(20, expected.length));
      expect(await table.getByRole('columnheader', { name: 'うち宿泊税' }).isVisible()).toBe(true);
    },
    FLOW_TIMEOUT,
  );

  it(
    'shows the 12-month chart with its values for screen readers, the payouts and the payout settings',
    async () => {
      const page = await visit('/');
      await hostLogin(page);
      await goTo(page, '/host/revenue');
      await page.getByRole('tab', { name: '分析' }).click();
      const chart = page.getByRole('img', { name: /月別売上の棒グラフ/ });
      await expect.poll(() => chart.isVisible()).toBe(true);
      expect(await page.locator('figure table tbody tr').count()).toBe(12);
      expect(await page.getByText('物件ごとの稼働率と平均宿泊単価').isVisible()).toBe(true);

      await page.getByRole('tab', { name: '送金', exact: true }).click();
      const payouts = page.getByRole('table', { name: '送金履歴' });
      await expect.poll(() => payouts.locator('tbody tr').count()).toBeGreaterThan(1);
      expect(await payouts.getByText('支払済み').first().isVisible()).toBe(true);
      const [statement] = await Promise.all([page.waitForEvent('download'), payouts.getByRole('button', { name: /支払明細書をダウンロード/ }).first().click()]);
      expect(statement.suggestedFilename()).toMatch(/^支払明細書_\d{4}-\d{2}\.html$/);
      expect(fs.readFileSync((await statement.path())!, 'utf8')).toContain('支払明細書');

      await page.getByRole('tab', { name: '送金設定' }).click();
      await expect.poll(() => page.getByText(PAYOUT_SCHEDULE_TEXT).isVisible()).toBe(true);
      expect(await page.getByText(/^\*\*\*\*\d{3}$/).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: /プロフィールの「振込口座」で/ }).getAttribute('href')).toBe('/host/profile');
    },
    FLOW_TIMEOUT,
  );
});
