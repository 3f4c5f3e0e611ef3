import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/contract/bookings';
import type { PricingResult } from '@/contract/properties';
import { bookings as bookingsTable, properties } from '@/db/schema';
import { addDays, japanDate } from '@/domain/japan-date';
import { insertHost, insertProperty } from '@/server/testing/fixtures';
import { decodeHeader, headersOf, startSmtpServer, textBodyOf } from '@/server/testing/smtp-capture';
import { closeVisitors, goTo, workerBrowser, newVisitor, toasts, uniqueEmail } from './support/browser';
import type { MailCapture } from './support/fixture';
import { japaneseOutsideJa } from './support/english';
import { createServerDatabase, startServerOn, type RunningServer, type ServerDatabase } from './support/restartable-server';
import { verifyLinkFor } from './support/verify-email';

/**
 * A guest from abroad's whole journey in English (issue 32), on a fresh database with one house whose
 * host wrote its English title: sign up, confirm the address, search with dates, open the house, book,
 * pay with the test card, see the booking, cancel another with its fee shown, and after the stay (moved
 * into the past by the test, as e2e/booking-lists.test.ts does) write a review. Every step asserts the
 * English a guest reads; each page is checked for Japanese outside `lang="ja"`.
 */
const TITLE = '縁側のある茅葺きの家';
const TITLE_EN = 'Thatched farmhouse with an engawa veranda';
const guest = { fullName: 'Emma Wilson', email: uniqueEmail('journey-en'), password: 'emma-travels-2027' };
const FLOW_TIMEOUT = 240_000;

/** ¥95,700: amounts stay in yen on English pages. */
const yen = (amount: number) => `¥${amount.toLocaleString('en')}`;
/** Sat, 12 Apr 2027: how an English page writes a day. */
const enDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)).replace(/,(?= \d)/, ',');

async function expectAllEnglish(page: Page) {
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  expect(await japaneseOutsideJa(page)).toEqual([]);
}

