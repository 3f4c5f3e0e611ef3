import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bookingNumber } from '@/domain/display-format';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingGuests, bookings, emailOutbox, properties, reviews } from '@/db/schema';
import type { BookingDeps } from '../features/bookings/deps';
import type { MailTransport, OutgoingEmail } from '../mail/mailer';
import { insertBooking, insertHost, insertProperty, insertReview, insertUser } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { runBookingJobs, startBookingJobs } from './booking-jobs';
import { sendCheckinInformation } from './checkin-information';
import { sendPaymentReminders } from './payment-reminders';
import { publishDueReviews } from './review-publishing';
import { sendReviewRequests } from './review-requests';

/** Tuesday 22 December 2026, 09:00 in Japan: the jobs' "now" in every test here. */
const NOW = new Date('2026-12-22T09:00:00+09:00');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const hours = (n: number) => minutes(n * 60);

/** Every message the app sent, as the transport got it. */
const sent: (OutgoingEmail & { from: string })[] = [];
const capture: MailTransport = {
  kind: 'log',
  async send(message) {
    sent.push(message);
  },
  async close() {},
};
// A mail names its booking by its link (the whole id) or by its booking number (the id's first eight characters).
const sentTo = (bookingId: string) => sent.filter((m) => m.text.includes(bookingId) || m.text.includes(bookingNumber(bookingId)));

let t: TestApp;
let deps: BookingDeps;
let hostId: string;
let guest: { id: string; email: string; fullName: string };

beforeAll(async () => {
  t = await createTestApp({}, { mailTransport: capture });
  deps = { db: t.db, payments: t.app.payments, mail: t.app.mail, log: t.app.log, cipher: t.app.fieldCipher };
  hostId = (await insertHost(t.db)).id;
  guest = await insertUser(t.db, { fullName: '山田 太郎' });
});
afterAll(async () => t?.close());

async function house(values: Partial<typeof properties.$inferInsert> = {}) {
  const id = await insertProperty(t.db, null, { hostId, title: '白川郷の合掌造り「結の家」' });
  if (Object.keys(values).length) await t.db.update(properties).set(values).where(eq(properties.id, id));
  return id;
}

async function booking(propertyId: string, checkin: string, checkout: string, status: typeof bookings.$inferInsert.status, set: Partial<typeof bookings.$inferInsert> = {}) {
  const id = await insertBooking(t.db, { propertyId, guestId: guest.id, checkin, checkout, status });
  if (Object.keys(set).length) await t.db.update(bookings).set(set).where(eq(bookings.id, id));
  return id;
}

async function outboxOf(bookingId: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, bookingId));
}

async function statusOf(bookingId: string) {
  const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return row.status;
}

describe('check-in information', () => {
  it('goes once to the named guest of each confirmed stay starting within two days, even when two servers run it at once', async () => {
    const propertyId = await house({
      zipcode: '605-0862',
      prefecture: '京都府',
      city: '京都市東山区',
      addressLine: '清水2丁目',
      checkinFrom: '16:00',
      checkoutUntil: '10:00',
      accessInfo: '京都駅から市バスで15分。\n鍵は玄関のキーボックスにあります。',
    });
    const startsToday = await booking(propertyId, '2026-12-22', '2026-12-23', 'confirmed');
    const inTwoDays = await booking(propertyId, '2026-12-24', '2026-12-25', 'confirmed');
    const inThreeDays = await booking(propertyId, '2026-12-25', '2026-12-27', 'confirmed');
    const alreadyStarted = await booking(propertyId, '2026-12-20', '2026-12-21', 'confirmed');
    const cancelled = await booking(propertyId, '2026-12-23', '2026-12-24', 'cancelled');
    const awaitingHost = await booking(propertyId, '2026-12-23', '2026-12-24', 'pending');
    await t.db.insert(bookingGuests).values({ bookingId: inTwoDays, isPrimary: true, fullName: '鈴木 一郎', email: 'ichiro.suzuki@example.jp' });

    const counts = await Promise.all([sendCheckinInformation(deps, NOW), sendCheckinInformation(deps, NOW)]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await sendCheckinInformation(deps, NOW)).toBe(0);

    expect(await outboxOf(startsToday)).toHaveLength(1);
    expect(await outboxOf(inTwoDays)).toHaveLength(1);
    for (const id of [inThreeDays, alreadyStarted, cancelled, awaitingHost]) expect(await outboxOf(id)).toHaveLength(0);

    const [message] = sentTo(inTwoDays);
    expect(sentTo(inTwoDays)).toHaveLength(1);
    expect(message.to).toBe('ichiro.suzuki@example.jp');
    expect(message.subject).toBe('【古民家ステイ】チェックインのご案内（白川郷の合掌造り「結の家」・2026年12月24日(木)）');
    expect(message.text).toContain('鈴木 一郎 様');
    expect(message.text).toContain('住所: 〒605-0862 京都府京都市東山区清水2丁目');
    expect(message.text).toContain('チェックイン: 2026年12月24日(木) 16:00から');
    expect(message.text).toContain('チェックアウト: 2026年12月25日(金) 10:00まで');
    expect(message.text).toContain('京都駅から市バスで15分。\n鍵は玄関のキーボックスにあります。');
    expect(message.text).toContain(`ご予約の詳細: http://localhost:5000/booking/${inTwoDays}`);
    // オンラインチェックイン (the guest registry, docs/product/guest-registry.md).
    expect(message.text).toContain(`オンラインチェックイン（宿泊者名簿）:\n宿泊される方全員のお名前・ご住所などを、ご到着までにご入力ください。`);
    expect(message.text).toContain(`http://localhost:5000/booking/${inTwoDays}/check-in`);
    expect(message.html).toContain('京都駅から市バスで15分。<br>鍵は玄関のキーボックスにあります。');
    expect(message.html).toContain('白川郷の合掌造り「結の家」');

    // Without a named guest the account holder gets it.
    expect(sentTo(startsToday)[0].to).toBe(guest.email);
    expect(sentTo(startsToday)[0].text).toContain('山田 太郎 様');
  });
});

