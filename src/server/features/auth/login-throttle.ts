import { randomInt } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { signInCodes } from '@/db/schema';
import {
  ACCOUNT_CEILING,
  PER_ACCOUNT_LIMIT,
  PER_CLIENT_LIMIT,
  retryAfterSeconds,
  SIGN_IN_CODE,
  SIGN_IN_CODE_REQUIRED_MESSAGE,
  SIGN_IN_CODE_WRONG_MESSAGE,
  tooManyAttemptsMessage,
} from '@/domain/login-throttle';
import { AppError } from '../../lib/app-error';
import { decoyHash, verifyPassword } from '../../lib/password';
import { tokenDigest } from '../../lib/tokens';
import type { MailService } from '../../mail/mail-service';
import * as repo from '../../throttle/throttle-store';

type Scope = 'user' | 'admin';

interface Attempt {
  accountKey: string;
  clientKey: string;
  ceilingKey: string;
  /** The account is past its ceiling across addresses: the password counts only with a right code. */
  pastCeiling: boolean;
}

/**
 * Counts this sign-in attempt against this e-mail from this client, against this client as a whole
 * and against the account from every client (its ceiling), before the password is checked
 * (src/domain/login-throttle.ts); refuses it with 429 and Retry-After when the first two are over their limit.
 */
export async function beginLoginAttempt(db: Database, scope: Scope, email: string, clientIp: string, now = new Date()): Promise<Attempt> {
  const keys = { accountKey: `${scope}:account:${email}|${clientIp}`, clientKey: `${scope}:client:${clientIp}`, ceilingKey: `${scope}:ceiling:${email}` };
  const [account, client, ceiling] = await Promise.all([
    repo.reserveThrottleAttempt(db, keys.accountKey, PER_ACCOUNT_LIMIT, now),
    repo.reserveThrottleAttempt(db, keys.clientKey, PER_CLIENT_LIMIT, now),
    repo.reserveThrottleAttempt(db, keys.ceilingKey, ACCOUNT_CEILING, now),
  ]);
  if (!account.allowed || !client.allowed) {
    const wait = Math.max(
      1,
      ...[account, client].filter((c) => !c.allowed).map((c) => retryAfterSeconds(c.blockedUntil, now)),
    );
    throw new AppError('TOO_MANY_ATTEMPTS', 429, tooManyAttemptsMessage(wait), undefined, { 'retry-after': String(wait) });
  }
  return { ...keys, pastCeiling: !ceiling.allowed };
}

/** The right password: the account's count from this client starts again, the client and the ceiling get their attempt back. */
export async function recordLoginSuccess(db: Database, attempt: Attempt) {
  await Promise.all([repo.clearThrottle(db, attempt.accountKey), repo.returnThrottleAttempt(db, attempt.clientKey), repo.returnThrottleAttempt(db, attempt.ceilingKey)]);
}

/** The account a sign-in names, as the check needs it (null: no such account, checked against a decoy all the same). */
export interface SignInAccount {
  /** null: an account without a password (none can sign in with one). */
  passwordHash: string | null;
  email: string;
  fullName: string;
  userId: string | null;
}

/**
 * The one check of a sign-in's credentials, for guests, hosts and admins: the throttle, then — past
 * the account's ceiling — the one-time code (e-mailed when none was sent in the last minute, and
 * checked before the password, which is not looked at without it), then the password. Throws 429,
 * 401 SIGN_IN_CODE_REQUIRED / SIGN_IN_CODE_WRONG or 401 INVALID_CREDENTIALS; the answers are the same
 * whether the account exists or not.
 */
export async function checkSignIn(
  db: Database,
  mail: Pick<MailService, 'sendSignInCode'>,
  scope: Scope,
  input: { email: string; password: string; code?: string },
  clientIp: string,
  account: SignInAccount | null,
  now = new Date(),
): Promise<void> {
  const attempt = await beginLoginAttempt(db, scope, input.email, clientIp, now);
  if (attempt.pastCeiling) {
    const codeKey = `${scope}:${input.email}`;
    if (!input.code) {
      if (account) await sendCodeIfDue(db, mail, codeKey, account, now);
      throw new AppError('SIGN_IN_CODE_REQUIRED', 401, SIGN_IN_CODE_REQUIRED_MESSAGE, 'code');
    }
    if (!(await takeCode(db, codeKey, input.code, now))) throw new AppError('SIGN_IN_CODE_WRONG', 401, SIGN_IN_CODE_WRONG_MESSAGE, 'code');
  }
  const ok = await verifyPassword(account?.passwordHash ?? (await decoyHash()), input.password);
  if (!account || !ok) throw new AppError('INVALID_CREDENTIALS', 401, 'メールアドレスまたはパスワードが正しくありません');
  await recordLoginSuccess(db, attempt);
}

const digestOf = (key: string, code: string) => tokenDigest(`${key}:${code}`);

/** A new code replaces the old one, unless one was sent less than a minute ago (the owner's inbox is not flooded). */
async function sendCodeIfDue(db: Database, mail: Pick<MailService, 'sendSignInCode'>, key: string, account: SignInAccount, now: Date) {
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE.digits)).padStart(SIGN_IN_CODE.digits, '0');
  const resendBefore = new Date(now.getTime() - SIGN_IN_CODE.resendAfterMs);
  const values = { key, codeDigest: digestOf(key, code), expiresAt: new Date(now.getTime() + SIGN_IN_CODE.lifetimeMs), tries: 0, sentAt: now };
  const [written] = await db
    .insert(signInCodes)
    .values(values)
    .onConflictDoUpdate({ target: signInCodes.key, set: values, setWhere: sql`${signInCodes.sentAt} <= ${resendBefore}` })
    .returning({ key: signInCodes.key });
  if (written) await mail.sendSignInCode({ email: account.email, fullName: account.fullName, userId: account.userId }, code, SIGN_IN_CODE.lifetimeMs / 60_000);
}

/** A right, live code is used up; a wrong one counts a try (5 wrong tries end the code). */
async function takeCode(db: Database, key: string, code: string, now: Date): Promise<boolean> {
  const [taken] = await db
    .delete(signInCodes)
    .where(and(eq(signInCodes.key, key), eq(signInCodes.codeDigest, digestOf(key, code)), gt(signInCodes.expiresAt, now), sql`${signInCodes.tries} < ${SIGN_IN_CODE.maxTries}`))
    .returning({ key: signInCodes.key });
  if (taken) return true;
  await db.update(signInCodes).set({ tries: sql`${signInCodes.tries} + 1` }).where(eq(signInCodes.key, key));
  return false;
}

/** Removes the one-time sign-in codes whose 10 minutes are over (the hourly session cleanup). */
export async function deleteLapsedSignInCodes(db: Database, now: Date) {
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, now));
}
