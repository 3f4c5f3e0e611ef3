import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccounts, auditLogs, emailOutbox, inquiries } from '@/db/schema';
import { expectAdminOnly } from '../../testing/admin-refusals';
import { adminToken, createTestApp, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
let adminId: string;
const bearer = (value = token) => ({ authorization: `Bearer ${value}` });

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/inquiries${query}`, headers: bearer() });
  expect(res.statusCode, res.body).toBe(200);
  return {
    items: res.json() as Record<string, unknown>[],
    total: Number(res.headers['x-total-count']),
    counts: JSON.parse(String(res.headers['x-list-counts'])) as Record<string, number>,
  };
};
const ids = async (query: string) => (await list(query)).items.map((i) => i.id);
const post = (url: string, payload?: unknown, auth: Record<string, string> = bearer()) => t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
const stats = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer() })).json() as { openInquiries: number };

/** Sends the contact form as a visitor (or signed in), dated `minutesAgo` in the past so the order is known. */
async function contact(body: Record<string, unknown>, minutesAgo: number, cookie?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: cookie ? { cookie } : {},
    payload: { fullName: '山田 太郎', email: uniqueEmail('visitor'), inquiryType: 'general', subject: '件名', content: '内容', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  await t.db.update(inquiries).set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) }).where(eq(inquiries.id, id));
  return id;
}

let booking: string;
let kana: string;
let payment: string;
let technical: string;
let guestUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  const email = uniqueEmail('inquiry-admin');
  token = await adminToken(t, email);
  [{ id: adminId }] = await t.db.select({ id: adminAccounts.id }).from(adminAccounts).where(eq(adminAccounts.email, email));
  const guest = await signUpGuest(t.app);
  guestUserId = guest.user.id;
  booking = await contact({ fullName: '佐藤 花子', email: 'hanako@example.jp', inquiryType: 'booking', subject: '予約日の変更について', content: '来月の予約を\n一日後ろにずらせますか。' }, 40, guest.cookie);
  kana = await contact({ fullName: 'ヤマダ タロウ', email: 'Taro.Yamada@Example.jp', inquiryType: 'general', subject: '駐車場はありますか' }, 30);
  payment = await contact({ fullName: '鈴木 一郎', email: 'ichiro@example.jp', inquiryType: 'payment', subject: '領収書の発行' }, 20);
  technical = await contact({ fullName: '高橋 三郎', email: 'saburo@example.jp', inquiryType: 'technical', subject: 'ログインできません_100%' }, 10);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/inquiries', () => {
  it("answers the seed's inquiry shape, newest first, with the counters in x-list-counts", async () => {
    const { items, total, counts } = await list();
    expect(total).toBe(4);
    expect(counts).toEqual({ total: 4, open: 4, inProgress: 0, resolved: 0, closed: 0 });
    expect(items.map((i) => i.id)).toEqual([technical, payment, kana, booking]);
    expect(items[3]).toEqual({
      id: booking,
      fullName: '佐藤 花子',
      email: 'hanako@example.jp',
      subject: '予約日の変更について',
      content: '来月の予約を\n一日後ろにずらせますか。',
      inquiryType: 'booking',
      status: 'open',
      adminResponse: null,
      respondedAt: null,
      assignedAdminName: null,
      createdAt: expect.any(String),
    });
    expect(await ids('?sort=oldest')).toEqual([booking, kana, payment, technical]);
    expect(await ids('?pageSize=2&page=2')).toEqual([kana, booking]);
  });

  it('searches name, e-mail or subject (NFKC, any case, wildcards taken literally) and filters by status and type', async () => {
    expect(await ids(`?q=${encodeURIComponent('ﾔﾏﾀﾞ')}`)).toEqual([kana]);
    expect(await ids('?q=TARO.YAMADA')).toEqual([kana]);
    expect(await ids(`?q=${encodeURIComponent('領収書')}`)).toEqual([payment]);
    expect(await ids(`?q=${encodeURIComponent('_100%')}`)).toEqual([technical]);
    expect(await ids('?q=%25%25')).toEqual([]);
    expect(await ids('?type=payment')).toEqual([payment]);
    expect(await ids('?type=all&status=open&sort=oldest')).toEqual([booking, kana, payment, technical]);
    expect(await ids('?status=closed')).toEqual([]);
    // The counters stay over every inquiry whatever the filter.
    expect((await list('?type=payment')).counts.total).toBe(4);
    for (const [query, field] of [
      ['?status=new', 'status'],
      ['?type=question', 'type'],
      ['?sort=name', 'sort'],
    ]) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/admin/inquiries${query}`, headers: bearer() });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe(field);
    }
  });

  it('shows one inquiry with what may be done; an unknown one is a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/inquiries/${booking}`, headers: bearer() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: booking, userId: guestUserId, status: 'open', canTake: true, canRespond: true, canClose: true });
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/inquiries/00000000-0000-4000-8000-000000000000', headers: bearer() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('お問い合わせが見つかりません');
    const badId = await t.app.inject({ method: 'GET', url: '/api/admin/inquiries/abc', headers: bearer() });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
  });
});

