import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '@/db/schema';
import { insertProperty, insertReview, insertUser } from '../../testing/fixtures';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';
import { editReply } from './service';

let t: TestApp;
let host: { id: string; cookie: string };
let otherHost: { id: string; cookie: string };
let kyoto: string;
let kanazawa: string;
let hidden: string;
const ids: Record<string, string> = {};

interface Item {
  id: string;
  property: { id: string; title: string };
  reviewerName: string;
  ratingOverall: number;
  ratingCleanliness: number | null;
  comment: string | null;
  photoUrls: string[];
  hostReply: string | null;
  hostRepliedAt: string | null;
  hostReplyEditedAt: string | null;
  replyEditableUntil: string | null;
  replyEditable: boolean;
}

const list = async (query = '', cookie = host.cookie) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/host/reviews${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return {
    items: res.json() as Item[],
    total: Number(res.headers['x-total-count']),
    counts: JSON.parse(String(res.headers['x-list-counts'])) as Record<string, number>,
  };
};

const reply = (method: 'POST' | 'PUT', id: string, body: unknown, cookie: string | null = host.cookie) =>
  t.app.inject({ method, url: `/api/host/reviews/${id}/reply`, headers: cookie ? { cookie } : {}, payload: body as object });

const day = (d: number) => new Date(Date.UTC(2026, 0, d, 3));

