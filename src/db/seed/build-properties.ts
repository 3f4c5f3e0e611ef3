import { randomUUID } from 'node:crypto';
import type { CancelPolicy, KominkaFeatureKey, LodgingRegime } from '@/contract/enums';
import type { PartyPricing } from '@/domain/pricing';
import { searchTextOfProperty } from '../property-search-text';
import { BASIC_AMENITIES, CORE_BASIC_AMENITY_KEYS } from './basic-amenities';
import type { Catalog } from './build-catalog';
import type { SeededPeople } from './build-users';
import { CLOSINGS, FEATURE_PHRASES, OPENINGS, PHOTO_CAPTIONS } from './description-phrases';
import { demoLodgingBasis } from './lodging-bases';
import { PROPERTIES, type PropertySeed, type RoofKind } from './properties';
import { roundHundred, type SeededRandom } from './random';
import type { SeedContext } from './seed-context';
import { addDays, japanInstant } from './seed-dates';
import type { PhotoRow, PropertyAmenityRow, PropertyBasicAmenityRow, PropertyFeatureRow, PropertyRow } from './seed-types';

export interface SeededProperty {
  id: string;
  seed: PropertySeed;
  hostId: string;
  isDemoHost: boolean;
  status: 'published' | 'in_review' | 'private';
  features: KominkaFeatureKey[];
  maxGuests: number;
  minNights: number;
  maxNights: number;
  basePriceJpy: number;
  cleaningFeeJpy: number;
  cancelPolicy: CancelPolicy;
  requiresApproval: boolean;
  checkinFrom: string;
  createdDaysAgo: number;
  lodgingRegime: LodgingRegime;
  /** How the house prices the party, as its row has it. */
  pricing: PartyPricing;
}

export interface SeededProperties {
  list: SeededProperty[];
  properties: PropertyRow[];
  photos: PhotoRow[];
  features: PropertyFeatureRow[];
  basicAmenities: PropertyBasicAmenityRow[];
  amenities: PropertyAmenityRow[];
}

const ROOF_FEATURE: Record<RoofKind, KominkaFeatureKey> = {
  kayabuki: 'kayabuki_roof',
  wara: 'thatched_roof',
  irimoya: 'irimoya_roof',
  kawara: 'kawara_roof',
};

/** Town houses show their lattice and paper doors; farmhouses their hearth, earth floor and beams. */
const TOWN_SIGNATURE: readonly KominkaFeatureKey[] = ['koushido', 'shouji', 'tatami', 'washitsu'];
const TOWN_OTHERS: readonly KominkaFeatureKey[] = ['shikkui_wall', 'ranma', 'fusuma', 'hari', 'engawa', 'doma'];
const COUNTRY_SIGNATURE: readonly KominkaFeatureKey[] = ['irori', 'doma', 'hari', 'engawa'];
const COUNTRY_OTHERS: readonly KominkaFeatureKey[] = ['tsuchi_wall', 'tatami', 'washitsu', 'shouji', 'fusuma', 'ranma'];

const TOWN_STYLE = /町家|商家|蔵|問屋|武家|茶屋|旅籠|宿場|町/;

/** The placeholder picture's roof for a seed is ROOFS[(seed >> 2) % 5]: 0, 3 thatch; 1, 4 tile; 2 hip. */
const PICTURE_ROOF: Record<RoofKind, readonly number[]> = { kayabuki: [0, 3], wara: [0, 3], kawara: [1, 4], irimoya: [2] };

function isTownHouse(seed: PropertySeed): boolean {
  return seed.roof !== 'kayabuki' && seed.roof !== 'wara' && TOWN_STYLE.test(seed.style);
}

/** 明治23年（1890年）, 江戸時代末期（1858年） ... */
export function eraLabel(year: number): string {
  const era = (name: string, first: number) => `${name}${year === first ? '元' : year - first + 1}年（${year}年）`;
  if (year < 1868) return `江戸時代末期（${year}年）`;
  if (year < 1912) return era('明治', 1868);
  if (year < 1926) return era('大正', 1912);
  return era('昭和', 1926);
}

