import type { HostRegisterBody, SignupBody, User } from '@/contract/auth';
import type { Language } from '@/contract/language';
import type { TwoStepChallenge } from '@/contract/two-step';
import type { Database } from '@/db/client';
import { SECOND_STEP_EXPIRED_MESSAGE } from '@/domain/two-step';
import type { FieldCipher } from '../../lib/field-cipher';
import * as twoStep from '../two-step/service';
import type { ClientOf } from '../two-step/service';
import { completePasskeySecondStep as completePasskeyStep } from '../two-step/passkey-service';
import type { RelyingParty } from '../two-step/webauthn';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { MailService } from '../../mail/mail-service';
import { checkSignIn } from './login-throttle';
import * as repo from './repository';

const INVALID_CREDENTIALS = 'メールアドレスまたはパスワードが正しくありません';
export const ACCOUNT_SUSPENDED = 'このアカウントは利用停止中のためログインできません。お心当たりのない場合はお問い合わせフォームからご連絡ください。';
const EMAIL_TAKEN = 'このメールアドレスは既に登録されています';

function emailTaken() {
  return new AppError('EMAIL_TAKEN', 409, EMAIL_TAKEN, 'email');
}

/** `language`: the page's language (users.language, the language of the guest's e-mails); Japanese when none. */
type SignupInput = Omit<SignupBody, 'role'> & { email: string; language?: Language };

/** Public sign-up: always a guest, whatever role the body names, e-mailed in the language of the page it signed up on. */
export async function signUpGuest(db: Database, input: SignupInput): Promise<User> {
  if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await repo.insertUser(db, {
      email: input.email,
      passwordHash,
      fullName: input.fullName,
      fullNameKana: input.fullNameKana ?? null,
      phone: input.phone,
      role: 'guest',
      language: input.language ?? 'ja',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

type HostInput = Omit<HostRegisterBody, 'role'> & { email: string };

/** Host registration: a host account with an empty host profile to fill in later. */
export async function registerHost(db: Database, input: HostInput): Promise<User> {
  if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        email: input.email,
        passwordHash,
        fullName: input.fullName,
        fullNameKana: input.fullNameKana ?? null,
        phone: input.phone,
        role: 'host',
      });
      await repo.insertHostProfile(tx, {
        userId: user.id,
        displayName: input.fullName,
        fullName: input.fullName,
        fullNameKana: input.fullNameKana ?? null,
        email: input.email,
        phone: input.phone,
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Checks e-mail and password (then, when the account has one, asks for the second step). Unknown e-mail and wrong password give the same answer in the same
 * time; repeated failures from one client are refused with 429 for a while.
 */
export async function logIn(
  db: Database,
  mail: Pick<MailService, 'sendSignInCode'>,
  input: { email: string; password: string; code?: string },
  clientIp: string,
): Promise<User | TwoStepChallenge> {
  const found = await repo.findUserByEmail(db, input.email);
  await checkSignIn(db, mail, 'user', input, clientIp, found && { passwordHash: found.passwordHash, email: found.email, fullName: found.fullName, userId: found.id });
  if (!found) throw new AppError('INVALID_CREDENTIALS', 401, INVALID_CREDENTIALS);
  // Only after the right password, so that a suspension tells nothing to someone guessing.
  if (found.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED', 403, ACCOUNT_SUSPENDED);
  const account = { kind: 'user' as const, id: found.id };
  // The password was right; with a second step set up, no session before it (docs/product/accounts.md).
  if (await twoStep.hasSecondStep(db, account)) return twoStep.beginPendingSignIn(db, account);
  await repo.touchLastLogin(db, found.id, new Date());
  const { passwordHash: _passwordHash, suspendedAt: _suspendedAt, ...user } = found;
  return user;
}

/** The second step of a guest's or host's sign-in; answers the user whose session the route starts. */
export async function completeSecondStep(db: Database, cipher: FieldCipher, input: { pendingToken: string; code: string }, client: ClientOf): Promise<User> {
  return signedInAfterSecondStep(db, await twoStep.completeSecondStep(db, cipher, 'user', input.pendingToken, input.code, client));
}

/** The second step of a guest's or host's sign-in with a passkey; answers the user whose session the route starts. */
export async function completePasskeySecondStep(db: Database, rp: RelyingParty, input: { pendingToken: string; response: { id: string; response: { clientDataJSON: string } } }): Promise<User> {
  return signedInAfterSecondStep(db, await completePasskeyStep(db, rp, 'user', input.pendingToken, input.response));
}

async function signedInAfterSecondStep(db: Database, account: twoStep.TwoStepAccount): Promise<User> {
  const found = await repo.findUserById(db, account.id);
  if (!found || found.suspendedAt) throw new AppError('SECOND_STEP_EXPIRED', 401, SECOND_STEP_EXPIRED_MESSAGE);
  await repo.touchLastLogin(db, found.id, new Date());
  const { suspendedAt: _suspendedAt, ...user } = found;
  return user;
}
