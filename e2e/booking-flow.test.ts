import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PricingResult, PropertyDetail, PropertyListItem } from '@/contract/properties';
import { cancellationDeadlines } from '@/domain/cancellation';
import { addDays, japanDate, japanInstant } from '@/domain/japan-date';
import { authDialog } from './support/auth-dialog';
import { goTo, reloadPage, toasts } from './support/browser';
import { useApp } from './support/fixture';

// The demo data: the demo guest 山田 花子 and 81 published houses.
const app = useApp({ SEED: 'demo' });

const FLOW_TIMEOUT = 150_000;
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

async function signInAsDemoGuest(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { email: 'guest@example.jp', password: 'kominka123' } });
  expect(res.status()).toBe(200);
  await reloadPage(page);
  await page.getByRole('banner').getByRole('link', { name: '山田 花子' }).waitFor();
}

async function pricing(page: Page, propertyId: string, checkIn: string, checkOut: string): Promise<PricingResult> {
  const res = await page.request.post(`/api/properties/${propertyId}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: checkOut, guestsAdults: 2 } });
  expect(res.status()).toBe(200);
  return (await res.json()) as PricingResult;
}

/** An instant-booking house for two whose two nights starting `daysAhead` from today (Japan) the server says are free. */
async function freeStay(page: Page, daysAhead: number) {
  const checkIn = addDays(japanDate(), daysAhead);
  const checkOut = addDays(checkIn, 2);
  const list = (await page.request
    .get(`/api/properties-with-booking-status?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&hideBooked=true&sort=price-low&pageSize=50`)
    .then((r) => r.json())) as PropertyListItem[];
  for (const item of list) {
    const house = (await page.request.get(`/api/properties/${item.id}`).then((r) => r.json())) as PropertyDetail;
    if (house.requiresApproval || house.minNights > 2 || house.maxGuests < 2) continue;
    const price = await pricing(page, house.id, checkIn, checkOut);
    if (price.available) return { house, checkIn, checkOut, price };
  }
  throw new Error(`no free instant-booking house for ${checkIn}`);
}

/** 2026年12月21日(月) 15:00: how the page must write an instant in Japan time. */
function japanDeadline(instant: Date): string {
  const date = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' }).format(instant);
  const time = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  return `${date} ${time}`;
}

/** From the house page to the card page: the guest form, the confirmation, the agreement and 予約を確定して支払いへ. */
async function bookUpToCardPage(page: Page, houseId: string, checkIn: string, checkOut: string) {
  await goTo(page, `/property/${houseId}/booking?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  const form = page.getByRole('form', { name: 'ゲスト情報' });
  await form.getByLabel('代表者のお名前').waitFor();
  await expect.poll(() => form.getByLabel('代表者のお名前').inputValue()).toBe('山田 花子');
  await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();
  await page.waitForURL('**/booking-confirmation');
  await page.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
  await page.getByRole('button', { name: '予約を確定して支払いへ' }).click();
  await page.waitForURL('**/checkout/local/**');
}

/** The local card page: the card typed as a guest would, then 支払う. */
async function payWithCard(page: Page, cardNumber: string, amount: number) {
  const card = page.getByRole('form', { name: 'カード情報' });
  await card.getByLabel('カード番号').pressSequentially(cardNumber);
  // Typed digits are grouped in fours as on a hosted card form.
  expect(await card.getByLabel('カード番号').inputValue()).toBe(cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '));
  await card.getByLabel('有効期限').pressSequentially('1230');
  expect(await card.getByLabel('有効期限').inputValue()).toBe('12/30');
  await card.getByLabel('セキュリティコード').fill('123');
  await card.getByRole('button', { name: `支払う ${yen(amount)}` }).click();
}

describe('booking a house and paying by card', () => {
  it(
    'books, pays with 4242 4242 4242 4242, finds the booking in both lists and cancels it with the refund shown first',
    async () => {
      const page = await app.visit('/');
      await signInAsDemoGuest(page);
      const { house, checkIn, checkOut, price } = await freeStay(page, 200);

      // The house page's booking button leads to the guest form with the dates and guests.
      await goTo(page, `/property/${house.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
      await page.getByRole('complementary', { name: '予約' }).getByRole('button', { name: '予約へ進む' }).click();
      await page.waitForURL(`**/property/${house.id}/booking?**`);
      await page.getByRole('heading', { name: 'ゲスト情報の入力', level: 1 }).waitFor();

      // Prefilled from the profile; an emptied required field is refused with the seed's toast.
      const form = page.getByRole('form', { name: 'ゲスト情報' });
      await expect.poll(() => form.getByLabel('代表者のお名前').inputValue()).toBe('山田 花子');
      expect(await form.getByLabel('メールアドレス').inputValue()).toBe('guest@example.jp');
      expect(await form.getByLabel('メールアドレス').getAttribute('type')).toBe('email');
      expect(await form.getByLabel('電話番号').getAttribute('type')).toBe('tel');
      expect(await form.getByLabel('大人').inputValue()).toBe('2');
      await form.getByLabel('電話番号').fill('');
      await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();
      await toasts(page).filter({ hasText: '入力エラー' }).filter({ hasText: '必須項目を入力してください' }).waitFor();
      expect(await form.getByLabel('電話番号').getAttribute('aria-invalid')).toBe('true');
      expect(page.url()).toContain('/booking?');
      await form.getByLabel('電話番号').fill('090-1234-5678');
      await form.getByLabel('ご要望・ご質問').fill('到着は17時ごろの予定です。');
      await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();

      // The confirmation: the server's breakdown and total, and the policy's real deadline in Japan time.
      await page.waitForURL('**/booking-confirmation');
      await page.getByRole('heading', { name: '予約内容の確認', level: 1 }).waitFor();
      await page.getByRole('heading', { name: house.title }).waitFor();
      await page.getByLabel('1泊ごとの料金').waitFor();
      await page.getByText(yen(price.totalPrice)).first().waitFor();
      const [deadline] = cancellationDeadlines(house.cancelPolicy, japanInstant(checkIn, house.checkinFrom));
      await page.getByText(japanDeadline(deadline.until)).waitFor();
      await page.getByText('到着は17時ごろの予定です。').waitFor();

      // 修正する goes back to the form with what was typed, and on again.
      await page.getByRole('button', { name: '修正する' }).click();
      await page.waitForURL(/from=confirmation/);
      await expect.poll(() => form.getByLabel('ご要望・ご質問').inputValue()).toBe('到着は17時ごろの予定です。');
      await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();
      await page.waitForURL('**/booking-confirmation');

      // The agreement must be ticked before the payment.
      await page.getByRole('button', { name: '予約を確定して支払いへ' }).click();
      await page.getByText('ご予約には、キャンセルポリシーと利用規約への同意が必要です').waitFor();
      expect(page.url()).toContain('/booking-confirmation');
      await page.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
      await page.getByRole('button', { name: '予約を確定して支払いへ' }).click();

      // The local provider's card page, with the amount the server charges.
      await page.waitForURL('**/checkout/local/**');
      await page.getByText('古民家ステイ', { exact: true }).waitFor();
      await page.getByText(yen(price.totalPrice)).first().waitFor();
      await page.getByText('テスト用カード: 4242 4242 4242 4242（決済成功）/ 4000 0000 0000 0002（カード拒否）').waitFor();
      await payWithCard(page, '4242424242424242', price.totalPrice);

      // The success page asks the server: confirmed, and the saved form data is gone.
      await page.waitForURL('**/booking-success?session_id=**');
      await page.getByRole('heading', { name: '予約が確定しました' }).waitFor();
      await page.getByText(house.title).first().waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('bookingData'))).toBeNull();
      const number = (await page.getByText(/^[0-9A-F]{8}$/).first().textContent())!.trim();

      // 予約一覧 lists it.
      await goTo(page, '/booking-check');
      await page.getByRole('heading', { name: '予約一覧', level: 1 }).waitFor();
      await page.locator('article').filter({ hasText: number }).filter({ hasText: house.title }).waitFor();

      // 予約管理: in 今後の予約; the cancel dialog shows the fee and the refund before the guest agrees.
      await goTo(page, '/bookings');
      await page.getByRole('heading', { name: '予約管理', level: 1 }).waitFor();
      await page.getByRole('tab', { name: /今後の予約/ }).waitFor();
      const card = page.getByRole('tabpanel').locator('article').filter({ hasText: number });
      await card.waitFor();
      await card.getByRole('button', { name: /予約をキャンセル/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('キャンセル料が発生する場合があります。').waitFor();
      const amounts = dialog.getByLabel('キャンセル料と返金額');
      await amounts.getByText('キャンセル料').waitFor();
      await amounts.getByText('返金額').waitFor();
      await dialog.getByRole('button', { name: 'キャンセルを確定する' }).click();
      await toasts(page).filter({ hasText: 'キャンセル処理が完了しました' }).waitFor();

      // Now under the キャンセル tab with its refund.
      await page.getByRole('tab', { name: /^キャンセル/ }).click();
      const cancelled = page.getByRole('tabpanel').locator('article').filter({ hasText: number });
      await cancelled.getByText(/返金額 ¥[\d,]+/).waitFor();
      await cancelled.getByText('キャンセル', { exact: true }).waitFor();
    },
    FLOW_TIMEOUT,
  );

  it(
    'lands on /booking-failed with a declined card, and the nights are free to book again',
    async () => {
      const page = await app.visit('/');
      await signInAsDemoGuest(page);
      const { house, checkIn, checkOut, price } = await freeStay(page, 240);

      await bookUpToCardPage(page, house.id, checkIn, checkOut);
      await payWithCard(page, '4000000000000002', price.totalPrice);

      await page.waitForURL('**/booking-failed?**');
      await toasts(page).filter({ hasText: '決済エラー' }).waitFor();
      await page.getByRole('heading', { name: 'お支払いが完了しませんでした' }).waitFor();
      for (const cause of ['カード情報の入力間違い', 'ご利用限度額の超過', 'カード会社による認証のブロック', '一時的なシステムエラー']) {
        await page.getByText(cause).waitFor();
      }
      expect(await page.getByRole('link', { name: '物件ページに戻る' }).getAttribute('href')).toBe(`/property/${house.id}`);
      expect(await page.getByRole('link', { name: 'お問い合わせ' }).last().getAttribute('href')).toBe('/contact');

      // The hold was released: the server prices the same nights as free again …
      expect((await pricing(page, house.id, checkIn, checkOut)).available).toBe(true);

      // … and 再試行 books them, this time with the card that pays.
      await page.getByRole('link', { name: '再試行' }).click();
      await page.waitForURL('**/booking-confirmation');
      await page.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
      await page.getByRole('button', { name: '予約を確定して支払いへ' }).click();
      await page.waitForURL('**/checkout/local/**');
      await payWithCard(page, '4242424242424242', price.totalPrice);
      await page.getByRole('heading', { name: '予約が確定しました' }).waitFor();
      expect((await pricing(page, house.id, checkIn, checkOut)).available).toBe(false);
    },
    FLOW_TIMEOUT,
  );
});

describe('going back from the card page', () => {
  it(
    'brings the guest back to the confirmation with the same stay still bookable, and pays for it',
    async () => {
      const page = await app.visit('/');
      await signInAsDemoGuest(page);
      const { house, checkIn, checkOut, price } = await freeStay(page, 250);

      await bookUpToCardPage(page, house.id, checkIn, checkOut);
      await page.getByRole('link', { name: 'キャンセルして戻る' }).click();
      await page.waitForURL('**/booking-confirmation');
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: '予約を確定して支払いへ' }).waitFor();
      // The guest's own hold does not take the nights from them.
      await expect.poll(() => page.getByText('ご指定の日程は予約できなくなりました', { exact: false }).count()).toBe(0);

      await page.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
      await page.getByRole('button', { name: '予約を確定して支払いへ' }).click();
      await page.waitForURL('**/checkout/local/**');
      await payWithCard(page, '4242424242424242', price.totalPrice);
      await page.getByRole('heading', { name: '予約が確定しました' }).waitFor();
      // One booking for the stay: the first hold was replaced, not kept beside it.
      const mine = (await (await page.request.get('/api/user/bookings')).json()) as { propertyId: string; checkIn: string; status: string }[];
      expect(mine.filter((b) => b.propertyId === house.id && b.checkIn === checkIn && b.status !== 'cancelled')).toHaveLength(1);
    },
    FLOW_TIMEOUT,
  );
});

describe('the guest form for a signed-out visitor', () => {
  it('asks for a login on the spot, then shows the form for the same stay', async () => {
    const page = await app.visit('/');
    const { house, checkIn, checkOut } = await freeStay(page, 280);
    await goTo(page, `/property/${house.id}/booking?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    await page.getByRole('heading', { name: 'ご予約にはログインが必要です' }).waitFor();
    await page.getByRole('button', { name: 'ログインして予約を続ける' }).click();
    const { loginForm } = authDialog(page);
    await loginForm.getByLabel('メールアドレス').fill('guest@example.jp');
    await loginForm.getByLabel('パスワード', { exact: true }).fill('kominka123');
    await loginForm.getByRole('button', { name: 'ログイン', exact: true }).click();
    const form = page.getByRole('form', { name: 'ゲスト情報' });
    await expect.poll(() => form.getByLabel('代表者のお名前').inputValue()).toBe('山田 花子');
    expect(page.url()).toContain(`checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    await page.getByRole('complementary', { name: 'ご予約の内容' }).getByRole('heading', { name: house.title }).waitFor();
  });
});

describe('the booking pages without their data', () => {
  it('sends a guest form without dates home with the seed’s error toast', async () => {
    const page = await app.visit('/');
    await signInAsDemoGuest(page);
    const { house } = await freeStay(page, 260);
    await goTo(page, `/property/${house.id}/booking?guests=2`);
    await page.waitForURL((url) => url.pathname === '/');
    await toasts(page).filter({ hasText: 'エラー' }).filter({ hasText: '予約に必要な情報が不足しています。' }).waitFor();
  });

  it('sends the confirmation, payment and success pages home when nothing is saved or given', async () => {
    const page = await app.visit('/');
    for (const path of ['/booking-confirmation', '/payment', '/booking-success']) {
      await goTo(page, path);
      await page.waitForURL((url) => url.pathname === '/');
    }
  });
});
