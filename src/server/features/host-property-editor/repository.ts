import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  basicAmenitiesMaster,
  hostProfiles,
  kominkaFeaturesMaster,
  pricingRules,
  properties,
  propertyBasicAmenities,
  propertyFeatures,
  propertyPhotos,
  propertySeasonPrices,
} from '@/db/schema';

/** A transaction or the database: every function takes what the service gives it. */
type Db = Database;

export type PropertyInsert = typeof properties.$inferInsert;
export type PropertyRow = typeof properties.$inferSelect;

export async function insertProperty(db: Db, values: PropertyInsert): Promise<string> {
  const [row] = await db.insert(properties).values(values).returning({ id: properties.id });
  return row.id;
}

/** A house that was not deleted, whoever owns it (the service asks the policy). */
export async function findProperty(db: Db, id: string): Promise<PropertyRow | null> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The same, with the row locked until the transaction ends: photo changes of one house queue here. */
export async function lockProperty(db: Db, id: string): Promise<PropertyRow | null> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateProperty(db: Db, id: string, values: Partial<PropertyInsert>): Promise<void> {
  await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(properties.id, id));
}

export async function hostKycStatus(db: Db, hostUserId: string): Promise<string | null> {
  const [row] = await db.select({ kycStatus: hostProfiles.kycStatus }).from(hostProfiles).where(eq(hostProfiles.userId, hostUserId)).limit(1);
  return row?.kycStatus ?? null;
}

// --- features and amenities --------------------------------------------------------------------

export async function featureKeysOf(db: Db, propertyId: string): Promise<string[]> {
  const rows = await db
    .select({ key: kominkaFeaturesMaster.key })
    .from(propertyFeatures)
    .innerJoin(kominkaFeaturesMaster, eq(kominkaFeaturesMaster.id, propertyFeatures.featureId))
    .where(eq(propertyFeatures.propertyId, propertyId))
    .orderBy(asc(kominkaFeaturesMaster.sortOrder), asc(kominkaFeaturesMaster.id));
  return rows.map((r) => r.key);
}

export async function basicAmenityKeysOf(db: Db, propertyId: string): Promise<string[]> {
  const rows = await db
    .select({ key: basicAmenitiesMaster.key })
    .from(propertyBasicAmenities)
    .innerJoin(basicAmenitiesMaster, eq(basicAmenitiesMaster.id, propertyBasicAmenities.amenityId))
    .where(and(eq(propertyBasicAmenities.propertyId, propertyId), eq(propertyBasicAmenities.isAvailable, true)))
    .orderBy(asc(basicAmenitiesMaster.sortOrder), asc(basicAmenitiesMaster.id));
  return rows.map((r) => r.key);
}

/** Ids of the active kominka features with these keys. */
export async function featureIdsByKey(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: kominkaFeaturesMaster.id, key: kominkaFeaturesMaster.key })
    .from(kominkaFeaturesMaster)
    .where(and(inArray(kominkaFeaturesMaster.key, [...keys]), eq(kominkaFeaturesMaster.isActive, true)));
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** Ids of the active basic amenities with these keys (or labels: the seed's owner form sends labels). */
export async function amenityIdsByKey(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: basicAmenitiesMaster.id, key: basicAmenitiesMaster.key, label: basicAmenitiesMaster.label })
    .from(basicAmenitiesMaster)
    .where(
      and(
        eq(basicAmenitiesMaster.isActive, true),
        sql`(${inArray(basicAmenitiesMaster.key, [...keys])} or ${inArray(basicAmenitiesMaster.label, [...keys])})`,
      ),
    );
  const map = new Map<string, string>();
  for (const r of rows) {
    map.set(r.key, r.id);
    map.set(r.label, r.id);
  }
  return map;
}

export async function replaceFeatures(db: Db, propertyId: string, featureIds: readonly string[]): Promise<void> {
  await db.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, propertyId));
  if (featureIds.length > 0) await db.insert(propertyFeatures).values(featureIds.map((featureId) => ({ propertyId, featureId })));
}

/** The house's available amenities become exactly these; a value or note of a kept amenity stays. */
export async function replaceBasicAmenities(db: Db, propertyId: string, amenityIds: readonly string[]): Promise<void> {
  const keep = [...new Set(amenityIds)];
  await db
    .delete(propertyBasicAmenities)
    .where(and(eq(propertyBasicAmenities.propertyId, propertyId), keep.length > 0 ? notInArray(propertyBasicAmenities.amenityId, keep) : undefined));
  if (keep.length === 0) return;
  await db
    .insert(propertyBasicAmenities)
    .values(keep.map((amenityId) => ({ propertyId, amenityId, isAvailable: true })))
    .onConflictDoUpdate({ target: [propertyBasicAmenities.propertyId, propertyBasicAmenities.amenityId], set: { isAvailable: true } });
}

export async function activeFeatureMaster(db: Db) {
  return db
    .select({
      key: kominkaFeaturesMaster.key,
      label: kominkaFeaturesMaster.label,
      category: kominkaFeaturesMaster.category,
      description: kominkaFeaturesMaster.description,
    })
    .from(kominkaFeaturesMaster)
    .where(eq(kominkaFeaturesMaster.isActive, true))
    .orderBy(asc(kominkaFeaturesMaster.sortOrder), asc(kominkaFeaturesMaster.id));
}