beforeAll(async () => {
  t = await createTestApp();
  const h = await registerHost(t.app, { fullName: '佐藤 花子' });
  host = { id: h.user.id, cookie: h.cookie };
  const o = await registerHost(t.app, { fullName: '高橋 次郎' });
  otherHost = { id: o.user.id, cookie: o.cookie };
  kyoto = await insertProperty(t.db, null, { hostId: host.id, title: '京町家　花灯り' });
  kanazawa = await insertProperty(t.db, null, { hostId: host.id, title: 'Kanazawa Machiya' });
  const othersHouse = await insertProperty(t.db, null, { hostId: otherHost.id, title: '他のホストの古民家' });
  const yamada = await insertUser(t.db, { fullName: '山田　太郎', gender: 'male' });
  const suzuki = await insertUser(t.db, { fullName: 'Suzuki Ken' });
  const tanaka = await insertUser(t.db, { fullName: '田中 一郎' });
  ids.five = await insertReview(t.db, { propertyId: kyoto, guestId: yamada.id, rating: 5, comment: '囲炉裏が最高でした。', createdAt: day(10) });
  ids.four = await insertReview(t.db, { propertyId: kanazawa, guestId: suzuki.id, rating: 4, comment: 'ＷｉＦｉも快適でした。', createdAt: day(12) });
  ids.three = await insertReview(t.db, { propertyId: kyoto, guestId: tanaka.id, rating: 3, comment: '少し寒かったです。', createdAt: day(14), hostReply: 'ご指摘ありがとうございます。' });
  await t.db.update(reviews).set({ hostRepliedAt: day(15) }).where(eq(reviews.id, ids.three));
  await t.db
    .update(reviews)
    .set({ ratingCleanliness: 5, ratingAccuracy: 4, ratingLocation: 3, ratingValue: 4, ratingHost: 5, photoUrls: ['/uploads/reviews/a.jpg'] })
    .where(eq(reviews.id, ids.five));
  // Not the host's to see: one waiting for moderation, one hidden by an admin, one of another host.
  await insertReview(t.db, { propertyId: kyoto, guestId: yamada.id, rating: 1, comment: '審査待ちのレビュー', published: false });
  hidden = await insertReview(t.db, { propertyId: kyoto, guestId: yamada.id, rating: 2, comment: '非表示のレビュー', hidden: true });
  ids.others = await insertReview(t.db, { propertyId: othersHouse, guestId: suzuki.id, rating: 5, comment: '他のホストのレビュー' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/host/reviews', () => {
  it("lists only the host's published reviews, newest first, with the summary over the whole list", async () => {
    const { items, total, counts } = await list();
    expect(total).toBe(3);
    expect(items.map((r) => r.id)).toEqual([ids.three, ids.four, ids.five]);
    expect(counts).toEqual({ average: 4, total: 3, replied: 1, awaiting: 2, star1: 0, star2: 0, star3: 1, star4: 1, star5: 1 });
    const five = items.find((r) => r.id === ids.five)!;
    expect(five).toMatchObject({
      property: { id: kyoto, title: '京町家　花灯り' },
      reviewerName: '山田',
      ratingOverall: 5,
      ratingCleanliness: 5,
      comment: '囲炉裏が最高でした。',
      photoUrls: ['/uploads/reviews/a.jpg'],
      hostReply: null,
      replyEditableUntil: null,
      replyEditable: false,
    });
    const three = items.find((r) => r.id === ids.three)!;
    expect(three).toMatchObject({ hostReply: 'ご指摘ありがとうございます。', replyEditableUntil: new Date(day(16).getTime()).toISOString(), replyEditable: false });
    expect(items.map((r) => r.comment)).not.toContain('非表示のレビュー');
  });

  it('searches the comment, the house title and the reviewer name, full-width and half-width alike', async () => {
    expect((await list('?q=wifi')).items.map((r) => r.id)).toEqual([ids.four]);
    expect((await list('?q=' + encodeURIComponent('ｋａｎａｚａｗａ'))).items.map((r) => r.id)).toEqual([ids.four]);
    expect((await list('?q=' + encodeURIComponent('花灯り'))).items.map((r) => r.id)).toEqual([ids.three, ids.five]);
    expect((await list('?q=' + encodeURIComponent('山田'))).items.map((r) => r.id)).toEqual([ids.five]);
    // The reviewer's given name is not shown to the host, so it is not searched either.
    expect((await list('?q=' + encodeURIComponent('太郎'))).total).toBe(0);
    const none = await list('?q=' + encodeURIComponent('存在しない言葉'));
    expect(none).toMatchObject({ items: [], total: 0 });
    expect(none.counts.total).toBe(3);
  });

  it('filters by rating and by reply, and sorts by rating', async () => {
    expect((await list('?rating=4')).items.map((r) => r.id)).toEqual([ids.four]);
    expect((await list('?rating=1')).total).toBe(0);
    expect((await list('?replied=replied')).items.map((r) => r.id)).toEqual([ids.three]);
    expect((await list('?replied=awaiting')).items.map((r) => r.id)).toEqual([ids.four, ids.five]);
    expect((await list('?sort=rating_high')).items.map((r) => r.ratingOverall)).toEqual([5, 4, 3]);
    expect((await list('?sort=rating_low')).items.map((r) => r.ratingOverall)).toEqual([3, 4, 5]);
    expect((await list('?sort=oldest')).items.map((r) => r.id)).toEqual([ids.five, ids.four, ids.three]);
  });

  it('pages on the server', async () => {
    const second = await list('?pageSize=2&page=2');
    expect(second.items.map((r) => r.id)).toEqual([ids.five]);
    expect(second.total).toBe(3);
  });

  it('refuses a bad filter with a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/host/reviews?rating=6', headers: { cookie: host.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '評価は1〜5で指定してください', field: 'rating' });
  });

  it('is empty for a host without reviews, and refused to guests (403) and to nobody (401)', async () => {
    const fresh = await registerHost(t.app);
    expect(await list('', fresh.cookie)).toEqual({ items: [], total: 0, counts: { average: 0, total: 0, replied: 0, awaiting: 0, star1: 0, star2: 0, star3: 0, star4: 0, star5: 0 } });
    const guest = await signUpGuest(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/host/reviews', headers: { cookie: guest.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/host/reviews' })).statusCode).toBe(401);
  });
});

