import { describe, expect, it } from 'vitest';
import { missingForReview, type ListingFacts } from './listing-readiness';

const complete: ListingFacts = {
  hostVerified: true,
  title: '築百年の茅葺き古民家',
  description: '囲炉裏のある母屋',
  prefecture: '京都府',
  city: '南丹市',
  addressLine: '美山町北1',
  photoCount: 3,
  hasCover: true,
  basePriceJpy: 25000,
  maxGuests: 4,
};

describe('missingForReview', () => {
  it('lets a complete house of a verified host be submitted', () => {
    expect(missingForReview(complete)).toEqual([]);
  });

  it('names everything still missing', () => {
    expect(
      missingForReview({ ...complete, hostVerified: false, title: '  ', addressLine: null, photoCount: 2, hasCover: false, basePriceJpy: 0, maxGuests: 0 }),
    ).toEqual(['hostVerified', 'title', 'address', 'photos', 'cover', 'price', 'capacity']);
  });
});
