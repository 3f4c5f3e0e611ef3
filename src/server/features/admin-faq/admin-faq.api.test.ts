import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, faqItems } from '@/db/schema';
import { adminToken, createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
const bearer = () => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(), ...(payload === undefined ? {} : { payload }) });
const list = async (query = '') => {
  const res = await call('GET', `/api/admin/faq${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as Array<{ id: string; question: string; displayOrder: number; isActive: boolean }>, total: Number(res.headers['x-total-count']), counts: JSON.parse(String(res.headers['x-list-counts'])) };
};
const publicQuestions = async () => ((await t.app.inject({ method: 'GET', url: '/api/faq' })).json() as Array<{ question: string }>).map((f) => f.question);
/** The contact page's FAQ as an English page asks for it. */
const englishFaq = async () => (await t.app.inject({ method: 'GET', url: '/api/faq', headers: { 'accept-language': 'en' } })).json() as Array<{ id: string; question: string; languages: Record<string, string> }>;
const create = async (category: string, question: string, answer = `${question}の回答です。`) => {
  const res = await call('POST', '/api/admin/faq', { category, question, answer });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; displayOrder: number };
};

let a: { id: string };
let b: { id: string };
let c: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
  a = await create('予約について', '予約はいつ確定しますか？');
  b = await create('予約について', 'キャンセルはできますか？');
  c = await create('お支払いについて', '使えるカードは？');
});
afterAll(async () => {
  await t?.close();
});

describe('FAQ管理', () => {
  it('adds items at the end, lists them in order with counters, filters and search; the contact page shows them in order', async () => {
    const { items, total, counts } = await list();
    expect(items.map((i) => i.id)).toEqual([a.id, b.id, c.id]);
    expect(items.map((i) => i.displayOrder)).toEqual([10, 20, 30]);
    expect(total).toBe(3);
    expect(counts).toEqual({ total: 3, active: 3, inactive: 0, categories: 2 });
    expect((await list('?category=お支払いについて')).items.map((i) => i.id)).toEqual([c.id]);
    expect((await list('?q=ｶｰﾄﾞ')).items.map((i) => i.id)).toEqual([c.id]);
    expect((await call('GET', '/api/admin/faq/categories')).json()).toEqual(['予約について', 'お支払いについて']);
    expect(await publicQuestions()).toEqual(['予約はいつ確定しますか？', 'キャンセルはできますか？', '使えるカードは？']);
    const [trail] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, a.id), eq(auditLogs.action, 'create')));
    expect(trail).toMatchObject({ entityType: 'faq_item', newValues: { question: '予約はいつ確定しますか？', isActive: true } });
  });

  it('answers a Japanese 400 naming the field for a missing or too long value, and stores nothing', async () => {
    for (const [payload, field, message] of [
      [{ category: '', question: '質問', answer: '回答' }, 'category', 'カテゴリを入力してください'],
      [{ category: '予約', question: '   ', answer: '回答' }, 'question', '質問を入力してください'],
      [{ category: '予約', question: '質問', answer: 'あ'.repeat(2001) }, 'answer', '回答は2000文字以内で入力してください'],
      [{ category: '予約', question: 'あ'.repeat(201), answer: '回答' }, 'question', '質問は200文字以内で入力してください'],
      [{ category: '予約', question: '質問', answer: '回答', categoryEn: 'B'.repeat(51) }, 'categoryEn', 'カテゴリ（英語）は50文字以内で入力してください'],
      [{ category: '予約', question: '質問', answer: '回答', questionEn: ` ${'Q'.repeat(201)} ` }, 'questionEn', '質問（英語）は200文字以内で入力してください'],
      [{ category: '予約', question: '質問', answer: '回答', answerEn: 'A'.repeat(2001) }, 'answerEn', '回答（英語）は2000文字以内で入力してください'],
      [{ category: '予約', question: '質問', answer: '回答', questionEn: 42 }, 'questionEn', '質問（英語）の値が正しくありません'],
    ] as const) {
      const res = await call('POST', '/api/admin/faq', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
    expect((await list()).total).toBe(3);
    const put = await call('PUT', `/api/admin/faq/${a.id}`, { category: '予約について', question: '', answer: '回答' });
    expect(put.json()).toMatchObject({ field: 'question', message: '質問を入力してください' });
  });

  it('edits, hides and shows an item (audited); a hidden one leaves the contact page', async () => {
    const edited = await call('PUT', `/api/admin/faq/${b.id}`, { category: '予約について', question: 'キャンセル料はかかりますか？', answer: 'ポリシーによります。' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ question: 'キャンセル料はかかりますか？', displayOrder: 20 });
    const [update] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, b.id), eq(auditLogs.action, 'update')));
    expect(update).toMatchObject({ oldValues: { question: 'キャンセルはできますか？' }, newValues: { question: 'キャンセル料はかかりますか？' } });

    const hidden = await call('PUT', `/api/admin/faq/${b.id}/active`, { isActive: false });
    expect(hidden.json()).toMatchObject({ isActive: false });
    expect(await publicQuestions()).toEqual(['予約はいつ確定しますか？', '使えるカードは？']);
    expect((await list('?active=inactive')).items.map((i) => i.id)).toEqual([b.id]);
    expect((await list()).counts).toMatchObject({ active: 2, inactive: 1 });
    expect(await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, b.id), eq(auditLogs.action, 'hide')))).toHaveLength(1);
    await call('PUT', `/api/admin/faq/${b.id}/active`, { isActive: true });
    expect(await publicQuestions()).toContain('キャンセル料はかかりますか？');
  });

  it('reorders two neighbours or the whole list; unknown or repeated ids are a 400', async () => {
    const swap = await call('POST', '/api/admin/faq/reorder', { ids: [b.id, a.id] });
    expect(swap.statusCode, swap.body).toBe(200);
    expect((await list()).items.map((i) => i.id)).toEqual([b.id, a.id, c.id]);
    await call('POST', '/api/admin/faq/reorder', { ids: [c.id, a.id, b.id] });
    expect((await list()).items.map((i) => i.id)).toEqual([c.id, a.id, b.id]);
    expect(await publicQuestions()).toEqual(['使えるカードは？', '予約はいつ確定しますか？', 'キャンセル料はかかりますか？']);
    const [trail] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityType, 'faq_item'), eq(auditLogs.action, 'reorder'), eq(auditLogs.entityId, c.id)));
    expect(trail).toMatchObject({ oldValues: { order: [b.id, a.id, c.id] }, newValues: { order: [c.id, a.id, b.id] } });

    const unknown = await call('POST', '/api/admin/faq/reorder', { ids: [a.id, '00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'ids', message: '並べ替える項目が見つかりません。一覧を再読み込みしてください' });
    const twice = await call('POST', '/api/admin/faq/reorder', { ids: [a.id, a.id] });
    expect(twice.json()).toMatchObject({ field: 'ids', message: '同じ項目が重複しています' });
  });

  it('deletes an item (audited with what it said); a second delete is a 404; guests are refused', async () => {
    const res = await call('DELETE', `/api/admin/faq/${c.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(faqItems).where(eq(faqItems.id, c.id))).toHaveLength(0);
    const [trail] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, c.id), eq(auditLogs.action, 'delete')));
    expect(trail).toMatchObject({ oldValues: { question: '使えるカードは？' } });
    const again = await call('DELETE', `/api/admin/faq/${c.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('FAQが見つかりません');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/faq' })).statusCode).toBe(401);
    const guest = await signUpGuest(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/faq', payload: { category: 'x', question: 'y', answer: 'z' }, headers: { cookie: guest.cookie } })).statusCode).toBe(403);
  });

  it('saves the English beside the Japanese (trimmed; empty clears it; left out keeps it), audited; the English contact page shows it', async () => {
    const japanese = { category: '宿泊について', question: '門限はありますか？', answer: '門限はありません。' };
    const res = await call('POST', '/api/admin/faq', { ...japanese, categoryEn: ' Your stay ', questionEn: 'Is there a curfew?  ', answerEn: '' });
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json() as { id: string };
    expect(res.json()).toMatchObject({ ...japanese, categoryEn: 'Your stay', questionEn: 'Is there a curfew?', answerEn: null });
    const [created] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, d.id), eq(auditLogs.action, 'create')));
    expect(created.newValues).toMatchObject({ question: '門限はありますか？', categoryEn: 'Your stay', questionEn: 'Is there a curfew?', answerEn: null });
    expect((await englishFaq()).find((f) => f.id === d.id)).toMatchObject({ question: 'Is there a curfew?', answer: '門限はありません。', languages: { question: 'en', answer: 'ja' } });

    const answered = await call('PUT', `/api/admin/faq/${d.id}`, { ...japanese, categoryEn: 'Your stay', questionEn: 'Is there a curfew?', answerEn: 'No, there is no curfew.' });
    expect(answered.json()).toMatchObject({ answerEn: 'No, there is no curfew.' });
    const [update] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, d.id), eq(auditLogs.action, 'update')));
    expect(update).toMatchObject({ oldValues: { answerEn: null }, newValues: { answerEn: 'No, there is no curfew.', questionEn: 'Is there a curfew?' } });

    // A client that sends no English (one written before it) leaves it as it is.
    const japaneseOnly = await call('PUT', `/api/admin/faq/${d.id}`, { ...japanese, answer: '門限はありません。夜遅くのご到着もどうぞ。' });
    expect(japaneseOnly.json()).toMatchObject({ categoryEn: 'Your stay', questionEn: 'Is there a curfew?', answerEn: 'No, there is no curfew.' });

    // Emptied (or only spaces, or null): no English, the Japanese shows on the English page.
    const cleared = await call('PUT', `/api/admin/faq/${d.id}`, { ...japanese, categoryEn: null, questionEn: '   ', answerEn: '' });
    expect(cleared.json()).toMatchObject({ categoryEn: null, questionEn: null, answerEn: null });
    expect((await englishFaq()).find((f) => f.id === d.id)).toMatchObject({ question: '門限はありますか？', languages: { category: 'ja', question: 'ja', answer: 'ja' } });
    const updates = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, d.id), eq(auditLogs.action, 'update')));
    expect(updates.map((u) => u.newValues)).toContainEqual(expect.objectContaining({ categoryEn: null, questionEn: null, answerEn: null }));
  });
});
