import { randomUUID } from 'node:crypto';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import sharp, { type Sharp } from 'sharp';
import {
  FRONT_ONLY_ID_TYPES,
  HOST_IMAGE_MAX_BYTES,
  ID_TYPE_LABELS,
  idDocumentUrl,
  type HostBankBody,
  type HostBankDetails,
  type HostBasicBody,
  type HostIdentityBody,
  type HostProfile,
  type IdDocumentSide,
  type IdType,
} from '@/contract/host-profile';
import type { Database } from '@/db/client';
import { PREFECTURES } from '@/domain/destination-search';
import { identityStanding, profileCompleteness } from '@/domain/host-profile-completeness';
import { badRequest, notFound } from '../../lib/app-error';
import type { FieldCipher } from '../../lib/field-cipher';
import { type Actor, canReadHostPrivate, type UserActor } from '../../policy';
import { publicKeyOf, publicUrlOf, type FileStorage, type StoredFile } from '../../storage/file-storage';
import { readImagePart } from '../../uploads/image-upload';
import { assertInZenginMaster } from '../bank-lookup/service';
import { placeholderSvg } from '../system/placeholder-image';
import * as repo from './repository';

export const PROFILE_NOT_FOUND = 'プロフィールが見つかりません';
export const ID_IMAGE_NOT_FOUND = '身分証明書の画像が見つかりません';
export const IMAGE_REQUIRED = '画像ファイルを選択してください';
export const IMAGE_TOO_LARGE = '画像ファイルは5MB以下にしてください';
export const ID_IMAGE_KINDS_MESSAGE = 'JPEG、PNG、WEBP形式の画像ファイルを選択してください';
export const MY_NUMBER_BACK_REFUSED = 'マイナンバーカードは裏面をアップロードできません（表面のみ）';

const PREFECTURE_NAMES = new Set(PREFECTURES.map((p) => p.name));

async function profileOf(db: Database, userId: string): Promise<repo.HostProfileRow> {
  const row = await repo.findProfile(db, userId);
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return row;
}

/** `****` and the last 3 digits ('' without a number). */
export function maskedAccountNumber(last3: string | null): string {
  return last3 ? `****${last3}` : '';
}

function verification(value: string | null): HostProfile['kycStatus'] {
  return value === 'verified' || value === 'rejected' ? value : 'pending';
}

function toAnswer(row: repo.HostProfileRow, hostRating: number | null, responseRate: number | null): HostProfile {
  const completeness = profileCompleteness({
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    postalCode: row.postalCode,
    prefecture: row.prefecture,
    idType: row.idType,
    hasFrontImage: row.frontImageKey !== null,
    kycStatus: row.kycStatus,
    bankName: row.bankName,
    hasAccountNumber: row.accountNumberCipher !== null,
    accountHolder: row.accountHolder,
  });
  return {
    fullName: row.fullName ?? '',
    fullNameKana: row.fullNameKana,
    email: row.email ?? '',
    phone: row.phone ?? '',
    bio: row.bio ?? '',
    location: row.location ?? '',
    postalCode: row.postalCode ?? '',
    prefecture: row.prefecture ?? '',
    city: row.city ?? '',
    streetAddress: row.streetAddress ?? '',
    buildingName: row.buildingName ?? '',
    profileImageUrl: row.profileImageUrl,
    idType: row.idType && row.idType in ID_TYPE_LABELS ? (row.idType as IdType) : null,
    frontImageUrl: row.frontImageKey ? idDocumentUrl('front') : null,
    backImageUrl: row.backImageKey ? idDocumentUrl('back') : null,
    uploadDate: row.uploadDate ? row.uploadDate.toISOString() : null,
    verificationStatus: verification(row.verificationStatus),
    invoiceRegistrationNumber: row.invoiceRegistrationNumber,
    bankName: row.bankName ?? '',
    branchName: row.branchName ?? '',
    accountType: row.accountType ?? '',
    accountNumber: maskedAccountNumber(row.accountNumberLast3),
    accountHolder: row.accountHolder ?? '',
    hostRating,
    // The stored rate: the bookings keep no history of which were requests and when each was answered.
    responseRate,
    bankCode: row.bankCode,
    branchCode: row.branchCode,
    languages: row.languages,
    kycStatus: row.kycStatus,
    kycRejectionReason: row.kycStatus === 'rejected' ? row.kycRejectionReason : null,
    hostSince: row.accountCreatedAt.toISOString(),
    displayName: row.displayName,
    identityStanding: identityStanding({ idType: row.idType, hasFrontImage: row.frontImageKey !== null, kycStatus: row.kycStatus }),
    completeness,
    profileComplete: completeness.basic && completeness.identity && completeness.bank,
  };
}

/** GET /api/host/profile: the signed-in host's own profile (404 without a host_profiles row). */
export async function getHostProfile(db: Database, actor: UserActor): Promise<HostProfile> {
  const row = await profileOf(db, actor.id);
  const [rating, rate] = await Promise.all([
    repo.hostRating(db, actor.id),
    repo.responseRate(db, actor.id, new Date(Date.now() - 365 * 86_400_000)),
  ]);
  return toAnswer(row, rating, rate);
}

