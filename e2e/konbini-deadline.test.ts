import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '@/db/schema';
import { bookingNumber } from '@/domain/display-format';
import { addDays, japanDate } from '@/domain/japan-date';
import { insertHost, insertProperty } from '@/server/testing/fixtures';
import { decodeHeader, headersOf, startSmtpServer, textBodyOf } from '@/server/testing/smtp-capture';
import { goTo, newVisitor, uniqueEmail } from './support/browser';
import { useApp, type MailCapture } from './support/fixture';
import { createServerDatabase, startServerOn, type RunningServer, type ServerDatabase } from './support/restartable-server';
import { verifyEmailThroughLink } from './support/verify-email';

// The browser only; each server of this file runs on a database of the test's own (restartable-server).
const app = useApp();

const FLOW_TIMEOUT = 240_000;
const title = '土間のある町家 期限のテスト';

/** The subjects and texts of the e-mails `address` has received. */
function inbox(smtp: MailCapture, address: string): { subject: string; text: string }[] {
  return smtp.received
    .filter((m) => m.rcptTo.includes(address))
    .map((m) => ({ subject: decodeHeader(headersOf(m.raw).get('subject') ?? ''), text: textBodyOf(m.raw) }));
}

describe('a コンビニ払い left unpaid at its deadline', () => {
  const guest = { fullName: '川上 みどり', email: uniqueEmail('konbini-deadline'), password: 'midori-pass' };
  let database: ServerDatabase;
  let server: RunningServer | undefined;
  let smtp: MailCapture;
  let propertyId: string;
  let hostEmail: string;
  const mailEnv = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createServerDatabase();
    const setup = await database.open();
    const host = await insertHost(setup.db);
    [{ email: hostEmail }] = await setup.db.select({ email: users.email }).from(users).where(eq(users.id, host.id));
    propertyId = await insertProperty(setup.db, null, { hostId: host.id, title, photos: { count: 1, cover: 0 } });
    await setup.close();
    server = await startServerOn(database, mailEnv());
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
    await smtp?.close();
  });

  async function visitor(): Promise<Page> {
    const context = await newVisitor(app.browser, server!.url);
    const page = await context.newPage();
    await goTo(page, '/');
    return page;
  }

  it(
    'is released by the timed job: the guest sees it cancelled with the reason and the voucher closed, both are e-mailed, and the nights are free again',
    async () => {
      const page = await visitor();
      expect((await page.request.post('/api/auth/signup', { data: guest })).status()).toBe(201);
      await verifyEmailThroughLink(page, () => smtp, guest.email);

      // The guest books two nights a month ahead and takes a konbini payment number on the payment page.
      const checkinDate = addDays(japanDate(), 30);
      const checkoutDate = addDays(checkinDate, 2);
      const session = await page.request.post('/api/create-checkout-session', {
        data: { propertyId, checkinDate, checkoutDate, guestsAdults: 2, guestName: guest.fullName, guestEmail: guest.email, guestPhone: '090-1234-5678' },
      });
      expect(session.status()).toBe(201);
      const { sessionId, bookingId } = (await session.json()) as { sessionId: string; bookingId: string };
      await goTo(page, `/checkout/local/${sessionId}`);
      await page.getByRole('group', { name: 'お支払い方法を選択' }).getByRole('radio', { name: /コンビニ払い/ }).check();
      await page.getByRole('button', { name: /^お支払い番号を発行する/ }).click();
      await page.getByRole('heading', { name: 'コンビニ払いのお支払い情報' }).waitFor({ timeout: 30_000 });
      const voucherUrl = page.url();

      // The nights are held for the voucher: nobody else can take them.
      const other = await visitor();
      const held = await other.request.post(`/api/properties/${propertyId}/calendar/calculate-pricing`, { data: { checkinDate, checkoutDate } });
      expect(((await held.json()) as { available: boolean }).available).toBe(false);

      // The deadline passes while nothing is paid: the server is stopped, the stay's deadline moved to a
      // minute ago, and the server started again (its timed jobs run at start, then every minute).
      await server!.stop();
      server = undefined;
      const db = await database.open();
      await db.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 60_000) }).where(eq(bookings.id, bookingId));
      await db.close();
      server = await startServerOn(database, mailEnv());

      const guestPage = await visitor();
      expect((await guestPage.request.post('/api/auth/login', { data: { email: guest.email, password: guest.password } })).status()).toBe(200);
      // The job runs at the server's start and then each minute: wait until it has, then open the booking.
      await expect
        .poll(async () => ((await (await guestPage.request.get(`/api/bookings/${bookingId}`)).json()) as { status: string }).status, { timeout: 90_000, interval: 1000 })
        .toBe('cancelled');
      await goTo(guestPage, `/booking/${bookingId}`);
      await guestPage.getByRole('heading', { name: title, level: 1 }).waitFor({ timeout: 30_000 });
      await guestPage.getByText('お支払い期限までにコンビニ払い・銀行振込の入金がなかったため予約を取り消しました').waitFor();
      await guestPage.getByRole('main').getByText('キャンセル', { exact: true }).first().waitFor();

      // The voucher can no longer be paid.
      await goTo(guestPage, new URL(voucherUrl).pathname);
      await guestPage.getByRole('status').getByText('お支払い期限が過ぎました', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await guestPage.getByRole('button', { name: '支払い済みにする' }).count()).toBe(0);

      // Both are told, once each, with the booking's number.
      await expect
        .poll(() => inbox(smtp, guest.email).filter((m) => m.subject.includes('お支払い期限が過ぎたため') && m.text.includes(bookingNumber(bookingId))).length, { timeout: 30_000 })
        .toBe(1);
      await expect
        .poll(() => inbox(smtp, hostEmail).filter((m) => m.subject.includes('お支払い期限切れのため予約が取り消されました') && m.text.includes(bookingNumber(bookingId))).length, { timeout: 30_000 })
        .toBe(1);

      // The nights are bookable again, for anyone.
      const freed = await (await visitor()).request.post(`/api/properties/${propertyId}/calendar/calculate-pricing`, { data: { checkinDate, checkoutDate } });
      expect(((await freed.json()) as { available: boolean }).available).toBe(true);
    },
    FLOW_TIMEOUT,
  );
});