describe('take, answer and close', () => {
  it('takes a new inquiry (対応中, assigned to the admin), audited; taking it again is a 409; the badge goes down', async () => {
    expect((await stats()).openInquiries).toBe(4);
    const res = await post(`/api/admin/inquiries/${kana}/take`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_progress', assignedAdminName: 'テスト管理者', canTake: false, canRespond: true, canClose: true });
    expect((await stats()).openInquiries).toBe(3);
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, kana));
    expect(row.assignedAdminId).toBe(adminId);
    const [trail] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, kana), eq(auditLogs.action, 'take_inquiry')));
    expect(trail).toMatchObject({ adminId, entityType: 'inquiry', oldValues: { status: 'open', assignedAdminId: null }, newValues: { status: 'in_progress', assignedAdminId: adminId } });
    const again = await post(`/api/admin/inquiries/${kana}/take`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('このお問い合わせはすでに対応中です');
  });

  it('refuses a blank answer or one over 5000 characters with a 400 naming the field, changing nothing', async () => {
    for (const payload of [{ responseContent: '   \n ' }, { responseContent: 'あ'.repeat(5001) }, {}]) {
      const res = await post(`/api/admin/inquiries/${kana}/respond`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('responseContent');
    }
    expect((await post(`/api/admin/inquiries/${kana}/respond`, { responseContent: ' ' })).json().message).toBe('回答内容を入力してください');
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, kana));
    expect(row).toMatchObject({ status: 'in_progress', responseContent: null });
  });

  it('answers (解決済み): keeps the answer, its time and the admin, e-mails the sender quoting the subject, and audits it', async () => {
    const res = await post(`/api/admin/inquiries/${kana}/respond`, { responseContent: '  敷地内に2台分の駐車場がございます。\n事前のご連絡は不要です。  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'resolved',
      adminResponse: '敷地内に2台分の駐車場がございます。\n事前のご連絡は不要です。',
      respondedAt: expect.any(String),
      assignedAdminName: 'テスト管理者',
      canTake: false,
      canRespond: false,
      canClose: true,
    });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'inquiry_answer'));
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe('taro.yamada@example.jp');
    expect(mails[0].subject).toBe('【古民家ステイ】お問い合わせへの回答（駐車場はありますか）');
    expect(mails[0].textContent).toContain('ヤマダ タロウ 様');
    expect(mails[0].textContent).toContain('敷地内に2台分の駐車場がございます。\n事前のご連絡は不要です。');
    expect(mails[0].textContent).toContain('件名: 駐車場はありますか\n> 内容');
    const [trail] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, kana), eq(auditLogs.action, 'respond_inquiry')));
    expect(trail).toMatchObject({
      adminId,
      oldValues: { status: 'in_progress', responseContent: null, respondedAt: null },
      newValues: { status: 'resolved', responseContent: '敷地内に2台分の駐車場がございます。\n事前のご連絡は不要です。', assignedAdminId: adminId },
    });
    const again = await post(`/api/admin/inquiries/${kana}/respond`, { responseContent: 'もう一度' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('このお問い合わせはすでに回答済みです');
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'inquiry_answer'))).toHaveLength(1);
  });

  it('answers a new inquiry directly, linking the e-mail to the signed-in sender; the badge and counters follow', async () => {
    const res = await post(`/api/admin/inquiries/${booking}/respond`, { responseContent: '変更を承りました。' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('resolved');
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'hanako@example.jp'));
    expect(mail).toMatchObject({ kind: 'inquiry_answer', userId: guestUserId });
    expect(mail.textContent).toContain('> 来月の予約を\n> 一日後ろにずらせますか。');
    expect((await stats()).openInquiries).toBe(2);
    expect((await list()).counts).toEqual({ total: 4, open: 2, inProgress: 0, resolved: 2, closed: 0 });
    expect(await ids('?status=resolved&sort=oldest')).toEqual([booking, kana]);
  });

  it('closes an inquiry (クローズ), audited; a closed one cannot be answered, taken or closed again', async () => {
    const res = await post(`/api/admin/inquiries/${payment}/close`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed', canTake: false, canRespond: false, canClose: false });
    const [trail] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, payment), eq(auditLogs.action, 'close_inquiry')));
    expect(trail).toMatchObject({ oldValues: { status: 'open' }, newValues: { status: 'closed' } });
    const answer = await post(`/api/admin/inquiries/${payment}/respond`, { responseContent: '回答' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('クローズされたお問い合わせには回答できません');
    expect((await post(`/api/admin/inquiries/${payment}/take`)).statusCode).toBe(409);
    expect((await post(`/api/admin/inquiries/${payment}/close`)).json().message).toBe('このお問い合わせはすでにクローズされています');
    // A resolved inquiry may still be closed.
    expect((await post(`/api/admin/inquiries/${kana}/close`)).json().status).toBe('closed');
    expect((await list()).counts).toEqual({ total: 4, open: 1, inProgress: 0, resolved: 1, closed: 2 });
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ichiro@example.jp'))).toHaveLength(0);
  });

  it('answers 404 for an unknown inquiry', async () => {
    const res = await post('/api/admin/inquiries/00000000-0000-4000-8000-000000000000/close');
    expect(res.statusCode).toBe(404);
  });
});

describe('who may call the inquiries API', () => {
  it('refuses no token (401), a guest or host session (403), an expired or disabled admin (401), and changes nothing', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/inquiries' },
      { method: 'GET' as const, url: `/api/admin/inquiries/${technical}` },
      { method: 'POST' as const, url: `/api/admin/inquiries/${technical}/take` },
      { method: 'POST' as const, url: `/api/admin/inquiries/${technical}/respond`, payload: { responseContent: '回答' } },
      { method: 'POST' as const, url: `/api/admin/inquiries/${technical}/close` },
    ];
    await expectAdminOnly(t, calls);
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, technical));
    expect(row).toMatchObject({ status: 'open', responseContent: null, assignedAdminId: null });
  });
});
