import type { PropertyListItem } from '@/contract/properties';
import type { Database } from '@/db/client';
import { toListItems } from '../property-cards/service';
import { requireVisibleProperty } from '../properties/service';
import * as repo from './repository';

/** Whether the signed-in user has favourited this published house. */
export async function isFavorited(db: Database, userId: string, propertyId: string): Promise<boolean> {
  await requireVisibleProperty(db, propertyId);
  return repo.isFavorite(db, userId, propertyId);
}

/** Adding twice is not an error; only published houses can be added. */
export async function addFavorite(db: Database, userId: string, propertyId: string): Promise<void> {
  await requireVisibleProperty(db, propertyId);
  await repo.addFavorite(db, userId, propertyId);
}

/** Removing what is not there is not an error either, and works for a house no longer published. */
export async function removeFavorite(db: Database, userId: string, propertyId: string): Promise<void> {
  await repo.removeFavorite(db, userId, propertyId);
}

export async function listFavorites(db: Database, userId: string): Promise<PropertyListItem[]> {
  return toListItems(db, await repo.favoriteCards(db, userId));
}
