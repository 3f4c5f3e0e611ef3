import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  MAX_NIGHTS_BELOW_MIN,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_LARGE,
  PHOTOS_PER_HOUSE,
  PHOTOS_PER_HOUSE_EXCEEDED,
  PHOTOS_PER_REQUEST,
  WEEKDAY_PRICE_KEYS,
  type EditorPhoto,
  type HostPropertyEditor,
  type HostPropertyUpdate,
  type OwnerProperty,
  type PropertyMasters,
  type WeekdayPrices,
} from '@/contract/host-property-editor';
import type { z } from 'zod';
import type { ownerPropertyBodySchema, photosPatchBodySchema } from '@/contract/host-property-editor';
import { parsePhotoVariants, type PhotoVariants } from '@/contract/photos';
import type { Database } from '@/db/client';
import { findPrefecture } from '@/domain/destination-search';
import { searchTextOfProperty } from '@/db/property-search-text';
import { japanDate } from '@/domain/japan-date';
import { missingForReview } from '@/domain/listing-readiness';
import type { LodgingBasis } from '@/domain/lodging-basis';
import { activeRuleOn, type PricingRule } from '@/domain/pricing';
import { pastSeasonIndex, SEASON_IN_PAST } from '@/domain/season-prices';
import { AppError, badRequest } from '../../lib/app-error';
import { allowOr403, canManageProperty, mayCreatePropertyFor, mayEnterHostArea, visibleOr404, type UserActor } from '../../policy';
import { makePhotoVariants, NotAnImageError, type PhotoVariantSet } from '../../images/photo-variants';
import { publicKeyOf, publicUrlOf, type FileArea } from '../../storage/file-storage';
import { readImagePart } from '../../uploads/image-upload';
import { lodgingDocumentOf } from './lodging-document';
import * as repo from './repository';
import { municipalRulesFor } from '../minpaku-year/repository';

export const PROPERTY_NOT_FOUND = '物件が見つかりません';
export const PHOTO_NOT_FOUND = '写真が見つかりません';
export const PREFECTURE_INVALID = '都道府県は47都道府県から選んでください';

/**
 * The host's house editor (docs/product/hosts-and-houses.md). Editing never changes a house's status:
 * a published house stays published (its content changes at once for guests), a house in review stays
 * in review (the admin sees the latest content), a draft stays a draft until the host submits it.
 */

/** The host's own house that was not deleted; another host's answers the same 404 as a missing one. */
async function requireManaged(db: Database, actor: UserActor, id: string, lock = false) {
  const row = lock ? await repo.lockProperty(db, id) : await repo.findProperty(db, id);
  return visibleOr404(row, (p) => canManageProperty(actor, { hostId: p.hostUserId }), PROPERTY_NOT_FOUND);
}

// --- reading --------------------------------------------------------------------------------------

function weekdayPricesOf(rule: PricingRule | null): WeekdayPrices {
  return {
    mon: rule?.monPrice ?? null,
    tue: rule?.tuePrice ?? null,
    wed: rule?.wedPrice ?? null,
    thu: rule?.thuPrice ?? null,
    fri: rule?.friPrice ?? null,
    sat: rule?.satPrice ?? null,
    sun: rule?.sunPrice ?? null,
    holiday: rule?.holidayPrice ?? null,
    holidayEve: rule?.holidayEvePrice ?? null,
  };
}

export function editorPhotoOf(row: repo.PhotoRow): EditorPhoto {
  return {
    id: row.id,
    url: row.url,
    variants: parsePhotoVariants(row.variants),
    caption: row.caption,
    isCover: row.isCover,
    sortOrder: row.sortOrder,
    width: row.width,
    height: row.height,
  };
}

