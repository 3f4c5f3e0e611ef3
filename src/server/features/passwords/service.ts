import type { UserRole } from '@/contract/enums';
import { CURRENT_PASSWORD_WRONG, RESET_LINK_INVALID_MESSAGE, RESET_LINK_LIFETIME_MINUTES } from '@/contract/passwords';
import type { Database } from '@/db/client';
import {
  RESET_MAILS_PER_ACCOUNT,
  RESET_PER_ACCOUNT_LIMIT,
  RESET_PER_CLIENT_LIMIT,
  retryAfterSeconds,
  tooManyPasswordChecksMessage,
  tooManyResetRequestsMessage,
} from '@/domain/login-throttle';
import { AppError, badRequest, unauthenticated } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { MailService } from '../../mail/mail-service';
import { notify } from '../../notifications/notify';
import { reserveThrottleAttempt } from '../../throttle/throttle-store';
import { beginLoginAttempt, recordLoginSuccess } from '../auth/login-throttle';
import { deleteOtherUserSessions } from '../sessions/repository';
import { deleteEmailLinksOf, findLiveEmailLink, issueEmailLink, takeEmailLink } from '../../email-links/email-links';
import * as repo from './repository';

type PasswordMail = Pick<MailService, 'sendPasswordReset' | 'sendPasswordChanged'>;

const resetLinkInvalid = () => new AppError('RESET_LINK_INVALID', 400, RESET_LINK_INVALID_MESSAGE, 'token');

/**
 * A forgotten password: counts the request per address and client and per client (429 past either),
 * then, when the address has an account that may sign in and has not had 5 links this hour, stores a
 * new link's digest and e-mails the link. The caller answers the same whatever happened, and does not
 * wait for the e-mail, so the time tells nothing either.
 */
export async function requestPasswordReset(db: Database, mail: PasswordMail, siteUrl: string, email: string, clientIp: string, now = new Date()): Promise<void> {
  const [perAccount, perClient] = await Promise.all([
    reserveThrottleAttempt(db, `reset:account:${email}|${clientIp}`, RESET_PER_ACCOUNT_LIMIT, now),
    reserveThrottleAttempt(db, `reset:client:${clientIp}`, RESET_PER_CLIENT_LIMIT, now),
  ]);
  const refused = [perAccount, perClient].filter((c) => !c.allowed);
  if (refused.length > 0) {
    const wait = Math.max(1, ...refused.map((c) => retryAfterSeconds(c.blockedUntil, now)));
    throw new AppError('TOO_MANY_ATTEMPTS', 429, tooManyResetRequestsMessage(wait), undefined, { 'retry-after': String(wait) });
  }
  const mails = await reserveThrottleAttempt(db, `reset:mails:${email}`, RESET_MAILS_PER_ACCOUNT, now);
  const account = await repo.findAccountByEmail(db, email);
  // A suspended account cannot sign in whatever its password: it gets no link.
  if (!account || account.suspendedAt || !mails.allowed) return;
  const token = await issueEmailLink(db, { userId: account.id, purpose: 'password_reset', lifetimeMinutes: RESET_LINK_LIFETIME_MINUTES }, now);
  // Not awaited: the mail service never throws, and waiting for SMTP would tell a known address by its time.
  void mail.sendPasswordReset(account, `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`, RESET_LINK_LIFETIME_MINUTES);
}

/** Whether a link still works (the reset page asks before it shows its form): 400 RESET_LINK_INVALID otherwise. */
export async function checkResetLink(db: Database, token: string, now = new Date()): Promise<void> {
  if (!(await findLiveEmailLink(db, 'password_reset', token, now))) throw resetLinkInvalid();
}

/**
 * Sets a new password through a link: the link is used up (once, even when two uses race), every
 * link and every session of the account end, and the account's address is told. Answers the
 * account's role, so that the page sends the person to the right login.
 */
export async function resetPassword(db: Database, mail: PasswordMail, token: string, password: string, now = new Date()): Promise<{ role: UserRole }> {
  // Checked before the password is hashed, so that a made-up link costs no hashing.
  if (!(await findLiveEmailLink(db, 'password_reset', token, now))) throw resetLinkInvalid();
  const passwordHash = await hashPassword(password);
  const account = await db.transaction(async (tx) => {
    const userId = (await takeEmailLink(tx, 'password_reset', token, now))?.userId;
    if (!userId) return null;
    const found = await repo.findAccount(tx, userId);
    if (!found) return null;
    await repo.setPasswordHash(tx, userId, passwordHash);
    await deleteEmailLinksOf(tx, userId, ['password_reset']);
    await deleteOtherUserSessions(tx, userId, null);
    await notifyPasswordChanged(tx, found, now);
    return found;
  });
  if (!account) throw resetLinkInvalid();
  await mail.sendPasswordChanged(account, 'reset');
  return { role: account.role };
}

/**
 * Changes the signed-in user's password with the current one. A wrong current password counts as a
 * failed sign-in of the account from this client (5 in 15 minutes, then 429), so a session left open
 * cannot be used to guess it. The route ends the account's other sessions; the address is told, and
 * the 通知 says so.
 */
export async function changePassword(
  db: Database,
  mail: PasswordMail,
  user: { id: string; email: string },
  body: { currentPassword: string; newPassword: string },
  clientIp: string,
  now = new Date(),
): Promise<void> {
  const account = await repo.findAccount(db, user.id);
  if (!account) throw unauthenticated();
  await checkCurrentPassword(db, account, body.currentPassword, clientIp, now);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, account.id, passwordHash);
    // A link asked for before no longer works: the password it would replace is gone.
    await deleteEmailLinksOf(tx, account.id, ['password_reset']);
    await notifyPasswordChanged(tx, account, now);
  });
  await mail.sendPasswordChanged(account, 'changed');
}

/**
 * The current password, asked before a change that needs it (a new password, leaving the service): each
 * try counts against the account's sign-in limits (429 past them), so a session left open cannot be used
 * to guess it; a wrong one is a 400 on `currentPassword`.
 */
export async function checkCurrentPassword(db: Database, account: { email: string; passwordHash: string | null }, password: string, clientIp: string, now = new Date()): Promise<void> {
  const attempt = await beginLoginAttempt(db, 'user', account.email, clientIp, now).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'TOO_MANY_ATTEMPTS') {
      const wait = Number(error.headers?.['retry-after'] ?? 60);
      throw new AppError('TOO_MANY_ATTEMPTS', 429, tooManyPasswordChecksMessage(wait), undefined, error.headers);
    }
    throw error;
  });
  if (!(await verifyPassword(account.passwordHash, password))) throw badRequest(CURRENT_PASSWORD_WRONG, 'currentPassword');
  await recordLoginSuccess(db, attempt);
}

/** The 通知 of a changed password (guests and hosts both have 通知), leading to the profile. */
async function notifyPasswordChanged(db: Database, account: { id: string; role: UserRole }, now: Date) {
  await notify(db, {
    userId: account.id,
    kind: 'password_changed',
    title: 'パスワードが変更されました',
    body: 'お心当たりがない場合は、すぐにパスワードを再設定し、お問い合わせフォームからご連絡ください。',
    link: account.role === 'guest' ? '/profile' : '/host/profile',
    createdAt: now,
  });
}
