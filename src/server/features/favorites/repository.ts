import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { favorites } from '@/db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { cardColumns, houseEnglishColumns, type CardRow, type HouseEnglish } from '../property-cards/repository';

export async function isFavorite(db: Database, userId: string, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId)))
    .limit(1);
  return row !== undefined;
}

/** Adds the pair unless it is already there (the unique (user_id, property_id) constraint). */
export async function addFavorite(db: Database, userId: string, propertyId: string): Promise<void> {
  await db.insert(favorites).values({ userId, propertyId }).onConflictDoNothing({ target: [favorites.userId, favorites.propertyId] });
}

export async function removeFavorite(db: Database, userId: string, propertyId: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId)));
}

/** The user's favourite houses that are still published, the newest favourite first, with their English title and city. */
export async function favoriteCards(db: Database, userId: string): Promise<(CardRow & HouseEnglish)[]> {
  const result = await db.execute(sql`
    select ${cardColumns}, ${houseEnglishColumns}
    from favorites f
    join properties p on p.id = f.property_id
    where f.user_id = ${userId}::uuid and p.status = 'published'
    order by f.created_at desc, f.id desc
  `);
  return rowsOf<CardRow & HouseEnglish>(result);
}
