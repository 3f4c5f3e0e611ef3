import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { reviews, uploadedFiles } from '@/db/schema';

/** A guest's review of the house of a stay, unpublished until moderated; answers its id and when it was written. */
export async function insertPropertyReview(db: Database, values: Omit<typeof reviews.$inferInsert, 'revieweeType'>) {
  const [row] = await db
    .insert(reviews)
    .values({ ...values, revieweeType: 'property' })
    .returning({ id: reviews.id, createdAt: reviews.createdAt });
  return row;
}

// --- photos uploaded before their review ---------------------------------------------------------

/** The bytes a user uploaded since `since` (the daily quota). */
export async function uploadedBytesSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${uploadedFiles.bytes}), 0)`.mapWith(Number) })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), gte(uploadedFiles.createdAt, since)));
  return row.bytes;
}

export async function recordUploads(db: Database, rows: (typeof uploadedFiles.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(uploadedFiles).values(rows);
}

/** Marks the user's unattached uploads for this booking as taken by its review; answers how many were. */
export async function attachUploads(db: Database, userId: string, bookingId: string, keys: string[], now: Date): Promise<number> {
  if (keys.length === 0) return 0;
  const attached = await db
    .update(uploadedFiles)
    .set({ attachedAt: now })
    .where(and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.bookingId, bookingId), inArray(uploadedFiles.key, keys), isNull(uploadedFiles.attachedAt)))
    .returning({ key: uploadedFiles.key });
  return attached.length;
}

/** Uploads no review took, made before `before` (oldest first). */
export async function unattachedUploadsBefore(db: Database, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: uploadedFiles.key })
    .from(uploadedFiles)
    .where(and(isNull(uploadedFiles.attachedAt), lt(uploadedFiles.createdAt, before)))
    .orderBy(uploadedFiles.createdAt)
    .limit(limit);
  return rows.map((r) => r.key);
}

export async function deleteUploads(db: Database, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(uploadedFiles).where(inArray(uploadedFiles.key, keys));
}
