import { randomInt } from 'node:crypto';
import type { RecoveryCodes, TotpEnrolment, TwoStepChallenge, TwoStepStatus } from '@/contract/two-step';
import type { Passkey } from '@/contract/passkeys';
import type { Database } from '@/db/client';
import {
  formatRecoveryCode,
  isTotpCode,
  normalizeRecoveryCode,
  PENDING_SIGN_IN,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  SECOND_STEP_EXPIRED_MESSAGE,
  SECOND_STEP_USED_MESSAGE,
  SECOND_STEP_WRONG_MESSAGE,
} from '@/domain/two-step';
import { type AuditContext, audit } from '../../audit/audit';
import { AppError } from '../../lib/app-error';
import type { FieldCipher } from '../../lib/field-cipher';
import { verifyPassword } from '../../lib/password';
import { newToken, tokenDigest } from '../../lib/tokens';
import * as passkeyRepo from './passkey-repository';
import * as repo from './repository';
import { newTotpSecret, totpEnrolmentOf, totpStepOf } from './totp';

export type { TwoStepAccount } from './repository';
type TwoStepAccount = repo.TwoStepAccount;

/** Where an admin's change was made from (an admin's own changes are audited; a guest's or host's are not). */
export type ClientOf = Omit<AuditContext, 'adminId'>;

const recoveryDigest = (account: TwoStepAccount, bare: string) => tokenDigest(`recovery:${account.kind}:${account.id}:${bare}`);

export async function auditAdmin(
  db: Database,
  account: TwoStepAccount,
  client: ClientOf,
  action: 'enable_two_step' | 'disable_two_step' | 'regenerate_recovery_codes' | 'use_recovery_code' | 'add_passkey' | 'remove_passkey',
  newValues?: Record<string, unknown>,
) {
  if (account.kind !== 'admin') return;
  await audit(db, { adminId: account.id, ...client }, { entityType: 'admin_account', entityId: account.id, action, newValues: newValues ?? null });
}

/** A second step is set up: a confirmed authenticator app, or a passkey. */
export async function hasSecondStep(db: Database, account: TwoStepAccount): Promise<boolean> {
  const [totp, passkey] = await Promise.all([repo.hasConfirmedTotp(db, account), passkeyRepo.hasPasskey(db, account)]);
  return totp || passkey;
}

/** A passkey as its owner sees it (nothing of its key). */
export function passkeyOf(row: passkeyRepo.PasskeyRow): Passkey {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

export async function twoStepStatus(db: Database, account: TwoStepAccount): Promise<TwoStepStatus> {
  const [totpEnabled, passkeys, recoveryCodesLeft] = await Promise.all([
    repo.hasConfirmedTotp(db, account),
    passkeyRepo.listPasskeys(db, account),
    repo.countRecoveryCodes(db, account),
  ]);
  return { totpEnabled, passkeys: passkeys.map(passkeyOf), recoveryCodesLeft, required: account.kind === 'admin' };
}

function alreadyEnabled() {
  return new AppError('CONFLICT', 409, '2段階認証は設定済みです。設定し直すには、いったん解除してください。');
}

/** Starts an enrolment: a new secret, kept encrypted and unconfirmed until a right code comes back. */
export async function startTotpEnrolment(db: Database, cipher: FieldCipher, account: TwoStepAccount, accountLabel: string): Promise<TotpEnrolment> {
  if (await repo.hasConfirmedTotp(db, account)) throw alreadyEnabled();
  const secret = newTotpSecret();
  await repo.putUnconfirmedTotp(db, account, cipher.encrypt(secret));
  return totpEnrolmentOf(secret, accountLabel);
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join(''),
  );
}

export async function writeRecoveryCodes(db: Database, account: TwoStepAccount): Promise<RecoveryCodes> {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(db, account, codes.map((code) => recoveryDigest(account, code)));
  return { recoveryCodes: codes.map(formatRecoveryCode) };
}

/** Confirms the enrolment with the app's code; answers the 10 recovery codes, shown this once. */
export async function confirmTotpEnrolment(db: Database, cipher: FieldCipher, account: TwoStepAccount, code: string, client: ClientOf): Promise<RecoveryCodes> {
  const factor = await repo.findTotpFactor(db, account);
  if (factor?.confirmedAt) throw alreadyEnabled();
  if (!factor) throw new AppError('CONFLICT', 409, '設定の有効期限が切れました。もう一度はじめから設定してください。');
  const step = totpStepOf(cipher.decrypt(factor.secretEncrypted), code);
  if (step === null) {
    throw new AppError('VALIDATION_ERROR', 400, '認証コードが正しくありません。認証アプリに表示されている最新の6桁を入力してください。', 'code');
  }
  return db.transaction(async (tx) => {
    // The confirming code counts as taken: no sign-in accepts it again (RFC 6238 §5.2).
    if (!(await repo.confirmTotp(tx, factor.id, new Date(), step))) throw alreadyEnabled();
    const codes = await writeRecoveryCodes(tx, account);
    await auditAdmin(tx, account, client, 'enable_two_step', { method: 'totp' });
    return codes;
  });
}

