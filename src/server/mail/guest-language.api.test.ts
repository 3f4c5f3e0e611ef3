import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, emailTemplates, users } from '@/db/schema';
import { fromToday, insertBooking, insertHost, insertProperty } from '../testing/fixtures';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../testing/test-app';

/**
 * E-mails in the guest's language (issue 32; docs/decisions/0042-english-guest-pages.md, "E-mails"): the
 * language is the page's at sign-up and at booking, or the guest's choice; an English guest's e-mails are
 * the English version of their template, dates and words in English; the host's stay Japanese.
 */
let t: TestApp;
let propertyId: string;
const TITLE = '美山の茅葺きの宿「結」';

beforeAll(async () => {
  t = await createTestApp();
  const host = await insertHost(t.db);
  propertyId = await insertProperty(t.db, null, { hostId: host.id, title: TITLE });
});
afterAll(async () => {
  await t?.close();
});

/** The latest e-mail to an address of a kind, once the mail service has logged it. */
async function settledMail(address: string, kind: string) {
  for (let i = 0; i < 400; i += 1) {
    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, kind)))
      .orderBy(desc(emailOutbox.createdAt));
    if (row && row.status !== 'queued') return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${kind} e-mail to ${address}`);
}

const languageOf = async (userId: string) => (await t.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0].language;

/** A confirmed two-night stay (¥40,000: the fixture's ¥20,000 a night) from Sat 10 Apr 2027, and its confirmation e-mail. */
async function confirmationTo(guest: { user: { id: string; email: string } }, titleEn?: string) {
  const house = await insertProperty(t.db, null, { hostId: (await insertHost(t.db)).id, title: TITLE, titleEn });
  const bookingId = await insertBooking(t.db, { propertyId: house, guestId: guest.user.id, checkin: '2027-04-10', checkout: '2027-04-12' });
  expect(await t.app.mail.sendBookingEmail('booking_confirmation', bookingId)).toBe(true);
  return { bookingId, mail: await settledMail(guest.user.email, 'booking_confirmation') };
}

describe('the language of a guest', () => {
  it('is the page’s at sign-up (Accept-Language), Japanese without one, and the welcome e-mail is in it', async () => {
    const english = await signUpGuest(t.app, { fullName: 'Emma Wilson' }, { verified: true, headers: { 'accept-language': 'en' } });
    const japanese = await signUpGuest(t.app);
    expect(await languageOf(english.user.id)).toBe('en');
    expect(await languageOf(japanese.user.id)).toBe('ja');
    const welcome = await settledMail(english.user.email, 'welcome');
    expect(welcome.subject).toBe('Welcome to Kominka Stay');
    expect(welcome.textContent).toContain('Hi Emma Wilson,');
    expect((await settledMail(japanese.user.email, 'welcome')).subject).toBe('【古民家ステイ】ご登録ありがとうございます');
    const verification = await settledMail(english.user.email, 'email_verification');
    expect(verification.subject).toBe('Confirm your e-mail address');
    expect(verification.textContent).toContain('/en/contact');
  });

  it('is changed by the guest (PUT /api/profile/language), answered with the profile; anything but ja or en is refused', async () => {
    const guest = await signUpGuest(t.app);
    const put = (language: string, cookie?: string) => t.app.inject({ method: 'PUT', url: '/api/profile/language', headers: cookie ? { cookie } : {}, payload: { language } });
    const res = await put('en', guest.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: guest.user.id, language: 'en' });
    const profile = await t.app.inject({ method: 'GET', url: `/api/users/${guest.user.id}`, headers: { cookie: guest.cookie } });
    expect(profile.json().language).toBe('en');
    expect((await put('fr', guest.cookie)).statusCode).toBe(400);
    expect((await put('ja')).statusCode).toBe(401);
    expect((await put('ja', guest.cookie)).json().language).toBe('ja');
  });

  it('follows the page a booking was made from, and a call that names no language leaves it as it was', async () => {
    const guest = await signUpGuest(t.app);
    const book = (checkIn: string, checkOut: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { cookie: guest.cookie, ...headers },
        payload: { propertyId, checkIn, checkOut, guestsAdults: 1, guestName: '山田 太郎', guestEmail: guest.user.email, guestPhone: '090-1111-2222' },
      });
    const english = await book(fromToday(60), fromToday(61), { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode, english.body).toBe(201);
    expect(await languageOf(guest.user.id)).toBe('en');
    expect((await book(fromToday(70), fromToday(71), {})).statusCode).toBe(201);
    expect(await languageOf(guest.user.id)).toBe('en');
    // One account holds two stays at most: the first is let go before the third.
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, english.json().id as string));
    expect((await book(fromToday(80), fromToday(81), { 'accept-language': 'ja' })).statusCode).toBe(201);
    expect(await languageOf(guest.user.id)).toBe('ja');
  });
});

describe('a booking confirmation', () => {
  it('reaches an English guest in English: subject, words, dates, yen and links', async () => {
    const guest = await signUpGuest(t.app, { fullName: 'Emma Wilson' }, { verified: true, headers: { 'accept-language': 'en' } });
    const { bookingId, mail } = await confirmationTo(guest);
    expect(mail.subject).toBe(`Your booking is confirmed: ${TITLE}`);
    expect(mail.textContent).toContain('Hi Emma Wilson,');
    expect(mail.textContent).toContain('Check-in: Sat, 10 Apr 2027\nCheck-out: Mon, 12 Apr 2027');
    expect(mail.textContent).toContain('Total: ¥40,000 (tax included)');
    expect(mail.textContent).toContain(`/en/booking/${bookingId}`);
    expect(mail.textContent).toContain('Kominka Stay Support');
    // Nothing Japanese but the house's own name.
    expect(mail.textContent.replaceAll(TITLE, '')).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(mail.htmlContent).toContain('Sat, 10 Apr 2027');
  });

  it("names the host's English title to an English guest where written, and the Japanese one to a Japanese guest", async () => {
    const english = await signUpGuest(t.app, { fullName: 'Emma Wilson' }, { verified: true, headers: { 'accept-language': 'en' } });
    const englishMail = (await confirmationTo(english, 'The thatched inn Yui')).mail;
    expect(englishMail.subject).toBe('Your booking is confirmed: The thatched inn Yui');
    expect(englishMail.textContent).toContain('Stay: The thatched inn Yui\n');
    expect(englishMail.textContent).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const japanese = await signUpGuest(t.app, { fullName: '山田 花子' });
    const japaneseMail = (await confirmationTo(japanese, 'The thatched inn Yui')).mail;
    expect(japaneseMail.subject).toBe(`【古民家ステイ】ご予約が確定しました（${TITLE}）`);
    expect(japaneseMail.textContent).not.toContain('The thatched inn Yui');
  });

  it('reaches a Japanese guest in Japanese, as before', async () => {
    const guest = await signUpGuest(t.app, { fullName: '山田 花子' });
    const { mail } = await confirmationTo(guest);
    expect(mail.subject).toBe(`【古民家ステイ】ご予約が確定しました（${TITLE}）`);
    expect(mail.textContent).toContain('山田 花子 様');
    expect(mail.textContent).toContain('チェックイン: 2027年4月10日(土)\nチェックアウト: 2027年4月12日(月)');
    expect(mail.textContent).toContain('ご利用金額: ¥40,000（税込）');
    expect(mail.textContent).not.toContain('/en/');
  });

  it('uses the English version an admin saved, and the Japanese guest still gets the Japanese text', async () => {
    await t.db.insert(emailTemplates).values({
      templateType: 'booking_confirmation',
      templateName: '予約確定',
      subject: '【古民家ステイ】確定のお知らせ（{{propertyTitle}}）',
      textContent: '{{guestName}} 様\n\n確定しました。{{checkinDate}}',
      htmlContent: '<p>{{guestName}} 様</p>',
      subjectEn: 'Confirmed: {{propertyTitle}}',
      textContentEn: 'Hi {{guestName}}, see you on {{checkinDate}}.',
      htmlContentEn: '<p>Hi {{guestName}}</p>',
    });
    try {
      const english = await signUpGuest(t.app, { fullName: 'Emma Wilson' }, { verified: true, headers: { 'accept-language': 'en' } });
      const englishMail = (await confirmationTo(english)).mail;
      expect(englishMail.subject).toBe(`Confirmed: ${TITLE}`);
      expect(englishMail.textContent).toBe('Hi Emma Wilson, see you on Sat, 10 Apr 2027.');
      const japanese = await signUpGuest(t.app, { fullName: '山田 花子' });
      const japaneseMail = (await confirmationTo(japanese)).mail;
      expect(japaneseMail.subject).toBe(`【古民家ステイ】確定のお知らせ（${TITLE}）`);
      expect(japaneseMail.textContent).toBe('山田 花子 様\n\n確定しました。2027年4月10日(土)');
    } finally {
      await t.db.delete(emailTemplates).where(eq(emailTemplates.templateType, 'booking_confirmation'));
    }
  });
});

describe('an e-mail without an English version', () => {
  it('goes in Japanese to a recipient who chose English (the host’s e-mails)', async () => {
    const host = await registerHost(t.app, { fullName: '中村 結' });
    await t.app.inject({ method: 'PUT', url: '/api/profile/language', headers: { cookie: host.cookie }, payload: { language: 'en' } });
    expect(await languageOf(host.user.id)).toBe('en');
    const house = await insertProperty(t.db, null, { hostId: host.user.id, title: '郡上の町家' });
    const guest = await signUpGuest(t.app);
    const bookingId = await insertBooking(t.db, { propertyId: house, guestId: guest.user.id, checkin: '2027-04-10', checkout: '2027-04-12', status: 'pending' });
    expect(await t.app.mail.sendHostRequestEmail('host_booking_request', bookingId)).toBe(true);
    const mail = await settledMail(host.user.email, 'host_booking_request');
    expect(mail.subject).toContain('【古民家ステイ】新しい予約リクエストが届きました');
    expect(mail.textContent).toContain('中村 結 様');
    expect(mail.textContent).toContain('チェックイン: 2027年4月10日(土)');
  });
});