describe('replying to a review', () => {
  it('posts the one reply, which the house page shows at once with its date', async () => {
    const res = await reply('POST', ids.five, { reply: '  ご宿泊ありがとうございました。\nまたお待ちしております。  ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Item;
    expect(body).toMatchObject({ id: ids.five, hostReply: 'ご宿泊ありがとうございました。\nまたお待ちしております。', hostReplyEditedAt: null, replyEditable: true });
    expect(Date.parse(body.replyEditableUntil!) - Date.parse(body.hostRepliedAt!)).toBe(24 * 3600 * 1000);

    const page = await t.app.inject({ method: 'GET', url: `/api/properties/${kyoto}/reviews` });
    const shown = (page.json() as { reviews: { id: string; hostReply: string | null; hostRepliedAt: string | null }[] }).reviews.find((r) => r.id === ids.five);
    expect(shown).toEqual(expect.objectContaining({ hostReply: 'ご宿泊ありがとうございました。\nまたお待ちしております。', hostRepliedAt: body.hostRepliedAt }));
    expect((await list()).counts).toMatchObject({ replied: 2, awaiting: 1 });
  });

  it('refuses a second reply with 409', async () => {
    const res = await reply('POST', ids.five, { reply: 'もう一度' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'このレビューにはすでに返信しています' });
  });

  it('edits the reply within 24 hours and records the edit', async () => {
    const res = await reply('PUT', ids.five, { reply: '返信を書き直しました。' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hostReply: '返信を書き直しました。', hostReplyEditedAt: expect.any(String), replyEditable: true });
    const page = await t.app.inject({ method: 'GET', url: `/api/properties/${kyoto}/reviews` });
    expect(page.body).toContain('返信を書き直しました。');
  });

  it('refuses an edit after 24 hours with 409, leaving the reply as it was', async () => {
    const res = await reply('PUT', ids.three, { reply: '今さらの書き直し' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: '返信の編集期限（24時間）を過ぎています' });
    // The service's clock: one millisecond before the end is still allowed, the end itself is not.
    const [row] = await t.db.select({ at: reviews.hostRepliedAt }).from(reviews).where(eq(reviews.id, ids.five));
    const end = row.at!.getTime() + 24 * 3600 * 1000;
    const actor = { kind: 'user' as const, id: host.id, role: 'host' as const };
    await expect(editReply(t.db, actor, ids.five, '期限の直前', new Date(end - 1))).resolves.toMatchObject({ hostReply: '期限の直前' });
    await expect(editReply(t.db, actor, ids.five, '期限ちょうど', new Date(end))).rejects.toMatchObject({ statusCode: 409 });
    const [after] = await t.db.select({ reply: reviews.hostReply }).from(reviews).where(eq(reviews.id, ids.three));
    expect(after.reply).toBe('ご指摘ありがとうございます。');
  });

  it('refuses an edit before any reply with 409', async () => {
    const res = await reply('PUT', ids.four, { reply: 'まだ返信していません' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'このレビューにはまだ返信していません' });
  });

  it('refuses an empty or too long reply with a 400 naming the field', async () => {
    for (const body of [{ reply: '   ' }, {}, { reply: 'あ'.repeat(1001) }]) {
      const res = await reply('POST', ids.four, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'reply' });
    }
    expect((await reply('POST', ids.four, { reply: 'あ'.repeat(1000) })).statusCode).toBe(200);
  });

  it("answers 404 for another host's review, a hidden one and a missing one, as for nothing", async () => {
    for (const id of [ids.others, hidden, '00000000-0000-4000-8000-000000000000']) {
      const res = await reply('POST', id, { reply: '返信' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'レビューが見つかりません' });
    }
    const res = await reply('POST', ids.three, { reply: '他人のレビューへの返信' }, otherHost.cookie);
    expect(res.statusCode).toBe(404);
  });

  it('refuses a guest with 403 and nobody with 401', async () => {
    const guest = await signUpGuest(t.app);
    expect((await reply('POST', ids.four, { reply: '返信' }, guest.cookie)).statusCode).toBe(403);
    expect((await reply('PUT', ids.four, { reply: '返信' }, null)).statusCode).toBe(401);
  });
});
