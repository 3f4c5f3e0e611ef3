import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@/contract/bookings';
import { adminLogin } from './support/admin-login';
import { goTo, reloadPage, toasts } from './support/browser';
import { useApp } from './support/fixture';
import { freeInstantBookStay, signInDemo } from './support/instant-book-stay';

// The demo data and the local provider's test button 「支払い済みにする」 (docs/product/payments.md).
const app = useApp({ SEED: 'demo' });

const FLOW_TIMEOUT = 240_000;
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/** The guest pays a stay at a konbini on the local provider's page: the voucher, then its test button. */
async function payAtKonbini(page: Page, stay: { houseId: string; checkIn: string; checkOut: string }): Promise<string> {
  const res = await page.request.post('/api/create-checkout-session', {
    data: { propertyId: stay.houseId, checkinDate: stay.checkIn, checkoutDate: stay.checkOut, guestsAdults: 2, guestName: '山田 花子', guestEmail: 'guest@example.jp', guestPhone: '090-1234-5678' },
  });
  expect(res.status()).toBe(201);
  const session = (await res.json()) as CheckoutSession;
  await goTo(page, `/checkout/local/${session.sessionId}`);
  await page.getByRole('group', { name: 'お支払い方法を選択' }).getByRole('radio', { name: /コンビニ払い/ }).check();
  await page.getByRole('button', { name: /お支払い番号を発行する/ }).click();
  await page.getByRole('heading', { name: 'コンビニ払いのお支払い情報' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: '支払い済みにする' }).click();
  await page.getByRole('heading', { name: '予約が確定しました' }).waitFor({ timeout: 30_000 });
  return session.bookingId;
}

describe('refunding a konbini payment to the guest’s bank account', () => {
  it(
    'the guest cancels a stay paid at a konbini, gives the account, sees 返金手続き中 with the amount; the admin marks the transfer made; the guest sees 返金済み and the account erased',
    async () => {
      const hostPage = await app.visit('/');
      await signInDemo(hostPage, 'host@example.jp', '佐藤 健一');
      const page = await app.visit('/');
      await signInDemo(page, 'guest@example.jp', '山田 花子');
      const stay = await freeInstantBookStay(hostPage, page, 100);
      const bookingId = await payAtKonbini(page, stay);

      await goTo(page, `/booking/${bookingId}`);
      await page.getByRole('main').getByRole('button', { name: /予約をキャンセル/ }).click();
      const dialog = page.getByRole('dialog', { name: '予約のキャンセル' });
      const account = dialog.getByRole('form', { name: '返金先の口座' });
      await expect.poll(() => dialog.getByLabel('キャンセル料と返金額').textContent()).toContain(yen(stay.total));

      // The bank and branch from the Zengin master; a short number is refused at its field, nothing typed is lost.
      await account.getByRole('combobox', { name: /銀行名/ }).fill('みずほ');
      await account.getByRole('option', { name: /^みずほ ミズホ（0001）/ }).click();
      await account.getByText('金融機関コード 0001').waitFor();
      await account.getByRole('combobox', { name: /支店名/ }).fill('本店');
      await account.getByRole('option', { name: /^本店/ }).first().click();
      await account.getByLabel(/口座番号/).fill('12345');
      await account.getByLabel(/口座名義/).fill('ﾔﾏﾀﾞ ﾊﾅｺ');
      await account.getByLabel(/口座名義/).blur();
      await dialog.getByRole('button', { name: 'キャンセルを確定する' }).click();
      await account.getByText('口座番号は7桁の数字で入力してください').waitFor();
      expect(await account.getByLabel(/口座名義/).inputValue()).toBe('ヤマダ ハナコ');
      expect(await account.getByRole('combobox', { name: /銀行名/ }).inputValue()).toBe('みずほ');

      await account.getByLabel(/口座番号/).fill('1234567');
      await dialog.getByRole('button', { name: 'キャンセルを確定する' }).click();
      await toasts(page).getByText('キャンセル処理が完了しました').waitFor({ timeout: 30_000 });

      const refund = page.getByRole('region', { name: '返金の状況' });
      await refund.getByText('返金手続き中', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await refund.textContent()).toContain(yen(stay.total));
      expect(await refund.textContent()).toContain('****567');

      // The back office transfers it and marks it made.
      const adminPage = await app.visit('/');
      await adminLogin(adminPage);
      await goTo(adminPage, '/admin/payments');
      const transfers = adminPage.getByRole('list', { name: '返金の振込の一覧' });
      const row = transfers.getByRole('listitem').filter({ hasText: '山田 花子' }).filter({ hasText: yen(stay.total) });
      await row.getByRole('button', { name: '振込済みにする' }).click();
      const confirm = adminPage.getByRole('dialog', { name: '返金を振込済みにしますか？' });
      await confirm.getByText('1234567').waitFor();
      await confirm.getByText('ヤマダ ハナコ').waitFor();
      await confirm.getByRole('button', { name: '振込済みにする' }).click();
      await toasts(adminPage).getByText('返金を振込済みにしました').waitFor();

      // The guest: 返金済み with the amount, and the account's number and holder erased.
      await reloadPage(page);
      await refund.getByText('返金済み', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await refund.textContent()).toContain(yen(stay.total));
      await refund.getByText('お振込みが済んだため、口座番号と口座名義は消去しました。').waitFor();
    },
    FLOW_TIMEOUT,
  );
});
