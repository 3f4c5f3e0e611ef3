import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newToken, tokenDigest } from '../../lib/tokens';
import { type DeviceAccount, recordSignInDevice } from './repository';

/** The cookie that names a browser to the accounts signed in from it (a random secret; only its digest is kept). */
export const DEVICE_COOKIE = 'kominka_device';
/** How long a browser is remembered without a sign-in: the cookie's life, and the stored row's (browsers cap cookies at 400 days). */
export const DEVICE_MEMORY_DAYS = 400;

export interface SignedInAccount extends DeviceAccount {
  email: string;
  fullName: string;
  /** Where the owner changes the password and sets up two-step sign-in. */
  securityPath: string;
}

/** A guest or host who signed in; their settings are the profile, or the host profile. */
export function signedInUser(user: { id: string; email: string; fullName: string; role: string }): SignedInAccount {
  return { kind: 'user', id: user.id, email: user.email, fullName: user.fullName, securityPath: user.role === 'host' ? '/host/profile' : '/profile' };
}

/** An admin who signed in; their settings are the back office's 2段階認証. */
export function signedInAdmin(admin: { id: string; email: string; fullName: string }): SignedInAccount {
  return { kind: 'admin', id: admin.id, email: admin.email, fullName: admin.fullName, securityPath: '/admin/two-step' };
}

/**
 * Called at every completed sign-in (a session made): remembers the browser, giving it its cookie if it
 * has none, and e-mails the owner when the account signs in from a browser it had not used while it had
 * used another (docs/product/accounts.md, "New device"). The e-mail is not awaited.
 */
export async function noteSignInDevice(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, account: SignedInAccount) {
  let secret = request.cookies[DEVICE_COOKIE];
  if (!secret || secret.length > 200) {
    secret = newToken();
    reply.setCookie(DEVICE_COOKIE, secret, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.cookieSecure,
      maxAge: DEVICE_MEMORY_DAYS * 24 * 60 * 60,
    });
  }
  const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
  const now = new Date();
  const { isNew, knewOthers } = await recordSignInDevice(app.db, account, tokenDigest(`device:${secret}`), userAgent, now);
  if (!isNew || !knewOthers) return;
  void app.mail.sendNewDeviceSignIn(
    { email: account.email, fullName: account.fullName, userId: account.kind === 'user' ? account.id : null },
    { at: now, userAgent, ipAddress: request.ip ?? null, securityPath: account.securityPath },
  );
}
