import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, messages, payments } from '@/db/schema';
import { addDays, japanMonthRange } from '@/domain/japan-date';
import { insertBooking, insertProperty, insertReview, insertUser } from '../../testing/fixtures';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let host: { id: string; cookie: string };
let house: string;
const ids: Record<string, string> = {};

interface Activity {
  type: string;
  id: string;
  title: string;
  description: string;
  at: string;
  link: string;
}

const dashboard = async (cookie = host.cookie) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/host/dashboard', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { stats: Record<string, number | null>; recentActivity: Activity[] };
};

/** A booking with its card payment as the provider left it, and its cancellation if any. */
async function booking(
  guestId: string,
  checkin: string,
  nights: number,
  status: 'tentative' | 'pending' | 'confirmed' | 'cancelled',
  payment: 'none' | 'authorized' | 'captured',
  cancelledBy?: 'guest' | 'host' | 'system',
) {
  const id = await insertBooking(t.db, { propertyId: house, guestId, checkin, checkout: addDays(checkin, nights), status });
  if (cancelledBy) await t.db.update(bookings).set({ cancelledBy, cancelAt: new Date() }).where(eq(bookings.id, id));
  if (payment !== 'none') {
    await t.db.insert(payments).values({
      bookingId: id,
      amountJpy: 20000 * nights,
      status: payment === 'captured' ? 'paid' : 'authorized',
      authorizedAt: new Date(),
      capturedAt: payment === 'captured' ? new Date() : null,
    });
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const h = await registerHost(t.app, { fullName: '佐藤 花子' });
  host = { id: h.user.id, cookie: h.cookie };
  house = await insertProperty(t.db, null, { hostId: host.id, title: '囲炉裏の宿' });
  const guest = await insertUser(t.db, { fullName: '山田 太郎' });
  const month = japanMonthRange(new Date());
  // Counted and shown: a confirmed stay this month, a request waiting, a paid booking the guest cancelled.
  ids.confirmed = await booking(guest.id, month.from, 2, 'confirmed', 'captured');
  ids.request = await booking(guest.id, addDays(month.from, 3), 1, 'pending', 'authorized');
  ids.guestCancelled = await booking(guest.id, addDays(month.from, 5), 1, 'cancelled', 'captured', 'guest');
  // Never bookings: an unpaid hold, a hold that lapsed, a payment that failed, a request that lapsed unanswered.
  ids.hold = await booking(guest.id, addDays(month.from, 7), 1, 'tentative', 'none');
  ids.lapsedHold = await booking(guest.id, addDays(month.from, 9), 1, 'cancelled', 'none', 'system');
  ids.lapsedRequest = await booking(guest.id, addDays(month.from, 11), 1, 'cancelled', 'authorized', 'system');
  ids.review = await insertReview(t.db, { propertyId: house, guestId: guest.id, rating: 4, comment: '静かで落ち着く宿でした。', createdAt: new Date(Date.now() - 3 * 86_400_000) });
  const [received] = await t.db
    .insert(messages)
    .values({ bookingId: ids.confirmed, fromUserId: guest.id, toUserId: host.id, content: '到着は18時ごろになります。\nよろしくお願いします。' })
    .returning({ id: messages.id });
  ids.message = received.id;
  // The host's own message to the guest is not news to the host.
  await t.db.insert(messages).values({ bookingId: ids.confirmed, fromUserId: host.id, toUserId: guest.id, content: 'お待ちしております。' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/host/dashboard', () => {
  it('counts only real bookings: no unpaid hold, no lapsed hold or request, no failed payment', async () => {
    const { stats } = await dashboard();
    // The confirmed stay, the waiting request and the review's completed stay (years ago). This month's
    // チェックアウト分の売上: the confirmed stay out this month (40,000円) and what the guest who cancelled
    // paid and was not given back (20,000円, on the cancel day); never the authorised request.
    expect(stats).toMatchObject({ propertyCount: 1, totalBookings: 3, bookingsThisMonth: 2, pendingRequests: 1, revenueThisMonth: 60000, revenueLastMonth: 0 });
    expect(stats.revenueChangePercent).toBeNull();
    expect(stats).toMatchObject({ averageRating: 4, reviewCount: 1, newReviews: 1 });
  });

  it('lists requests, bookings, cancellations, reviews and received messages, each with its link, newest first', async () => {
    const { recentActivity } = await dashboard();
    const byId = new Map(recentActivity.map((a) => [a.id, a]));
    expect(byId.get(ids.request)).toMatchObject({ type: 'request', title: '予約リクエスト: 囲炉裏の宿', link: `/host/bookings/${ids.request}` });
    expect(byId.get(ids.confirmed)).toMatchObject({ type: 'booking', title: '予約: 囲炉裏の宿', link: `/host/bookings/${ids.confirmed}` });
    expect(byId.get(ids.confirmed)!.description).toContain('山田 太郎様');
    // Dates as a person reads them: 2027年2月2日(火)〜2027年2月4日(木), never 2027-02-02.
    expect(byId.get(ids.confirmed)!.description).toMatch(/\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\)〜\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\)/);
    expect(byId.get(ids.confirmed)!.description).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(byId.get(ids.guestCancelled)).toMatchObject({ type: 'cancellation', link: `/host/bookings/${ids.guestCancelled}` });
    expect(byId.get(ids.guestCancelled)!.description).toContain('ゲストがキャンセル');
    expect(byId.get(ids.review)).toMatchObject({ type: 'review', title: '新しいレビュー: 囲炉裏の宿', link: '/host/reviews' });
    expect(byId.get(ids.message)).toMatchObject({
      type: 'message',
      title: 'メッセージ: 山田 太郎様',
      description: '囲炉裏の宿「到着は18時ごろになります。 よろしくお願いします。」',
      link: `/host/bookings/${ids.confirmed}`,
    });
    for (const never of [ids.hold, ids.lapsedHold, ids.lapsedRequest]) expect(byId.has(never)).toBe(false);
    expect(recentActivity.filter((a) => a.type === 'message')).toHaveLength(1);
    const times = recentActivity.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("shows another host nothing of this host's, and refuses guests (403) and nobody (401)", async () => {
    const other = await registerHost(t.app);
    const theirs = await dashboard(other.cookie);
    expect(theirs.recentActivity).toEqual([]);
    expect(theirs.stats).toMatchObject({ totalBookings: 0, pendingRequests: 0, revenueThisMonth: 0 });
    const guest = await signUpGuest(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/host/dashboard', headers: { cookie: guest.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/host/dashboard' })).statusCode).toBe(401);
  });
});