/** GET /api/host/profile/bank: the owner's bank details with the full account number, to edit them. */
export async function getBankDetails(db: Database, cipher: FieldCipher, actor: UserActor): Promise<HostBankDetails> {
  const row = await profileOf(db, actor.id);
  return {
    bankName: row.bankName ?? '',
    bankCode: row.bankCode,
    branchName: row.branchName ?? '',
    branchCode: row.branchCode,
    accountType: row.accountType ?? '',
    accountNumber: row.accountNumberCipher ? cipher.decrypt(row.accountNumberCipher) : '',
    accountHolder: row.accountHolder ?? '',
  };
}

/**
 * PUT /api/host/profile/basic. The profile's e-mail is the host's contact address; the login e-mail
 * (users.email) is not changed by it.
 */
export async function updateBasic(db: Database, actor: UserActor, body: HostBasicBody): Promise<HostProfile> {
  if (!PREFECTURE_NAMES.has(body.prefecture)) throw badRequest('都道府県を選択してください', 'prefecture');
  const found = await repo.updateProfile(db, actor.id, {
    fullName: body.fullName,
    ...(body.fullNameKana === undefined ? {} : { fullNameKana: body.fullNameKana }),
    email: body.email,
    phone: body.phone,
    bio: body.bio === '' ? null : body.bio,
    location: body.location,
    postalCode: body.postalCode.includes('-') ? body.postalCode : `${body.postalCode.slice(0, 3)}-${body.postalCode.slice(3)}`,
    prefecture: body.prefecture,
    city: body.city,
    streetAddress: body.streetAddress,
    buildingName: body.buildingName === '' ? null : body.buildingName,
    ...(body.languages ? { languages: [...new Set(body.languages)] } : {}),
    ...(body.invoiceRegistrationNumber === undefined ? {} : { invoiceRegistrationNumber: body.invoiceRegistrationNumber }),
  });
  if (!found) throw notFound(PROFILE_NOT_FOUND);
  return getHostProfile(db, actor);
}

/**
 * PUT /api/host/profile/identity: a new submission for review. The images are the ones uploaded (the
 * body's URLs are not trusted); the client's verificationStatus is ignored — only admins set it. A My
 * Number card has no back: one sent is refused, one stored is removed.
 */
export async function updateIdentity(db: Database, storage: FileStorage, actor: UserActor, body: HostIdentityBody): Promise<HostProfile> {
  const row = await profileOf(db, actor.id);
  const frontOnly = FRONT_ONLY_ID_TYPES.includes(body.idType);
  if (frontOnly && body.backImageUrl) throw badRequest(MY_NUMBER_BACK_REFUSED, 'backImageUrl');
  if (!row.frontImageKey) throw badRequest('身分証明書の表面の画像をアップロードしてください', 'frontImageUrl');
  const dropBack = frontOnly && row.backImageKey !== null;
  await db.transaction(async (tx) => {
    await repo.updateProfile(tx, actor.id, {
      idType: body.idType,
      kycStatus: 'pending',
      verificationStatus: 'pending',
      kycRejectionReason: null,
      kycReviewedAt: null,
      ...(dropBack ? { backImageKey: null } : {}),
    });
    await repo.updateUser(tx, actor.id, { idVerified: false });
  });
  if (dropBack && row.backImageKey) await storage.private.delete(row.backImageKey);
  return getHostProfile(db, actor);
}

/** A name as the master data writes it, for comparing: NFKC, lower case, no spaces. */
/**
 * PUT /api/host/profile/bank. The number is stored encrypted, with its last 3 digits for the masked
 * answers. Codes, when given, must be in the Zengin master data and name the same bank and branch.
 */
export async function updateBank(db: Database, cipher: FieldCipher, actor: UserActor, body: HostBankBody): Promise<HostProfile> {
  const bankCode = body.bankCode || null;
  const branchCode = body.branchCode || null;
  await assertInZenginMaster(body);
  const found = await repo.updateProfile(db, actor.id, {
    bankName: body.bankName,
    bankCode,
    branchName: body.branchName,
    branchCode,
    accountType: body.accountType,
    accountNumberCipher: cipher.encrypt(body.accountNumber),
    accountNumberLast3: body.accountNumber.slice(-3),
    accountHolder: body.accountHolder,
  });
  if (!found) throw notFound(PROFILE_NOT_FOUND);
  return getHostProfile(db, actor);
}

/** The file part named `field` of a multipart request, and its other fields' values; other files are drained. */
async function readUpload<T>(parts: AsyncIterable<Multipart>, field: string, read: (part: MultipartFile) => Promise<T>) {
  let file: T | null = null;
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname === field && file === null) file = await read(part);
      else await part.toBuffer();
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { file, fields };
}

/**
 * POST /api/host/profile/image: any image (by its bytes, 5 MB at most), stored as a 400×400 WebP
 * without metadata in the public area (`avatars/…`); the profile's and the user's picture point to it.
 */
