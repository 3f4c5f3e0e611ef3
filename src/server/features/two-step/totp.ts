import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_ISSUER } from '@/domain/two-step';

/** RFC 6238 with the parameters every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
function totpOf(secretBase32: string, label = '') {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

/** A new 160-bit secret (RFC 4226's recommended length), in Base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The secret as an authenticator app scans it: its otpauth:// URL and that URL as a QR code (SVG). */
export async function totpEnrolmentOf(secretBase32: string, accountLabel: string) {
  const otpauthUrl = totpOf(secretBase32, accountLabel).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret: secretBase32, otpauthUrl, qrSvg };
}

const PERIOD_MS = 30_000;

/** The 30-second step (Unix time / 30) a right code belongs to (now's or either side), or null for a wrong code. */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secretBase32).validate({ token: code.trim(), window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / PERIOD_MS) + delta;
}

/** The code of a moment (test helpers and the demo's documentation generate with it). */
export function totpCodeAt(secretBase32: string, now = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: now });
}
