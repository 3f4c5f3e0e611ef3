import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/db/client';
import { users } from '@/db/schema';
import { openTestDatabase } from '@/db/testing/test-database';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import { ensureAdmin } from '../features/admin-auth/service';
import { unusedTotpCode } from './unused-totp-code';

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle['db'];
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of its own (PGlite, or PostgreSQL when TEST_DB=postgres).
 * `env` adds environment variables (STRIPE_*, SMTP_URL, RATE_LIMITS=on …; per-client limits are off unless asked for); `options` replaces parts such as the mail transport,
 * or serves a web build (`webDistDir`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { webDistDir, ...options }: Partial<Pick<BuildAppOptions, 'mailTransport' | 'payments'>> & { webDistDir?: string } = {},
): Promise<TestApp> {
  const handle = await openTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', SEED: 'none', JOBS: 'off', RATE_LIMITS: 'off', DATA_DIR: testDataDir(), ...env }), webDistDir };
  const app = await buildApp({ database: handle, config, ...options });
  await app.ready();
  return {
    app,
    db: handle.db,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** The session cookie a response set, ready to send back as a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'kominka_sid');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `kominka_sid=${cookie.value}`;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  // Digits only after the prefix: letters of a moment in base 36 ("su…") made a test's search by letters find an address by chance.
  return `${prefix}${emailCounter}.${Date.now()}@example.jp`;
}

/**
 * Marks a signed-up account's address verified, as following its confirmation link would: the shared
 * helpers below make verified people unless a test asks for an unverified one (`{ verified: false }`);
 * the link itself is tested in features/email-verification.
 */
async function markVerified(app: FastifyInstance, userId: string) {
  await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Signs up a guest through the API (verified unless `verified: false`) and answers the user and the session
 * cookie; `headers` as the page would send them (`accept-language: en` from an English page).
 */
export async function signUpGuest(app: FastifyInstance, overrides: Record<string, unknown> = {}, { verified = true, headers = {} as Record<string, string> } = {}) {
  const body = { fullName: '山田 太郎', email: uniqueEmail('guest'), password: 'password123', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers });
  if (response.statusCode !== 201) throw new Error(`signup failed ${response.statusCode}: ${response.body}`);
  if (verified) await markVerified(app, response.json().user.id as string);
  return { user: response.json().user as { id: string; email: string; role: string }, cookie: sessionCookie(response), password: body.password as string };
}

/** Registers a host through the API (verified unless `verified: false`) and answers the user and the session cookie. */
export async function registerHost(app: FastifyInstance, overrides: Record<string, unknown> = {}, { verified = true } = {}) {
  const body = { fullName: '佐藤 花子', email: uniqueEmail('host'), phone: '090-1234-5678', password: 'password123', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed ${response.statusCode}: ${response.body}`);
  if (verified) await markVerified(app, response.json().user.id as string);
  return { user: response.json().user as { id: string; email: string; role: string }, cookie: sessionCookie(response) };
}

/**
 * Creates an active admin directly (as `npm run admin:create` does), logs in through the API and, as
 * every admin must before using the back office, sets up the authenticator app's second step.
 */
export async function adminToken(testApp: TestApp, email = uniqueEmail('admin'), password = 'admin-pass-123') {
  return (await adminWithAuthenticator(testApp, email, password)).token;
}

/** `adminToken`, answering also the authenticator's secret and recovery codes (for sign-ins of the test's own). */
export async function adminWithAuthenticator(testApp: TestApp, email = uniqueEmail('admin'), password = 'admin-pass-123') {
  await ensureAdmin(testApp.db, { email, password, fullName: 'テスト管理者' });
  const response = await testApp.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`admin login failed ${response.statusCode}: ${response.body}`);
  const token = response.json().token as string;
  const enrolled = await enrolAuthenticator(testApp.app, '/api/admin/two-step', { authorization: `Bearer ${token}` });
  return { token, email, password, ...enrolled };
}

/** Signs an admin with an authenticator in through both steps (the password, then the app's code); answers the login's body. */
export async function adminSignIn(app: FastifyInstance, email: string, password: string, secret: string) {
  const first = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  if (first.statusCode !== 200 || !first.json().pendingToken) throw new Error(`admin login failed ${first.statusCode}: ${first.body}`);
  const second = await app.inject({ method: 'POST', url: '/api/admin/login/second-step', payload: { pendingToken: first.json().pendingToken, code: await unusedTotpCode(secret) } });
  if (second.statusCode !== 200) throw new Error(`admin second step failed ${second.statusCode}: ${second.body}`);
  return second.json() as { token: string; expiresAt: string; admin: { email: string; isActive: boolean } };
}

/**
 * Sets up the authenticator app of the signed-in account (`/api/admin/two-step` with an admin's token,
 * `/api/user/two-step` with a session cookie) as a user would: the secret shown, a code from it
 * confirmed. Answers the secret (for codes at later sign-ins) and the recovery codes.
 */
export async function enrolAuthenticator(app: FastifyInstance, prefix: string, headers: Record<string, string>) {
  const started = await app.inject({ method: 'POST', url: `${prefix}/totp`, headers });
  if (started.statusCode !== 200) throw new Error(`two-step enrolment failed ${started.statusCode}: ${started.body}`);
  const { secret } = started.json() as { secret: string };
  const confirmed = await app.inject({ method: 'POST', url: `${prefix}/totp/confirm`, headers, payload: { code: await unusedTotpCode(secret) } });
  if (confirmed.statusCode !== 200) throw new Error(`two-step confirmation failed ${confirmed.statusCode}: ${confirmed.body}`);
  return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** A scratch directory for a test app's uploads. */
function testDataDir(): string {
  return path.join(os.tmpdir(), `kominka-test-${randomUUID()}`);
}
