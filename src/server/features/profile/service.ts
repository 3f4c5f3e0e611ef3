import type { z } from 'zod';
import type { profileUpdateBodySchema, UserProfile } from '@/contract/profile';
import type { Database } from '@/db/client';
import { isValidIsoDate, japanDate } from '@/domain/japan-date';
import { AppError, badRequest, unauthenticated } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { type Actor, allowOr403, isOwnProfile } from '../../policy';
import * as repo from './repository';

type ProfileUpdate = z.output<typeof profileUpdateBodySchema>;

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
 * fields are stored as null; the e-mail must not belong to someone else; the birth date must be a real
 * date, not in the future (Japan time).
 */
export async function updateOwnProfile(db: Database, userId: string, body: ProfileUpdate, now: Date = new Date()): Promise<UserProfile> {
  const dateOfBirth = body.dateOfBirth === '' ? null : body.dateOfBirth;
  if (dateOfBirth !== null) {
    if (!isValidIsoDate(dateOfBirth) || dateOfBirth < '1900-01-01') throw badRequest('生年月日が正しい日付ではありません', 'dateOfBirth');
    if (dateOfBirth > japanDate(now)) throw badRequest('生年月日に未来の日付は指定できません', 'dateOfBirth');
  }
  const owner = await repo.findUserIdByEmail(db, body.email);
  if (owner !== null && owner !== userId) throw emailTaken();
  try {
    const updated = await repo.updateProfile(db, userId, {
      fullName: `${body.firstName} ${body.lastName}`.trim(),
      email: body.email,
      phone: body.phone === '' ? null : body.phone,
      address: body.address === '' ? null : body.address,
      dateOfBirth,
    });
    if (!updated) throw unauthenticated();
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
