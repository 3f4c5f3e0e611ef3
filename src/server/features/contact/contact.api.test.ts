import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqItems, inquiries } from '@/db/schema';
import { createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  fullName: '山田 太郎',
  email: 'Taro.Yamada@Example.jp',
  inquiryType: 'booking',
  subject: '予約日の変更について',
  content: '来月の予約を一日後ろにずらすことはできますか。',
  ...overrides,
});
const send = (payload: object, cookie?: string) => t.app.inject({ method: 'POST', url: '/api/contact', payload, headers: cookie ? { cookie } : {} });

describe('POST /api/contact', () => {
  it('stores an open inquiry without an account when signed out', async () => {
    const res = await send(body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: 'お問い合わせを送信しました' });
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, res.json().id));
    expect(row).toMatchObject({
      userId: null,
      fullName: '山田 太郎',
      email: 'taro.yamada@example.jp',
      inquiryType: 'booking',
      subject: '予約日の変更について',
      content: '来月の予約を一日後ろにずらすことはできますか。',
      status: 'open',
      assignedAdminId: null,
    });
  });

  it('links the inquiry to the signed-in user (never to x-user-id)', async () => {
    const me = await signUpGuest(t.app);
    const other = await signUpGuest(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: body(), headers: { cookie: me.cookie, 'x-user-id': other.user.id } });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select({ userId: inquiries.userId }).from(inquiries).where(eq(inquiries.id, res.json().id));
    expect(row.userId).toBe(me.user.id);
    const spoofed = await t.app.inject({ method: 'POST', url: '/api/contact', payload: body(), headers: { 'x-user-id': other.user.id } });
    const [anonymous] = await t.db.select({ userId: inquiries.userId }).from(inquiries).where(eq(inquiries.id, spoofed.json().id));
    expect(anonymous.userId).toBeNull();
  });

  it('defaults the type to general', async () => {
    const { inquiryType: _omitted, ...rest } = body();
    const res = await send(rest);
    const [row] = await t.db.select({ inquiryType: inquiries.inquiryType }).from(inquiries).where(eq(inquiries.id, res.json().id));
    expect(row.inquiryType).toBe('general');
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'お名前を入力してください'],
    [{ email: 'taro' }, 'email', '有効なメールアドレスを入力してください'],
    [{ subject: '   ' }, 'subject', '件名を入力してください'],
    [{ content: '' }, 'content', 'お問い合わせ内容を入力してください'],
    [{ inquiryType: 'spam' }, 'inquiryType', undefined],
    [{ subject: 'あ'.repeat(201) }, 'subject', '件名は200文字以内で入力してください'],
  ])('answers 400 naming the field for %j and stores nothing', async (overrides, field, message) => {
    const before = (await t.db.select({ id: inquiries.id }).from(inquiries)).length;
    const res = await send(body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    if (message) expect(res.json().message).toBe(message);
    expect((await t.db.select({ id: inquiries.id }).from(inquiries)).length).toBe(before);
  });
});

describe('GET /api/faq', () => {
  it('answers the active questions in display order', async () => {
    await t.db.insert(faqItems).values([
      { category: '予約', question: 'キャンセルはできますか？', answer: 'チェックイン3日前まで無料です。', displayOrder: 20 },
      { category: '支払い', question: '使えるカードは？', answer: 'Visa、MasterCard、JCB です。', displayOrder: 10 },
      { category: '予約', question: '古い質問', answer: '非表示', displayOrder: 5, isActive: false },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/faq' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((f: { question: string }) => f.question)).toEqual(['使えるカードは？', 'キャンセルはできますか？']);
    expect(res.json()[0]).toEqual({ id: expect.any(String), category: '支払い', question: '使えるカードは？', answer: 'Visa、MasterCard、JCB です。' });
  });

  describe('in English', () => {
    let curfew: string;
    let towels: string;
    beforeAll(async () => {
      const rows = await t.db
        .insert(faqItems)
        .values([
          { category: '宿泊', question: '門限はありますか？', answer: 'ありません。', categoryEn: 'Your stay', questionEn: 'Is there a curfew?', answerEn: 'No.', displayOrder: 30 },
          { category: '宿泊', question: 'タオルはありますか？', answer: 'バスタオルがあります。', questionEn: 'Are towels provided?', displayOrder: 40 },
        ])
        .returning({ id: faqItems.id });
      [curfew, towels] = rows.map((r) => r.id);
    });
    const faqFor = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/faq', headers });
      expect(res.statusCode).toBe(200);
      return { items: res.json() as Array<Record<string, unknown>>, vary: String(res.headers.vary) };
    };

    it("answers an English page in the admin's English, saying which texts stay Japanese", async () => {
      const { items, vary } = await faqFor({ 'accept-language': 'en' });
      expect(vary).toContain('accept-language');
      expect(items.find((f) => f.id === curfew)).toEqual({ id: curfew, category: 'Your stay', question: 'Is there a curfew?', answer: 'No.', languages: { category: 'en', question: 'en', answer: 'en' } });
      // No English answer: the Japanese one, flagged. The category reads in the English its neighbour gives, so the groups stay as in Japanese.
      expect(items.find((f) => f.id === towels)).toEqual({ id: towels, category: 'Your stay', question: 'Are towels provided?', answer: 'バスタオルがあります。', languages: { category: 'en', question: 'en', answer: 'ja' } });
      // An item with no English at all: every text in Japanese, flagged.
      expect(items.find((f) => f.question === '使えるカードは？')).toMatchObject({ category: '支払い', answer: 'Visa、MasterCard、JCB です。', languages: { category: 'ja', question: 'ja', answer: 'ja' } });
      expect(items.map((f) => f.id)).toEqual((await faqFor({})).items.map((f) => f.id));
    });

    it('answers a Japanese page, or a call that names no language, in Japanese only as before', async () => {
      for (const headers of [{}, { 'accept-language': 'ja' }, { 'accept-language': 'ja,en;q=0.8' }] as Record<string, string>[]) {
        const { items } = await faqFor(headers);
        expect(items.find((f) => f.id === curfew)).toEqual({ id: curfew, category: '宿泊', question: '門限はありますか？', answer: 'ありません。' });
        expect(items.filter((f) => 'languages' in f)).toEqual([]);
      }
    });

    it('is described in the API description', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const faq = doc.paths['/api/faq'].get;
      expect(faq.description).toContain('Accept-Language');
      expect(Object.keys(faq.responses['200'].content['application/json'].schema.items.properties.languages.properties)).toEqual(['category', 'question', 'answer']);
    });
  });
});
