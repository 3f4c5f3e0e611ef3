import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking, CheckoutSession } from '@/contract/bookings';
import type { HostBookingListItem } from '@/contract/host-bookings';
import type { HostDashboard } from '@/contract/host-dashboard';
import { bookings, emailOutbox, notifications, properties } from '@/db/schema';
import { formatJapaneseDateTime } from '@/domain/japan-date';
import type { BookingDeps } from '../bookings/deps';
import { expireLapsedRequests } from '../bookings/lifecycle';
import { notifyExpiringRequests } from '../../jobs/request-reminders';
import { fromToday, insertProperty } from '../../testing/fixtures';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

/**
 * Issue 28, "Hosts told in time": the host hears of a request at once and before it lapses, by e-mail
 * and 通知; the guest hears of every answer; the bell forgets what has been dealt with; a rejected
 * request reads 却下 everywhere.
 */

let t: TestApp;
let deps: BookingDeps;
let host: Awaited<ReturnType<typeof registerHost>>;
let guest: Awaited<ReturnType<typeof signUpGuest>>;
let requestHouse: string;
let nextCheckin = 20;

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, payments: t.app.payments, mail: t.app.mail, log: t.app.log, cipher: t.app.fieldCipher };
  host = await registerHost(t.app, { fullName: '湯島 かえで' });
  guest = await signUpGuest(t.app);
  requestHouse = await insertProperty(t.db, null, { hostId: host.user.id, title: '城崎の湯宿「ゆしま」', basePriceJpy: 25000, cleaningFeeJpy: 0 });
  await t.db.update(properties).set({ requiresApproval: true }).where(eq(properties.id, requestHouse));
});
afterAll(async () => t?.close());

