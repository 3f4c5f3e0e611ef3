import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, messages, notifications, payments } from '@/db/schema';
import { sendMessageDigests } from '../../jobs/message-digests';
import { notifyExpiringRequests } from '../../jobs/request-reminders';
import type { MailTransport, OutgoingEmail } from '../../mail/mailer';
import { fromToday, insertBooking, insertProperty } from '../../testing/fixtures';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';
import { applyPaymentEvent } from '../bookings/payment-events';

/** Every e-mail the app sent, as the transport got it. */
const sent: (OutgoingEmail & { from: string })[] = [];
const capture: MailTransport = {
  kind: 'log',
  async send(message) {
    sent.push(message);
  },
  async close() {},
};

let t: TestApp;
let host: Awaited<ReturnType<typeof registerHost>>;
let guest: Awaited<ReturnType<typeof signUpGuest>>;
let otherGuest: Awaited<ReturnType<typeof signUpGuest>>;
let otherHost: Awaited<ReturnType<typeof registerHost>>;
let admin: string;
let propertyId: string;

beforeAll(async () => {
  t = await createTestApp({}, { mailTransport: capture });
  host = await registerHost(t.app, { fullName: '佐藤 花子' });
  otherHost = await registerHost(t.app, { fullName: '別の ホスト' });
  guest = await signUpGuest(t.app, { fullName: '山田 太郎' });
  otherGuest = await signUpGuest(t.app, { fullName: '他人 次郎' });
  admin = await adminToken(t);
  propertyId = await insertProperty(t.db, null, { hostId: host.user.id, title: '白川郷の合掌造り「結の家」' });
});
afterAll(async () => t?.close());

let nextStay = 10;
/** A booking of the guest at the host's house, a few days apart from every other. */
async function booking(status: typeof bookings.$inferInsert.status = 'confirmed') {
  nextStay += 3;
  return insertBooking(t.db, { propertyId, guestId: guest.user.id, checkin: fromToday(nextStay), checkout: fromToday(nextStay + 2), status });
}

