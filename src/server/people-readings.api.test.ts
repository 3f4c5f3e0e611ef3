import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FURIGANA_MESSAGE } from '@/contract/furigana';
import { bookings } from '@/db/schema';
import { fromToday, insertHost, insertProperty } from './testing/fixtures';
import { adminToken, createTestApp, registerHost, signUpGuest, uniqueEmail, type TestApp } from './testing/test-app';

/**
 * フリガナ of every person (docs/product/people.md): stored as full-width katakana whatever kana it was
 * typed in, answered with the person, searched by name or reading with hiragana and katakana alike, and
 * the lists of people in the order of their readings.
 */
let t: TestApp;
let token: string;
const bearer = () => ({ authorization: `Bearer ${token}` });

async function adminList<T>(path: string): Promise<T[]> {
  const res = await t.app.inject({ method: 'GET', url: path, headers: bearer() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T[];
}
const userNames = async (query: string) => (await adminList<{ fullName: string; fullNameKana: string | null }>(`/api/admin/users${query}`)).map((u) => u.fullName);

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
});

describe("a guest's reading", () => {
  it('is stored in katakana when signed up in hiragana, and answered with the user and the profile', async () => {
    const { user, cookie } = await signUpGuest(t.app, { fullName: '岡田 紬', fullNameKana: 'おかだ　つむぎ' });
    expect(user).toMatchObject({ fullName: '岡田 紬', fullNameKana: 'オカダ ツムギ' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ fullNameKana: 'オカダ ツムギ' });
    const profile = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: { cookie } });
    expect(profile.json()).toMatchObject({ fullName: '岡田 紬', fullNameKana: 'オカダ ツムギ' });
  });

  it('is optional at sign-up: without one the user has none', async () => {
    const { user } = await signUpGuest(t.app, { fullName: '読みなし' });
    expect(user).toMatchObject({ fullNameKana: null });
  });

  it('refuses a reading that is not kana with the one Japanese message, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { fullName: '山田 太郎', fullNameKana: '山田', email: uniqueEmail(), password: 'password123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'fullNameKana', message: expect.stringContaining(FURIGANA_MESSAGE) });
  });

  it('is changed on the profile (half-width accepted), kept when the body has none, removed when blank', async () => {
    const { user, cookie } = await signUpGuest(t.app, { fullName: '伊藤 花子' });
    const put = (extra: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { cookie }, payload: { firstName: '伊藤', lastName: '花子', email: user.email, ...extra } });
    expect((await put({ fullNameKana: 'ｲﾄｳ ﾊﾅｺ' })).json()).toMatchObject({ fullNameKana: 'イトウ ハナコ' });
    expect((await put({})).json()).toMatchObject({ fullNameKana: 'イトウ ハナコ' });
    expect((await put({ fullNameKana: '' })).json()).toMatchObject({ fullNameKana: null });
  });
});

