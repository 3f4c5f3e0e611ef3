import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, signInCodes } from '@/db/schema';
import { ACCOUNT_CEILING } from '@/domain/login-throttle';
import { SECRET_KEPT_AS } from '../../mail/create-mail-service';
import { deleteLapsedSignInCodes } from './login-throttle';
import type { MailTransport, OutgoingEmail } from '../../mail/mailer';
import { adminToken, createTestApp, signUpGuest, uniqueEmail, type TestApp } from '../../testing/test-app';

/**
 * The account's sign-in ceiling across client addresses (docs/product/accounts.md): guesses from many
 * addresses at one account are checked only up to the ceiling; after it the password counts only with
 * a one-time code e-mailed to the account, so the guessing learns nothing and the owner, told by that
 * e-mail, still signs in.
 */
/** The e-mails as they left the app: the code is read there, never from the kept copy, which does not hold it. */
const sent: OutgoingEmail[] = [];
const transport: MailTransport = {
  kind: 'smtp',
  async send(message) {
    sent.push(message);
  },
  async close() {},
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { mailTransport: transport });
});
afterAll(async () => t?.close());

const login = (url: string, payload: Record<string, unknown>, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const addressOf = (i: number) => `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const keptCodeMails = (to: string) => t.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'sign_in_code'), eq(emailOutbox.toAddress, to)));
/** The code e-mails sent to `to`, once they have gone, with their text as `textContent`. */
async function codeMails(to: string) {
  const kept = await keptCodeMails(to);
  await expect.poll(() => sent.filter((m) => m.to === to && m.subject === '【古民家ステイ】ログインの確認コード').length).toBe(kept.length);
  return sent.filter((m) => m.to === to && m.subject === '【古民家ステイ】ログインの確認コード').map((m) => ({ textContent: m.text }));
}
const codeIn = (text: string) => /確認コード: (\d{6})/.exec(text)?.[1];

describe('100 guesses from 100 addresses at one account', () => {
  it('checks no more than the ceiling, then asks for the e-mailed code without looking at the password', async () => {
    const { user } = await signUpGuest(t.app);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login('/api/auth/login', { email: user.email, password: `guess-${i}` }, addressOf(i))));
    const checked = answers.filter((r) => r.json().code === 'INVALID_CREDENTIALS').length;
    const codeRequired = answers.filter((r) => r.json().code === 'SIGN_IN_CODE_REQUIRED').length;
    console.log(`100 parallel guesses from 100 addresses at one guest account: ${checked} checked, ${codeRequired} asked for the e-mailed code`);
    expect(checked).toBe(ACCOUNT_CEILING.maxAttempts);
    expect(codeRequired).toBe(100 - ACCOUNT_CEILING.maxAttempts);
    expect(answers.find((r) => r.json().code === 'SIGN_IN_CODE_REQUIRED')?.json()).toMatchObject({ field: 'code', message: expect.stringContaining('確認コード') });
    // The owner is told once, with a code: not one e-mail per guess.
    const mails = await codeMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].textContent).toContain('ログインの失敗が続いています');
    // The copy kept in the outbox does not hold the code.
    const [kept] = await keptCodeMails(user.email);
    expect(kept.textContent).toContain(`確認コード: ${SECRET_KEPT_AS}`);
    expect(kept.textContent).not.toMatch(/確認コード: \d{6}/);

    // Even the right password is not enough now, and a wrong code is refused before it is looked at.
    const right = await login('/api/auth/login', { email: user.email, password: 'password123' }, '192.0.2.10');
    expect(right.statusCode).toBe(401);
    expect(right.json().code).toBe('SIGN_IN_CODE_REQUIRED');
    const code = codeIn(mails[0].textContent) as string;
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await login('/api/auth/login', { email: user.email, password: 'password123', code: wrongCode }, '192.0.2.10');
    expect(wrong.json()).toMatchObject({ code: 'SIGN_IN_CODE_WRONG', field: 'code' });

    // The owner, who reads the e-mail, signs in with the code and the password.
    const owner = await login('/api/auth/login', { email: user.email, password: 'password123', code }, '192.0.2.10');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().user.email).toBe(user.email);
    // A code is used once.
    const again = await login('/api/auth/login', { email: user.email, password: 'password123', code }, '192.0.2.10');
    expect(again.json().code).toBe('SIGN_IN_CODE_WRONG');
  });

  it('ends a code after 5 wrong tries, so the code cannot be guessed either', async () => {
    const { user } = await signUpGuest(t.app);
    for (let i = 0; i <= ACCOUNT_CEILING.maxAttempts; i++) await login('/api/auth/login', { email: user.email, password: `guess-${i}` }, addressOf(200 + i));
    const [mail] = await codeMails(user.email);
    const code = codeIn(mail.textContent) as string;
    for (let i = 0; i < 5; i++) {
      const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      expect((await login('/api/auth/login', { email: user.email, password: 'password123', code: wrong }, addressOf(300 + i))).json().code).toBe('SIGN_IN_CODE_WRONG');
    }
    expect((await login('/api/auth/login', { email: user.email, password: 'password123', code }, '192.0.2.20')).json().code).toBe('SIGN_IN_CODE_WRONG');
  });

  it('leaves a code to the hourly cleanup once its 10 minutes are over', async () => {
    const { user } = await signUpGuest(t.app);
    for (let i = 0; i <= ACCOUNT_CEILING.maxAttempts; i++) await login('/api/auth/login', { email: user.email, password: `guess-${i}` }, addressOf(600 + i));
    const codes = () => t.db.select({ expiresAt: signInCodes.expiresAt }).from(signInCodes).where(like(signInCodes.key, `%${user.email}%`));
    const [code] = await codes();
    expect(code).toBeDefined();
    await deleteLapsedSignInCodes(t.db, new Date(code.expiresAt.getTime() - 1000));
    expect(await codes()).toHaveLength(1);
    await deleteLapsedSignInCodes(t.db, new Date(code.expiresAt.getTime() + 1000));
    expect(await codes()).toHaveLength(0);
  });

  it('answers an unknown account the same way and e-mails nobody', async () => {
    const email = uniqueEmail('nobody');
    const answers = [];
    for (let i = 0; i <= ACCOUNT_CEILING.maxAttempts; i++) answers.push(await login('/api/auth/login', { email, password: `guess-${i}` }, addressOf(400 + i)));
    expect(answers.at(-1)?.json().code).toBe('SIGN_IN_CODE_REQUIRED');
    expect(await codeMails(email)).toHaveLength(0);
  });

  it('holds for an admin account too', async () => {
    const email = uniqueEmail('ceiling-admin');
    await adminToken(t, email, 'admin-pass-123');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login('/api/admin/login', { email, password: `guess-${i}` }, addressOf(500 + i))));
    expect(answers.filter((r) => r.json().code === 'INVALID_CREDENTIALS')).toHaveLength(ACCOUNT_CEILING.maxAttempts);
    const [mail] = await codeMails(email);
    const token = await login('/api/admin/login', { email, password: 'admin-pass-123', code: codeIn(mail.textContent) }, '192.0.2.30');
    expect(token.statusCode, token.body).toBe(200);
  });
});