async function editorOf(db: Database, row: repo.PropertyRow): Promise<HostPropertyEditor> {
  const [featureKeys, basicAmenityKeys, photos, rules, seasons, kycStatus, municipalRules] = await Promise.all([
    repo.featureKeysOf(db, row.id),
    repo.basicAmenityKeysOf(db, row.id),
    repo.photosOf(db, row.id),
    repo.pricingRulesOf(db, row.id),
    repo.seasonsOf(db, row.id),
    repo.hostKycStatus(db, row.hostUserId),
    municipalRulesFor(db, row, japanDate()),
  ]);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    titleEn: row.titleEn,
    descriptionEn: row.descriptionEn,
    zipcode: row.zipcode,
    prefecture: row.prefecture,
    city: row.city,
    addressLine: row.addressLine,
    builtYear: row.builtYear,
    kominkaGrade: row.kominkaGrade,
    lodgingRegime: row.lodgingRegime,
    lodgingNotificationNumber: row.lodgingNotificationNumber,
    lodgingPermitNumber: row.lodgingPermitNumber,
    lodgingPermitDate: row.lodgingPermitDate,
    lodgingHealthCentre: row.lodgingHealthCentre,
    lodgingCertificateNumber: row.lodgingCertificateNumber,
    lodgingDocument: lodgingDocumentOf(row),
    minpakuAllowedPeriods: row.minpakuAllowedPeriods,
    minpakuMaxNights: row.minpakuMaxNights,
    minpakuMunicipalRules: municipalRules,
    legalBasisVerifiedAt: row.legalBasisVerifiedAt?.toISOString() ?? null,
    maxGuests: row.maxGuests,
    bedrooms: row.bedrooms,
    beds: row.beds,
    bathrooms: row.bathrooms,
    floorSpaceM2: row.floorSpaceM2 === null ? null : Number(row.floorSpaceM2),
    accessInfo: row.accessInfo,
    accessInfoEn: row.accessInfoEn,
    featureKeys,
    basicAmenityKeys,
    photos: photos.map(editorPhotoOf),
    basePriceJpy: row.basePriceJpy,
    cleaningFeeJpy: row.cleaningFeeJpy,
    priceModel: row.priceModel,
    guestsIncluded: row.guestsIncluded,
    extraGuestFeeJpy: row.extraGuestFeeJpy,
    childRatePercent: row.childRatePercent,
    weekdayPrices: weekdayPricesOf(activeRuleOn(rules, japanDate())),
    seasonPrices: seasons,
    checkinFrom: row.checkinFrom,
    checkoutUntil: row.checkoutUntil,
    minNights: row.minNights,
    maxNights: row.maxNights,
    bookingWindowDays: row.bookingWindowDays,
    cancelPolicy: row.cancelPolicy,
    requiresApproval: row.requiresApproval,
    status: row.status,
    rejectionReason: row.rejectionReason,
    missing: missingForReview({
      hostVerified: kycStatus === 'verified',
      title: row.title,
      description: row.description,
      prefecture: row.prefecture,
      city: row.city,
      addressLine: row.addressLine,
      photoCount: photos.length,
      hasCover: photos.some((p) => p.isCover),
      basePriceJpy: row.basePriceJpy,
      maxGuests: row.maxGuests,
      ...lodgingBasisOf(row),
      lodgingDocumentKey: row.lodgingDocumentKey,
    }),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getEditor(db: Database, actor: UserActor, id: string): Promise<HostPropertyEditor> {
  return editorOf(db, await requireManaged(db, actor, id));
}

export async function getMasters(db: Database): Promise<PropertyMasters> {
  const [features, amenities] = await Promise.all([repo.activeFeatureMaster(db), repo.activeAmenityMaster(db)]);
  const group = (items: { key: string; label: string; category: string; description: string | null }[]) => {
    const groups: { category: string; items: typeof items }[] = [];
    for (const item of items) {
      const last = groups.find((g) => g.category === item.category);
      if (last) last.items.push(item);
      else groups.push({ category: item.category, items: [item] });
    }
    return groups;
  };
  return { kominkaFeatures: group(features), basicAmenities: group(amenities) };
}

// --- writing --------------------------------------------------------------------------------------

/** The columns a body changes, with the rules zod cannot see (prefecture list, nights against the stored value). */
function columnsOf(body: HostPropertyUpdate, current: Pick<repo.PropertyRow, 'title' | 'prefecture' | 'city' | 'addressLine' | 'minNights' | 'maxNights'>) {
  const { featureKeys: _f, basicAmenityKeys: _a, weekdayPrices: _w, seasonPrices: _s, floorSpaceM2, ...plain } = body;
  if (body.prefecture && !findPrefecture(body.prefecture)) throw badRequest(PREFECTURE_INVALID, 'prefecture');
  const minNights = body.minNights ?? current.minNights;
  const maxNights = body.maxNights ?? current.maxNights;
  if (maxNights < minNights) throw badRequest(MAX_NIGHTS_BELOW_MIN, body.maxNights !== undefined ? 'maxNights' : 'minNights');
  const columns: Partial<repo.PropertyInsert> = { ...plain };
  if (floorSpaceM2 !== undefined) columns.floorSpaceM2 = floorSpaceM2 === null ? null : String(floorSpaceM2);
  if (body.title !== undefined || body.prefecture !== undefined || body.city !== undefined || body.addressLine !== undefined) {
    // The guest search looks in search_text: it follows the title and address in the same transaction.
    columns.searchText = searchTextOfProperty({
      title: body.title ?? current.title,
      prefecture: body.prefecture ?? current.prefecture,
      city: body.city ?? current.city,
      addressLine: body.addressLine ?? current.addressLine,
    });
  }
  return columns;
}

/** Features, amenities, the weekday rule and seasons: each replaced as a whole when the body has it. */
async function saveRelated(tx: Database, propertyId: string, body: HostPropertyUpdate): Promise<void> {
  if (body.featureKeys) {
    const keys = [...new Set(body.featureKeys)];
    const ids = await repo.featureIdsByKey(tx, keys);
    if (keys.some((k) => !ids.has(k))) throw badRequest('選択できない古民家の特徴が含まれています', 'featureKeys');
    await repo.replaceFeatures(tx, propertyId, [...ids.values()]);
  }
  if (body.basicAmenityKeys) {
    const keys = [...new Set(body.basicAmenityKeys)];
    const ids = await repo.amenityIdsByKey(tx, keys);
    if (keys.some((k) => !ids.has(k))) throw badRequest('選択できない設備が含まれています', 'basicAmenityKeys');
    await repo.replaceBasicAmenities(tx, propertyId, keys.map((k) => ids.get(k)!));
  }
  if (body.weekdayPrices) {
    const p = body.weekdayPrices;
    const previous = (await repo.pricingRulesOf(tx, propertyId)).find((r) => r.activeTo === null);
    // A body without 休前日 (a client older than it) keeps the stored one.
    const holidayEve = p.holidayEve === undefined ? (previous?.holidayEvePrice ?? null) : p.holidayEve;
    const anyPrice = WEEKDAY_PRICE_KEYS.some((k) => (k === 'holidayEve' ? holidayEve : p[k]) !== null);
    await repo.replaceOpenRule(
      tx,
      propertyId,
      anyPrice
        ? {
            monPrice: p.mon,
            tuePrice: p.tue,
            wedPrice: p.wed,
            thuPrice: p.thu,
            friPrice: p.fri,
            satPrice: p.sat,
            sunPrice: p.sun,
            holidayPrice: p.holiday,
            holidayEvePrice: holidayEve,
            activeFrom: previous?.activeFrom ?? japanDate(),
            activeTo: null,
            priority: previous?.priority ?? 100,
            note: '曜日別料金（ホスト設定）',
          }
        : null,
    );
  }
  if (body.seasonPrices) {
    const past = pastSeasonIndex(body.seasonPrices, await repo.seasonsOf(tx, propertyId), japanDate());
    if (past !== null) throw badRequest(SEASON_IN_PAST, `seasonPrices.${past}.dateTo`);
    await repo.replaceSeasons(
      tx,
      propertyId,
      body.seasonPrices.map((s) => ({ id: s.id, dateFrom: s.dateFrom, dateTo: s.dateTo, pricePerNightJpy: s.pricePerNightJpy, note: s.note ?? null })),
    );
  }
}

/** A new draft of the signed-in host: what the body gives, '' / 1 / 0 for the rest (missingForReview says what is missing). */
export async function createDraft(db: Database, actor: UserActor, body: HostPropertyUpdate & { title: string }): Promise<{ id: string }> {
  const empty = { title: body.title, prefecture: '', city: '', addressLine: '', minNights: 1, maxNights: 30 };
  const columns = columnsOf(body, empty);
  return db.transaction(async (tx) => {
    const id = await repo.insertProperty(tx, {
      description: '',
      prefecture: '',
      city: '',
      addressLine: '',
      maxGuests: 1,
      bedrooms: 0,
      beds: 0,
      bathrooms: 0,
      basePriceJpy: 0,
      searchText: searchTextOfProperty(empty),
      ...columns,
      title: body.title,
      hostUserId: actor.id,
      status: 'draft',
    });
    await saveRelated(tx, id, body);
    return { id };
  });
}

/** The basis's stored fields of a row. */
function lodgingBasisOf(row: repo.PropertyRow): LodgingBasis {
  return {
    lodgingRegime: row.lodgingRegime,
    lodgingNotificationNumber: row.lodgingNotificationNumber,
    lodgingPermitNumber: row.lodgingPermitNumber,
    lodgingPermitDate: row.lodgingPermitDate,
    lodgingHealthCentre: row.lodgingHealthCentre,
    lodgingCertificateNumber: row.lodgingCertificateNumber,
  };
}

/** Whether the body changes any of the basis's fields: an admin verified the old ones, not these. */
function changesLodgingBasis(body: HostPropertyUpdate, current: repo.PropertyRow): boolean {
  const stored = lodgingBasisOf(current);
  return (Object.keys(stored) as (keyof LodgingBasis)[]).some((key) => body[key] !== undefined && body[key] !== stored[key]);
}

export async function updateProperty(db: Database, actor: UserActor, id: string, body: HostPropertyUpdate): Promise<HostPropertyEditor> {
  const row = await db.transaction(async (tx) => {
    const current = await requireManaged(tx, actor, id, true);
    const columns = columnsOf(body, current);
    if (changesLodgingBasis(body, current)) Object.assign(columns, { legalBasisVerifiedAt: null, legalBasisVerifiedBy: null });
    await repo.updateProperty(tx, id, columns);
    await saveRelated(tx, id, body);
    return (await repo.findProperty(tx, id))!;
  });
  return editorOf(db, row);
}

// --- photos ---------------------------------------------------------------------------------------

interface StoredVariants {
  url: string;
  variants: PhotoVariants;
  width: number;
  height: number;
  keys: string[];
}

/** Stores every size and format of one photo under `photos/{uuid}-{width}.{ext}`. */
async function storeVariants(files: FileArea, set: PhotoVariantSet): Promise<StoredVariants> {
  const name = randomUUID();
  const keys: string[] = [];
  const sources: PhotoVariants['sources'] = [];
  try {
    for (const file of set.files) {
      const key = `photos/${name}-${file.width}.${file.format === 'jpeg' ? 'jpg' : 'webp'}`;
      await files.put(key, file.body, file.contentType);
      keys.push(key);
      sources.push({ format: file.format, width: file.width, url: publicUrlOf(key) });
    }
  } catch (error) {
    await removeFiles(files, keys);
    throw error;
  }
  const largestJpeg = sources.filter((s) => s.format === 'jpeg').at(-1)!;
  return { url: largestJpeg.url, variants: { sources }, width: set.width, height: set.height, keys };
}

async function removeFiles(files: FileArea, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => files.delete(key).catch(() => undefined)));
}

