import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@/contract/bookings';
import type { HostProperty } from '@/contract/host-properties';
import type { PricingResult, PropertyDetail } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { goTo, toasts } from './support/browser';
import { useApp } from './support/fixture';
import { payWithTestCard } from './support/local-card';

// The demo data: the demo host 佐藤 健一 and the demo guest 山田 花子.
const app = useApp({ SEED: 'demo' });

const FLOW_TIMEOUT = 240_000;
const GUEST = { email: 'guest@example.jp', password: 'kominka123' };
const HOST = { email: 'host@example.jp', password: 'kominka123' };

async function signIn(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/login', { data: account });
  expect(res.status()).toBe(200);
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A house of the demo host booked at once (no request), free for two guests from today for one night. */
async function houseFreeToday(page: Page) {
  const houses = (await page.request.get('/api/host/properties?status=published&pageSize=100').then((r) => r.json())) as HostProperty[];
  const checkIn = japanDate();
  const checkOut = addDays(checkIn, 1);
  for (const item of houses) {
    const house = (await page.request.get(`/api/properties/${item.id}`).then((r) => r.json())) as PropertyDetail;
    if (house.requiresApproval || house.minNights > 1 || house.maxGuests < 2) continue;
    const price = (await page.request
      .post(`/api/properties/${house.id}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: checkOut, guestsAdults: 2 } })
      .then((r) => r.json())) as PricingResult;
    if (price.available) return { house, stay: { checkIn, checkOut, total: price.totalPrice } };
  }
  throw new Error('the demo host has no house free tonight');
}

/** The guest books the stay for two and pays on the local card page: a confirmed booking. */
async function bookForTwo(page: Page, houseId: string, stay: { checkIn: string; checkOut: string; total: number }) {
  const res = await page.request.post('/api/create-checkout-session', {
    data: { propertyId: houseId, checkinDate: stay.checkIn, checkoutDate: stay.checkOut, guestsAdults: 2, guestsChildren: 0, guestsInfants: 0, guestName: '山田 花子', guestEmail: GUEST.email, guestPhone: '090-1234-5678' },
  });
  expect(res.status()).toBe(201);
  const session = (await res.json()) as CheckoutSession;
  await goTo(page, session.url);
  await payWithTestCard(page, stay.total);
  await page.waitForURL((url) => !url.pathname.startsWith('/checkout/local'), { timeout: 60_000 });
  return session.bookingId;
}

describe('オンラインチェックイン and the host’s 宿泊者名簿', () => {
  it(
    'the guest fills the registry of a party of two with one foreign guest (errors per field, nothing lost), the host sees it flagged until then, opens the passport photo and marks 本人確認済み',
    async () => {
      const hostPage = await app.visit('/');
      await signIn(hostPage, HOST);
      const { house, stay } = await houseFreeToday(hostPage);
      const guestPage = await app.visit('/');
      await signIn(guestPage, GUEST);
      const bookingId = await bookForTwo(guestPage, house.id, stay);

      // Checking in today with nothing entered: flagged on the host's list.
      await goTo(hostPage, `/host/bookings?q=${encodeURIComponent(house.title)}`);
      await hostPage.getByRole('article', { name: '山田 花子 様の予約' }).getByText('名簿未完了').first().waitFor({ timeout: 30_000 });

      // The guest opens online check-in from the booking's page.
      await goTo(guestPage, `/booking/${bookingId}`);
      await guestPage.getByRole('link', { name: '名簿を入力する' }).click();
      await guestPage.getByRole('heading', { name: 'オンラインチェックイン', level: 1 }).waitFor();
      const first = guestPage.getByRole('form', { name: '宿泊者1（ご予約者）' });
      const second = guestPage.getByRole('form', { name: '宿泊者2' });
      expect(await first.getByLabel('氏名').inputValue()).toBe('山田 花子');
      const asksOccupation = (await first.getByLabel('職業').count()) > 0;

      await first.getByLabel('フリガナ').fill('やまだ はなこ');
      await first.getByRole('textbox', { name: /^住所/ }).fill('東京都新宿区西新宿2-8-1');
      if (asksOccupation) await first.getByLabel('職業').fill('会社員');
      await first.getByLabel('連絡先').fill('090-1234-5678');
      await first.getByRole('button', { name: 'この宿泊者を保存する' }).click();
      await first.getByText('入力済み').waitFor();

      // The foreign guest: sent without the passport, each missing field is named and the typed values stay.
      await second.getByLabel('氏名').fill('Emma Smith');
      await second.getByLabel('フリガナ').fill('エマ スミス');
      await second.getByRole('textbox', { name: /^住所/ }).fill('10 Downing Street, London');
      if (asksOccupation) await second.getByLabel('職業').fill('Engineer');
      await second.getByLabel('連絡先').fill('emma@example.com');
      await second.getByLabel('日本国内に住所がない（旅券が必要です）').check();
      await second.getByLabel('国籍').fill('イギリス');
      await second.getByRole('button', { name: 'この宿泊者を保存する' }).click();
      await second.getByText('旅券番号を入力してください').waitFor();
      await second.getByText('旅券の顔写真のページの写真をアップロードしてください').waitFor();
      expect(await second.getByLabel('氏名').inputValue()).toBe('Emma Smith');
      expect(await second.getByLabel('国籍').inputValue()).toBe('イギリス');
      await shoot(guestPage, 'check-in-errors-1280');

      await second.getByLabel('旅券番号').fill('gb1234567');
      const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#2f4f6f' } }).png().toBuffer();
      await second.getByLabel(/旅券の顔写真のページの写真/).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: photo });
      await second.getByRole('button', { name: 'この宿泊者を保存する' }).click();
      await guestPage.getByText('全員の宿泊者名簿の入力が完了しました', { exact: false }).waitFor({ timeout: 30_000 });
      expect(await toasts(guestPage).allTextContents()).toContainEqual(expect.stringContaining('宿泊者2の名簿を保存しました'));
      await shoot(guestPage, 'check-in-done-1280');

      // The host sees the registry on the booking, opens the passport photo and checks the guest at arrival.
      await goTo(hostPage, `/host/bookings/${bookingId}`);
      const registry = hostPage.getByRole('region', { name: '宿泊者名簿' });
      await registry.getByText('入力済み 2 / 2名').waitFor({ timeout: 30_000 });
      await registry.getByText('宿泊者2：Emma Smith').waitFor();
      await registry.getByText('GB1234567').waitFor();
      await registry.getByRole('button', { name: '旅券の写真を表示（閲覧は記録されます）' }).click();
      await registry.getByRole('img', { name: '旅券の写真の画像' }).waitFor({ timeout: 30_000 });
      await registry.getByRole('button', { name: '本人確認済みにする（宿泊者2）' }).click();
      await registry.getByText(/本人確認済み（/).waitFor();
      await shoot(hostPage, 'host-registry-1280');

      // No longer flagged once complete.
      await goTo(hostPage, `/host/bookings?q=${encodeURIComponent(house.title)}`);
      await hostPage.getByRole('article', { name: '山田 花子 様の予約' }).first().waitFor();
      expect(await hostPage.getByText('名簿未完了').count()).toBe(0);

      // Phones: the guest's and the host's pages at 375 px.
      const phoneGuest = await app.visit('/', { mobile: true });
      await signIn(phoneGuest, GUEST);
      await goTo(phoneGuest, `/booking/${bookingId}/check-in`);
      await phoneGuest.getByRole('form', { name: '宿泊者2' }).waitFor();
      await shoot(phoneGuest, 'check-in-375');
      const phoneHost = await app.visit('/', { mobile: true });
      await signIn(phoneHost, HOST);
      await goTo(phoneHost, `/host/bookings/${bookingId}`);
      await phoneHost.getByRole('region', { name: '宿泊者名簿' }).getByText('入力済み 2 / 2名').waitFor({ timeout: 30_000 });
      await shoot(phoneHost, 'host-registry-375');
    },
    FLOW_TIMEOUT,
  );
});
