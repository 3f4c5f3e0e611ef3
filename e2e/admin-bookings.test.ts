import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@/contract/bookings';
import type { HostProperty } from '@/contract/host-properties';
import type { PricingResult, PropertyDetail } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { goTo, toasts } from './support/browser';
import { useApp } from './support/fixture';
import { adminLogin } from './support/admin-login';

// The demo data: the demo host 佐藤 健一 and the demo guest 山田 花子.
const app = useApp({ SEED: 'demo' });

const GUEST = { email: 'guest@example.jp', password: 'kominka123' };
const HOST = { email: 'host@example.jp', password: 'kominka123' };
const GUEST_NAME = '予約管理 テスト太郎';
/** With SHOTS_DIR set, each screen is saved there at the test's width (for looking at the pages). */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

async function signIn(page: Page, account: { email: string; password: string }) {
  expect((await page.request.post('/api/auth/login', { data: account })).status()).toBe(200);
}

/** The demo guest books (instant booking, paid on the local card page) a free two-night stay far ahead; answers the booking id. */
async function paidBooking(): Promise<string> {
  const host = await app.visit('/');
  await signIn(host, HOST);
  const houses = (await host.request.get('/api/host/properties?status=published&pageSize=100').then((r) => r.json())) as HostProperty[];
  const guest = await app.visit('/');
  await signIn(guest, GUEST);
  for (const item of houses) {
    const house = (await guest.request.get(`/api/properties/${item.id}`).then((r) => r.json())) as PropertyDetail;
    if (house.requiresApproval || house.minNights > 2 || house.maxGuests < 2) continue;
    for (let ahead = 200; ahead < 330; ahead += 7) {
      const checkinDate = addDays(japanDate(), ahead);
      const checkoutDate = addDays(checkinDate, 2);
      const price = (await guest.request.post(`/api/properties/${house.id}/calendar/calculate-pricing`, { data: { checkinDate, checkoutDate, guestsAdults: 2 } }).then((r) => r.json())) as PricingResult;
      if (!price.available) continue;
      const res = await guest.request.post('/api/create-checkout-session', {
        data: { propertyId: house.id, checkinDate, checkoutDate, guestsAdults: 2, guestsChildren: 0, guestsInfants: 0, guestName: GUEST_NAME, guestEmail: GUEST.email, guestPhone: '090-1234-5678' },
      });
      expect(res.status(), await res.text()).toBe(201);
      const session = (await res.json()) as CheckoutSession;
      const paid = await guest.request.post(`/api/payments/local/${session.sessionId}/complete`, { data: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } });
      expect(paid.status(), await paid.text()).toBe(200);
      return session.bookingId;
    }
  }
  throw new Error('the demo host has no free instant-booking house');
}


describe('予約管理', () => {
  it('an admin filters the bookings, opens one, and cancels it with a reason and a full refund', { timeout: 180_000 }, async () => {
    const bookingId = await paidBooking();
    const number = bookingId.slice(0, 8).toUpperCase();

    const admin = await app.visit('/');
    await adminLogin(admin);
    await goTo(admin, '/admin/bookings');
    await expect.poll(() => admin.getByRole('heading', { name: '予約管理', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => admin.getByRole('region', { name: '予約の集計' }).getByText('今月の決済額').isVisible()).toBe(true);

    // Today's stays leave the far-ahead booking out; upcoming ones take it in; the search finds it by number.
    await admin.getByLabel('期間', { exact: true }).selectOption({ label: '今日' });
    await admin.waitForURL(/period=today/);
    await expect.poll(() => admin.getByRole('table').getByText(number).count()).toBe(0);
    await admin.getByLabel('期間', { exact: true }).selectOption({ label: '今後の予約' });
    await admin.waitForURL(/period=upcoming/);
    await admin.getByLabel('キーワード').fill(number);
    await expect.poll(() => admin.getByRole('table').getByRole('row').count()).toBe(2);
    const row = admin.getByRole('table').getByRole('row').filter({ hasText: number });
    await expect.poll(() => row.textContent()).toContain(GUEST_NAME);
    expect(await row.textContent()).toContain('確定');
    await shot(admin, 'admin-bookings');

    await row.getByRole('button', { name: `予約 ${number} の詳細` }).click();
    const dialog = admin.getByRole('dialog', { name: '予約の詳細' });
    await expect.poll(() => dialog.getByRole('region', { name: '決済と返金' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('region', { name: '経過' }).textContent()).toContain('お支払いが確定しました');
    await shot(admin, 'admin-booking-detail');

    await dialog.getByRole('button', { name: '予約をキャンセル' }).click();
    const cancel = admin.getByRole('dialog', { name: '予約をキャンセル' });
    // A blank reason is refused before anything is sent.
    await cancel.getByRole('button', { name: /^キャンセルして/ }).click();
    await expect.poll(() => cancel.getByText('キャンセルの理由を入力してください').isVisible()).toBe(true);
    await cancel.getByLabel('全額返金').check();
    await cancel.getByLabel(/キャンセルの理由/).fill('建物の設備故障により宿泊をお受けできなくなったため');
    await shot(admin, 'admin-booking-cancel');
    await cancel.getByRole('button', { name: /^キャンセルして/ }).click();
    await expect.poll(() => toasts(admin).textContent()).toContain('予約をキャンセルしました');

    await expect.poll(() => dialog.getByText('この予約はすでにキャンセルされています').isVisible()).toBe(true);
    expect(await dialog.getByRole('region', { name: '宿泊' }).textContent()).toContain('建物の設備故障');
    expect(await dialog.getByRole('region', { name: '決済と返金' }).textContent()).toContain('返金済み');
    await admin.keyboard.press('Escape');
    // Upcoming stays leave out cancelled ones; the status filter finds it.
    await expect.poll(() => admin.getByRole('table').getByText(number).count()).toBe(0);
    await admin.getByLabel('予約状況', { exact: true }).selectOption({ label: 'キャンセル' });
    await admin.getByLabel('期間', { exact: true }).selectOption({ label: 'すべての期間' });
    await expect.poll(() => admin.getByRole('table').getByRole('row').filter({ hasText: number }).textContent()).toContain('キャンセル');

    // The audit log names the booking and opens that booking itself, not the list.
    await goTo(admin, '/admin/audit-log?entityType=booking');
    const entries = admin.getByRole('region', { name: '監査ログ一覧' });
    await entries.getByText(number, { exact: false }).first().waitFor();
    await entries.getByRole('button', { name: /の記録の詳細$/ }).first().click();
    const record = admin.getByRole('dialog', { name: '監査ログの詳細' });
    await record.getByRole('row', { name: /^キャンセルした人/ }).getByText('運営', { exact: true }).waitFor();
    await record.getByRole('link', { name: 'この予約を管理画面で開く' }).click();
    await admin.getByRole('dialog', { name: '予約の詳細' }).getByText(number, { exact: true }).waitFor();
  });
});