/** The stored files of a photo row: its url and every variant. */
function keysOfPhoto(row: Pick<repo.PhotoRow, 'url' | 'variants'>): string[] {
  const urls = [row.url, ...(parsePhotoVariants(row.variants)?.sources.map((s) => s.url) ?? [])];
  return [...new Set(urls.map(publicKeyOf).filter((k): k is string => k !== null && k.startsWith('photos/')))];
}

async function variantsOf(bytes: Buffer, field: string): Promise<PhotoVariantSet> {
  try {
    return await makePhotoVariants(bytes);
  } catch (error) {
    if (error instanceof NotAnImageError) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, PHOTO_NOT_AN_IMAGE, field);
    throw error;
  }
}

/**
 * POST /api/host/properties/{id}/photos: each file checked by its bytes, made into its sizes, stored,
 * then every row inserted in one transaction (the first photo of a house becomes its cover). Nothing
 * is kept unless every file was accepted.
 */
export async function addPhotos(db: Database, files: FileArea, actor: UserActor, id: string, parts: AsyncIterable<MultipartFile>): Promise<EditorPhoto[]> {
  await requireManaged(db, actor, id);
  const existing = (await repo.photosOf(db, id)).length;
  const stored: StoredVariants[] = [];
  try {
    let count = 0;
    for await (const part of parts) {
      if (part.type !== 'file' || !/^photo(_\d+)?$/.test(part.fieldname)) {
        if (part.type === 'file') await part.toBuffer();
        continue;
      }
      count += 1;
      if (count > PHOTOS_PER_REQUEST) throw badRequest(`写真は1回に${PHOTOS_PER_REQUEST}枚までアップロードできます`, part.fieldname);
      if (existing + count > PHOTOS_PER_HOUSE) throw badRequest(PHOTOS_PER_HOUSE_EXCEEDED, part.fieldname);
      const image = await readImagePart(part, { accept: PHOTO_MIME_TYPES, maxBytes: PHOTO_MAX_BYTES, tooLarge: PHOTO_TOO_LARGE, notAnImage: PHOTO_NOT_AN_IMAGE });
      stored.push(await storeVariants(files, await variantsOf(image.bytes, part.fieldname)));
    }
    if (stored.length === 0) throw badRequest('写真を選択してください', 'photo');
    return await db.transaction(async (tx) => {
      await requireManaged(tx, actor, id, true);
      const before = await repo.photosOf(tx, id);
      if (before.length + stored.length > PHOTOS_PER_HOUSE) throw badRequest(PHOTOS_PER_HOUSE_EXCEEDED, 'photo');
      const firstOrder = before.reduce((max, p) => Math.max(max, p.sortOrder + 1), 0);
      const ids: string[] = stored.map(() => randomUUID());
      await repo.insertPhotos(
        tx,
        stored.map((s, i) => ({ id: ids[i], propertyId: id, url: s.url, variants: s.variants, width: s.width, height: s.height, sortOrder: firstOrder + i })),
      );
      if (!before.some((p) => p.isCover)) await repo.setCover(tx, id, ids[0]);
      await repo.updateProperty(tx, id, {});
      const after = await repo.photosOf(tx, id);
      return after.filter((p) => ids.includes(p.id)).map(editorPhotoOf);
    });
  } catch (error) {
    await removeFiles(
      files,
      stored.flatMap((s) => s.keys),
    );
    throw error;
  }
}