export async function activeAmenityMaster(db: Db) {
  return db
    .select({
      key: basicAmenitiesMaster.key,
      label: basicAmenitiesMaster.label,
      category: basicAmenitiesMaster.category,
      description: basicAmenitiesMaster.description,
    })
    .from(basicAmenitiesMaster)
    .where(eq(basicAmenitiesMaster.isActive, true))
    .orderBy(asc(basicAmenitiesMaster.sortOrder), asc(basicAmenitiesMaster.id));
}

// --- photos -------------------------------------------------------------------------------------

export type PhotoRow = typeof propertyPhotos.$inferSelect;

/** The house's photos in the host's order. */
export async function photosOf(db: Db, propertyId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(asc(propertyPhotos.sortOrder), asc(propertyPhotos.createdAt), asc(propertyPhotos.id));
}

export async function insertPhotos(db: Db, rows: (typeof propertyPhotos.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(propertyPhotos).values(rows);
}

export async function setPhotoOrder(db: Db, photoId: string, sortOrder: number): Promise<void> {
  await db.update(propertyPhotos).set({ sortOrder }).where(eq(propertyPhotos.id, photoId));
}

export async function setPhotoCaption(db: Db, photoId: string, caption: string | null): Promise<void> {
  await db.update(propertyPhotos).set({ caption }).where(eq(propertyPhotos.id, photoId));
}

/** One cover per house (a unique index): the old cover is unset before the new one is set. */
export async function setCover(db: Db, propertyId: string, photoId: string): Promise<void> {
  await db
    .update(propertyPhotos)
    .set({ isCover: false })
    .where(and(eq(propertyPhotos.propertyId, propertyId), eq(propertyPhotos.isCover, true)));
  await db.update(propertyPhotos).set({ isCover: true }).where(eq(propertyPhotos.id, photoId));
}

export async function deletePhoto(db: Db, photoId: string): Promise<void> {
  await db.delete(propertyPhotos).where(eq(propertyPhotos.id, photoId));
}

/** Whether another photo row still shows these files (a duplicated house shares its original's files). */
export async function photoFileInUse(db: Db, url: string): Promise<boolean> {
  const rows = await db.select({ id: propertyPhotos.id }).from(propertyPhotos).where(eq(propertyPhotos.url, url)).limit(1);
  return rows.length > 0;
}

// --- prices -------------------------------------------------------------------------------------

export async function pricingRulesOf(db: Db, propertyId: string) {
  return db.select().from(pricingRules).where(eq(pricingRules.propertyId, propertyId)).orderBy(asc(pricingRules.activeFrom));
}

/**
 * The host's weekday rule: the house's open-ended rules (no `activeTo`) are the editor's; they are
 * replaced by the one given (none when every price is empty). Dated rules are left alone.
 */
export async function replaceOpenRule(db: Db, propertyId: string, rule: Omit<typeof pricingRules.$inferInsert, 'propertyId'> | null): Promise<void> {
  await db.delete(pricingRules).where(and(eq(pricingRules.propertyId, propertyId), isNull(pricingRules.activeTo)));
  if (rule) await db.insert(pricingRules).values({ ...rule, propertyId });
}

export async function seasonsOf(db: Db, propertyId: string) {
  return db
    .select({
      id: propertySeasonPrices.id,
      dateFrom: propertySeasonPrices.dateFrom,
      dateTo: propertySeasonPrices.dateTo,
      pricePerNightJpy: propertySeasonPrices.pricePerNightJpy,
      note: propertySeasonPrices.note,
    })
    .from(propertySeasonPrices)
    .where(eq(propertySeasonPrices.propertyId, propertyId))
    .orderBy(asc(propertySeasonPrices.dateFrom), asc(propertySeasonPrices.id));
}

/**
 * The house's seasons become exactly the given list: a season with the id of one of the house's seasons
 * is updated in place (its minimum-nights override kept), the others are new, the rest are removed.
 */
export async function replaceSeasons(
  db: Db,
  propertyId: string,
  seasons: readonly { id?: string; dateFrom: string; dateTo: string; pricePerNightJpy: number; note: string | null }[],
): Promise<void> {
  const existing = new Set((await seasonsOf(db, propertyId)).map((s) => s.id));
  const kept = seasons.filter((s) => s.id && existing.has(s.id)).map((s) => s.id!);
  await db
    .delete(propertySeasonPrices)
    .where(and(eq(propertySeasonPrices.propertyId, propertyId), kept.length > 0 ? notInArray(propertySeasonPrices.id, kept) : undefined));
  for (const season of seasons) {
    const values = { dateFrom: season.dateFrom, dateTo: season.dateTo, pricePerNightJpy: season.pricePerNightJpy, note: season.note };
    if (season.id && existing.has(season.id)) await db.update(propertySeasonPrices).set(values).where(eq(propertySeasonPrices.id, season.id));
    else await db.insert(propertySeasonPrices).values({ ...values, propertyId });
  }
}
