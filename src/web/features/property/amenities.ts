import { HIDDEN_AMENITY_CATEGORY } from '@/contract/enums';
import type { BasicAmenityLink } from '@/contract/properties';

/** The amenities a guest is shown: every category but the check-in one (its times are shown apart). */
export function visibleAmenities(links: readonly BasicAmenityLink[]): BasicAmenityLink[] {
  return links.filter((link) => link.amenity.category !== HIDDEN_AMENITY_CATEGORY);
}

/** Amenities by category, in the order the categories first appear. */
export function groupAmenities(links: readonly BasicAmenityLink[]): [string, BasicAmenityLink[]][] {
  const groups = new Map<string, BasicAmenityLink[]>();
  for (const link of links) {
    const category = link.amenity.category || 'その他';
    const list = groups.get(category);
    if (list) list.push(link);
    else groups.set(category, [link]);
  }
  return [...groups];
}

/** Shown as badges before the '+N件を表示' button (docs/product/guest-screens.md). */
export const AMENITY_BADGE_COUNT = 6;
