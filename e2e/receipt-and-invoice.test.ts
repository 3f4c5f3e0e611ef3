import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking } from '@/contract/bookings';
import type { RevenuePayout } from '@/contract/host-revenue';
import { bookingNumber, formatYen } from '@/domain/display-format';
import { goTo, reloadPage } from './support/browser';
import { useApp } from './support/fixture';

// The demo data: the demo guest 山田 花子 has paid stays; the demo host 佐藤 健一 has monthly payouts.
// The platform's registration number is set here, as an operator sets it.
const REGISTRATION_NUMBER = 'T4010401099998';
const app = useApp({ SEED: 'demo', INVOICE_REGISTRATION_NUMBER: REGISTRATION_NUMBER });

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

async function signIn(page: Page, email: string) {
  const res = await page.request.post('/api/auth/login', { data: { email, password: 'kominka123' } });
  expect(res.status()).toBe(200);
  await reloadPage(page);
}

/** Opens the 領収書 form on the booking's page, fills it in and sends it; the receipt replaces the page. */
async function issueReceipt(page: Page, booking: Booking, addressee: string) {
  await goTo(page, `/booking/${booking.id}`);
  await page.getByRole('button', { name: '領収書', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '領収書の発行' });
  expect(await dialog.getByLabel('但し書き').inputValue()).toBe('宿泊代として');
  await dialog.getByLabel(/^宛名/).fill(addressee);
  await Promise.all([page.waitForURL(/\/api\/bookings\/[^/]+\/receipts\/[^/]+$/), dialog.getByRole('button', { name: '領収書を発行する' }).click()]);
}

describe('receipts and the commission’s invoice', () => {
  it(
    'a guest opens the receipt of a paid stay and sees the amounts and the addressee; the second is a reissue',
    async () => {
      const page = await visit('/');
      await signIn(page, 'guest@example.jp');
      const bookings = (await (await page.request.get('/api/user/bookings')).json()) as Booking[];
      const paid = bookings.find((b) => b.paymentStatus === 'paid' && b.refundAmountJpy === 0 && (b.status === 'confirmed' || b.status === 'completed'));
      expect(paid, 'the demo guest has a paid stay').toBeDefined();
      const booking = paid!;

      // A blank addressee is refused in the form, and the typed 但し書き stays.
      await goTo(page, `/booking/${booking.id}`);
      await page.getByRole('button', { name: '領収書', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '領収書の発行' });
      await dialog.getByLabel(/^宛名/).fill('');
      await dialog.getByLabel('但し書き').fill('出張宿泊費として');
      await dialog.getByRole('button', { name: '領収書を発行する' }).click();
      await expect.poll(() => dialog.getByText('宛名を入力してください').isVisible()).toBe(true);
      expect(await dialog.getByLabel('但し書き').inputValue()).toBe('出張宿泊費として');

      await issueReceipt(page, booking, '株式会社古民家商事');
      expect(await page.getByRole('heading', { name: '領収書' }).isVisible()).toBe(true);
      expect(await page.getByTestId('receipt-addressee').textContent()).toBe('株式会社古民家商事');
      expect(await page.getByTestId('receipt-total').textContent()).toBe(`${formatYen(booking.totalPrice)}-`);
      const taxable = booking.totalPrice - booking.accommodationTaxJpy;
      const row = (label: string) => page.getByRole('row', { name: label }).getByRole('cell').textContent();
      expect(await row('宿泊料金等（10%対象・税込）')).toBe(formatYen(taxable));
      expect(await row('宿泊税（消費税の対象外）')).toBe(formatYen(booking.accommodationTaxJpy));
      expect(await page.getByText(bookingNumber(booking.id), { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('再発行').count()).toBe(0);

      // Back to the booking, and again: 再発行.
      await page.getByRole('link', { name: '← 予約詳細に戻る' }).click();
      await page.waitForURL(`**/booking/${booking.id}`);
      await issueReceipt(page, booking, '株式会社古民家商事');
      expect(await page.getByText('再発行', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByTestId('receipt-number').textContent()).toBe(`${bookingNumber(booking.id)}-02`);
    },
    FLOW_TIMEOUT,
  );

  it(
    'the host’s statement carries the platform’s invoice number and the commission’s tax',
    async () => {
      const page = await visit('/');
      await signIn(page, 'host@example.jp');
      await goTo(page, '/host/revenue');
      await page.getByRole('tab', { name: '送金', exact: true }).click();
      const table = page.getByRole('table', { name: '送金履歴' });
      await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
      const [latest] = (await (await page.request.get('/api/host/revenue/payouts')).json()) as RevenuePayout[];
      const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: /支払明細書をダウンロード/ }).first().click()]);
      const html = fs.readFileSync((await download.path())!, 'utf8');

      // The statement as the host opens it.
      const statement = await page.context().newPage();
      await statement.setContent(html);
      expect(await statement.getByRole('heading', { name: '適格請求書（サービス利用手数料）' }).isVisible()).toBe(true);
      expect(await statement.getByTestId('invoice-registration-number').textContent()).toBe(REGISTRATION_NUMBER);
      expect(await statement.getByTestId('invoice-number').textContent()).toBe(`${latest.periodMonth.replace('-', '')}-${bookingNumber(latest.id)}`);
      const commission = Math.max(0, latest.commissionJpy);
      expect(await statement.getByRole('row', { name: /10%対象/ }).textContent()).toBe(`10%対象${formatYen(commission)}${formatYen(Math.floor((commission * 10) / 110))}`);
    },
    FLOW_TIMEOUT,
  );
});