const get = (id: string, cookie?: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${id}/messages`, headers: { ...(cookie ? { cookie } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
const post = (id: string, content: unknown, cookie?: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/messages`,
    payload: { content },
    headers: { ...(cookie ? { cookie } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const read = (id: string, cookie: string) => t.app.inject({ method: 'POST', url: `/api/bookings/${id}/messages/read`, headers: { cookie } });
const notices = async (cookie: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: { id: string; kind: string; title: string; body: string; link: string | null; isRead: boolean }[]; unreadCount: number };
};

describe('a booking conversation', () => {
  it('carries the guest’s message to the host, marked unread until the host opens it, with one notice for the host', async () => {
    const id = await booking();
    const first = await post(id, '  到着は18時頃になります。\n駐車場はありますか？  ', guest.cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ from: 'guest', senderName: '山田 太郎', content: '到着は18時頃になります。\n駐車場はありますか？', mine: true, isRead: false });
    expect((await post(id, 'よろしくお願いします。', guest.cookie)).statusCode).toBe(201);

    const seenByHost = await get(id, host.cookie);
    expect(seenByHost.statusCode).toBe(200);
    expect(seenByHost.headers['cache-control']).toBe('private, no-store');
    expect(seenByHost.json().canWrite).toBe(true);
    expect(seenByHost.json().messages.map((m: { content: string; from: string; mine: boolean; toMe: boolean; isRead: boolean }) => [m.content, m.from, m.mine, m.toMe, m.isRead])).toEqual([
      ['到着は18時頃になります。\n駐車場はありますか？', 'guest', false, true, false],
      ['よろしくお願いします。', 'guest', false, true, false],
    ]);

    // Two lines, one notice: the latest line, leading to the host's booking page.
    const before = await notices(host.cookie);
    const messageNotices = before.items.filter((n) => n.kind === 'message');
    expect(messageNotices).toHaveLength(1);
    expect(messageNotices[0]).toMatchObject({ title: '山田 太郎様からメッセージが届きました', body: '白川郷の合掌造り「結の家」：よろしくお願いします。', link: `/host/bookings/${id}`, isRead: false });

    // Opening the conversation reads the messages and their notice.
    expect((await read(id, host.cookie)).json()).toEqual({ marked: 2 });
    expect((await read(id, host.cookie)).json()).toEqual({ marked: 0 });
    expect((await get(id, guest.cookie)).json().messages.every((m: { isRead: boolean; mine: boolean }) => m.isRead && m.mine)).toBe(true);
    expect((await notices(host.cookie)).items.find((n) => n.id === messageNotices[0].id)?.isRead).toBe(true);

    // The host's reply goes to the guest, whose notice leads to the guest's booking page.
    const reply = await post(id, '駐車場は2台分ございます。お気をつけてお越しください。', host.cookie);
    expect(reply.json()).toMatchObject({ from: 'host', senderName: '佐藤 花子', mine: true });
    const guestView = (await get(id, guest.cookie)).json().messages;
    expect(guestView.at(-1)).toMatchObject({ from: 'host', senderName: '佐藤 花子', toMe: true, isRead: false, mine: false });
    const guestNotice = (await notices(guest.cookie)).items.find((n) => n.kind === 'message');
    expect(guestNotice).toMatchObject({ title: '佐藤 花子様からメッセージが届きました', link: `/booking/${id}`, isRead: false });
  });

  it('answers the same 404 to another guest, another host and for a missing booking; 401 without sign-in; 400 for a malformed id', async () => {
    const id = await booking();
    for (const cookie of [otherGuest.cookie, otherHost.cookie]) {
      for (const response of [await get(id, cookie), await post(id, 'こんにちは', cookie), await read(id, cookie)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('予約が見つかりません');
      }
    }
    const missing = await get('00000000-0000-4000-8000-000000000000', guest.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('予約が見つかりません');
    expect((await get(id)).statusCode).toBe(401);
    expect((await post(id, 'こんにちは')).statusCode).toBe(401);
    const malformed = await get('not-a-uuid', guest.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('id');
    expect(await t.db.select().from(messages).where(eq(messages.bookingId, id))).toEqual([]);
  });

  it('lets an admin read and write; the staff’s message goes to the guest as 運営事務局', async () => {
    const id = await booking();
    await post(id, 'チェックインの時間を教えてください。', guest.cookie);
    const asAdmin = await get(id, undefined, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().messages).toHaveLength(1);
    const staff = await post(id, '運営よりご案内です。台風の接近にご注意ください。', undefined, admin);
    expect(staff.statusCode).toBe(201);
    expect(staff.json()).toMatchObject({ from: 'admin', senderName: '運営事務局', mine: true });
    const [row] = await t.db.select().from(messages).where(eq(messages.id, staff.json().id));
    expect(row.toUserId).toBe(guest.user.id);
    expect(row.fromUserId).toBeNull();
    expect((await get(id, guest.cookie)).json().messages.at(-1)).toMatchObject({ from: 'admin', senderName: '運営事務局', toMe: true, mine: false });
    expect((await get(id, host.cookie)).json().messages.at(-1)).toMatchObject({ from: 'admin', toMe: false, mine: false });
    expect((await notices(guest.cookie)).items.some((n) => n.title === '運営事務局からメッセージが届きました' && n.link === `/booking/${id}`)).toBe(true);
  });

  it('refuses an empty, too long or control-character message with a 400 naming content, and keeps nothing', async () => {
    const id = await booking();
    for (const content of ['', '   \n ', 'あ'.repeat(2001), 'ベル\u0007です', 42]) {
      const response = await post(id, content, guest.cookie);
      expect(response.statusCode, JSON.stringify(content)).toBe(400);
      expect(response.json().field).toBe('content');
    }
    expect((await post(id, 'あ'.repeat(2000), guest.cookie)).statusCode).toBe(201);
    expect(await t.db.select().from(messages).where(eq(messages.bookingId, id))).toHaveLength(1);
  });

  it('refuses to write on a hold that was never paid (409) but still shows it', async () => {
    const hold = await booking('tentative');
    const response = await post(hold, 'こんにちは', guest.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('仮予約');
    expect((await get(hold, guest.cookie)).json()).toEqual({ bookingId: hold, canWrite: false, messages: [] });

    const lapsed = await booking('cancelled');
    expect((await post(lapsed, 'こんにちは', guest.cookie)).statusCode).toBe(409);
    // A cancelled booking that was paid keeps its conversation.
    const paidThenCancelled = await booking('cancelled');
    await t.db.insert(payments).values({ bookingId: paidThenCancelled, provider: 'local', amountJpy: 40000, status: 'refunded', capturedAt: new Date() });
    expect((await post(paidThenCancelled, '返金について質問です。', guest.cookie)).statusCode).toBe(201);
  });
});

describe('the e-mail of a batch of messages', () => {
  const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000);
  const digestsTo = (email: string) => sent.filter((m) => m.to === email && m.subject.startsWith('【古民家ステイ】新着メッセージがあります'));
  // The conversations of the tests above were mailed long ago: each test here counts its own batches.
  beforeEach(async () => {
    await t.db.update(messages).set({ notifiedAt: new Date() });
  });

  it('waits until the writer has been quiet for 3 minutes, then sends one e-mail quoting the last 3 lines, and never again', async () => {
    const id = await booking();
    for (const line of ['1通目です。', '2通目です。', '3通目です。', '4通目です。']) await post(id, line, guest.cookie);

    expect(await sendMessageDigests({ db: t.db, mail: t.app.mail, log: t.app.log }, minutesFromNow(2))).toBe(0);
    expect(digestsTo(host.user.email)).toHaveLength(0);

    expect(await sendMessageDigests({ db: t.db, mail: t.app.mail, log: t.app.log }, minutesFromNow(3.5))).toBe(1);
    const [mail] = digestsTo(host.user.email);
    expect(mail.subject).toBe('【古民家ステイ】新着メッセージがあります（白川郷の合掌造り「結の家」）');
    expect(mail.text).toContain('佐藤 花子 様');
    expect(mail.text).toContain('山田 太郎 様から新着メッセージが4件あります');
    expect(mail.text).toContain('（ほか1件は省略しています）');
    expect(mail.text).not.toContain('1通目です。');
    for (const line of ['2通目です。', '3通目です。', '4通目です。']) expect(mail.text).toContain(`> ${line}`);
    // Each message is headed by when it was sent, as a person reads it in Japan time.
    expect(mail.text).toMatch(/（\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\) \d{2}:\d{2}）\n> 2通目です。/);
    expect(mail.text).toContain(`/host/bookings/${id}`);
    const rows = await t.db.select({ notifiedAt: messages.notifiedAt }).from(messages).where(eq(messages.bookingId, id));
    expect(rows.every((r) => r.notifiedAt !== null)).toBe(true);

    expect(await sendMessageDigests({ db: t.db, mail: t.app.mail, log: t.app.log }, minutesFromNow(10))).toBe(0);
    expect(digestsTo(host.user.email)).toHaveLength(1);
    const outbox = await t.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, id));
    expect(outbox.map((o) => o.kind)).toEqual(['message_digest']);
  });

  it('never e-mails messages already read, and links the guest to their own booking page', async () => {
    const id = await booking();
    await post(id, '既読になる質問です。', guest.cookie);
    await read(id, host.cookie);
    await post(id, 'ご質問ありがとうございます。', host.cookie);
    const before = digestsTo(guest.user.email).length;
    expect(await sendMessageDigests({ db: t.db, mail: t.app.mail, log: t.app.log }, minutesFromNow(5))).toBe(1);
    expect(digestsTo(host.user.email).some((m) => m.text.includes('既読になる質問です。'))).toBe(false);
    const toGuest = digestsTo(guest.user.email).slice(before);
    expect(toGuest).toHaveLength(1);
    expect(toGuest[0].text).toContain('ホストの佐藤 花子 様から新着メッセージが1件あります');
    expect(toGuest[0].text).toContain(`/booking/${id}`);
  });

  it('reaches a guest who chose English in English: the writer, the time and the link', async () => {
    const english = await signUpGuest(t.app, { fullName: 'Emma Wilson' }, { headers: { 'accept-language': 'en' } });
    nextStay += 3;
    const id = await insertBooking(t.db, { propertyId, guestId: english.user.id, checkin: fromToday(nextStay), checkout: fromToday(nextStay + 2) });
    await post(id, '駅までお迎えに上がります。', host.cookie);
    expect(await sendMessageDigests({ db: t.db, mail: t.app.mail, log: t.app.log }, minutesFromNow(5))).toBe(1);
    const [mail] = sent.filter((m) => m.to === english.user.email && m.subject.startsWith('You have new messages'));
    expect(mail.subject).toBe('You have new messages: 白川郷の合掌造り「結の家」');
    expect(mail.text).toContain('Hi Emma Wilson,');
    expect(mail.text).toContain('You have new messages from your host 佐藤 花子 about your booking at 白川郷の合掌造り「結の家」 (unread: 1).');
    expect(mail.text).toMatch(/your host 佐藤 花子 \((Sun|Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\)\n> 駅までお迎えに上がります。/);
    expect(mail.text).toContain(`/en/booking/${id}`);
  });
});

describe('notices of requests and reviews', () => {
  it('tells the host of a new request to book when its card is authorised', async () => {
    const id = await booking('tentative');
    await applyPaymentEvent(
      { db: t.db, payments: t.app.payments, mail: t.app.mail, log: t.app.log, cipher: t.app.fieldCipher },
      { provider: 'local', eventId: `evt-${id}`, type: 'checkout_completed', bookingId: id, sessionId: null, paymentIntentId: `pi-${id}`, amountJpy: 40000, paymentStatus: 'authorized', payload: {} },
    );
    const notice = (await notices(host.cookie)).items.find((n) => n.kind === 'booking_request' && n.link === `/host/bookings/${id}`);
    expect(notice?.title).toBe('新しい予約リクエストが届きました');
    expect(notice?.body).toContain('白川郷の合掌造り「結の家」');
    expect(notice?.body).toMatch(/（\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\)〜\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\)）/);
  });

  it('reminds the host once of a request with under 3 hours left', async () => {
    const now = new Date();
    const soon = await booking('pending');
    const later = await booking('pending');
    await t.db.update(bookings).set({ holdExpiresAt: new Date(now.getTime() + 2 * 3_600_000) }).where(eq(bookings.id, soon));
    await t.db.update(bookings).set({ holdExpiresAt: new Date(now.getTime() + 5 * 3_600_000) }).where(eq(bookings.id, later));
    expect(await notifyExpiringRequests({ db: t.db, mail: t.app.mail }, now)).toBe(1);
    expect(await notifyExpiringRequests({ db: t.db, mail: t.app.mail }, new Date(now.getTime() + 60_000))).toBe(0);
    const rows = await t.db.select().from(notifications).where(eq(notifications.kind, 'request_expiring'));
    expect(rows.map((r) => [r.bookingId, r.userId, r.link])).toEqual([[soon, host.user.id, `/host/bookings/${soon}`]]);
    expect(rows[0].body).toContain('あと2時間ほどで自動的に取り消されます');
  });

  it('tells the host of a new review', async () => {
    const stay = await insertBooking(t.db, { propertyId, guestId: guest.user.id, checkin: fromToday(-3), checkout: fromToday(-1), status: 'completed' });
    const rating = { overallRating: 4, cleanlinessRating: 5, accuracyRating: 4, locationRating: 4, valueRating: 4, hostRating: 5 };
    const response = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: { cookie: guest.cookie }, payload: { bookingId: stay, ...rating, comment: '静かで落ち着ける素敵な古民家でした。' } });
    expect(response.statusCode).toBe(201);
    const notice = (await notices(host.cookie)).items.find((n) => n.kind === 'review');
    expect(notice).toMatchObject({ title: '新しいレビューが投稿されました', link: '/host/reviews', body: '白川郷の合掌造り「結の家」に★4のレビューが届きました。' });
  });
});