export type PhotosPatch = z.output<typeof photosPatchBodySchema>;

/** PATCH /api/host/properties/{id}/photos: the order, captions and cover, in one transaction. */
export async function patchPhotos(db: Database, actor: UserActor, id: string, body: PhotosPatch): Promise<EditorPhoto[]> {
  return db.transaction(async (tx) => {
    await requireManaged(tx, actor, id, true);
    const photos = await repo.photosOf(tx, id);
    const ids = new Set(photos.map((p) => p.id));
    if (body.order) {
      const given = new Set(body.order);
      if (given.size !== body.order.length || given.size !== ids.size || body.order.some((p) => !ids.has(p))) {
        throw badRequest('写真の並び順が正しくありません。画面を再読み込みしてからお試しください', 'order');
      }
      for (const [index, photoId] of body.order.entries()) await repo.setPhotoOrder(tx, photoId, index);
    }
    for (const [photoId, caption] of Object.entries(body.captions ?? {})) {
      if (!ids.has(photoId)) throw badRequest(PHOTO_NOT_FOUND, `captions.${photoId}`);
      await repo.setPhotoCaption(tx, photoId, caption ?? null);
    }
    if (body.coverId) {
      if (!ids.has(body.coverId)) throw badRequest(PHOTO_NOT_FOUND, 'coverId');
      await repo.setCover(tx, id, body.coverId);
    }
    await repo.updateProperty(tx, id, {});
    return (await repo.photosOf(tx, id)).map(editorPhotoOf);
  });
}

