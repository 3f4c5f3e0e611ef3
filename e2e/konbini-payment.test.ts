import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goTo } from './support/browser';
import { freeInstantBookStay, signInDemo as signIn } from './support/instant-book-stay';
import { useApp } from './support/fixture';

// The demo data (the demo host 佐藤 健一's houses, the demo guest 山田 花子); the demo seed keeps the
// local provider's test button 「支払い済みにする」 on (docs/product/payments.md).
const app = useApp({ SEED: 'demo' });

const FLOW_TIMEOUT = 180_000;
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

describe('paying at a konbini (local provider)', () => {
  it(
    'books an instant-book house, chooses コンビニ払い, sees the voucher, and the stay is 確定 once it is paid',
    async () => {
      const hostPage = await app.visit('/');
      await signIn(hostPage, 'host@example.jp', '佐藤 健一');
      const page = await app.visit('/');
      await signIn(page, 'guest@example.jp', '山田 花子');
      const { houseId, checkIn, checkOut, total } = await freeInstantBookStay(hostPage, page);

      await goTo(page, `/property/${houseId}/booking?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
      const form = page.getByRole('form', { name: 'ゲスト情報' });
      await expect.poll(() => form.getByLabel('代表者のお名前').inputValue(), { timeout: 30_000 }).toBe('山田 花子');
      await form.getByLabel('電話番号').fill('090-1234-5678');
      await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();
      await page.waitForURL('**/booking-confirmation', { timeout: 30_000 });
      await page.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
      await page.getByRole('button', { name: '予約を確定して支払いへ' }).click();
      await page.waitForURL('**/checkout/local/**', { timeout: 30_000 });

      // The choice: card by default, コンビニ払い and 銀行振込 with their deadline.
      const methods = page.getByRole('group', { name: 'お支払い方法を選択' });
      expect(await methods.getByRole('radio', { name: /クレジットカード/ }).isChecked()).toBe(true);
      await methods.getByRole('radio', { name: /コンビニ払い/ }).check();
      await page.getByText(/お支払い期限は\d{4}年\d{1,2}月\d{1,2}日\(.\) 23:59まで/).waitFor();
      await page.getByRole('button', { name: `お支払い番号を発行する（${yen(total)}）` }).click();

      // The voucher: the number, the stores, the amount and the deadline.
      await page.getByRole('heading', { name: 'コンビニ払いのお支払い情報' }).waitFor({ timeout: 30_000 });
      const voucher = page.getByLabel('コンビニ払いのお支払い情報', { exact: true });
      expect(await voucher.textContent()).toMatch(/お支払い番号\d{4}-\d{4}-\d{3}/);
      expect(await voucher.textContent()).toContain(yen(total));
      expect(await voucher.textContent()).toContain('ローソン');
      expect(await voucher.textContent()).toMatch(/お支払い期限\d{4}年.+23:59まで/);

      // The test mode's button marks it paid through the provider's event: the stay is confirmed.
      await page.getByRole('button', { name: '支払い済みにする' }).click();
      await page.getByRole('heading', { name: '予約が確定しました' }).waitFor({ timeout: 30_000 });
      const bookingId = await bookingIdOfSuccess(page);
      await goTo(page, `/booking/${bookingId}`);
      await page.getByRole('main').getByText('確定', { exact: true }).first().waitFor({ timeout: 30_000 });
      await page.getByRole('main').getByText('コンビニ払い').first().waitFor();
    },
    FLOW_TIMEOUT,
  );
});

/** The booking behind the success page's session, as the server answers it. */
async function bookingIdOfSuccess(page: Page): Promise<string> {
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  const res = await page.request.get(`/api/booking-by-session/${sessionId}`);
  return ((await res.json()) as { booking: { id: string } }).booking.id;
}
