import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/contract/bookings';
import type { PropertyDetail } from '@/contract/properties';
import { bookings, emailOutbox, emailTemplates, properties } from '@/db/schema';
import { addDays, japanDate } from '@/domain/japan-date';
import type { BookingDeps } from '../bookings/deps';
import { sendCheckinInformation } from '../../jobs/checkin-information';
import { fromToday, insertBooking, insertCatalog, insertProperty } from '../../testing/fixtures';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';
import { createTestWebDist } from '../../testing/web-dist';

/**
 * Issue 28, "Privacy of the house's address" (src/domain/address-visibility.ts): before a confirmed
 * booking, nobody but the host and the back office sees the street address, the postal code or the
 * access details, in any public answer, rendered page or the sitemap; the confirmed booking, its
 * e-mails and its check-in information carry them.
 */

const STREET = '湯島 524';
const ZIP = '669-6101';
const ACCESS = 'JR城崎温泉駅から徒歩10分。鍵は玄関脇のキーボックスです。';
/** What must never appear where a stranger looks. */
const SECRETS = [STREET, '湯島524', ZIP, '6696101', 'キーボックス'];

let t: TestApp;
let dist: ReturnType<typeof createTestWebDist>;
let deps: BookingDeps;
let host: Awaited<ReturnType<typeof registerHost>>;
let guest: Awaited<ReturnType<typeof signUpGuest>>;
let houseId: string;

beforeAll(async () => {
  dist = createTestWebDist();
  t = await createTestApp({}, { webDistDir: dist.dir });
  deps = { db: t.db, payments: t.app.payments, mail: t.app.mail, log: t.app.log, cipher: t.app.fieldCipher };
  const catalog = await insertCatalog(t.db);
  host = await registerHost(t.app);
  guest = await signUpGuest(t.app);
  houseId = await insertProperty(t.db, catalog, { hostId: host.user.id, title: '城崎の湯宿「ゆしま」', prefecture: '兵庫県', city: '豊岡市', addressLine: `城崎町${STREET}`, photos: { count: 2, cover: 0 } });
  await t.db.update(properties).set({ zipcode: ZIP, accessInfo: ACCESS }).where(eq(properties.id, houseId));
});
afterAll(async () => {
  await t?.close();
  dist.remove();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const leaks = (text: string) => SECRETS.filter((secret) => text.includes(secret));

describe('what a stranger sees', () => {
  it('the house’s answer gives the prefecture, city and district only, signed out and signed in', async () => {
    for (const cookie of [undefined, guest.cookie]) {
      const res = await get(`/api/properties/${houseId}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json() as PropertyDetail).toMatchObject({ prefecture: '兵庫県', city: '豊岡市', district: '城崎町湯島', zipcode: null, addressLine: null, accessInfo: null });
      expect(leaks(res.body)).toEqual([]);
    }
  });

  it('no public answer, rendered page or the sitemap carries the street address, the postal code or the access', async () => {
    const urls = [
      `/api/properties/${houseId}/features`,
      `/api/properties/${houseId}/basic-amenities`,
      `/api/properties/${houseId}/host`,
      `/api/properties/${houseId}/reviews`,
      '/api/properties/top-rated',
      '/api/properties-with-booking-status?location=城崎',
      '/api/properties-with-booking-status',
      `/property/${houseId}`,
      '/',
      '/search?location=豊岡',
      '/sitemap.xml',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(leaks(res.body), url).toEqual([]);
    }
    const pageHtml = (await get(`/property/${houseId}`)).body;
    expect(pageHtml).toContain('兵庫県豊岡市城崎町湯島');
    expect(pageHtml).toContain('番地・建物名とアクセス方法は、予約が確定したゲストにお知らせします。');
    // The search still finds the house by its district.
    const found = (await get(`/api/properties-with-booking-status?location=${encodeURIComponent('豊岡')}`)).json() as { id: string }[];
    expect(found.map((h) => h.id)).toContain(houseId);
  });

  it('the host’s own preview shows all of it', async () => {
    const res = await get(`/api/host/properties/${houseId}/preview`, host.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ zipcode: ZIP, addressLine: `城崎町${STREET}`, accessInfo: ACCESS });
  });
});

describe('what a guest sees of their booking', () => {
  it('a request waiting for the host shows the district only, even in an e-mail whose template asks for {{address}}', async () => {
    const pending = await insertBooking(t.db, { propertyId: houseId, guestId: guest.user.id, checkin: fromToday(40), checkout: fromToday(42), status: 'pending' });
    const seen = (await get(`/api/bookings/${pending}`, guest.cookie)).json() as Booking;
    expect(seen.address).toEqual({ prefecture: '兵庫県', city: '豊岡市', district: '城崎町湯島', zipcode: null, addressLine: null, accessInfo: null, full: false });

    await t.db.insert(emailTemplates).values({ templateType: 'booking_request', templateName: 'テスト', subject: '受付 {{propertyTitle}}', textContent: '住所: {{address}}\nアクセス: {{accessInfo}}', htmlContent: '<p>住所: {{address}}</p>', isActive: true });
    expect(await t.app.mail.sendBookingEmail('booking_request', pending)).toBe(true);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, pending));
    expect(mail.textContent).toContain('住所: 兵庫県豊岡市城崎町湯島');
    expect(leaks(mail.textContent + mail.htmlContent)).toEqual([]);
  });

  it('a confirmed booking shows the full address and the access, and its check-in information carries them', async () => {
    const today = japanDate();
    const confirmed = await insertBooking(t.db, { propertyId: houseId, guestId: guest.user.id, checkin: addDays(today, 1), checkout: addDays(today, 3), status: 'confirmed' });
    const seen = (await get(`/api/bookings/${confirmed}`, guest.cookie)).json() as Booking;
    expect(seen.address).toEqual({ prefecture: '兵庫県', city: '豊岡市', district: '城崎町湯島', zipcode: ZIP, addressLine: `城崎町${STREET}`, accessInfo: ACCESS, full: true });

    expect(await sendCheckinInformation(deps, new Date())).toBeGreaterThanOrEqual(1);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `checkin_info:${confirmed}`));
    expect(mail.textContent).toContain(`住所: 〒${ZIP} 兵庫県豊岡市城崎町${STREET}`);
    expect(mail.textContent).toContain(ACCESS);

    // Once the stay is over, the guest still has it; another guest's cancelled booking never had it.
    await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, confirmed));
    expect(((await get(`/api/bookings/${confirmed}`, guest.cookie)).json() as Booking).address.full).toBe(true);
    const cancelled = await insertBooking(t.db, { propertyId: houseId, guestId: guest.user.id, checkin: fromToday(60), checkout: fromToday(61), status: 'cancelled' });
    expect(((await get(`/api/bookings/${cancelled}`, guest.cookie)).json() as Booking).address.full).toBe(false);
  });
});