function pickFeatures(rng: SeededRandom, seed: PropertySeed): KominkaFeatureKey[] {
  const roof: KominkaFeatureKey[] = [ROOF_FEATURE[seed.roof]];
  if (seed.roof === 'irimoya' && rng.chance(0.5)) roof.push('kawara_roof');
  const town = isTownHouse(seed);
  const signature = rng.sample(town ? TOWN_SIGNATURE : COUNTRY_SIGNATURE, 2);
  const rest = [...(town ? TOWN_OTHERS : COUNTRY_OTHERS), ...(town ? TOWN_SIGNATURE : COUNTRY_SIGNATURE)].filter(
    (k) => !signature.includes(k),
  );
  const total = rng.int(3, 8);
  const extra = rng.sample([...new Set(rest)], Math.max(0, total - roof.length - signature.length));
  return [...roof, ...signature, ...extra].slice(0, 8);
}

function describe(rng: SeededRandom, seed: PropertySeed, features: readonly KominkaFeatureKey[]): string {
  const opening = rng.pick(OPENINGS).replace('{era}', eraLabel(seed.builtYear)).replace('{style}', seed.style);
  const interior = features.filter((f) => !f.endsWith('_roof'));
  const shown = rng.sample(interior.length > 0 ? interior : features, rng.chance(0.5) ? 2 : 1);
  const featureSentence = `${shown.map((f) => rng.pick(FEATURE_PHRASES[f])).join('。')}。`;
  const sentences = [opening, seed.setting, featureSentence];
  if (rng.chance(0.6)) sentences.push(rng.pick(CLOSINGS));
  return sentences.join('');
}

function photoCaptions(rng: SeededRandom, features: readonly KominkaFeatureKey[], count: number): string[] {
  const eligible = PHOTO_CAPTIONS.filter((p) => !p.needs || features.includes(p.needs));
  const featured = rng.shuffle(eligible.filter((p) => p.needs)).slice(0, 3);
  const generic = rng.shuffle(eligible.filter((p) => !p.needs));
  return ['外観', ...[...featured, ...generic].map((p) => p.caption)].slice(0, count);
}

function pickBasicAmenities(
  rng: SeededRandom,
  seed: PropertySeed,
  maxGuests: number,
): { key: string; value: string | null }[] {
  const chosen = new Map<string, string | null>();
  const valueOf = (key: string) => {
    const values = BASIC_AMENITIES.find((a) => a.key === key)?.values;
    return values ? rng.pick(values) : null;
  };
  for (const key of CORE_BASIC_AMENITY_KEYS) chosen.set(key, key === 'futon' ? `${maxGuests}組` : valueOf(key));
  chosen.set(rng.chance(0.6) ? 'self_checkin' : 'host_greeting', null);
  if (chosen.has('self_checkin')) chosen.set('self_checkin', valueOf('self_checkin'));
  const cars = /(\d)台/.exec(seed.access)?.[1];
  if (cars) chosen.set('free_parking', `${cars}台まで`);
  else chosen.set('nearby_parking', valueOf('nearby_parking'));
  chosen.set(rng.chance(0.6) ? 'ih_stove' : 'gas_stove', null);

  const excluded = new Set(['self_checkin', 'host_greeting', 'free_parking', 'nearby_parking', 'ih_stove', 'gas_stove']);
  // No winter heating in the subtropics.
  if (seed.prefecture === '沖縄県') for (const key of ['kotatsu', 'kerosene_heater', 'floor_heating']) excluded.add(key);
  const optional = BASIC_AMENITIES.filter((a) => !chosen.has(a.key) && !excluded.has(a.key));
  const target = rng.int(13, 20);
  for (const amenity of rng.shuffle(optional)) {
    if (chosen.size >= target) break;
    chosen.set(amenity.key, valueOf(amenity.key));
  }
  return [...chosen].map(([key, value]) => ({ key, value }));
}

