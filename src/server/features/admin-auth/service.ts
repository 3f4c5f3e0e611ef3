import type { Admin, AdminListItem, AdminRegisterBody } from '@/contract/admin-auth';
import type { Database } from '@/db/client';
import { adminAccountStatus } from '@/domain/admin-accounts';
import type { adminAccounts } from '@/db/schema';
import { type AuditContext, audit } from '../../audit/audit';
import { AppError, notFound } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/pg-errors';
import { newToken, tokenDigest } from '../../lib/tokens';
import type { MailService } from '../../mail/mail-service';
import { SECOND_STEP_EXPIRED_MESSAGE } from '@/domain/two-step';
import type { FieldCipher } from '../../lib/field-cipher';
import { checkSignIn } from '../auth/login-throttle';
import { completePasskeySecondStep } from '../two-step/passkey-service';
import { deleteTwoStep } from '../two-step/repository';
import * as twoStep from '../two-step/service';
import type { RelyingParty } from '../two-step/webauthn';
import * as sessions from '../sessions/repository';
import * as repo from './repository';

export function toAdmin(row: typeof adminAccounts.$inferSelect): Admin {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    fullNameKana: row.fullNameKana,
    isActive: row.isActive,
    status: adminAccountStatus(row),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Admin sign-in: the password (throttled), then either the session or the second step's challenge. */
export async function logInAdmin(
  db: Database,
  mail: Pick<MailService, 'sendSignInCode'>,
  input: { email: string; password: string; code?: string },
  client: ClientInfo,
  sessionHours: number,
) {
  const found = await repo.findAdminByEmail(db, input.email);
  await checkSignIn(db, mail, 'admin', input, client.ip, found && { passwordHash: found.passwordHash, email: found.email, fullName: found.fullName, userId: null });
  if (!found) throw new AppError('INVALID_CREDENTIALS', 401, 'メールアドレスまたはパスワードが正しくありません');
  if (!found.isActive) {
    throw new AppError(
      'ACCOUNT_INACTIVE',
      403,
      'このアカウントはまだ有効化されていません。有効な管理者による承認をお待ちください。',
    );
  }
  const account = { kind: 'admin' as const, id: found.id };
  // The password was right; with a second step set up, no session before it (docs/product/accounts.md).
  if (await twoStep.hasSecondStep(db, account)) return twoStep.beginPendingSignIn(db, account);
  return startAdminSession(db, found, client, sessionHours, false);
}

/** The second step of an admin's sign-in (the app's code or a recovery code), then the session. */
export async function completeAdminSecondStep(
  db: Database,
  cipher: FieldCipher,
  input: { pendingToken: string; code: string },
  client: ClientInfo,
  sessionHours: number,
) {
  const account = await twoStep.completeSecondStep(db, cipher, 'admin', input.pendingToken, input.code, { ipAddress: client.ip, userAgent: client.userAgent });
  return adminSessionAfterSecondStep(db, account, client, sessionHours);
}

/** The second step of an admin's sign-in with a passkey, then the session. */
export async function completeAdminPasskeySecondStep(
  db: Database,
  rp: RelyingParty,
  input: { pendingToken: string; response: { id: string; response: { clientDataJSON: string } } },
  client: ClientInfo,
  sessionHours: number,
) {
  return adminSessionAfterSecondStep(db, await completePasskeySecondStep(db, rp, 'admin', input.pendingToken, input.response), client, sessionHours);
}

async function adminSessionAfterSecondStep(db: Database, account: twoStep.TwoStepAccount, client: ClientInfo, sessionHours: number) {
  const found = await repo.findAdminById(db, account.id);
  if (!found?.isActive) throw new AppError('SECOND_STEP_EXPIRED', 401, SECOND_STEP_EXPIRED_MESSAGE);
  return startAdminSession(db, found, client, sessionHours, true);
}

/** A random bearer token, stored only as a digest, valid for `sessionHours`. */
async function startAdminSession(db: Database, found: typeof adminAccounts.$inferSelect, client: ClientInfo, sessionHours: number, twoStepEnabled: boolean) {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + sessionHours * 60 * 60 * 1000);
  await sessions.insertAdminSession(db, {
    adminId: found.id,
    sessionToken: tokenDigest(token),
    expiresAt,
    ipAddress: client.ip,
    userAgent: client.userAgent,
  });
  await repo.touchLastLogin(db, found.id, now);
  return { token, expiresAt: expiresAt.toISOString(), admin: toAdmin({ ...found, lastLoginAt: now }), twoStepSetupRequired: !twoStepEnabled };
}

export async function logOutAdmin(db: Database, token: string) {
  await sessions.deleteAdminSession(db, tokenDigest(token));
}

