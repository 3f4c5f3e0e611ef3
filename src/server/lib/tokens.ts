import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit secret for a cookie or a bearer token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table does not leak usable tokens. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
