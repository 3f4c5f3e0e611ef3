import type { VerifyEmailAnswer } from '@/contract/email-verification';
import { NOTHING_TO_VERIFY_MESSAGE, VERIFY_LINK_INVALID_MESSAGE, VERIFY_LINK_LIFETIME_HOURS } from '@/contract/email-verification-texts';
import type { Database } from '@/db/client';
import { retryAfterSeconds, tooManyVerifyResendsMessage, VERIFY_RESEND_PER_ACCOUNT_LIMIT, VERIFY_RESEND_PER_CLIENT_LIMIT } from '@/domain/login-throttle';
import { deleteEmailLinksOf, issueEmailLink, takeEmailLink } from '../../email-links/email-links';
import { AppError, unauthenticated } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { MailService } from '../../mail/mail-service';
import { reserveThrottleAttempt } from '../../throttle/throttle-store';
import * as repo from './repository';

type VerificationMail = Pick<MailService, 'sendEmailVerification' | 'sendEmailChanged'>;

const LIFETIME_MINUTES = VERIFY_LINK_LIFETIME_HOURS * 60;
const linkInvalid = () => new AppError('VERIFY_LINK_INVALID', 400, VERIFY_LINK_INVALID_MESSAGE, 'token');
const emailTaken = () => new AppError('EMAIL_TAKEN', 409, 'このメールアドレスは既に登録されています', 'email');
const verifyUrl = (siteUrl: string, token: string) => `${siteUrl}/verify-email?token=${encodeURIComponent(token)}`;

/**
 * E-mails a new account's address its confirmation link (24 hours, once). The e-mail is not waited for:
 * the mail service never throws, and a slow SMTP must not slow the sign-up.
 */
export async function sendSignupVerification(db: Database, mail: VerificationMail, siteUrl: string, user: { id: string; email: string; fullName: string }, now = new Date()): Promise<void> {
  const token = await issueEmailLink(db, { userId: user.id, purpose: 'email_verification', email: user.email, lifetimeMinutes: LIFETIME_MINUTES }, now);
  void mail.sendEmailVerification(user, user.email, verifyUrl(siteUrl, token), VERIFY_LINK_LIFETIME_HOURS, 'signup');
}

/**
 * A new sign-in address asked for in the profile: the old one stays in force, the new one waits
 * (`pending_email`) with its link, which replaces any earlier pending address's link.
 */
export async function requestEmailChange(db: Database, mail: VerificationMail, siteUrl: string, user: { id: string; fullName: string }, newEmail: string, now = new Date()): Promise<void> {
  const token = await db.transaction(async (tx) => {
    await deleteEmailLinksOf(tx, user.id, ['email_change']);
    await repo.setPendingEmail(tx, user.id, newEmail);
    return issueEmailLink(tx, { userId: user.id, purpose: 'email_change', email: newEmail, lifetimeMinutes: LIFETIME_MINUTES }, now);
  });
  void mail.sendEmailVerification(user, newEmail, verifyUrl(siteUrl, token), VERIFY_LINK_LIFETIME_HOURS, 'change');
}

/**
 * Follows a confirmation link, once (even when two uses race): a new account's link marks its address
 * verified; a new address's link puts it in force (verified, the old address told). 400
 * VERIFY_LINK_INVALID when the link was used, lapsed, never made, or no longer names the account's
 * address (the address changed since, or the pending one was cancelled). `userId` comes back so the
 * route can end the account's other sessions after a change.
 */
export async function verifyEmail(db: Database, mail: VerificationMail, token: string, now = new Date()): Promise<VerifyEmailAnswer & { userId: string }> {
  const result = await db.transaction(async (tx) => {
    const signup = await takeEmailLink(tx, 'email_verification', token, now);
    if (signup) {
      const account = await repo.findAddressState(tx, signup.userId);
      if (!account || account.email !== signup.email) return null;
      await repo.markVerified(tx, account.id, account.email, now);
      await deleteEmailLinksOf(tx, account.id, ['email_verification']);
      return { outcome: 'verified' as const, email: account.email, userId: account.id, oldEmail: null, fullName: account.fullName };
    }
    const change = await takeEmailLink(tx, 'email_change', token, now);
    if (!change?.email) return null;
    const account = await repo.findAddressState(tx, change.userId);
    if (!account || account.pendingEmail !== change.email) return null;
    const owner = await repo.findUserIdByEmail(tx, change.email);
    if (owner !== null && owner !== account.id) throw emailTaken();
    await repo.applyEmailChange(tx, account.id, change.email, now);
    // Links sent to the old address (a reset, its own confirmation) no longer speak for the account.
    await deleteEmailLinksOf(tx, account.id, ['email_change', 'email_verification', 'password_reset']);
    return { outcome: 'email_changed' as const, email: change.email, userId: account.id, oldEmail: account.email, fullName: account.fullName };
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  });
  if (!result) throw linkInvalid();
  const { oldEmail, fullName, ...answer } = result;
  // The old address is told, so that a change the owner did not make is noticed.
  if (oldEmail) await mail.sendEmailChanged({ id: result.userId, fullName }, oldEmail, result.email);
  return answer;
}

/**
 * Sends the signed-in person's confirmation link again: to the pending new address when there is one,
 * else to the account's own while it is not verified (409 when there is nothing to confirm). Counted per
 * account and per client (429 past either, docs/product/accounts.md).
 */
export async function resendVerification(db: Database, mail: VerificationMail, siteUrl: string, userId: string, clientIp: string, now = new Date()): Promise<{ sentTo: string }> {
  const account = await repo.findAddressState(db, userId);
  if (!account) throw unauthenticated();
  if (!account.pendingEmail && account.emailVerifiedAt) throw new AppError('CONFLICT', 409, NOTHING_TO_VERIFY_MESSAGE);
  const checks = await Promise.all([
    reserveThrottleAttempt(db, `verify:account:${userId}`, VERIFY_RESEND_PER_ACCOUNT_LIMIT, now),
    reserveThrottleAttempt(db, `verify:client:${clientIp}`, VERIFY_RESEND_PER_CLIENT_LIMIT, now),
  ]);
  const refused = checks.filter((c) => !c.allowed);
  if (refused.length > 0) {
    const wait = Math.max(1, ...refused.map((c) => retryAfterSeconds(c.blockedUntil, now)));
    throw new AppError('TOO_MANY_ATTEMPTS', 429, tooManyVerifyResendsMessage(wait), undefined, { 'retry-after': String(wait) });
  }
  if (account.pendingEmail) {
    await requestEmailChange(db, mail, siteUrl, account, account.pendingEmail, now);
    return { sentTo: account.pendingEmail };
  }
  await sendSignupVerification(db, mail, siteUrl, account, now);
  return { sentTo: account.email };
}

/** The pending new address is dropped with its link; the account keeps its address. */
export async function cancelEmailChange(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteEmailLinksOf(tx, userId, ['email_change']);
    await repo.setPendingEmail(tx, userId, null);
  });
}
