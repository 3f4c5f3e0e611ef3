import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { RevenuePayout } from '@/contract/host-revenue';
import { bankBusinessDayOnOrAfter } from '@/domain/bank-days';
import { addDays, japanDate } from '@/domain/japan-date';
import { formatDateWithWeekday } from '@/web/lib/format';
import { goTo, toasts } from './support/browser';
import { adminLogin } from './support/admin-login';
import { useApp } from './support/fixture';
import { expectNothingCut } from './support/layout';

// The demo data: the demo host 佐藤 健一 has last month's payout waiting (docs/product/money.md).
const app = useApp({ SEED: 'demo' });
const FLOW_TIMEOUT = 150_000;
/** With SHOTS_DIR set, each screen is saved there at the test's width. */
const SHOTS_DIR = process.env.SHOTS_DIR;

const pageErrors: string[] = [];
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});
async function visit(to: string, mobile = false): Promise<Page> {
  const page = await app.visit(to, { mobile });
  page.on('pageerror', (error) => pageErrors.push(`${to}: ${error.message}`));
  return page;
}
async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

describe('送金履歴', () => {
  it(
    'runs the month’s transfers from due to paid: the batch, its Zengin file, and the host sees 支払済み',
    async () => {
      // The demo host completes the bank account with its bank and branch codes (as the profile's bank search fills them).
      const host = await visit('/');
      expect((await host.request.post('/api/auth/login', { data: { email: 'host@example.jp', password: 'kominka123' } })).status()).toBe(200);
      const bank = await host.request.put('/api/host/profile/bank', {
        data: { bankName: 'みずほ銀行', branchName: '本店', bankCode: '0001', branchCode: '100', accountType: '普通', accountNumber: '1234567', accountHolder: 'サトウ ケンイチ' },
      });
      expect(bank.status(), await bank.text()).toBe(200);
      const before = (await (await host.request.get('/api/host/revenue/payouts')).json()) as RevenuePayout[];
      const due = before.find((p) => p.status === 'pending')!;
      expect(due).toBeTruthy();

      const page = await visit('/admin/login');
      await adminLogin(page);
      await goTo(page, '/admin/transfers');
      await page.getByRole('heading', { name: '送金履歴', level: 1 }).waitFor();
      const list = page.getByRole('table', { name: '送金一覧' });
      await list.getByText('佐藤 健一').first().waitFor();
      await shot(page, 'transfers');

      // A transfer day a few bank days ahead, so that marking it paid now comes before it.
      const transferDate = bankBusinessDayOnOrAfter(addDays(japanDate(), 3));
      await page.getByRole('button', { name: '今月の送金を作成' }).click();
      const dialog = page.getByRole('dialog', { name: '今月の送金を作成' });
      await dialog.getByLabel('振込指定日').fill(transferDate);
      await dialog.getByRole('button', { name: '送金を作成' }).click();
      await toasts(page).getByText('送金を作成しました').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // The file is fixed with the batch: downloaded twice, the same bytes.
      const downloadFile = async () => {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /の全銀ファイルをダウンロード/ }).first().click()]);
        return { name: download.suggestedFilename(), bytes: fs.readFileSync((await download.path())!) };
      };
      const first = await downloadFile();
      expect(first.name).toMatch(new RegExp(`^zengin-\\d{4}-\\d{2}-${transferDate.replaceAll('-', '')}-[0-9a-f]{8}\\.txt$`));
      expect(first.bytes.length % 122).toBe(0);
      expect(new TextDecoder('shift_jis').decode(first.bytes)).toContain('ｻﾄｳ ｹﾝｲﾁ');

      // Before the transfer day the dialog says so, and the admin confirms it was transferred early.
      const row = list.locator('tr', { hasText: '佐藤 健一' }).filter({ hasText: '送金処理中' });
      await row.getByText(`${formatDateWithWeekday(transferDate)}（指定日）`).waitFor();
      // With the outcome buttons on its rows, the table still fits its box at 1,280 px.
      await row.getByRole('button', { name: /失敗にする/ }).waitFor();
      await expectNothingCut(page);
      await row.getByRole('button', { name: /送金済みにする/ }).click();
      const confirm = page.getByRole('dialog', { name: '送金済みにする' });
      await confirm.getByRole('alert').getByText(`振込指定日（${formatDateWithWeekday(transferDate)}）より前です`).waitFor();
      await confirm.getByRole('button', { name: '前倒しで送金済みにする' }).click();
      await toasts(page).getByText('送金済みにしました').waitFor();
      await shot(page, 'transfers-paid');
      const again = await downloadFile();
      expect(again.bytes.equals(first.bytes)).toBe(true);

      // The host's revenue page shows the same payout as paid, on the batch's transfer day.
      await goTo(host, '/host/revenue?tab=payouts');
      await host.getByText(`${formatDateWithWeekday(transferDate)}送金`).first().waitFor();
      const after = (await (await host.request.get('/api/host/revenue/payouts')).json()) as RevenuePayout[];
      expect(after.find((p) => p.id === due.id)).toMatchObject({ status: 'paid', scheduledDate: transferDate });
    },
    FLOW_TIMEOUT,
  );

  it(
    'works on a phone: the list as cards and the run’s dialog',
    async () => {
      const page = await visit('/admin/login', true);
      await adminLogin(page);
      await goTo(page, '/admin/transfers');
      await page.getByRole('heading', { name: '送金履歴', level: 1 }).waitFor();
      await page.getByText('送金待ちの金額').waitFor();
      await page.getByRole('list', { name: '送金一覧' }).getByText('佐藤 健一').first().waitFor();
      await expectNothingCut(page);
      await shot(page, 'transfers');
      await page.getByRole('button', { name: '今月の送金を作成' }).click();
      await page.getByRole('dialog', { name: '今月の送金を作成' }).getByLabel('振込指定日').waitFor();
      await shot(page, 'transfers-dialog');
    },
    FLOW_TIMEOUT,
  );
});
