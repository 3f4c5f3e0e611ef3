import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailOutbox } from '@/db/schema';
import { EMAIL_TEMPLATES } from '@/db/seed/email-templates';
import { loadTemplate } from '../../mail/templates';
import { adminToken, createTestApp, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';

let t: TestApp;
let token: string;
const adminEmail = uniqueEmail('mail-admin');
const bearer = () => ({ authorization: `Bearer ${token}` });
const base = '/api/admin/email-templates';

const welcome = EMAIL_TEMPLATES.find((template) => template.templateType === 'welcome')!;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer() });
const put = (kind: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `${base}/${kind}`, headers: bearer(), payload });
const post = (url: string, payload?: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: bearer(), ...(payload === undefined ? {} : { payload }) });

/** The e-mail to an address once the mail service has sent or logged it. */
/** The latest e-mail to `address` once sent; of `kind` only when named (a sign-up sends the welcome and the address's confirmation). */
async function settledMailTo(address: string, kind?: string) {
  for (let i = 0; i < 400; i += 1) {
    const to = eq(emailOutbox.toAddress, address);
    const [row] = await t.db.select().from(emailOutbox).where(kind ? and(to, eq(emailOutbox.kind, kind)) : to).orderBy(desc(emailOutbox.createdAt));
    if (row && row.status !== 'queued') return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no e-mail to ${address}`);
}

const auditOf = (kind: string) =>
  t.db.select().from(auditLogs).where(and(eq(auditLogs.entityType, 'email_template'), eq(auditLogs.entityId, kind))).orderBy(desc(auditLogs.createdAt));

const edited = {
  subject: '【古民家ステイ】{{guestName}}様、ようこそ古民家の世界へ',
  textContent: '{{guestName}} 様\n\n編集したようこその本文です。\n\n古民家を探す: {{siteUrl}}/search',
  htmlContent: '<div style="color:#4a3426"><p><strong>{{guestName}} 様</strong></p><p><a href="{{siteUrl}}">古民家を探す</a></p></div>',
  isActive: true,
};

beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t, adminEmail);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/email-templates', () => {
  it('lists every kind of e-mail the app sends and the newsletter, with its name, when it goes out and its placeholders', async () => {
    const res = await get(base);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json() as { kind: string; name: string; sentWhen: string; placeholders: string[]; customised: boolean; isActive: boolean; subject: string }[];
    const kinds = items.map((item) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(['welcome', 'booking_confirmation', 'payment_reminder', 'review_request', 'newsletter', 'booking_request', 'cancellation', 'checkin_info', 'identity_rejected', 'message_digest']));
    expect(items.find((item) => item.kind === 'welcome')).toEqual({
      kind: 'welcome',
      name: '会員登録完了',
      sentWhen: 'ゲストの会員登録、またはホスト登録が完了したとき',
      placeholders: ['guestName', 'siteUrl'],
      customised: false,
      isActive: true,
      subject: welcome.subject,
      updatedAt: null,
    });
    expect(items.find((item) => item.kind === 'host_cancelled')!.placeholders).toEqual(expect.arrayContaining(['reason', 'refundAmount', 'bookingUrl']));
  });

  it('answers 401 without a token and 404 for a kind that does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    const res = await get(`${base}/coupon`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('メールの種類が見つかりません');
  });
});

describe('editing a template', () => {
  it('is used by the next real e-mail of that kind, and audited', async () => {
    const res = await put('welcome', edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'welcome', customised: true, isActive: true, subject: edited.subject, textContent: edited.textContent, htmlContent: edited.htmlContent });
    expect(res.json().builtIn.subject).toBe(welcome.subject);

    const email = uniqueEmail('edited-welcome');
    await signUpGuest(t.app, { email, fullName: '高橋 次郎' });
    const mail = await settledMailTo(email, 'welcome');
    expect(mail.subject).toBe('【古民家ステイ】高橋 次郎様、ようこそ古民家の世界へ');
    expect(mail.textContent).toContain('編集したようこその本文です。');
    expect(mail.htmlContent).toContain('<strong>高橋 次郎 様</strong>');

    const [entry] = await auditOf('welcome');
    expect(entry).toMatchObject({ action: 'update', oldValues: { subject: welcome.subject }, newValues: { subject: edited.subject } });
    expect((entry!.newValues as Record<string, unknown>).isActive).toBeUndefined();
  });

  it('of an app text (not seeded) is used too', async () => {
    const res = await put('checkin_info', { ...edited, subject: 'まもなくご宿泊です（{{propertyTitle}}）', textContent: '{{guestName}} 様 {{accessInfo}}', htmlContent: '<p>{{address}}</p>' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await loadTemplate(t.db, 'checkin_info')).subject).toBe('まもなくご宿泊です（{{propertyTitle}}）');
  });

  it('turned off, the built-in text is sent again; the list says 編集済み but off', async () => {
    const res = await put('welcome', { ...edited, isActive: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ customised: true, isActive: false, subject: edited.subject });

    const email = uniqueEmail('off-welcome');
    await signUpGuest(t.app, { email, fullName: '木村 三郎' });
    expect((await settledMailTo(email, 'welcome')).subject).toBe(welcome.subject);

    const listed = ((await get(base)).json() as { kind: string }[]).find((item) => item.kind === 'welcome');
    expect(listed).toMatchObject({ customised: true, isActive: false, subject: welcome.subject });
    const [entry] = await auditOf('welcome');
    expect(entry).toMatchObject({ action: 'deactivate', oldValues: { isActive: true }, newValues: { isActive: false } });
  });

  it('refuses a placeholder the kind does not get, naming it and the field', async () => {
    const res = await put('welcome', { ...edited, textContent: '{{guestName}} 様 {{couponCode}} と {{bookingUrl}}' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'textContent', message: 'このメールでは使えないプレースホルダーがあります: {{couponCode}}、{{bookingUrl}}。一覧にあるものだけ使えます' });
    const broken = await put('welcome', { ...edited, subject: 'ようこそ {{guestName}' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().field).toBe('subject');
  });

  it('refuses HTML that could run a script, and empty or too long fields', async () => {
    const script = await put('welcome', { ...edited, htmlContent: '<p>{{guestName}}</p><script>alert(1)</script><img src="https://example.jp/a.png" onerror="alert(1)">' });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ field: 'htmlContent', message: 'HTML本文に使えない要素があります: <script>、onerror 属性' });
    const empty = await put('welcome', { ...edited, subject: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'subject', message: '件名を入力してください' });
    const long = await put('welcome', { ...edited, subject: 'あ'.repeat(201) });
    expect(long.json()).toMatchObject({ field: 'subject', message: '件名は200文字以内で入力してください' });
    // Nothing of the refused saves was stored.
    expect((await get(`${base}/welcome`)).json().htmlContent).toBe(edited.htmlContent);
  });

  it('reset goes back to the built-in text, audited', async () => {
    const res = await post(`${base}/welcome/reset`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ customised: false, isActive: true, subject: welcome.subject, textContent: welcome.textContent, updatedAt: null });
    const [entry] = await auditOf('welcome');
    expect(entry).toMatchObject({ action: 'reset', oldValues: { subject: edited.subject, isActive: false }, newValues: { subject: welcome.subject, isActive: true } });
  });
});

describe('preview and test send', () => {
  it('fills the draft with a sample booking, HTML values escaped', async () => {
    const res = await post(`${base}/booking_confirmation/preview`, {
      subject: 'ご予約確定（{{propertyTitle}}）',
      text: '{{guestName}} 様\n予約番号: {{bookingId}}\n{{checkinDate}}〜{{checkoutDate}} 合計 {{totalAmount}}',
      html: '<p>{{guestName}} 様</p><p>{{accessInfo}}</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as { subject: string; text: string; html: string };
    expect(preview.subject).toBe('ご予約確定（美山かやぶきの里 茅葺きの宿「結」）');
    // The booking number and the amount as every screen writes them, not a UUID and 円.
    expect(preview.text).toBe('山田 花子 様\n予約番号: 3F6C2A1E\n2026年10月10日(土)〜2026年10月12日(月) 合計 ¥58,300');
    expect(preview.html).toContain('<p>山田 花子 様</p>');
    expect(preview.html).not.toContain('{{');

    const refused = await post(`${base}/booking_confirmation/preview`, { subject: '件名', text: '{{newEmail}}', html: '<p>本文</p>' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('text');
  });

  it("sends the saved template, or the draft, to the signed-in admin's own address through the outbox", async () => {
    const res = await post(`${base}/review_request/test-send`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ to: adminEmail });
    const mail = await settledMailTo(adminEmail);
    expect(mail).toMatchObject({ kind: 'review_request', status: 'logged', subject: '【テスト送信】【古民家ステイ】美山かやぶきの里 茅葺きの宿「結」でのご滞在はいかがでしたか' });
    expect(mail.textContent).toContain('山田 花子 様');

    const draft = await post(`${base}/review_request/test-send`, { draft: { subject: '下書きの件名 {{guestName}}', text: '下書き {{reviewUrl}}', html: '<p>下書き</p>' } });
    expect(draft.statusCode, draft.body).toBe(200);
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, adminEmail));
    expect(rows.map((row) => row.subject)).toContain('【テスト送信】下書きの件名 山田 花子');

    const [entry] = await auditOf('review_request');
    expect(entry).toMatchObject({ action: 'test_send', newValues: { to: adminEmail, draft: true } });
  });
});

describe('the English version of a guest’s e-mail', () => {
  const english = {
    subject: 'Welcome aboard, {{guestName}}',
    textContent: 'Hi {{guestName}},\n\nYour first kominka is waiting: {{siteUrl}}/en/search',
    htmlContent: '<p>Hi <strong>{{guestName}}</strong></p>',
  };

  it('is shown beside the Japanese one: the built-in English until an admin writes one; none for a host’s e-mail', async () => {
    const detail = (await get(`${base}/booking_confirmation`)).json();
    expect(detail.english.subject).toBe('Your booking is confirmed: {{propertyTitle}}');
    expect(detail.builtInEnglish).toEqual(detail.english);
    const host = (await get(`${base}/host_booking_request`)).json();
    expect(host).toMatchObject({ english: null, builtInEnglish: null });
  });

  it('is saved with the Japanese, audited, and sent to a guest who chose English while the Japanese guest gets the Japanese', async () => {
    const res = await put('welcome', { ...edited, english });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ customised: true, english: { subject: english.subject, textContent: english.textContent, htmlContent: english.htmlContent } });
    const [entry] = await auditOf('welcome');
    expect(entry).toMatchObject({ action: 'update', newValues: { subjectEn: english.subject, textContentEn: english.textContent, htmlContentEn: english.htmlContent } });

    const englishEmail = uniqueEmail('english-welcome');
    await signUpGuest(t.app, { email: englishEmail, fullName: 'Emma Wilson' }, { headers: { 'accept-language': 'en' } });
    const englishMail = await settledMailTo(englishEmail, 'welcome');
    expect(englishMail.subject).toBe('Welcome aboard, Emma Wilson');
    expect(englishMail.htmlContent).toBe('<p>Hi <strong>Emma Wilson</strong></p>');
    const japaneseEmail = uniqueEmail('japanese-welcome');
    await signUpGuest(t.app, { email: japaneseEmail, fullName: '高橋 次郎' });
    expect((await settledMailTo(japaneseEmail, 'welcome')).subject).toBe('【古民家ステイ】高橋 次郎様、ようこそ古民家の世界へ');

    // Saving the Japanese alone (the list's switch) keeps the English.
    expect((await put('welcome', edited)).json().english.subject).toBe(english.subject);
    await post(`${base}/welcome/reset`);
    expect((await get(`${base}/welcome`)).json().english.subject).toBe('Welcome to Kominka Stay');
  });

  it('is checked like the Japanese, naming the English field; a host’s e-mail takes none', async () => {
    const unknown = await put('welcome', { ...edited, english: { ...english, textContent: 'Hi {{guestName}}, use {{couponCode}}' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'english.textContent', message: 'このメールでは使えないプレースホルダーがあります: {{couponCode}}。一覧にあるものだけ使えます' });
    const empty = await put('welcome', { ...edited, english: { ...english, subject: ' ' } });
    expect(empty.json()).toMatchObject({ field: 'english.subject', message: '英語版の件名を入力してください' });
    const host = await put('host_booking_request', {
      subject: '新しい予約リクエスト {{deadline}}',
      textContent: '{{hostName}} 様',
      htmlContent: '<p>{{hostName}} 様</p>',
      isActive: true,
      english: { subject: 'New request', textContent: 'Hi {{hostName}}', htmlContent: '<p>Hi</p>' },
    });
    expect(host.statusCode).toBe(400);
    expect(host.json()).toMatchObject({ field: 'english', message: 'このメールは日本語のみで送信されるため、英語版は保存できません' });
  });

  it('is previewed with the sample stay in English', async () => {
    const res = await post(`${base}/booking_confirmation/preview`, { subject: 'Confirmed: {{propertyTitle}}', text: 'Hi {{guestName}}, {{checkinDate}} – {{checkoutDate}}, {{totalAmount}}: {{bookingUrl}}', html: '<p>{{guestName}}</p>', language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().text).toMatch(/^Hi Emma Wilson, Sat, 10 Oct 2026 – Mon, 12 Oct 2026, ¥58,300: http.+\/en\/booking\/3f6c2a1e-/);
  });
});
