import { and, count, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailOutbox, properties, reviews, users } from '@/db/schema';
import { VISIBILITY_CONDITION } from './repository';
import { insertCatalog, insertHost, insertProperty, insertReview, insertUser } from '../../testing/fixtures';
import { adminToken, createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
const bearer = () => ({ authorization: `Bearer ${token}` });

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/reviews${query}`, headers: bearer() });
  expect(res.statusCode, res.body).toBe(200);
  return {
    items: res.json() as Array<Record<string, unknown>>,
    total: Number(res.headers['x-total-count']),
    counts: JSON.parse(String(res.headers['x-list-counts'])) as Record<string, number>,
  };
};
const post = (url: string, payload?: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: bearer(), ...(payload === undefined ? {} : { payload }) });
const stored = async (propertyId: string) => {
  const [row] = await t.db.select({ ratingAverage: properties.ratingAverage, reviewCount: properties.reviewCount }).from(properties).where(eq(properties.id, propertyId));
  return { ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage), reviewCount: row.reviewCount };
};

let house: string;
let other: string;
let reviewer: { id: string; email: string; fullName: string };
let good: string;
let bad: string;
let waiting: string;
let hidden: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
  const catalog = await insertCatalog(t.db);
  const host = await insertHost(t.db, { kycStatus: 'verified' });
  house = await insertProperty(t.db, catalog, { hostId: host.id, title: '囲炉裏の宿 ひだまり', status: 'published' });
  other = await insertProperty(t.db, catalog, { hostId: host.id, title: '海辺の古民家', status: 'published' });
  reviewer = await insertUser(t.db, { fullName: '鈴木 花子' });
  const someone = await insertUser(t.db, { fullName: '田中 一郎' });
  good = await insertReview(t.db, { propertyId: house, guestId: reviewer.id, rating: 5, comment: '囲炉裏を囲んだ夕食が忘れられません。' });
  bad = await insertReview(t.db, { propertyId: house, guestId: someone.id, rating: 1, comment: 'ＷＩＦＩがつながらず残念でした。' });
  waiting = await insertReview(t.db, { propertyId: other, guestId: someone.id, rating: 4, comment: '静かで良い宿でした。', published: false, createdAt: new Date() });
  hidden = await insertReview(t.db, { propertyId: other, guestId: reviewer.id, rating: 2, comment: '不適切な内容', hidden: true, isPublic: false });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/reviews', () => {
  it('lists every review newest first with its state, and the counters over all of them', async () => {
    const { items, total, counts } = await list();
    expect(total).toBe(4);
    expect(counts).toEqual({ total: 4, published: 2, hidden: 1, awaiting: 1, averageRating: 3 });
    expect(items[0]).toMatchObject({ id: waiting, visibility: 'awaiting', propertyTitle: '海辺の古民家', publishedAt: null });
    const first = items.find((r) => r.id === good);
    expect(first).toMatchObject({
      propertyId: house,
      propertyTitle: '囲炉裏の宿 ひだまり',
      reviewerUserId: reviewer.id,
      reviewerName: '鈴木 花子',
      ratingOverall: 5,
      comment: '囲炉裏を囲んだ夕食が忘れられません。',
      photoUrls: [],
      visibility: 'published',
      hiddenAt: null,
      moderationReason: null,
    });
    expect(first).not.toHaveProperty('reviewerEmail');
  });

  it('searches the title, the reviewer and the comment (full-width alike), filters by rating and state, sorts lowest first', async () => {
    expect((await list('?q=ひだまり')).items.map((r) => r.id).sort()).toEqual([good, bad].sort());
    expect((await list('?q=鈴木')).items.map((r) => r.id).sort()).toEqual([good, hidden].sort());
    expect((await list('?q=wifi')).items.map((r) => r.id)).toEqual([bad]);
    expect((await list('?rating=5')).items.map((r) => r.id)).toEqual([good]);
    expect((await list('?visibility=hidden')).items.map((r) => r.id)).toEqual([hidden]);
    const awaiting = await list('?visibility=awaiting');
    expect(awaiting.items.map((r) => r.id)).toEqual([waiting]);
    expect(awaiting.total).toBe(1);
    expect(awaiting.counts.total).toBe(4);
    expect((await list('?sort=lowest')).items.map((r) => r.ratingOverall)).toEqual([1, 2, 4, 5]);
    expect((await list('?pageSize=1&page=2&sort=lowest')).items.map((r) => r.id)).toEqual([hidden]);
  });

  it('answers a Japanese 400 naming the field for a bad filter, and refuses without an admin token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reviews?rating=6', headers: bearer() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'rating', message: '評価は1〜5で指定してください' });
    const visibility = await t.app.inject({ method: 'GET', url: '/api/admin/reviews?visibility=gone', headers: bearer() });
    expect(visibility.json()).toMatchObject({ field: 'visibility', message: '公開状態の値が正しくありません' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(401);
    const guest = await signUpGuest(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: { cookie: guest.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/reviews/${good}/hide`, payload: { reason: 'x' }, headers: { cookie: guest.cookie } })).statusCode).toBe(403);
  });
});