function pickAmenityCodes(rng: SeededRandom, seed: PropertySeed, features: readonly KominkaFeatureKey[], basic: readonly string[]): string[] {
  const candidates = ['wifi'];
  if (basic.includes('free_parking')) candidates.push('parking');
  if (seed.setting.includes('温泉') || seed.title.includes('温泉')) candidates.push('hot_spring');
  if (features.includes('engawa')) candidates.push('garden');
  if (basic.includes('bbq')) candidates.push('bbq');
  if (seed.style.includes('農家')) candidates.push('farm_experience');
  candidates.push('kitchen', 'family_friendly');
  if (rng.chance(0.2)) candidates.push('pet_friendly');
  if (rng.chance(0.25)) candidates.push('breakfast');
  const [first, ...others] = candidates;
  return [first, ...rng.sample(others, rng.int(1, 3))];
}

export function buildProperties(ctx: SeedContext, people: SeededPeople, catalog: Catalog): SeededProperties {
  const { rng, today } = ctx;
  const out: SeededProperties = { list: [], properties: [], photos: [], features: [], basicAmenities: [], amenities: [] };
  let photoSeed = 100;
  const demoHostId = people.hosts[0].id;

  for (const [index, seed] of PROPERTIES.entries()) {
    const host = people.hostByKey.get(seed.host);
    if (!host) throw new Error(`seed: unknown host ${seed.host}`);
    const id = randomUUID();
    const status = seed.status ?? 'published';
    const town = isTownHouse(seed);
    const features = pickFeatures(rng, seed);

    const maxGuests = town ? rng.int(2, 6) : rng.int(4, 12);
    const bedrooms = Math.min(5, Math.max(1, Math.ceil(maxGuests / 2.5)));
    const beds = Math.max(bedrooms, maxGuests - rng.int(0, 1));
    const bathrooms = maxGuests >= 8 ? 2 : 1;
    const floorSpace = town ? rng.int(4500, 12000) / 100 : rng.int(9000, 26000) / 100;
    const grade = seed.roof === 'kayabuki' || seed.builtYear < 1880 ? 'A' : seed.builtYear < 1930 ? 'B' : 'C';
    const gradeBonus = grade === 'A' ? 9000 : grade === 'B' ? 4000 : 0;
    const housePriceJpy = Math.min(80000, Math.max(15000, roundHundred(9000 + maxGuests * 3800 + gradeBonus + rng.int(-20, 40) * 100)));
    const lodgingBasis = demoLodgingBasis(index, seed, today);
    const pricing = demoPartyPricing(lodgingBasis.lodgingRegime, maxGuests);
    // A house priced per person (as a ryokan's plan) asks about a third of the house's price of each adult.
    const basePriceJpy = pricing.model === 'person' ? Math.max(8000, roundHundred(housePriceJpy * 0.35)) : housePriceJpy;
    const cleaningFeeJpy = Math.min(12000, Math.max(3000, Math.round((2500 + maxGuests * 650 + rng.int(0, 10) * 100) / 500) * 500));
    const cancelPolicy = rng.weighted<CancelPolicy>([['moderate', 45], ['flexible', 30], ['strict', 25]]);
    const minNights = rng.chance(0.2) ? 2 : 1;
    const maxNights = rng.pick([14, 21, 28, 30]);
    const checkinFrom = rng.pick(['15:00', '15:00', '16:00', '14:00']);
    const checkoutUntil = rng.pick(['10:00', '11:00', '11:00']);
    const requiresApproval = seed.requiresApproval ?? false;
    const createdDaysAgo = status === 'in_review' ? rng.int(2, 20) : rng.int(600, Math.max(610, host.signedUpDaysAgo - 10));
    const createdAt = japanInstant(addDays(today, -createdDaysAgo), `${String(rng.int(9, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`);

    out.properties.push({
      id,
      hostUserId: host.id,
      title: seed.title,
      description: describe(rng, seed, features),
      titleEn: seed.english?.title ?? null,
      descriptionEn: seed.english?.description ?? null,
      accessInfoEn: seed.english?.access ?? null,
      prefecture: seed.prefecture,
      city: seed.city,
      addressLine: seed.addressLine,
      zipcode: seed.zipcode,
      geo: { x: seed.lng, y: seed.lat },
      builtYear: seed.builtYear,
      kominkaGrade: grade,
      maxGuests,
      bedrooms,
      beds,
      bathrooms,
      floorSpaceM2: floorSpace.toFixed(2),
      basePriceJpy,
      cleaningFeeJpy,
      securityDepositJpy: 0,
      currency: 'JPY',
      status,
      checkinFrom,
      checkoutUntil,
      minNights,
      maxNights,
      cancelPolicy,
      requiresApproval,
      accessInfo: seed.access,
      ...lodgingBasis,
      priceModel: pricing.model,
      guestsIncluded: pricing.guestsIncluded,
      extraGuestFeeJpy: pricing.extraGuestFeeJpy,
      childRatePercent: pricing.childRatePercent,
      // An admin verified the basis when the house was published.
      legalBasisVerifiedAt: status === 'in_review' ? null : new Date(createdAt.getTime() + 3 * 86_400_000),
      // A house waiting for review was submitted a day after its host created it.
      submittedAt: status === 'in_review' ? new Date(createdAt.getTime() + 86_400_000) : null,
      searchText: searchTextOfProperty(seed),
      createdAt,
      updatedAt: createdAt,
    });

    const captions = photoCaptions(rng, features, rng.int(4, 8));
    captions.forEach((caption, sortOrder) => {
      if (sortOrder === 0) {
        while (!PICTURE_ROOF[seed.roof].includes((photoSeed >> 2) % 5)) photoSeed++;
      }
      out.photos.push({
        id: randomUUID(),
        propertyId: id,
        url: `/api/placeholder/1200/800?seed=${photoSeed++}&label=${encodeURIComponent(caption)}`,
        sortOrder,
        caption,
        isCover: sortOrder === 0,
        createdAt,
      });
    });

    for (const key of features) {
      const featureId = catalog.featureId.get(key);
      if (featureId) out.features.push({ id: randomUUID(), propertyId: id, featureId });
    }
    const basic = pickBasicAmenities(rng, seed, maxGuests);
    for (const { key, value } of basic) {
      const amenityId = catalog.basicAmenityId.get(key);
      if (amenityId) out.basicAmenities.push({ id: randomUUID(), propertyId: id, amenityId, value, isAvailable: true, notes: null });
    }
    for (const code of pickAmenityCodes(rng, seed, features, basic.map((b) => b.key))) {
      const amenityId = catalog.amenityId.get(code);
      if (amenityId) out.amenities.push({ id: randomUUID(), propertyId: id, amenityId });
    }

    out.list.push({
      id,
      seed,
      hostId: host.id,
      isDemoHost: host.id === demoHostId,
      status,
      features,
      maxGuests,
      minNights,
      maxNights,
      basePriceJpy,
      cleaningFeeJpy,
      cancelPolicy,
      requiresApproval,
      checkinFrom,
      createdDaysAgo,
      lodgingRegime: lodgingBasis.lodgingRegime,
      pricing,
    });
  }
  return out;
}

/**
 * How a demo house prices the party (docs/product/pricing.md): the 旅館業 houses per adult (children at
 * 70%, infants free), as ryokan plans do; the large houses for the house with six guests included and
 * ¥3,000 a night for each one more; the rest for the house whatever the party.
 */
function demoPartyPricing(regime: LodgingRegime, maxGuests: number): PartyPricing {
  if (regime === 'ryokan') return { model: 'person', guestsIncluded: null, extraGuestFeeJpy: 0, childRatePercent: 70 };
  if (maxGuests >= 8) return { model: 'house', guestsIncluded: 6, extraGuestFeeJpy: 3000, childRatePercent: 70 };
  return { model: 'house', guestsIncluded: null, extraGuestFeeJpy: 0, childRatePercent: 70 };
}