/** DELETE …/photos/{photoId}: a deleted cover passes the cover to the first remaining photo. */
export async function deletePhoto(db: Database, files: FileArea, actor: UserActor, id: string, photoId: string): Promise<EditorPhoto[]> {
  const { removed, remaining } = await db.transaction(async (tx) => {
    await requireManaged(tx, actor, id, true);
    const photos = await repo.photosOf(tx, id);
    const photo = visibleOr404(
      photos.find((p) => p.id === photoId),
      () => true,
      PHOTO_NOT_FOUND,
    );
    await repo.deletePhoto(tx, photoId);
    const rest = photos.filter((p) => p.id !== photoId);
    if (photo.isCover && rest.length > 0) await repo.setCover(tx, id, rest[0].id);
    await repo.updateProperty(tx, id, {});
    return { removed: photo, remaining: await repo.photosOf(tx, id) };
  });
  // A duplicated house shares its original's files: they go only with the last photo row that shows them.
  if (!(await repo.photoFileInUse(db, removed.url))) await removeFiles(files, keysOfPhoto(removed));
  return remaining.map(editorPhotoOf);
}

// --- POST /api/properties: the seed's owner form ----------------------------------------------------

export type OwnerPropertyBody = z.output<typeof ownerPropertyBodySchema>;

