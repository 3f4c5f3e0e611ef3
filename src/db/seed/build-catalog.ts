import { randomUUID } from 'node:crypto';
import type { KominkaFeatureKey } from '@/contract/enums';
import { AMENITIES } from './amenities';
import { BASIC_AMENITIES, BASIC_AMENITY_CATEGORIES_EN } from './basic-amenities';
import { KOMINKA_FEATURES } from './kominka-features';
import type { AmenityRow, BasicAmenityRow, FeatureRow } from './seed-types';

/** The three master lists, with their ids by key so other rows can point at them. */
export interface Catalog {
  features: FeatureRow[];
  basicAmenities: BasicAmenityRow[];
  amenities: AmenityRow[];
  featureId: ReadonlyMap<KominkaFeatureKey, string>;
  basicAmenityId: ReadonlyMap<string, string>;
  amenityId: ReadonlyMap<string, string>;
}

export function buildCatalog(): Catalog {
  const featureId = new Map<KominkaFeatureKey, string>();
  const features: FeatureRow[] = KOMINKA_FEATURES.map((f, i) => {
    const id = randomUUID();
    featureId.set(f.key, id);
    return { id, key: f.key, label: f.label, labelEn: f.labelEn, description: f.description, descriptionEn: f.descriptionEn, category: f.category, categoryEn: f.categoryEn, sortOrder: i + 1, isActive: true };
  });

  const basicAmenityId = new Map<string, string>();
  const basicAmenities: BasicAmenityRow[] = BASIC_AMENITIES.map((a, i) => {
    const id = randomUUID();
    basicAmenityId.set(a.key, id);
    return { id, key: a.key, label: a.label, labelEn: a.labelEn, category: a.category, categoryEn: BASIC_AMENITY_CATEGORIES_EN[a.category], description: a.description ?? null, sortOrder: i + 1, isActive: true };
  });

  const amenityId = new Map<string, string>();
  const amenities: AmenityRow[] = AMENITIES.map((a) => {
    const id = randomUUID();
    amenityId.set(a.code, id);
    return { id, code: a.code, name: a.name, category: a.category };
  });

  return { features, basicAmenities, amenities, featureId, basicAmenityId, amenityId };
}
