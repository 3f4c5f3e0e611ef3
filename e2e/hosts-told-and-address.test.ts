import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@/contract/bookings';
import type { HostProperty } from '@/contract/host-properties';
import type { PricingResult, PropertyDetail } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { decodeHeader, headersOf, textBodyOf } from '@/server/testing/smtp-capture';
import { goTo, toasts } from './support/browser';
import { useAppWithMail } from './support/fixture';
import { payWithTestCard } from './support/local-card';

/**
 * Issue 28: a house's street address is for its confirmed guests only, and a host hears of a request
 * by e-mail at once and sees the bell's count fall once it is answered. The demo data: the demo host
 * 佐藤 健一 (one of whose houses takes requests to book) and the demo guest 山田 花子; the app's e-mail
 * goes to a real SMTP server on this machine.
 */
const app = useAppWithMail({ SEED: 'demo' });

const FLOW_TIMEOUT = 180_000;
const GUEST = { email: 'guest@example.jp', password: 'kominka123' };
const HOST = { email: 'host@example.jp', password: 'kominka123' };

async function signIn(page: Page, account: { email: string; password: string }) {
  expect((await page.request.post('/api/auth/login', { data: account })).status()).toBe(200);
}

/** With SHOTS_DIR set, the page at 1280 and at 375 pixels wide. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** The demo host's house that takes requests to book, with its full address (the host's own preview) and a free two-night stay far ahead. */
async function requestHouse(hostPage: Page) {
  const houses = (await hostPage.request.get('/api/host/properties?status=published&pageSize=100').then((r) => r.json())) as HostProperty[];
  for (const item of houses) {
    const house = (await hostPage.request.get(`/api/host/properties/${item.id}/preview`).then((r) => r.json())) as PropertyDetail;
    if (!house.requiresApproval || house.minNights > 2 || house.maxGuests < 2 || !house.addressLine) continue;
    for (let ahead = 200; ahead < 330; ahead += 9) {
      const checkIn = addDays(japanDate(), ahead);
      const checkOut = addDays(checkIn, 2);
      const price = (await hostPage.request
        .post(`/api/properties/${house.id}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: checkOut, guestsAdults: 2 } })
        .then((r) => r.json())) as PricingResult;
      if (price.available) return { house, stay: { checkIn, checkOut, total: price.totalPrice } };
    }
  }
  throw new Error('the demo host has no free house that takes requests to book');
}

/** The guest asks for the stay and authorises the card on the local card page. */
async function requestStay(page: Page, houseId: string, stay: { checkIn: string; checkOut: string; total: number }) {
  const res = await page.request.post('/api/create-checkout-session', {
    data: { propertyId: houseId, checkinDate: stay.checkIn, checkoutDate: stay.checkOut, guestsAdults: 2, guestsChildren: 0, guestsInfants: 0, guestName: '山田 花子', guestEmail: GUEST.email, guestPhone: '090-1234-5678' },
  });
  expect(res.status()).toBe(201);
  const session = (await res.json()) as CheckoutSession;
  await goTo(page, session.url);
  await payWithTestCard(page, stay.total);
  await page.waitForURL((url) => !url.pathname.startsWith('/checkout/local'));
  return session.bookingId;
}

/** The header's bell button, named with its unread count (通知（未読3件）). */
const bellButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^通知/ }).first();
const unreadOf = async (page: Page) => Number(/未読(\d+)件/.exec((await bellButton(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

describe('the house’s address and the host told in time', () => {
  it(
    'a signed-out visitor sees no street address; the host is e-mailed the request and the bell falls once it is approved; the confirmed guest sees the address',
    async () => {
      const hostPage = await app.visit('/');
      await signIn(hostPage, HOST);
      const { house, stay } = await requestHouse(hostPage);
      const street = house.addressLine!;
      const district = house.district;

      // Signed out: the prefecture, city and district, never the street address or the access.
      const visitor = await app.visit(`/property/${house.id}`);
      await visitor.getByRole('heading', { name: house.title, level: 1 }).waitFor();
      await visitor.getByText(`${house.prefecture}${house.city}${district}`, { exact: true }).waitFor();
      await visitor.getByText('番地・建物名とアクセス方法は、予約が確定したゲストにお知らせします。').waitFor();
      expect(await visitor.content()).not.toContain(street);
      if (house.accessInfo) expect(await visitor.content()).not.toContain(house.accessInfo.split('\n')[0]);
      await shoot(visitor, 'address-signed-out');

      // The guest asks; the host's e-mail arrives at once with the deadline in Japan time.
      const guestPage = await app.visit('/');
      await signIn(guestPage, GUEST);
      const bookingId = await requestStay(guestPage, house.id, stay);
      await expect
        .poll(() => app.mail().received.filter((m) => m.rcptTo.includes(HOST.email) && decodeHeader(headersOf(m.raw).get('subject') ?? '').includes('新しい予約リクエスト')).length, { timeout: 15_000 })
        .toBe(1);
      const mail = app.mail().received.find((m) => m.rcptTo.includes(HOST.email) && decodeHeader(headersOf(m.raw).get('subject') ?? '').includes('新しい予約リクエスト'))!;
      expect(decodeHeader(headersOf(mail.raw).get('subject')!)).toMatch(/回答期限 \d{4}年\d{1,2}月\d{1,2}日\(.\) \d{2}:\d{2}（日本時間）/);
      expect(textBodyOf(mail.raw)).toContain(`/host/bookings/${bookingId}`);

      // The host's bell counts the request; approving it takes it off the count.
      await goTo(hostPage, `/host/bookings/${bookingId}`);
      await expect.poll(() => unreadOf(hostPage), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      const before = await unreadOf(hostPage);
      await hostPage.getByRole('button', { name: '承認', exact: true }).click();
      await toasts(hostPage).filter({ hasText: '予約を承認しました' }).waitFor();
      await goTo(hostPage, '/host/dashboard');
      await expect.poll(() => unreadOf(hostPage), { timeout: 15_000 }).toBe(before - 1);

      // The confirmed guest's booking shows the full address.
      await goTo(guestPage, `/booking/${bookingId}`);
      await guestPage.getByRole('heading', { name: house.title, level: 1 }).waitFor();
      await guestPage.getByText(street, { exact: false }).first().waitFor();
      if (house.accessInfo) await guestPage.getByText(house.accessInfo.split('\n')[0], { exact: false }).first().waitFor();
      await shoot(guestPage, 'address-confirmed');
    },
    FLOW_TIMEOUT,
  );
});