export async function requirePassword(db: Database, account: TwoStepAccount, password: string) {
  if (!(await verifyPassword(await repo.passwordHashOf(db, account), password))) {
    throw new AppError('VALIDATION_ERROR', 400, '現在のパスワードが正しくありません', 'password');
  }
}

/**
 * Turns the second step off, with the account's password (the authenticator app is changed by turning
 * it off and on again). An admin's back office then answers 403 until it is set up again.
 */
export async function disableTwoStep(db: Database, account: TwoStepAccount, password: string, client: ClientOf) {
  await requirePassword(db, account, password);
  await db.transaction(async (tx) => {
    await repo.deleteTwoStep(tx, account);
    await auditAdmin(tx, account, client, 'disable_two_step');
  });
}

/**
 * Removes an admin's second step from the server's command line (`npm run admin:create -- … --reset-two-step`):
 * for the admin who lost their app, their passkeys and their recovery codes. The back office then asks them
 * to set a second step up at their next sign-in. Audited as their own 解除, from the command line.
 */
export async function resetAdminTwoStepFromCommandLine(db: Database, adminId: string) {
  const account: TwoStepAccount = { kind: 'admin', id: adminId };
  await db.transaction(async (tx) => {
    await repo.deleteTwoStep(tx, account);
    await auditAdmin(tx, account, { ipAddress: null, userAgent: 'npm run admin:create -- --reset-two-step' }, 'disable_two_step', { by: 'command line' });
  });
}

/** New recovery codes (the old ones stop working), with the account's password. */
export async function regenerateRecoveryCodes(db: Database, account: TwoStepAccount, password: string, client: ClientOf): Promise<RecoveryCodes> {
  await requirePassword(db, account, password);
  if (!(await hasSecondStep(db, account))) throw new AppError('CONFLICT', 409, '2段階認証が設定されていません');
  return db.transaction(async (tx) => {
    const codes = await writeRecoveryCodes(tx, account);
    await auditAdmin(tx, account, client, 'regenerate_recovery_codes');
    return codes;
  });
}

/** After the right password of an account with a second step: a token for 5 minutes, no session. */
export async function beginPendingSignIn(db: Database, account: TwoStepAccount, now = new Date()): Promise<TwoStepChallenge> {
  const pendingToken = newToken();
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN.lifetimeMs);
  await repo.insertPendingSignIn(db, tokenDigest(pendingToken), account, expiresAt);
  return { twoStepRequired: true, pendingToken, expiresAt: expiresAt.toISOString(), passkey: await passkeyRepo.hasPasskey(db, account) };
}

/**
 * The second step: the app's code or a recovery code (used up). Each try counts; 5 wrong ones or 5
 * minutes end the pending sign-in (401 SECOND_STEP_EXPIRED: sign in again with the password, which is
 * throttled). Answers the account, whose session the caller starts.
 */
export async function completeSecondStep(
  db: Database,
  cipher: FieldCipher,
  kind: TwoStepAccount['kind'],
  pendingToken: string,
  code: string,
  client: ClientOf,
  now = new Date(),
): Promise<TwoStepAccount> {
  const digest = tokenDigest(pendingToken);
  const account = await repo.countPendingTry(db, digest, now);
  if (!account || account.kind !== kind) throw new AppError('SECOND_STEP_EXPIRED', 401, SECOND_STEP_EXPIRED_MESSAGE);
  const verdict = await secondStepVerdict(db, cipher, account, code, client, now);
  if (verdict === 'right') {
    await repo.deletePendingSignIn(db, digest);
    return account;
  }
  // A code already taken counts as a wrong try; its message says to wait for the app's next code.
  throw new AppError('SECOND_STEP_WRONG', 401, verdict === 'used' ? SECOND_STEP_USED_MESSAGE : SECOND_STEP_WRONG_MESSAGE, 'code');
}

async function secondStepVerdict(db: Database, cipher: FieldCipher, account: TwoStepAccount, code: string, client: ClientOf, now: Date): Promise<'right' | 'wrong' | 'used'> {
  if (isTotpCode(code)) {
    const factor = await repo.findTotpFactor(db, account);
    if (!factor?.confirmedAt) return 'wrong';
    const step = totpStepOf(cipher.decrypt(factor.secretEncrypted), code, now.getTime());
    if (step === null) return 'wrong';
    // A right code already taken by a sign-in or the set-up (or older than one taken) is refused.
    return (await repo.claimTotpStep(db, factor.id, step)) ? 'right' : 'used';
  }
  const bare = normalizeRecoveryCode(code);
  if (!bare) return 'wrong';
  return db.transaction(async (tx) => {
    if (!(await repo.takeRecoveryCode(tx, account, recoveryDigest(account, bare)))) return 'wrong';
    await auditAdmin(tx, account, client, 'use_recovery_code', { recoveryCodesLeft: await repo.countRecoveryCodes(tx, account) });
    return 'right';
  });
}