describe('a guest from abroad, in English from sign-up to review', () => {
  let database: ServerDatabase;
  let server: RunningServer | undefined;
  let browser: Browser;
  let smtp: MailCapture;
  let propertyId: string;
  const mailEnv = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createServerDatabase();
    const setup = await database.open();
    const host = await insertHost(setup.db);
    // Moderate policy: free until 3 days before check-in, then half the price.
    propertyId = await insertProperty(setup.db, null, { hostId: host.id, title: TITLE, photos: { count: 2, cover: 0 } });
    await setup.db.update(properties).set({ titleEn: TITLE_EN, cancelPolicy: 'moderate' }).where(eq(properties.id, propertyId));
    await setup.close();
    [server, browser] = await Promise.all([startServerOn(database, mailEnv()), workerBrowser()]);
  });
  afterAll(async () => {
    await closeVisitors(browser);
    await server?.stop();
    await database?.dispose();
    await smtp?.close();
  });

  async function englishPage(): Promise<Page> {
    const context = await newVisitor(browser, server!.url);
    const page = await context.newPage();
    await goTo(page, '/en');
    return page;
  }

  async function signIn(page: Page) {
    expect((await page.request.post('/api/auth/login', { data: { email: guest.email, password: guest.password } })).status()).toBe(200);
  }

  /** The server's price of two nights from `checkIn` for two adults. */
  async function pricing(page: Page, checkIn: string): Promise<PricingResult> {
    const res = await page.request.post(`/api/properties/${propertyId}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: addDays(checkIn, 2), guestsAdults: 2 } });
    expect(res.status()).toBe(200);
    return (await res.json()) as PricingResult;
  }

  /** From the house page with dates to the card page, through the English guest form and review. */
  async function bookToCardPage(page: Page, checkIn: string) {
    const checkOut = addDays(checkIn, 2);
    await goTo(page, `/en/property/${propertyId}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    await page.getByRole('heading', { name: TITLE_EN, level: 1 }).waitFor();
    await page.getByRole('complementary', { name: 'Booking' }).getByRole('button', { name: 'Continue to book' }).click();
    await page.waitForURL(`**/en/property/${propertyId}/booking?**`);
    await page.getByRole('heading', { name: 'Guest details', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Guest details' });
    // A Latin name as typed at sign-up; no furigana asked of a guest using English.
    await expect.poll(() => form.getByLabel('Lead guest’s name').inputValue()).toBe(guest.fullName);
    expect(await form.getByText(/furigana|フリガナ/i).count()).toBe(0);
    await form.getByLabel('Phone').fill('+44 20 7946 0958');
    await expectAllEnglish(page);
    await form.getByRole('button', { name: 'Continue to review' }).click();
    await page.waitForURL('**/en/booking-confirmation');
    await page.getByRole('heading', { name: 'Review your booking', level: 1 }).waitFor();
    await expectAllEnglish(page);
    await page.getByRole('checkbox', { name: /I accept the cancellation policy/ }).click();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.waitForURL('**/checkout/local/**');
  }

  async function payWithTestCard(page: Page, amount: number) {
    const card = page.getByRole('form', { name: 'Card details' });
    await card.getByLabel('Card number').pressSequentially('4242424242424242');
    await card.getByLabel('Expiry date').pressSequentially('1230');
    await card.getByLabel('Security code').fill('123');
    await expectAllEnglish(page);
    await card.getByRole('button', { name: `Pay ${yen(amount)}` }).click();
  }

  it(
    'signs up, confirms the address, searches, books and pays, sees the booking, and cancels another with the fee shown',
    async () => {
      // Sign up in the English dialog: a name in Latin letters, no furigana.
      const page = await englishPage();
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Sign up' }).click();
      const signup = dialog.getByRole('form', { name: 'Sign up' });
      await signup.getByLabel('Name').fill(guest.fullName);
      await signup.getByLabel('E-mail address').fill(guest.email);
      await signup.getByLabel('Password', { exact: true }).fill(guest.password);
      await signup.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('banner').getByRole('link', { name: guest.fullName }).waitFor();

      // The welcome and confirmation e-mails come in English; the link opens the English page.
      const link = await verifyLinkFor(() => smtp, guest.email);
      expect(link.startsWith('/en/verify-email?token=')).toBe(true);
      await goTo(page, link);
      await page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
      await expectAllEnglish(page);

      // Search with dates: the house by its English title, the party's total for the stay.
      const checkIn = addDays(japanDate(), 30);
      const price = await pricing(page, checkIn);
      await goTo(page, `/en/search?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2`);
      const card = page.getByRole('article').filter({ hasText: TITLE_EN });
      await card.getByText('2 nights, 2 adults').waitFor();
      await card.getByText(yen(price.totalPrice)).waitFor();
      await expectAllEnglish(page);
      await card.getByRole('link', { name: TITLE_EN }).click();
      await page.waitForURL(`**/en/property/${propertyId}?**`);
      await page.getByRole('heading', { name: TITLE_EN, level: 1 }).waitFor();
      await expectAllEnglish(page);

      // Book and pay with the test card, all in English.
      await bookToCardPage(page, checkIn);
      await payWithTestCard(page, price.totalPrice);
      await page.waitForURL('**/en/booking-success?session_id=**');
      await page.getByRole('heading', { name: /Your booking is confirmed/ }).waitFor();
      await expectAllEnglish(page);

      // The booking in the list and on its own page, with its dates in English.
      await goTo(page, '/en/bookings');
      // The lists name the house by the host's English title.
      const booked = page.getByRole('article').filter({ hasText: TITLE_EN }).filter({ hasText: enDate(checkIn) });
      await booked.getByText('Confirmed', { exact: true }).waitFor();
      await expectAllEnglish(page);

      // The booking confirmation e-mail is in English, with the total in yen.
      await expect
        .poll(() => smtp.received.filter((m) => m.rcptTo.includes(guest.email)).map((m) => decodeHeader(headersOf(m.raw).get('subject') ?? '')))
        .toContainEqual(expect.stringMatching(/confirmed/i));
      const confirmation = smtp.received.filter((m) => m.rcptTo.includes(guest.email)).find((m) => /confirmed/i.test(decodeHeader(headersOf(m.raw).get('subject') ?? '')))!;
      expect(textBodyOf(confirmation.raw)).toContain(yen(price.totalPrice));
      // Nothing Japanese: the house by its English title.
      expect(textBodyOf(confirmation.raw)).toContain(TITLE_EN);
      expect(textBodyOf(confirmation.raw)).not.toMatch(/\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Han}/u);

      // A second stay two days ahead: inside the moderate policy's window, cancelling costs half.
      const soon = addDays(japanDate(), 2);
      const soonPrice = await pricing(page, soon);
      await bookToCardPage(page, soon);
      await payWithTestCard(page, soonPrice.totalPrice);
      await page.waitForURL('**/en/booking-success?session_id=**');
      const mine = (await page.request.get('/api/user/bookings').then((r) => r.json())) as Booking[];
      const toCancel = mine.find((b) => b.checkIn === soon)!;
      expect(toCancel.cancellation.feeJpy).toBeGreaterThan(0);

      await goTo(page, `/en/booking/${toCancel.id}`);
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel booking' });
      await confirm.getByText(yen(toCancel.cancellation.feeJpy)).waitFor();
      await confirm.getByText(yen(toCancel.cancellation.refundJpy)).waitFor();
      await expectAllEnglish(page);
      await confirm.getByRole('button', { name: 'Confirm cancellation' }).click();
      await toasts(page).getByText(yen(toCancel.cancellation.refundJpy), { exact: false }).waitFor();
      const cancelled = (await page.request.get(`/api/bookings/${toCancel.id}`).then((r) => r.json())) as Booking;
      expect(cancelled).toMatchObject({ status: 'cancelled', cancelFeeJpy: toCancel.cancellation.feeJpy });
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'after the stay (moved into the past by the test), writes a review in English',
    async () => {
      let page = await englishPage();
      await signIn(page);
      const mine = (await page.request.get('/api/user/bookings').then((r) => r.json())) as Booking[];
      const stay = mine.find((b) => b.status === 'confirmed')!;
      await page.context().close();
      await server!.stop();
      server = undefined;

      const moved = await database.open();
      await moved.db.update(bookingsTable).set({ checkinDate: addDays(japanDate(), -3), checkoutDate: addDays(japanDate(), -1) }).where(eq(bookingsTable.id, stay.id));
      await moved.close();
      server = await startServerOn(database, mailEnv());

      page = await englishPage();
      await signIn(page);
      await expect.poll(async () => ((await page.request.get(`/api/bookings/${stay.id}`).then((r) => r.json())) as Booking).status, { timeout: 15_000 }).toBe('completed');

      await goTo(page, '/en/bookings?tab=past');
      const card = page.getByRole('tabpanel').locator('article').filter({ hasText: TITLE_EN });
      await card.getByText('Completed', { exact: true }).waitFor();
      await card.getByRole('link', { name: /Write a review/ }).click();
      await page.waitForURL(`**/en/review/${stay.id}`);
      await page.getByRole('heading', { name: 'Write a review', level: 1 }).waitFor();
      await expectAllEnglish(page);

      const form = page.getByRole('form', { name: 'Reviews' });
      await form.getByRole('button', { name: 'Post review' }).click();
      await form.getByText('Rate the stay overall').waitFor();
      for (const group of await form.getByRole('group').all()) {
        const five = group.getByRole('radio').last();
        if (await five.count()) await five.check();
      }
      await form.getByLabel('Comment').fill('Dinner around the irori hearth was unforgettable.');
      await expectAllEnglish(page);
      await form.getByRole('button', { name: 'Post review' }).click();
      await page.waitForURL('**/en/review-confirmation');
      await page.getByRole('heading', { name: /Thank you/ }).waitFor();
      await expectAllEnglish(page);
      const reviewed = (await page.request.get(`/api/bookings/${stay.id}`).then((r) => r.json())) as Booking;
      expect(reviewed.hasReview).toBe(true);
      await page.context().close();
    },
    FLOW_TIMEOUT,
  );
});