describe('payment reminders', () => {
  it('reminds an unpaid hold once when 15 minutes or less are left', async () => {
    const propertyId = await house();
    const due = await booking(propertyId, '2027-01-10', '2027-01-12', 'tentative', { holdExpiresAt: minutes(10), totalAmountJpy: 45000 });
    const early = await booking(propertyId, '2027-01-12', '2027-01-13', 'tentative', { holdExpiresAt: minutes(20) });
    const lapsed = await booking(propertyId, '2027-01-13', '2027-01-14', 'tentative', { holdExpiresAt: minutes(-1) });
    const request = await booking(propertyId, '2027-01-14', '2027-01-15', 'pending', { holdExpiresAt: minutes(10) });

    const counts = await Promise.all([sendPaymentReminders(deps, NOW), sendPaymentReminders(deps, NOW)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await outboxOf(due)).toHaveLength(1);
    for (const id of [early, lapsed, request]) expect(await outboxOf(id)).toHaveLength(0);

    // Five minutes on, the second hold has 15 minutes left; the first is not reminded again.
    expect(await sendPaymentReminders(deps, minutes(5))).toBe(1);
    expect(await outboxOf(early)).toHaveLength(1);
    expect(sentTo(due)).toHaveLength(1);
    const [message] = sentTo(due);
    expect(message.subject).toBe(`【古民家ステイ】お支払いが完了していません（予約番号 ${bookingNumber(due)}）`);
    expect(message.text).toContain('白川郷の合掌造り「結の家」（2027年1月10日(日)〜2027年1月12日(火)）');
    expect(message.text).toContain('ご利用金額: ¥45,000（税込）');
    expect(message.text).toContain(`お支払いはこちら: http://localhost:5000/payment/${due}`);
  });
});

describe('review requests', () => {
  it('asks once for a review of each completed stay that can still be reviewed and has none', async () => {
    const propertyId = await house();
    const yesterday = await booking(propertyId, '2026-12-19', '2026-12-21', 'completed');
    const lastDay = await booking(propertyId, '2026-12-06', '2026-12-08', 'completed');
    const tooLate = await booking(propertyId, '2026-12-05', '2026-12-06', 'completed');
    const reviewed = await booking(propertyId, '2026-12-15', '2026-12-17', 'completed');
    const stillThere = await booking(propertyId, '2026-12-21', '2026-12-23', 'confirmed');
    const reviewId = await insertReview(t.db, { propertyId, guestId: guest.id, rating: 5 });
    await t.db.update(reviews).set({ bookingId: reviewed }).where(eq(reviews.id, reviewId));

    const counts = await Promise.all([sendReviewRequests(deps, NOW), sendReviewRequests(deps, NOW)]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await sendReviewRequests(deps, hours(24))).toBe(0);

    expect(await outboxOf(yesterday)).toHaveLength(1);
    expect(await outboxOf(lastDay)).toHaveLength(1);
    for (const id of [tooLate, reviewed, stillThere]) expect(await outboxOf(id)).toHaveLength(0);
    const [message] = sentTo(yesterday);
    expect(message.subject).toBe('【古民家ステイ】白川郷の合掌造り「結の家」でのご滞在はいかがでしたか');
    expect(message.text).toContain('（2026年12月19日(土)〜2026年12月21日(月)）');
    expect(message.text).toContain(`レビューを書く: http://localhost:5000/review/${yesterday}`);
  });
});

describe('publishing reviews', () => {
  it('publishes a review 24 hours after it was written unless an admin hid it, and the house page counts it', async () => {
    const propertyId = await house();
    await insertReview(t.db, { propertyId, guestId: guest.id, rating: 4, comment: '囲炉裏を囲んだ夕食が忘れられません。', published: false, createdAt: hours(-25) });
    await insertReview(t.db, { propertyId, guestId: guest.id, rating: 2, comment: 'まだ新しいレビュー', published: false, createdAt: hours(-23) });
    await insertReview(t.db, { propertyId, guestId: guest.id, rating: 1, comment: '管理者が非表示にしたレビュー', published: false, hidden: true, createdAt: hours(-30) });
    const page = async () => (await t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/reviews` })).json();
    expect(await page()).toMatchObject({ reviews: [], reviewCount: 0 });

    const counts = await Promise.all([publishDueReviews(deps, NOW), publishDueReviews(deps, NOW)]);
    expect(counts[0] + counts[1]).toBe(1);

    const after = await page();
    expect(after.reviews.map((r: { comment: string }) => r.comment)).toEqual(['囲炉裏を囲んだ夕食が忘れられません。']);
    expect(after).toMatchObject({ reviewCount: 1, averageRating: 4 });
    const [stored] = await t.db.select({ reviewCount: properties.reviewCount }).from(properties).where(eq(properties.id, propertyId));
    expect(stored.reviewCount).toBe(1);

    expect(await publishDueReviews(deps, hours(2))).toBe(1);
    expect(await page()).toMatchObject({ reviewCount: 2, averageRating: 3 });
    expect((await page()).reviews.map((r: { comment: string }) => r.comment)).not.toContain('管理者が非表示にしたレビュー');
  });
});

describe('the booking jobs together', () => {
  it('expires lapsed holds and requests, completes finished stays and then asks for their review', async () => {
    const propertyId = await house({ checkoutUntil: '11:00' });
    const lapsedHold = await booking(propertyId, '2027-02-01', '2027-02-02', 'tentative', { holdExpiresAt: minutes(-1) });
    const lapsedRequest = await booking(propertyId, '2027-02-02', '2027-02-03', 'pending', { holdExpiresAt: minutes(-1) });
    const answeredInTime = await booking(propertyId, '2027-02-03', '2027-02-04', 'pending', { holdExpiresAt: hours(5) });
    const finished = await booking(propertyId, '2026-12-20', '2026-12-21', 'confirmed');
    const leavingLaterToday = await booking(propertyId, '2026-12-21', '2026-12-22', 'confirmed');

    await runBookingJobs(deps, deps.log, NOW);

    expect(await statusOf(lapsedHold)).toBe('cancelled');
    expect(await statusOf(lapsedRequest)).toBe('cancelled');
    expect(await statusOf(answeredInTime)).toBe('pending');
    expect(await statusOf(finished)).toBe('completed');
    expect(await statusOf(leavingLaterToday)).toBe('confirmed');

    const lapsedMail = sentTo(lapsedRequest).filter((m) => m.to === guest.email);
    expect(lapsedMail.map((m) => m.subject)).toEqual(['【古民家ステイ】ご予約リクエストの回答期限が過ぎました（白川郷の合掌造り「結の家」）']);
    expect(lapsedMail[0].text).toContain('お支払いは発生していません');
    expect(sentTo(finished).map((m) => m.subject)).toEqual(['【古民家ステイ】白川郷の合掌造り「結の家」でのご滞在はいかがでしたか']);

    // After 11:00 the second stay is over too.
    await runBookingJobs(deps, deps.log, new Date('2026-12-22T11:00:00+09:00'));
    expect(await statusOf(leavingLaterToday)).toBe('completed');
  });

  it('logs a failing job and still runs the others', async () => {
    const propertyId = await house();
    const arriving = await booking(propertyId, '2026-12-23', '2026-12-24', 'confirmed');
    await insertReview(t.db, { propertyId, guestId: guest.id, rating: 5, published: false, createdAt: hours(-48) });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;
    const brokenMail = { ...deps.mail, sendBookingEmail: () => Promise.reject(new Error('mail is down')) };

    await runBookingJobs({ ...deps, mail: brokenMail, log }, log, NOW);

    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'sendCheckinInformation' }), 'timed job failed');
    expect(await outboxOf(arriving)).toHaveLength(0);
    const page = (await t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/reviews` })).json();
    expect(page.reviewCount).toBe(1);
  });

  it('runs once at start and stops', async () => {
    const propertyId = await house();
    const lapsedHold = await booking(propertyId, '2027-03-01', '2027-03-02', 'tentative', { holdExpiresAt: new Date(Date.now() - 60_000) });
    const stop = startBookingJobs(deps, deps.log, { intervalMs: 3_600_000 });
    try {
      await vi.waitFor(async () => expect(await statusOf(lapsedHold)).toBe('cancelled'), { timeout: 10_000, interval: 50 });
    } finally {
      await stop();
    }
  });
});
