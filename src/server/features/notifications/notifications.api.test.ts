import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../notifications/notify';
import { adminToken, createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let host: Awaited<ReturnType<typeof registerHost>>;
let guest: Awaited<ReturnType<typeof signUpGuest>>;

beforeAll(async () => {
  t = await createTestApp();
  host = await registerHost(t.app);
  guest = await signUpGuest(t.app);
});
afterAll(async () => t?.close());

const list = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });

describe('the header’s 通知', () => {
  it('lists the user’s latest 20 notices newest first with the unread count of all, and marks one or all read', async () => {
    for (let i = 1; i <= 22; i += 1) {
      await notify(t.db, { userId: host.user.id, kind: 'review', title: `お知らせ ${i}`, body: `本文 ${i}`, link: '/host/reviews', createdAt: new Date(Date.now() - (30 - i) * 60_000) });
    }
    await notify(t.db, { userId: guest.user.id, kind: 'message', title: 'ゲストへのお知らせ', body: '', link: '/bookings' });

    const first = await list(host.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const body = first.json();
    expect(body.unreadCount).toBe(22);
    expect(body.items).toHaveLength(20);
    expect(body.items[0]).toMatchObject({ title: 'お知らせ 22', body: '本文 22', kind: 'review', link: '/host/reviews', isRead: false });
    expect(body.items.some((n: { title: string }) => n.title === 'ゲストへのお知らせ')).toBe(false);

    const one = await t.app.inject({ method: 'POST', url: `/api/notifications/${body.items[0].id}/read`, headers: { cookie: host.cookie } });
    expect(one.json()).toEqual({ marked: 1, unreadCount: 21 });
    expect((await list(host.cookie)).json().items[0].isRead).toBe(true);

    const all = await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: { cookie: host.cookie } });
    expect(all.json()).toEqual({ marked: 21, unreadCount: 0 });
    expect((await list(host.cookie)).json().unreadCount).toBe(0);
    // The guest's notice is untouched.
    expect((await list(guest.cookie)).json().unreadCount).toBe(1);
  });

  it('writes a notice with a dedupe key once', async () => {
    const notice = { userId: guest.user.id, kind: 'request_expiring' as const, title: '一度だけ', body: '', link: null, dedupeKey: 'test:once' };
    expect(await notify(t.db, notice)).toBe(true);
    expect(await notify(t.db, notice)).toBe(false);
    expect((await list(guest.cookie)).json().items.filter((n: { title: string }) => n.title === '一度だけ')).toHaveLength(1);
  });

  it('answers 404 for another user’s notice or a missing one, 400 for a malformed id, and 401 without a session (an admin’s token included)', async () => {
    const guestNotice = (await list(guest.cookie)).json().items[0];
    const stranger = await t.app.inject({ method: 'POST', url: `/api/notifications/${guestNotice.id}/read`, headers: { cookie: host.cookie } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('通知が見つかりません');
    expect((await list(guest.cookie)).json().items[0].isRead).toBe(false);
    const missing = await t.app.inject({ method: 'POST', url: '/api/notifications/00000000-0000-4000-8000-000000000000/read', headers: { cookie: host.cookie } });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/notifications/x/read', headers: { cookie: host.cookie } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('id');

    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read' })).statusCode).toBe(401);
    const token = await adminToken(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });
});