export async function storeProfileImage(db: Database, storage: FileStorage, actor: UserActor, parts: AsyncIterable<Multipart>): Promise<{ imageUrl: string }> {
  const row = await profileOf(db, actor.id);
  const { file } = await readUpload(parts, 'profileImage', (part) =>
    readImagePart(part, { maxBytes: HOST_IMAGE_MAX_BYTES, tooLarge: IMAGE_TOO_LARGE, notAnImage: IMAGE_REQUIRED }),
  );
  if (!file) throw badRequest(IMAGE_REQUIRED, 'profileImage');
  let resized: Buffer;
  try {
    resized = await sharp(file.bytes).rotate().resize(400, 400, { fit: 'cover', position: 'attention' }).webp({ quality: 85 }).toBuffer();
  } catch {
    throw badRequest('画像を読み込めませんでした。別の画像を選択してください', 'profileImage');
  }
  const key = `avatars/${randomUUID()}.webp`;
  await storage.public.put(key, resized, 'image/webp');
  const imageUrl = publicUrlOf(key);
  await db.transaction(async (tx) => {
    await repo.updateProfile(tx, actor.id, { profileImageUrl: imageUrl });
    await repo.updateUser(tx, actor.id, { avatarUrl: imageUrl });
  });
  const oldKey = row.profileImageUrl ? publicKeyOf(row.profileImageUrl) : null;
  if (oldKey?.startsWith('avatars/')) await storage.public.delete(oldKey);
  return { imageUrl };
}

const ID_ENCODERS = {
  'image/jpeg': (img: Sharp) => img.jpeg({ quality: 90 }),
  'image/png': (img: Sharp) => img.png(),
  'image/webp': (img: Sharp) => img.webp({ quality: 90 }),
} as const;

/**
 * POST /api/host/profile/id-document: fields `idImage` (JPEG, PNG or WebP by its bytes, 5 MB at most)
 * and `side` (front|back). The image is turned upright and re-encoded without its metadata (at most
 * 2000 px, still readable), stored in the PRIVATE area (`id-documents/…`); the replaced file is removed.
 */
export async function storeIdDocument(db: Database, storage: FileStorage, actor: UserActor, parts: AsyncIterable<Multipart>): Promise<{ imageUrl: string }> {
  const row = await profileOf(db, actor.id);
  const { file, fields } = await readUpload(parts, 'idImage', (part) =>
    readImagePart(part, { accept: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: HOST_IMAGE_MAX_BYTES, tooLarge: IMAGE_TOO_LARGE, notAnImage: ID_IMAGE_KINDS_MESSAGE }),
  );
  const side = fields.side;
  if (side !== 'front' && side !== 'back') throw badRequest('表面か裏面かを指定してください', 'side');
  if (!file) throw badRequest(IMAGE_REQUIRED, 'idImage');
  if (side === 'back' && row.idType && FRONT_ONLY_ID_TYPES.includes(row.idType as IdType)) throw badRequest(MY_NUMBER_BACK_REFUSED, 'side');
  const mime = file.mime as keyof typeof ID_ENCODERS;
  let clean: Buffer;
  try {
    clean = await ID_ENCODERS[mime](sharp(file.bytes).rotate().resize(2000, 2000, { fit: 'inside', withoutEnlargement: true })).toBuffer();
  } catch {
    throw badRequest('画像を読み込めませんでした。別の画像を選択してください', 'idImage');
  }
  const key = `id-documents/${randomUUID()}.${file.ext}`;
  await storage.private.put(key, clean, mime);
  const now = new Date();
  await repo.updateProfile(db, actor.id, side === 'front' ? { frontImageKey: key, uploadDate: now } : { backImageKey: key, uploadDate: now });
  const replaced = side === 'front' ? row.frontImageKey : row.backImageKey;
  if (replaced && !replaced.startsWith('demo-id/')) await storage.private.delete(replaced);
  return { imageUrl: idDocumentUrl(side) };
}

/**
 * A host's identity image, for that host or an admin (canReadHostPrivate; anyone else gets the same
 * 404 as a missing image). A demo key (`demo-id/…`) without a stored file is drawn as a labelled sample.
 * The host area's route and the back office's both answer through here.
 */
export async function readIdDocument(db: Database, storage: FileStorage, actor: Actor, hostUserId: string, side: IdDocumentSide): Promise<StoredFile> {
  if (!canReadHostPrivate(actor, hostUserId)) throw notFound(ID_IMAGE_NOT_FOUND);
  const row = await repo.findProfile(db, hostUserId);
  const key = side === 'front' ? row?.frontImageKey : row?.backImageKey;
  if (!row || !key) throw notFound(ID_IMAGE_NOT_FOUND);
  const file = await storage.private.get(key);
  if (file) return file;
  if (!key.startsWith('demo-id/')) throw notFound(ID_IMAGE_NOT_FOUND);
  const label = `見本 ${row.idType && row.idType in ID_TYPE_LABELS ? ID_TYPE_LABELS[row.idType as IdType] : '身分証明書'}（${side === 'front' ? '表面' : '裏面'}）`;
  const body = await sharp(Buffer.from(placeholderSvg(640, 400, key.length, label))).png().toBuffer();
  return { body, contentType: 'image/png' };
}
