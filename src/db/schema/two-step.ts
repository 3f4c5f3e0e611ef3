import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { adminAccounts } from './admin';
import { users } from './users';

/**
 * Two-step sign-in (docs/decisions/0037-two-step-sign-in.md). Each row belongs to exactly one account:
 * a guest or host (`userId`) or an admin (`adminId`); closing an account removes its rows.
 */
const owner = () => ({
  userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  adminId: uuid().references(() => adminAccounts.id, { onDelete: 'cascade' }),
});
const oneOwner = (name: string, t: { userId: unknown; adminId: unknown }) =>
  check(name, sql`(${t.userId} is null) <> (${t.adminId} is null)`);

/**
 * An authenticator app's secret (TOTP, RFC 6238), encrypted with the field cipher (`v1:…`). Written
 * unconfirmed at the start of an enrolment; it counts only once `confirmedAt` is set by a right code.
 */
export const totpFactors = pgTable(
  'totp_factors',
  {
    id: id(),
    ...owner(),
    secretEncrypted: text().notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** The 30-second step (Unix time / 30) of the last code a sign-in took: a code of it or before is refused (RFC 6238 §5.2). */
    lastUsedStep: bigint({ mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId), uniqueIndex().on(t.adminId), oneOwner('totp_factors_one_owner', t)],
);

/** One-time recovery codes: only their SHA-256 is kept; a used code is deleted. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    ...owner(),
    codeDigest: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.adminId), oneOwner('recovery_codes_one_owner', t)],
);

/**
 * A sign-in whose password was right and whose second step is awaited: `id` is the SHA-256 of the
 * token the client holds for 5 minutes; 5 wrong codes end it. No session exists before the second step.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: text().primaryKey(),
    ...owner(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    tries: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [oneOwner('pending_sign_ins_one_owner', t)],
);

/**
 * A passkey (WebAuthn credential, docs/decisions/0040-passkeys.md): its id and COSE public key as the
 * authenticator gave them (base64url), the signature counter last seen, the transports the browser
 * reported, the name its owner gave it. Nothing here is secret; the private key never leaves the device.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    ...owner(),
    credentialId: text().notNull(),
    publicKey: text().notNull(),
    signCount: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default(sql`'{}'::text[]`),
    name: text().notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.credentialId), index().on(t.userId), index().on(t.adminId), oneOwner('passkeys_one_owner', t)],
);

/**
 * A WebAuthn challenge the server handed out: kept here (not in the browser) for 5 minutes, for one
 * account and one purpose (`register` a passkey, `sign_in` with one), and deleted by the statement that
 * takes it, so each is used once.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text().primaryKey(),
    ...owner(),
    purpose: text({ enum: ['register', 'sign_in'] }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [oneOwner('webauthn_challenges_one_owner', t)],
);