/** Public admin registration: the account stays inactive until an active admin enables it. */
export async function registerAdmin(db: Database, input: Omit<AdminRegisterBody, 'email'> & { email: string }) {
  if (await repo.findAdminByEmail(db, input.email)) {
    throw new AppError('EMAIL_TAKEN', 409, 'このメールアドレスは既に登録されています', 'email');
  }
  try {
    const row = await repo.insertAdmin(db, {
      email: input.email,
      fullName: input.fullName,
      fullNameKana: input.fullNameKana ?? null,
      passwordHash: await hashPassword(input.password),
      isActive: false,
    });
    return toAdmin(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', 409, 'このメールアドレスは既に登録されています', 'email');
    throw error;
  }
}

export async function getAdmin(db: Database, id: string) {
  const row = await repo.findAdminById(db, id);
  if (!row) throw notFound('管理者アカウントが見つかりません');
  return { ...toAdmin(row), twoStepEnabled: await twoStep.hasSecondStep(db, { kind: 'admin', id }) };
}

export async function listAdmins(db: Database): Promise<AdminListItem[]> {
  return (await repo.listAdmins(db)).map(({ account, twoStepEnabled }) => ({ ...toAdmin(account), twoStepEnabled }));
}

/**
 * An admin removes another admin's second step (a lost phone with its recovery codes), with their own
 * password: the other admin is signed out everywhere and sets a second step up at their next sign-in.
 * One's own second step is turned off on 2段階認証 instead. Audited in the same transaction.
 */
export async function resetOtherAdminTwoStep(db: Database, context: AuditContext, targetId: string, password: string) {
  if (context.adminId === targetId) throw new AppError('CONFLICT', 409, 'ご自身の2段階認証は「2段階認証」の画面で解除してください');
  await twoStep.requirePassword(db, { kind: 'admin', id: context.adminId }, password);
  const target = await repo.findAdminById(db, targetId);
  if (!target) throw notFound('管理者アカウントが見つかりません');
  const account = { kind: 'admin' as const, id: targetId };
  if (!(await twoStep.hasSecondStep(db, account))) throw new AppError('CONFLICT', 409, 'この管理者は2段階認証を設定していません');
  await db.transaction(async (tx) => {
    await deleteTwoStep(tx, account);
    await repo.deleteAdminSessions(tx, targetId);
    await audit(tx, context, { entityType: 'admin_account', entityId: targetId, action: 'reset_two_step', oldValues: { twoStepEnabled: true }, newValues: { twoStepEnabled: false } });
  });
}

/**
 * An admin enables or disables an admin account, audited in the same transaction. An admin cannot
 * disable their own account, and the last active admin cannot be disabled: both a 409 (docs/product/roles-and-rights.md).
 * Disabling ends every session of the account.
 */
export async function setAdminActive(db: Database, context: AuditContext, targetId: string, isActive: boolean) {
  if (context.adminId === targetId && !isActive) throw new AppError('CONFLICT', 409, '自分自身のアカウントは無効にできません');
  return db.transaction(async (tx) => {
    const before = await repo.findAdminByIdForUpdate(tx, targetId);
    if (!before) throw notFound('管理者アカウントが見つかりません');
    if (before.isActive === isActive) return toAdmin(before);
    if (!isActive && (await repo.lockActiveAdmins(tx)).length <= 1) {
      throw new AppError('CONFLICT', 409, '最後の有効な管理者は無効にできません');
    }
    const row = await repo.setAdminActive(tx, targetId, isActive);
    if (!row) throw notFound('管理者アカウントが見つかりません');
    // Disabling signs the admin out everywhere: re-enabling later must not bring the old tokens back.
    if (!isActive) await repo.deleteAdminSessions(tx, targetId);
    await audit(tx, context, {
      entityType: 'admin_account',
      entityId: targetId,
      action: isActive ? 'activate' : 'deactivate',
      oldValues: { isActive: before.isActive },
      newValues: { isActive: row.isActive },
    });
    return toAdmin(row);
  });
}

/**
 * Makes sure an active admin with this e-mail exists (first admin from ADMIN_EMAIL/ADMIN_PASSWORD or
 * `npm run admin:create`). An existing account gets the given password and is enabled.
 */
export async function ensureAdmin(db: Database, input: { email: string; password: string; fullName?: string }) {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await repo.findAdminByEmail(db, email);
  if (existing) {
    await repo.setAdminActive(db, existing.id, true);
    await repo.updatePassword(db, existing.id, passwordHash);
    return { created: false, admin: toAdmin({ ...existing, isActive: true, enabledAt: existing.enabledAt ?? new Date() }) };
  }
  const row = await repo.insertAdmin(db, { email, passwordHash, fullName: input.fullName ?? '管理者', isActive: true });
  return { created: true, admin: toAdmin(row) };
}
