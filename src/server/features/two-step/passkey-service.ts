import type { PasskeyRegistered, WebauthnOptions } from '@/contract/passkeys';
import type { Database } from '@/db/client';
import { PASSKEY_REFUSED_MESSAGE, PASSKEY_REGISTRATION_REFUSED_MESSAGE, SECOND_STEP_EXPIRED_MESSAGE, WEBAUTHN_CHALLENGE_LIFETIME_MS } from '@/domain/two-step';
import { AppError } from '../../lib/app-error';
import { tokenDigest } from '../../lib/tokens';
import * as passkeyRepo from './passkey-repository';
import * as repo from './repository';
import { auditAdmin, hasSecondStep, passkeyOf, requirePassword, writeRecoveryCodes, type ClientOf, type TwoStepAccount } from './service';
import { authenticationOptions, challengeOf, registrationOptions, verifiedAuthentication, verifiedRegistration, type RelyingParty } from './webauthn';

/**
 * Passkeys (docs/decisions/0040-passkeys.md): registered from the two-step settings, used as the second
 * step of a sign-in. Every challenge is made here, kept in `webauthn_challenges` for 5 minutes and
 * taken once, by the statement that deletes it, before the browser's answer is checked.
 */

const challengeExpiry = (now: Date) => new Date(now.getTime() + WEBAUTHN_CHALLENGE_LIFETIME_MS);

/** The start of a registration: WebAuthn's options, the account's own passkeys excluded. */
export async function startPasskeyRegistration(db: Database, rp: RelyingParty, account: TwoStepAccount, accountLabel: string, now = new Date()): Promise<WebauthnOptions> {
  const existing = await passkeyRepo.listPasskeys(db, account);
  const options = await registrationOptions(rp, { handle: `${account.kind}:${account.id}`, name: accountLabel }, existing);
  await passkeyRepo.insertChallenge(db, account, 'register', options.challenge, challengeExpiry(now));
  return options;
}

/**
 * Checks the browser's new credential against the challenge made for this account and keeps it under
 * the name given. When it is the account's first second step, its 10 recovery codes come with it.
 */
export async function finishPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  account: TwoStepAccount,
  input: { name: string; response: unknown },
  client: ClientOf,
  now = new Date(),
): Promise<PasskeyRegistered> {
  const refused = () => new AppError('PASSKEY_REFUSED', 400, PASSKEY_REGISTRATION_REFUSED_MESSAGE);
  const challenge = challengeOf(input.response as { response: { clientDataJSON: string } });
  if (!challenge || !(await passkeyRepo.takeChallenge(db, account, 'register', challenge, now))) throw refused();
  const credential = await verifiedRegistration(rp, input.response, challenge);
  if (!credential) throw refused();
  return db.transaction(async (tx) => {
    const first = !(await hasSecondStep(tx, account));
    const row = await passkeyRepo.insertPasskey(tx, account, { ...credential, name: input.name });
    const codes = first ? await writeRecoveryCodes(tx, account) : null;
    await auditAdmin(tx, account, client, 'add_passkey', { name: input.name });
    if (first) await auditAdmin(tx, account, client, 'enable_two_step', { method: 'passkey' });
    return { passkey: passkeyOf(row), recoveryCodes: codes?.recoveryCodes ?? null };
  });
}

/** Removes one of the account's passkeys, with the account's password; another account's is not found (404). */
export async function removePasskey(db: Database, account: TwoStepAccount, passkeyId: string, password: string, client: ClientOf) {
  await requirePassword(db, account, password);
  await db.transaction(async (tx) => {
    if (!(await passkeyRepo.deletePasskey(tx, account, passkeyId))) throw new AppError('NOT_FOUND', 404, 'パスキーが見つかりません');
    await auditAdmin(tx, account, client, 'remove_passkey');
    // The last second step gone: the recovery codes go with it, as when two-step sign-in is turned off.
    if (!(await hasSecondStep(tx, account))) {
      await repo.deleteTwoStep(tx, account);
      await auditAdmin(tx, account, client, 'disable_two_step');
    }
  });
}

const expired = () => new AppError('SECOND_STEP_EXPIRED', 401, SECOND_STEP_EXPIRED_MESSAGE);

/** WebAuthn's options for the second step of a pending sign-in: the account's passkeys allowed (no try counted). */
export async function passkeySignInOptions(db: Database, rp: RelyingParty, kind: TwoStepAccount['kind'], pendingToken: string, now = new Date()): Promise<WebauthnOptions> {
  const account = await repo.findLivePendingSignIn(db, tokenDigest(pendingToken), now);
  if (!account || account.kind !== kind) throw expired();
  const allowed = await passkeyRepo.listPasskeys(db, account);
  if (allowed.length === 0) throw new AppError('CONFLICT', 409, 'このアカウントにはパスキーが登録されていません。認証アプリのコードまたはリカバリーコードを入力してください。');
  const options = await authenticationOptions(rp, allowed);
  await passkeyRepo.insertChallenge(db, account, 'sign_in', options.challenge, challengeExpiry(now));
  return options;
}

/**
 * The second step with a passkey: the try counts like a code's; the challenge must be one made for this
 * account's sign-in and unused; the signature is checked with the passkey's key and its counter must
 * have grown (when the authenticator counts). Answers the account, whose session the caller starts.
 */
export async function completePasskeySecondStep(
  db: Database,
  rp: RelyingParty,
  kind: TwoStepAccount['kind'],
  pendingToken: string,
  response: { id: string; response: { clientDataJSON: string } },
  now = new Date(),
): Promise<TwoStepAccount> {
  const digest = tokenDigest(pendingToken);
  const account = await repo.countPendingTry(db, digest, now);
  if (!account || account.kind !== kind) throw expired();
  const refused = () => new AppError('SECOND_STEP_WRONG', 401, PASSKEY_REFUSED_MESSAGE);
  const challenge = challengeOf(response);
  if (!challenge || !(await passkeyRepo.takeChallenge(db, account, 'sign_in', challenge, now))) throw refused();
  const passkey = await passkeyRepo.findPasskeyByCredential(db, account, response.id);
  if (!passkey) throw refused();
  const newCount = await verifiedAuthentication(rp, response, challenge, passkey);
  if (newCount === null || !(await passkeyRepo.recordPasskeyUse(db, passkey.id, passkey.signCount, newCount, now))) throw refused();
  await repo.deletePendingSignIn(db, digest);
  return account;
}