/** A request to book, made as a guest makes it: the hold, then the card authorised on the local card page. */
async function request(guestName = '山田 太郎') {
  const checkin = nextCheckin;
  nextCheckin += 3;
  const payload = {
    propertyId: requestHouse,
    checkinDate: fromToday(checkin),
    checkoutDate: fromToday(checkin + 2),
    guestsAdults: 2,
    guestsChildren: 0,
    guestsInfants: 0,
    guestName,
    guestEmail: 'taro@example.jp',
    guestPhone: '090-1111-2222',
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { cookie: guest.cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  const session = res.json() as CheckoutSession;
  const paid = await t.app.inject({ method: 'POST', url: `/api/payments/local/${session.sessionId}/complete`, payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } });
  expect(paid.statusCode, paid.body).toBe(200);
  return session.bookingId;
}

const mailsOf = (bookingId: string, kind: string) => t.db.select().from(emailOutbox).where(and(eq(emailOutbox.bookingId, bookingId), eq(emailOutbox.kind, kind)));
const noticesOf = (bookingId: string, kind: string) => t.db.select().from(notifications).where(and(eq(notifications.bookingId, bookingId), eq(notifications.kind, kind)));
const bell = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json() as { unreadCount: number; items: { title: string; body: string; link: string; isRead: boolean }[] };
const act = (id: string, action: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/host/bookings/${id}/${action}`, headers: { cookie: host.cookie }, ...(payload ? { payload } : {}) });
const deadlineOf = async (id: string) => (await t.db.select({ at: bookings.holdExpiresAt }).from(bookings).where(eq(bookings.id, id)))[0].at!;

describe('the host hears of a request in time', () => {
  it('e-mails the host at once, with the deadline in Japan time, besides the 通知', async () => {
    const id = await request();
    const deadline = `${formatJapaneseDateTime(await deadlineOf(id))}（日本時間）`;
    const [mail] = await vi.waitFor(async () => {
      const rows = await mailsOf(id, 'host_booking_request');
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(mail.toAddress).toBe(host.user.email);
    expect(mail.subject).toBe(`【古民家ステイ】新しい予約リクエストが届きました（回答期限 ${deadline}）`);
    expect(mail.textContent).toContain('湯島 かえで 様');
    expect(mail.textContent).toContain('ゲスト: 山田 太郎 様（2名）');
    expect(mail.textContent).toContain('お支払い方法: カード（承認と同時にお支払いが確定します）');
    expect(mail.textContent).toContain(`/host/bookings/${id}`);
    expect((await bell(host.cookie)).items[0]).toMatchObject({ title: '新しい予約リクエストが届きました', link: `/host/bookings/${id}` });
  });

  it('reminds the host once by e-mail 3 hours before the deadline, even with two servers at once', async () => {
    const id = await request();
    const deadline = await deadlineOf(id);
    expect(await notifyExpiringRequests(deps, new Date(deadline.getTime() - 4 * 3_600_000))).toBe(0);
    expect(await mailsOf(id, 'host_request_reminder')).toHaveLength(0);

    const threeHoursBefore = new Date(deadline.getTime() - 3 * 3_600_000 + 60_000);
    await Promise.all([notifyExpiringRequests(deps, threeHoursBefore), notifyExpiringRequests(deps, threeHoursBefore)]);
    expect(await notifyExpiringRequests(deps, new Date(threeHoursBefore.getTime() + 60_000))).toBe(0);
    expect(await noticesOf(id, 'request_expiring')).toHaveLength(1);
    const reminders = await mailsOf(id, 'host_request_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].toAddress).toBe(host.user.email);
    expect(reminders[0].subject).toBe(`【古民家ステイ】予約リクエストの回答期限が迫っています（${formatJapaneseDateTime(deadline)}（日本時間）まで）`);
  });

  it('tells the guest when the request lapses, by e-mail and 通知, and the host’s notices about it are read', async () => {
    const id = await request();
    const deadline = await deadlineOf(id);
    await notifyExpiringRequests(deps, new Date(deadline.getTime() - 3_600_000));
    const asking = [...(await noticesOf(id, 'booking_request')), ...(await noticesOf(id, 'request_expiring'))];
    expect(asking.map((n) => n.readAt)).toEqual([null, null]);
    expect(await expireLapsedRequests(deps, new Date(deadline.getTime() + 1000))).toBeGreaterThanOrEqual(1);

    const [mail] = await mailsOf(id, 'request_expired');
    expect(mail.toAddress).toBe('taro@example.jp');
    expect(mail.subject).toContain('ご予約リクエストの回答期限が過ぎました');
    expect(mail.textContent).toContain('お支払いは発生していません');
    expect(await mailsOf(id, 'cancellation')).toHaveLength(0);
    const guestBell = await bell(guest.cookie);
    expect(guestBell.items[0]).toMatchObject({ title: 'ご予約リクエストの回答期限が過ぎました', link: `/booking/${id}`, isRead: false });
    // The request and its reminder asked the host for an answer; neither is counted any more.
    const settled = [...(await noticesOf(id, 'booking_request')), ...(await noticesOf(id, 'request_expiring'))];
    expect(settled.map((n) => n.readAt === null)).toEqual([false, false]);
  });
});

describe('the bell forgets what has been dealt with', () => {
  it('counts 4 unread requests, then none once all four are answered', async () => {
    await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: { cookie: host.cookie } });
    const ids = [await request('一人目'), await request('二人目'), await request('三人目'), await request('四人目')];
    expect((await bell(host.cookie)).unreadCount).toBe(4);
    expect((await act(ids[0], 'approve')).statusCode).toBe(200);
    expect((await bell(host.cookie)).unreadCount).toBe(3);
    expect((await act(ids[1], 'approve')).statusCode).toBe(200);
    expect((await act(ids[2], 'reject', { reason: '改修工事のため' })).statusCode).toBe(200);
    // The seed's owner call answers through the same functions.
    expect((await t.app.inject({ method: 'PUT', url: `/api/bookings/${ids[3]}`, headers: { cookie: host.cookie }, payload: { status: 'cancelled' } })).statusCode).toBe(200);
    const after = await bell(host.cookie);
    expect(after.unreadCount).toBe(0);
    expect(after.items.filter((n) => n.title === '新しい予約リクエストが届きました').every((n) => n.isRead)).toBe(true);
  });
});

describe('the guest hears of every answer, and a rejection reads 却下', () => {
  it('an approval and a rejection reach the guest’s 通知; the rejection’s reason is on the booking, labelled 却下 for the guest, the host and the activity', async () => {
    const approved = await request();
    const rejected = await request();
    expect((await act(approved, 'approve')).statusCode).toBe(200);
    expect((await act(rejected, 'reject', { reason: 'その日は屋根の葺き替え工事です' })).statusCode).toBe(200);

    const guestBell = await bell(guest.cookie);
    expect(guestBell.items.find((n) => n.link === `/booking/${approved}`)).toMatchObject({ title: 'ご予約リクエストが承認されました' });
    expect(guestBell.items.find((n) => n.link === `/booking/${rejected}`)).toMatchObject({ title: 'ご予約リクエストは承認されませんでした' });

    const seen = (await t.app.inject({ method: 'GET', url: `/api/bookings/${rejected}`, headers: { cookie: guest.cookie } })).json() as Booking;
    expect(seen).toMatchObject({ status: 'cancelled', rejected: true, cancelledBy: 'host', cancelReason: 'その日は屋根の葺き替え工事です' });
    const confirmed = (await t.app.inject({ method: 'GET', url: `/api/bookings/${approved}`, headers: { cookie: guest.cookie } })).json() as Booking;
    expect(confirmed).toMatchObject({ status: 'confirmed', rejected: false, cancelReason: null });

    const hostItems = (await t.app.inject({ method: 'GET', url: '/api/host/bookings?status=cancelled', headers: { cookie: host.cookie } })).json() as HostBookingListItem[];
    expect(hostItems.find((b) => b.id === rejected)).toMatchObject({ status: 'cancelled', rejected: true });

    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/host/dashboard', headers: { cookie: host.cookie } })).json() as HostDashboard;
    const activity = dashboard.recentActivity.find((a) => a.id === rejected);
    expect(activity).toMatchObject({ type: 'rejection', title: '却下: 城崎の湯宿「ゆしま」' });
    expect(activity?.description).not.toContain('キャンセル');
  });

  it('a host’s cancellation reaches the guest’s 通知, and its reason shows on the booking', async () => {
    const id = await request();
    expect((await act(id, 'approve')).statusCode).toBe(200);
    const cancelled = await act(id, 'cancel', { reason: '台風で建物が傷み、お泊めできなくなりました' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await bell(guest.cookie)).items.find((n) => n.title === 'ホストの都合によりご予約がキャンセルされました')).toMatchObject({ link: `/booking/${id}` });
    const seen = (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { cookie: guest.cookie } })).json() as Booking;
    expect(seen).toMatchObject({ status: 'cancelled', rejected: false, cancelReason: '台風で建物が傷み、お泊めできなくなりました' });
  });
});