describe('hosts and admins', () => {
  it("keeps a host's reading from registration on the account and the profile, and the profile's own from its form", async () => {
    const { user, cookie } = await registerHost(t.app, { fullName: '中村 一郎', fullNameKana: 'なかむら いちろう' });
    expect(user).toMatchObject({ fullNameKana: 'ナカムラ イチロウ' });
    expect((await t.app.inject({ method: 'GET', url: '/api/host/profile', headers: { cookie } })).json()).toMatchObject({ fullNameKana: 'ナカムラ イチロウ' });
    const basic = {
      fullName: '中村 一朗',
      fullNameKana: 'ﾅｶﾑﾗ ｲﾁﾛｳ',
      email: 'contact@example.jp',
      phone: '090-1234-5678',
      location: '京都府京都市',
      postalCode: '605-0073',
      prefecture: '京都府',
      city: '京都市東山区',
      streetAddress: '祇園町北側 1-2',
    };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/host/profile/basic', headers: { cookie }, payload: basic });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ fullName: '中村 一朗', fullNameKana: 'ナカムラ イチロウ' });
    const refused = await t.app.inject({ method: 'PUT', url: '/api/host/profile/basic', headers: { cookie }, payload: { ...basic, fullNameKana: 'nakamura' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'fullNameKana' });
  });

  it("lists admin accounts by reading within each group (waiting ones first), and answers each one's reading", async () => {
    for (const [fullName, fullNameKana] of [
      ['渡辺 管理', 'わたなべ'],
      ['阿部 管理', 'あべ'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/register', payload: { fullName, fullNameKana, email: uniqueEmail('adm'), password: 'admin-pass' } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const admins = await adminList<{ fullName: string; fullNameKana: string | null; isActive: boolean }>('/api/admin/accounts');
    expect(admins.filter((a) => !a.isActive).map((a) => [a.fullName, a.fullNameKana])).toEqual([
      ['阿部 管理', 'アベ'],
      ['渡辺 管理', 'ワタナベ'],
    ]);
  });
});

describe('the back office finds people by name or reading, kana alike, and sorts them by reading', () => {
  const people = [
    ['中島 花子', 'なかじま はなこ'],
    ['中村 次郎', 'ナカムラ ジロウ'],
    ['井上 三郎', 'ｲﾉｳｴ ｻﾌﾞﾛｳ'],
    ['伊藤 四郎', 'いとう しろう'],
    ['佐藤 五郎', 'さとう ごろう'],
  ];
  let hostId: string;
  beforeAll(async () => {
    for (const [fullName, fullNameKana] of people) await signUpGuest(t.app, { fullName, fullNameKana, email: uniqueEmail('yomi') });
    // A name written in katakana, without a reading.
    await signUpGuest(t.app, { fullName: 'サトウ ミカ', email: uniqueEmail('yomi') });
    hostId = (await registerHost(t.app, { fullName: '岡田 健', fullNameKana: 'オカダ ケン', email: uniqueEmail('okada') })).user.id;
  });

  it('sorts users by reading, then by name (not by code point: 中島, 中村, 井上, 伊藤, 佐藤)', async () => {
    const sorted = await userNames(`?sort=name&role=guest&q=${encodeURIComponent('yomi')}`);
    expect(sorted).toEqual(['伊藤 四郎', '井上 三郎', '佐藤 五郎', '中島 花子', '中村 次郎', 'サトウ ミカ']);
  });

  it('finds a user by reading in hiragana, katakana or half-width katakana', async () => {
    for (const q of ['なかじま', 'ナカジマ', 'ﾅｶｼﾞﾏ']) expect(await userNames(`?q=${encodeURIComponent(q)}`), q).toEqual(['中島 花子']);
  });

  it('finds a name written in katakana by hiragana (さとう finds サトウ), with the readings that say さとう', async () => {
    expect(await userNames(`?sort=name&q=${encodeURIComponent('さとう')}`)).toEqual(['佐藤 五郎', 'サトウ ミカ']);
  });

  it('finds the same host by おかだ, オカダ and ｵｶﾀﾞ, and answers the host with the reading', async () => {
    for (const q of ['おかだ', 'オカダ', 'ｵｶﾀﾞ']) {
      const hosts = await adminList<{ id: string; fullNameKana: string | null }>(`/api/admin/hosts?q=${encodeURIComponent(q)}`);
      expect(hosts.map((h) => [h.id, h.fullNameKana]), q).toEqual([[hostId, 'オカダ ケン']]);
    }
  });

  it("finds a booking by its guest's reading, kana alike", async () => {
    const host = await insertHost(t.db);
    const propertyId = await insertProperty(t.db, null, { hostId: host.id });
    const guest = await signUpGuest(t.app, { fullName: '予約 代表' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: guest.cookie },
      payload: {
        propertyId,
        checkIn: fromToday(30),
        checkOut: fromToday(31),
        guestsAdults: 1,
        guestName: '紬 太郎',
        guestNameKana: 'つむぎ たろう',
        guestEmail: 'tsumugi@example.jp',
        guestPhone: '090-1111-2222',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ guestName: '紬 太郎', guestNameKana: 'ツムギ タロウ' });
    // A hold is not listed: the booking as the back office lists it, confirmed.
    await t.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, res.json().id));
    for (const q of ['つむぎ', 'ツムギ', 'ﾂﾑｷﾞ']) {
      const found = await adminList<{ id: string }>(`/api/admin/bookings?q=${encodeURIComponent(q)}`);
      expect(found.map((b) => b.id), q).toEqual([res.json().id]);
    }
  });
});
