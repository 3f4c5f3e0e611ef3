import type { z } from 'zod';
import type { profileUpdateBodySchema, UserProfile } from '@/contract/profile';
import { CURRENT_PASSWORD_WRONG } from '@/contract/passwords';
import type { Language } from '@/contract/language';
import type { Database } from '@/db/client';
import { isValidIsoDate, japanDate } from '@/domain/japan-date';
import { AppError, badRequest, unauthenticated } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { MailService } from '../../mail/mail-service';
import { type Actor, allowOr403, isOwnProfile } from '../../policy';
import { requestEmailChange } from '../email-verification/service';
import * as repo from './repository';

type ProfileUpdate = z.output<typeof profileUpdateBodySchema>;

export const CURRENT_PASSWORD_REQUIRED = 'メールアドレスを変更するには、現在のパスワードを入力してください';

const emailTaken = () => new AppError('EMAIL_TAKEN', 409, 'このメールアドレスは既に登録されています', 'email');

/** A user's profile, for that user only (403 for anyone else). */
export async function getOwnProfile(db: Database, actor: Actor, userId: string): Promise<UserProfile> {
  allowOr403(isOwnProfile(actor, userId));
  const profile = await repo.findProfile(db, userId);
  // The session's user always exists (sessions go with the user); a missing row means signed out.
  if (!profile) throw unauthenticated();
  return profile;
}

/**
 * Updates the signed-in user's profile. The full name is 姓 and 名 joined by a space; empty optional
 * fields are stored as null; the birth date must be a real date, not in the future (Japan time). A new
 * e-mail must not belong to someone else and needs the current password; it does not take effect here:
 * it waits as `pendingEmail` and its confirmation link goes to it (docs/product/accounts.md, "Verified
 * address"); following the link changes the address, ends the other sessions and tells the old address.
 */
export async function updateOwnProfile(
  db: Database,
  userId: string,
  body: ProfileUpdate,
  mail: Pick<MailService, 'sendEmailVerification' | 'sendEmailChanged'>,
  siteUrl: string,
  now: Date = new Date(),
): Promise<UserProfile> {
  const dateOfBirth = body.dateOfBirth === '' ? null : body.dateOfBirth;
  if (dateOfBirth !== null) {
    if (!isValidIsoDate(dateOfBirth) || dateOfBirth < '1900-01-01') throw badRequest('生年月日が正しい日付ではありません', 'dateOfBirth');
    if (dateOfBirth > japanDate(now)) throw badRequest('生年月日に未来の日付は指定できません', 'dateOfBirth');
  }
  const owner = await repo.findUserIdByEmail(db, body.email);
  if (owner !== null && owner !== userId) throw emailTaken();
  const before = await repo.findCredentials(db, userId);
  if (!before) throw unauthenticated();
  // Asking again for the address that already waits changes nothing (the form sends what it shows).
  const emailChanges = before.email !== body.email && before.pendingEmail !== body.email;
  // A new sign-in address needs the current password: a session left open is not enough to take the account.
  if (emailChanges) {
    if (!body.currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED, 'currentPassword');
    if (!(await verifyPassword(before.passwordHash, body.currentPassword))) throw badRequest(CURRENT_PASSWORD_WRONG, 'currentPassword');
  }
  const updated = await repo.updateProfile(db, userId, {
    fullName: `${body.firstName} ${body.lastName}`.trim(),
    // Absent: the reading stays as it was (a client that does not know the field).
    ...(body.fullNameKana === undefined ? {} : { fullNameKana: body.fullNameKana }),
    phone: body.phone ?? null,
    address: body.address === '' ? null : body.address,
    dateOfBirth,
  });
  if (!updated) throw unauthenticated();
  if (!emailChanges) return updated;
  await requestEmailChange(db, mail, siteUrl, { id: userId, fullName: updated.fullName }, body.email, now);
  return { ...updated, pendingEmail: body.email };
}

/**
 * PUT /api/profile/language: the signed-in user's choice of language for their e-mails (the header's
 * switch, the profile's language preference); answers the profile with it.
 */
export async function setOwnLanguage(db: Database, userId: string, language: Language): Promise<UserProfile> {
  await repo.updateLanguage(db, userId, language);
  const profile = await repo.findProfile(db, userId);
  if (!profile) throw unauthenticated();
  return profile;
}

/** Remembers the language of the page a guest acted on (a sign-up, a booking) as the language of their e-mails; nothing when the call named none. */
export async function rememberPageLanguage(db: Database, userId: string, language: Language | null): Promise<void> {
  if (language) await repo.updateLanguage(db, userId, language);
}