/**
 * The seed's owner form makes a draft of the signed-in host, whatever its `status` or `isActive` say
 * (only an admin's review publishes a house). Its images must be photos already stored in our public
 * area (`/uploads/photos/…`); each is made into the house's own sizes.
 */
export async function createOwnerProperty(db: Database, files: FileArea, actor: UserActor, body: OwnerPropertyBody): Promise<OwnerProperty> {
  allowOr403(mayEnterHostArea(actor), 'ホストとしてログインしてください');
  allowOr403(mayCreatePropertyFor(actor, body.ownerId), '他のオーナーの物件は登録できません');
  if (body.prefecture && !findPrefecture(body.prefecture)) throw badRequest(PREFECTURE_INVALID, 'prefecture');
  const amenityKeys = [...new Set(body.amenities ?? [])];
  const amenityIds = await repo.amenityIdsByKey(db, amenityKeys);
  const unknownAmenity = amenityKeys.findIndex((k) => !amenityIds.has(k));
  if (unknownAmenity >= 0) throw badRequest(`設備「${amenityKeys[unknownAmenity]}」は選択できません`, 'amenities');

  const images = body.images ?? [];
  const originals: Buffer[] = [];
  for (const [index, url] of images.entries()) {
    const key = publicKeyOf(url);
    const file = key?.startsWith('photos/') ? await files.get(key) : null;
    if (!file) throw badRequest('写真には、このサイトにアップロードした物件写真（/uploads/photos/…）のみ指定できます', `images.${index}`);
    originals.push(file.body);
  }
  const stored: StoredVariants[] = [];
  try {
    for (const [index, bytes] of originals.entries()) stored.push(await storeVariants(files, await variantsOf(bytes, `images.${index}`)));
    const place = { title: body.name, prefecture: body.prefecture ?? '', city: body.location ?? '', addressLine: '' };
    const id = await db.transaction(async (tx) => {
      const newId = await repo.insertProperty(tx, {
        ...place,
        hostUserId: actor.id,
        description: body.description ?? '',
        maxGuests: body.maxGuests ?? 1,
        bedrooms: body.bedrooms ?? 0,
        beds: 0,
        bathrooms: 0,
        basePriceJpy: body.pricePerNight ?? 0,
        builtYear: body.yearBuilt ?? null,
        searchText: searchTextOfProperty(place),
        status: 'draft',
      });
      const photoIds: string[] = stored.map(() => randomUUID());
      await repo.insertPhotos(
        tx,
        stored.map((s, i) => ({ id: photoIds[i], propertyId: newId, url: s.url, variants: s.variants, width: s.width, height: s.height, sortOrder: i })),
      );
      if (photoIds.length > 0) await repo.setCover(tx, newId, photoIds[0]);
      await repo.replaceBasicAmenities(tx, newId, [...new Set(amenityKeys.map((k) => amenityIds.get(k)!))]);
      return newId;
    });
    return {
      id,
      name: place.title,
      description: body.description ?? '',
      location: place.city,
      prefecture: place.prefecture,
      pricePerNight: body.pricePerNight ?? 0,
      maxGuests: body.maxGuests ?? 1,
      bedrooms: body.bedrooms ?? 0,
      amenities: amenityKeys,
      images: stored.map((s) => s.url),
      yearBuilt: body.yearBuilt ?? null,
      ownerId: actor.id,
      isActive: false,
      status: 'draft',
    };
  } catch (error) {
    await removeFiles(
      files,
      stored.flatMap((s) => s.keys),
    );
    throw error;
  }
}
