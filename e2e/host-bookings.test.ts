import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@/contract/bookings';
import type { HostProperty } from '@/contract/host-properties';
import type { PricingResult, PropertyDetail } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { goTo, toasts } from './support/browser';
import { useApp } from './support/fixture';
import { payWithTestCard } from './support/local-card';

// The demo data: the demo host 佐藤 健一 (one of whose houses takes requests to book) and the demo guest 山田 花子.
const app = useApp({ SEED: 'demo' });

const FLOW_TIMEOUT = 180_000;
const GUEST = { email: 'guest@example.jp', password: 'kominka123' };
const HOST = { email: 'host@example.jp', password: 'kominka123' };
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;
/** 2027年2月2日(火): how the host's list writes a date. */
const jaDate = (date: string) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' }).format(new Date(`${date}T00:00:00Z`));

async function signIn(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/login', { data: account });
  expect(res.status()).toBe(200);
}

/** The demo host's house that takes requests to book, and two free two-night stays in it far ahead. */
async function requestHouse(page: Page) {
  const houses = (await page.request.get('/api/host/properties?status=published&pageSize=100').then((r) => r.json())) as HostProperty[];
  for (const item of houses) {
    const house = (await page.request.get(`/api/properties/${item.id}`).then((r) => r.json())) as PropertyDetail;
    if (!house.requiresApproval || house.minNights > 2 || house.maxGuests < 2) continue;
    const stays: { checkIn: string; checkOut: string; total: number }[] = [];
    for (let ahead = 150; stays.length < 2 && ahead < 330; ahead += 7) {
      const checkIn = addDays(japanDate(), ahead);
      const checkOut = addDays(checkIn, 2);
      const price = (await page.request
        .post(`/api/properties/${house.id}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: checkOut, guestsAdults: 2 } })
        .then((r) => r.json())) as PricingResult;
      if (price.available) stays.push({ checkIn, checkOut, total: price.totalPrice });
    }
    if (stays.length === 2) return { house, stays };
  }
  throw new Error('the demo host has no free house that takes requests to book');
}

/** The guest asks for the stay and authorises the card on the local card page. */
async function requestStay(page: Page, houseId: string, stay: { checkIn: string; checkOut: string; total: number }) {
  const res = await page.request.post('/api/create-checkout-session', {
    data: {
      propertyId: houseId,
      checkinDate: stay.checkIn,
      checkoutDate: stay.checkOut,
      guestsAdults: 2,
      guestsChildren: 0,
      guestsInfants: 0,
      guestName: '山田 花子',
      guestEmail: GUEST.email,
      guestPhone: '090-1234-5678',
      specialRequests: '夕食は外で済ませます。',
    },
  });
  expect(res.status()).toBe(201);
  const session = (await res.json()) as CheckoutSession;
  await goTo(page, session.url);
  await payWithTestCard(page, stay.total);
  await page.waitForURL((url) => !url.pathname.startsWith('/checkout/local'));
  return session.bookingId;
}

/** The demo host and the demo guest, each signed in on a page of their own, and the house with its free stays. */
async function hostAndGuest() {
  const hostPage = await app.visit('/');
  await signIn(hostPage, HOST);
  const { house, stays } = await requestHouse(hostPage);
  const guestPage = await app.visit('/');
  await signIn(guestPage, GUEST);
  return { hostPage, guestPage, house, stays };
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe('the host answers requests to book at /host/bookings', () => {
  it(
    'a guest requests a house that needs approval; the host sees it under 承認待ち with its countdown, messages the guest, approves it and the guest sees it 確定 with the message; another is rejected with a reason',
    async () => {
      const { hostPage, guestPage, house, stays } = await hostAndGuest();
      const approveId = await requestStay(guestPage, house.id, stays[0]);
      const rejectId = await requestStay(guestPage, house.id, stays[1]);

      // The header counts the requests waiting, the list its tabs.
      await goTo(hostPage, '/host/bookings');
      await hostPage.getByRole('heading', { name: '予約管理', level: 1 }).waitFor();
      const counts = (await hostPage.request.get('/api/host/bookings?pageSize=1').then((r) => r.headers()['x-list-counts'])) ?? '{}';
      const pending = (JSON.parse(counts) as { pending: number }).pending;
      expect(pending).toBeGreaterThanOrEqual(2);
      await hostPage.getByRole('navigation', { name: /ホスト|メイン/ }).getByRole('link', { name: new RegExp(`予約管理\\s*${pending}\\s*件の承認待ち`) }).first().waitFor();
      const tabs = hostPage.getByRole('group', { name: '予約状況で絞り込む' });
      await tabs.getByRole('button', { name: new RegExp(`承認待ち\\s*${pending}`) }).click();
      await hostPage.waitForURL(/status=pending/);

      // Find the request by the guest and house; it shows the dates, the nights, the total and the time left.
      await hostPage.getByRole('searchbox', { name: 'キーワード' }).fill(house.title);
      await hostPage.waitForURL(/q=/);
      const card = hostPage.getByRole('article', { name: '山田 花子 様の予約' }).filter({ hasText: jaDate(stays[0].checkIn) });
      await card.waitFor();
      await card.getByText(`${jaDate(stays[0].checkIn)} 〜 ${jaDate(stays[0].checkOut)}`).waitFor();
      await card.getByText('2泊').waitFor();
      await card.getByText(yen(stays[0].total)).waitFor();
      await card.getByText(/回答期限まであと2[34]時間\d+分/).waitFor();
      await shoot(hostPage, 'host-bookings-1280');

      // The host writes to the guest from the request's detail before answering it.
      const hostNote = 'リクエストありがとうございます。到着時刻の目安を教えていただけますか。';
      await card.getByRole('link', { name: '山田 花子 様へのメッセージ' }).click();
      await hostPage.waitForURL(new RegExp(`/host/bookings/${approveId}`));
      await hostPage.getByRole('textbox', { name: 'メッセージ' }).fill(hostNote);
      await hostPage.getByRole('button', { name: '送信' }).click();
      await hostPage.getByRole('list', { name: 'メッセージ' }).getByRole('listitem').filter({ hasText: hostNote }).getByText('あなた').waitFor();
      await hostPage.goBack();
      await card.waitFor();

      // 承認: the toast, and the card leaves the 承認待ち tab.
      await card.getByRole('button', { name: '承認' }).click();
      await toasts(hostPage).filter({ hasText: '予約を承認しました' }).waitFor();
      await card.waitFor({ state: 'detached' });

      // The guest's bookings show it confirmed.
      await goTo(guestPage, '/bookings');
      const guestCard = guestPage.getByRole('article', { name: house.title }).filter({ hasText: jaDate(stays[0].checkIn) });
      await guestCard.getByText('確定', { exact: true }).waitFor();
      const confirmed = await guestPage.request.get(`/api/bookings/${approveId}`).then((r) => r.json());
      expect(confirmed).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      // …and the host's message on the booking, unread until opened.
      await goTo(guestPage, `/booking/${approveId}`);
      const fromHost = guestPage.getByRole('region', { name: 'ホストへのメッセージ' }).getByRole('listitem').filter({ hasText: hostNote });
      await fromHost.getByText('未読').waitFor();

      // 却下 asks for a reason first, then tells the guest.
      const other = hostPage.getByRole('article', { name: '山田 花子 様の予約' }).filter({ hasText: jaDate(stays[1].checkIn) });
      await other.getByRole('button', { name: '却下' }).click();
      const dialog = hostPage.getByRole('dialog', { name: '予約リクエストを却下' });
      await dialog.getByText('カードの与信').waitFor();
      await dialog.getByRole('button', { name: '却下する' }).click();
      await dialog.getByText('理由を入力してください').waitFor();
      await dialog.getByRole('textbox', { name: /却下の理由/ }).fill('ご希望の日程は設備点検のためお受けできません。');
      await dialog.getByRole('button', { name: '却下する' }).click();
      await toasts(hostPage).filter({ hasText: '予約リクエストを却下しました' }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      const rejected = await guestPage.request.get(`/api/bookings/${rejectId}`).then((r) => r.json());
      expect(rejected).toMatchObject({ status: 'cancelled', cancelledBy: 'host' });

      // The detail of the approved booking: guests, breakdown, payment and the conversation.
      await goTo(hostPage, `/host/bookings/${approveId}`);
      await hostPage.getByRole('heading', { name: '山田 花子 様の予約', level: 1 }).waitFor();
      await hostPage.getByRole('region', { name: '料金の内訳' }).getByText(yen(stays[0].total)).waitFor();
      await hostPage.getByRole('region', { name: 'お支払いと返金' }).getByText(/決済済み/).waitFor();
      await hostPage.getByRole('region', { name: 'ゲスト' }).getByText('夕食は外で済ませます。').waitFor();
      await hostPage.getByRole('region', { name: 'メッセージ' }).waitFor();
      await hostPage.getByRole('button', { name: 'キャンセル' }).waitFor();
      await shoot(hostPage, 'host-booking-detail-1280');

      if (process.env.SHOTS_DIR) {
        await hostPage.setViewportSize({ width: 375, height: 800 });
        await shoot(hostPage, 'host-booking-detail-375');
        await goTo(hostPage, '/host/bookings');
        await hostPage.getByRole('article').first().waitFor();
        await shoot(hostPage, 'host-bookings-375');
        await hostPage.setViewportSize({ width: 1280, height: 900 });
        await goTo(hostPage, `/host/bookings?status=cancelled&q=${encodeURIComponent(house.title)}`);
        await hostPage.getByRole('article').first().waitFor();
        await shoot(hostPage, 'host-bookings-cancelled-1280');
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    'tells the host that 承認 went through when they have gone on to the dashboard before the answer came',
    async () => {
      const { hostPage, guestPage, house, stays } = await hostAndGuest();
      const bookingId = await requestStay(guestPage, house.id, stays[0]);

      await goTo(hostPage, `/host/bookings?status=pending&q=${encodeURIComponent(house.title)}`);
      const card = hostPage.getByRole('article', { name: '山田 花子 様の予約' }).filter({ hasText: jaDate(stays[0].checkIn) });
      await card.waitFor();
      // The answer is held back until the host has left the list for the dashboard.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await hostPage.route(`**/api/host/bookings/${bookingId}/approve`, async (route) => {
        await held;
        await route.continue();
      });
      await card.getByRole('button', { name: '承認' }).click();
      await card.getByRole('button', { name: '承認しています…' }).waitFor();
      await hostPage.getByRole('navigation', { name: /ホスト|メイン/ }).getByRole('link', { name: 'ダッシュボード' }).first().click();
      await hostPage.waitForURL((url) => url.pathname === '/host');
      await card.waitFor({ state: 'detached' });
      release();

      await toasts(hostPage).filter({ hasText: '予約を承認しました' }).waitFor();
      const confirmed = await guestPage.request.get(`/api/bookings/${bookingId}`).then((r) => r.json());
      expect(confirmed).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    },
    FLOW_TIMEOUT,
  );

  it(
    'keeps the tab chosen just before a search is typed, on a phone too slow to have drawn the tab yet',
    async () => {
      const hostPage = await app.visit('/');
      await signIn(hostPage, HOST);
      const { house } = await requestHouse(hostPage);
      // Chromium's CPU ten times slower: the page draws the chosen tab long after the address changed.
      const cdp = await hostPage.context().newCDPSession(hostPage);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
      await goTo(hostPage, '/host/bookings');
      await hostPage.getByRole('heading', { name: '予約管理', level: 1 }).waitFor();
      await hostPage.getByRole('group', { name: '予約状況で絞り込む' }).getByRole('button', { name: /^承認待ち/ }).click();
      await hostPage.waitForURL(/status=pending/);
      await hostPage.getByRole('searchbox', { name: 'キーワード' }).fill(house.title);
      await hostPage.waitForURL(/q=/);
      const url = new URL(hostPage.url());
      expect([url.searchParams.get('status'), url.searchParams.get('q')]).toEqual(['pending', house.title]);
      await hostPage.getByRole('group', { name: '予約状況で絞り込む' }).getByRole('button', { name: /^承認待ち/, pressed: true }).waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    },
    FLOW_TIMEOUT,
  );
});
