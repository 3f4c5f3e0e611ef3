import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HostProperty } from '@/contract/host-properties';
import type { PricingResult, PropertyDetail } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { goTo, reloadPage, toasts } from './support/browser';
import { useApp } from './support/fixture';

// The demo data: the demo host 佐藤 健一 (one of whose houses takes requests to book) and the demo guest
// 山田 花子; the demo seed keeps the local provider's test button 「支払い済みにする」 on.
const app = useApp({ SEED: 'demo' });

const FLOW_TIMEOUT = 180_000;
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

async function signIn(page: Page, email: string, name: string) {
  const res = await page.request.post('/api/auth/login', { data: { email, password: 'kominka123' } });
  expect(res.status()).toBe(200);
  await reloadPage(page);
  await page.getByRole('banner').getByRole('link', { name }).waitFor();
}

/** The demo host's house that takes requests to book, and a free two-night stay in it far ahead. */
async function freeRequestStay(hostPage: Page) {
  const houses = (await hostPage.request.get('/api/host/properties?status=published&pageSize=100').then((r) => r.json())) as HostProperty[];
  for (const item of houses) {
    const house = (await hostPage.request.get(`/api/properties/${item.id}`).then((r) => r.json())) as PropertyDetail;
    if (!house.requiresApproval || house.minNights > 2 || house.maxGuests < 2) continue;
    for (let ahead = 40; ahead < 330; ahead += 7) {
      const [checkIn, checkOut] = [addDays(japanDate(), ahead), addDays(japanDate(), ahead + 2)];
      const res = await hostPage.request.post(`/api/properties/${house.id}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: checkOut, guestsAdults: 2, guestsChildren: 0, guestsInfants: 0 } });
      const price = (await res.json()) as PricingResult;
      if (res.status() === 200 && price.available) return { house, checkIn, checkOut, total: price.totalPrice };
    }
  }
  throw new Error('the demo host has no free house that takes requests to book');
}

/** SHOTS_DIR set: the page at 1280 px and at 375 px (docs/decisions/0033's screenshots). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('paying after approval at a request-to-book house (local provider)', () => {
  it(
    'the guest sends a request choosing to pay after approval, the host approves it, the guest pays at a konbini and sees 確定',
    async () => {
      const hostPage = await app.visit('/');
      await signIn(hostPage, 'host@example.jp', '佐藤 健一');
      const page = await app.visit('/');
      await signIn(page, 'guest@example.jp', '山田 花子');
      const { house, checkIn, checkOut, total } = await freeRequestStay(hostPage);

      // The payment step: card (authorised now) or paying after approval, which sends the request without a card.
      await goTo(page, `/property/${house.id}/booking?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
      const form = page.getByRole('form', { name: 'ゲスト情報' });
      await expect.poll(() => form.getByLabel('代表者のお名前').inputValue(), { timeout: 30_000 }).toBe('山田 花子');
      await form.getByLabel('電話番号').fill('090-1234-5678');
      await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();
      await page.waitForURL('**/booking-confirmation', { timeout: 30_000 });
      const timing = page.getByRole('group', { name: 'お支払い方法' });
      expect(await timing.getByRole('radio', { name: /クレジットカードで支払う/ }).isChecked()).toBe(true);
      await timing.getByRole('radio', { name: /承認後にコンビニ払い・銀行振込で支払う/ }).check();
      await page.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
      await shoot(page, 'request-pay-later-choice');
      await page.getByRole('button', { name: 'リクエストを送信する' }).click();
      await page.waitForURL(/\/booking\/[0-9a-f-]{36}$/, { timeout: 30_000 });
      const bookingId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      const main = page.getByRole('main');
      await main.getByText('承認待ち', { exact: true }).first().waitFor({ timeout: 30_000 });
      await main.getByText('コンビニ払い・銀行振込（ホストの承認後）').waitFor();

      // The host sees it like any request, marked as paid after approval, and approves it.
      await goTo(hostPage, `/host/bookings/${bookingId}`);
      await hostPage.getByRole('heading', { name: '山田 花子 様の予約', level: 1 }).waitFor({ timeout: 30_000 });
      await hostPage.getByText('承認後にゲストがコンビニ払い・銀行振込で支払うリクエストです（カードの与信はありません）。').waitFor();
      await shoot(hostPage, 'request-pay-later-host-request');
      await hostPage.getByRole('button', { name: '承認', exact: true }).click();
      await toasts(hostPage).filter({ hasText: '予約を承認しました' }).filter({ hasText: 'ゲストにお支払い期限とお支払いページをメールでお知らせしました' }).waitFor();
      await hostPage.getByText(/承認済み・ゲストのお支払い待ちです。お支払い期限：\d{4}年\d{1,2}月\d{1,2}日\(.\) 23:59まで/).waitFor({ timeout: 30_000 });
      await shoot(hostPage, 'request-pay-later-host-approved');

      // The guest's booking: お支払い待ち with its deadline, and the way to pay.
      await reloadPage(page);
      await main.getByText('お支払い待ち', { exact: true }).first().waitFor({ timeout: 30_000 });
      await main.getByText(/\d{4}年\d{1,2}月\d{1,2}日\(.\) 23:59まで/).first().waitFor();
      await shoot(page, 'request-pay-later-awaiting');
      await main.getByRole('link', { name: /お支払いへ/ }).first().click();
      await page.waitForURL(`**/payment/${bookingId}`, { timeout: 30_000 });
      await page.getByText(/ホストがリクエストを承認しました。お支払い期限は/).waitFor({ timeout: 30_000 });
      await shoot(page, 'request-pay-later-payment');
      await page.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
      await page.getByRole('button', { name: 'お支払いへ進む' }).click();
      await page.waitForURL('**/checkout/local/**', { timeout: 30_000 });

      // The local provider's page offers コンビニ払い until the approval's deadline; the voucher is paid.
      const methods = page.getByRole('group', { name: 'お支払い方法を選択' });
      await methods.getByRole('radio', { name: /コンビニ払い/ }).check();
      await page.getByRole('button', { name: `お支払い番号を発行する（${yen(total)}）` }).click();
      await page.getByRole('heading', { name: 'コンビニ払いのお支払い情報' }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: '支払い済みにする' }).click();
      await page.getByRole('heading', { name: '予約が確定しました' }).waitFor({ timeout: 30_000 });

      await goTo(page, `/booking/${bookingId}`);
      await main.getByText('確定', { exact: true }).first().waitFor({ timeout: 30_000 });
      await main.getByText('コンビニ払い', { exact: true }).first().waitFor();
      const booking = (await page.request.get(`/api/bookings/${bookingId}`).then((r) => r.json())) as { status: string; paymentStatus: string };
      expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    },
    FLOW_TIMEOUT,
  );
});
