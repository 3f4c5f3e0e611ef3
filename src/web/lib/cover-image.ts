import type { PropertyListItem } from '@/contract/properties';

/** A stable picture number for a house without photos, from its id. */
function placeholderSeed(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000;
  return hash;
}

/** The house's cover photo, or a placeholder picture that stays the same for the house. */
export function coverImageUrl(property: Pick<PropertyListItem, 'id' | 'coverPhotoUrl'>): string {
  return property.coverPhotoUrl ?? `/api/placeholder/600/400?seed=${placeholderSeed(property.id)}`;
}