describe('POST /api/admin/reviews/{id}/hide and /publish', () => {
  it('hides with a required reason: the rating follows, the house page stops showing it, audited and e-mailed', async () => {
    expect(await stored(house)).toEqual({ ratingAverage: 3, reviewCount: 2 });
    const blank = await post(`/api/admin/reviews/${bad}/hide`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'reason', message: '非公開にする理由を入力してください' });

    const res = await post(`/api/admin/reviews/${bad}/hide`, { reason: '事実と異なる内容が含まれるため' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: bad, visibility: 'hidden', hiddenAt: expect.any(String), moderationReason: '事実と異なる内容が含まれるため' });
    expect(await stored(house)).toEqual({ ratingAverage: 5, reviewCount: 1 });

    const page = await t.app.inject({ method: 'GET', url: `/api/properties/${house}/reviews` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ reviewCount: 1, averageRating: 5 });
    expect(JSON.stringify(page.json())).not.toContain('ＷＩＦＩ');

    const [trail] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, bad), eq(auditLogs.action, 'hide')));
    expect(trail).toMatchObject({ entityType: 'review', oldValues: { isPublic: true, hiddenAt: null }, newValues: { isPublic: false, moderationReason: '事実と異なる内容が含まれるため' } });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'review_hidden'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('囲炉裏の宿 ひだまり');
    expect(mails[0].textContent).toContain('事実と異なる内容が含まれるため');

    const again = await post(`/api/admin/reviews/${bad}/hide`, { reason: 'もう一度' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('このレビューはすでに非公開です');
  });

  it('publishes a waiting or hidden review (reason optional), the rating follows; a published one is refused', async () => {
    const res = await post(`/api/admin/reviews/${waiting}/publish`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ visibility: 'published', publishedAt: expect.any(String), moderationReason: null });
    expect(await stored(other)).toEqual({ ratingAverage: 4, reviewCount: 1 });

    const shown = await post(`/api/admin/reviews/${hidden}/publish`, { reason: '再確認の結果、問題なし' });
    expect(shown.json()).toMatchObject({ visibility: 'published', hiddenAt: null, moderationReason: '再確認の結果、問題なし' });
    expect(await stored(other)).toEqual({ ratingAverage: 3, reviewCount: 2 });
    const [row] = await t.db.select({ isPublic: reviews.isPublic }).from(reviews).where(eq(reviews.id, hidden));
    expect(row.isPublic).toBe(true);
    const trails = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityType, 'review'), eq(auditLogs.action, 'publish')));
    expect(trails.map((a) => a.entityId).sort()).toEqual([waiting, hidden].sort());
    // Publishing sends no e-mail.
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'review_hidden'))).toHaveLength(1);

    const twice = await post(`/api/admin/reviews/${good}/publish`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('このレビューはすでに公開されています');
  });

  it('answers 404 for an unknown review and 400 for a malformed id', async () => {
    const missing = await post('/api/admin/reviews/00000000-0000-4000-8000-000000000000/hide', { reason: '理由' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('レビューが見つかりません');
    expect((await post('/api/admin/reviews/abc/publish')).statusCode).toBe(400);
  });
});

describe('the kept counters and search text of the reviews list (custom migration 0017)', () => {
  /** The counters as counting the reviews themselves gives them. */
  async function counted() {
    const n = async (where?: SQL) => Number((await t.db.select({ n: count() }).from(reviews).where(where))[0].n);
    return { total: await n(), published: await n(VISIBILITY_CONDITION.published), hidden: await n(VISIBILITY_CONDITION.hidden), awaiting: await n(VISIBILITY_CONDITION.awaiting) };
  }

  it("finds reviews by a house's and a reviewer's new name, and counts right after a change of state, rating and a deletion", async () => {
    await t.db.update(properties).set({ title: '山あいの茅葺き屋根' }).where(eq(properties.id, other));
    expect((await list(`?q=${encodeURIComponent('茅葺')}`)).items.map((r) => r.id).sort()).toEqual([waiting, hidden].sort());
    expect((await list(`?q=${encodeURIComponent('海辺')}`)).total).toBe(0);
    await t.db.update(users).set({ fullName: '改名 さくら' }).where(eq(users.id, reviewer.id));
    expect((await list(`?q=${encodeURIComponent('さくら')}`)).items.map((r) => r.id).sort()).toEqual([good, hidden].sort());

    const extra = await insertReview(t.db, { propertyId: house, guestId: reviewer.id, rating: 3, comment: '追加のレビュー' });
    await t.db.update(reviews).set({ hiddenAt: new Date(), ratingOverall: 2 }).where(eq(reviews.id, extra));
    const after = await list();
    expect(after.counts).toMatchObject(await counted());
    expect((await list('?rating=2&visibility=hidden')).total).toBe((await list('?rating=2&visibility=hidden')).items.length);
    await t.db.delete(reviews).where(eq(reviews.id, extra));
    const end = await list();
    expect(end.counts).toMatchObject(await counted());
    expect(end.total).toBe(end.counts.total);
  });
});
