import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailTemplates } from '@/db/schema';
import { buildEmailTemplates } from '@/db/seed/build-content';
import { insertUser } from '../testing/fixtures';
import { decodeHeader, headersOf, startSmtpServer, textBodyOf } from '../testing/smtp-capture';
import { createTestApp, signUpGuest, registerHost, uniqueEmail, type TestApp } from '../testing/test-app';

async function outboxRowsTo(t: TestApp, address: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
}

/** The welcome mail is sent after the sign-up answers: wait until its row leaves 'queued'. */
async function settledOutboxRow(t: TestApp, address: string) {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await outboxRowsTo(t, address);
    if (row && row.status !== 'queued') return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no settled e-mail to ${address}`);
}

describe('e-mail through SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: '古民家ステイ <no-reply@kominka-stay.jp>' });
    await t.db.insert(emailTemplates).values(buildEmailTemplates());
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the welcome mail of the template to a new guest, in Japanese, and records it as sent', async () => {
    const email = uniqueEmail('welcome');
    await signUpGuest(t.app, { email, fullName: '山田 太郎' });

    const row = await settledOutboxRow(t, email);
    expect(row).toMatchObject({ status: 'sent', kind: 'welcome', subject: '【古民家ステイ】ご登録ありがとうございます', errorMessage: null });
    expect(row.sentAt).not.toBeNull();

    const message = smtp.received.find((m) => m.rcptTo.includes(email));
    expect(message).toBeDefined();
    const headers = headersOf(message!.raw);
    expect(headers.get('to')).toBe(email);
    expect(decodeHeader(headers.get('subject')!)).toBe('【古民家ステイ】ご登録ありがとうございます');
    expect(decodeHeader(headers.get('from')!)).toContain('no-reply@kominka-stay.jp');
    const text = textBodyOf(message!.raw);
    expect(text).toContain('山田 太郎 様');
    expect(text).toContain('古民家を探す: http://localhost:5000/search');
    expect(text).not.toContain('{{');
  });

  it('welcomes a newly registered host too', async () => {
    const email = uniqueEmail('host-welcome');
    await registerHost(t.app, { email, fullName: '佐藤 花子' });
    const row = await settledOutboxRow(t, email);
    expect(row.status).toBe('sent');
    expect(textBodyOf(smtp.received.find((m) => m.rcptTo.includes(email))!.raw)).toContain('佐藤 花子 様');
  });

  it("uses the admin's edited template row", async () => {
    await t.db.update(emailTemplates).set({ subject: '【古民家ステイ】{{guestName}}様、ようこそ' }).where(eq(emailTemplates.templateType, 'welcome'));
    const email = uniqueEmail('edited');
    await signUpGuest(t.app, { email, fullName: '高橋 次郎' });
    await settledOutboxRow(t, email);
    // A sign-up sends the welcome and the address check: either may arrive first.
    const subjects = () => smtp.received.filter((m) => m.rcptTo.includes(email)).map((m) => decodeHeader(headersOf(m.raw).get('subject')!));
    await expect.poll(subjects).toContain('【古民家ステイ】高橋 次郎様、ようこそ');
  });

  it('sends a message once per dedupe key, even when asked twice at once', async () => {
    const user = await insertUser(t.db, { email: uniqueEmail('dedupe'), fullName: '伊藤 三郎' });
    const answers = await Promise.all([t.app.mail.sendWelcome(user), t.app.mail.sendWelcome(user)]);
    const again = await t.app.mail.sendWelcome(user);

    expect(answers.sort()).toEqual([false, true]);
    expect(again).toBe(false);
    expect(await outboxRowsTo(t, user.email)).toHaveLength(1);
    expect(smtp.received.filter((m) => m.rcptTo.includes(user.email))).toHaveLength(1);
  });

  it('keeps a refused message as failed with the error, and the sign-up still succeeds', async () => {
    const email = uniqueEmail('reject');
    const { user } = await signUpGuest(t.app, { email });
    expect(user.email).toBe(email);

    const row = await settledOutboxRow(t, email);
    expect(row.status).toBe('failed');
    expect(row.errorMessage).toMatch(/550|配送できません/);
    expect(row.sentAt).toBeNull();
  });
});

describe('e-mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('keeps the welcome mail in the outbox as logged, from the built-in template when the database has none', async () => {
    const email = uniqueEmail('logged');
    await signUpGuest(t.app, { email, fullName: '中村 四郎' });
    const row = await settledOutboxRow(t, email);
    expect(row).toMatchObject({ status: 'logged', subject: '【古民家ステイ】ご登録ありがとうございます' });
    expect(row.sentAt).not.toBeNull();
    expect(row.textContent).toContain('中村 四郎 様');
    expect(row.htmlContent).toContain('<p>中村 四郎 様</p>');
  });

  it('escapes the values in the HTML body', async () => {
    const user = await insertUser(t.db, { email: uniqueEmail('html'), fullName: '<script>alert(1)</script>' });
    expect(await t.app.mail.sendWelcome(user)).toBe(true);
    const [row] = await outboxRowsTo(t, user.email);
    expect(row.htmlContent).toContain('&lt;script&gt;alert(1)&lt;/script&gt; 様');
    expect(row.htmlContent).not.toContain('<script>');
  });
});
