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
  lodgingRegime: 'minpaku',
  lodgingNotificationNumber: 'M260012345',
  lodgingPermitNumber: null,
  lodgingPermitDate: null,
  lodgingHealthCentre: null,
  lodgingCertificateNumber: null,
  lodgingDocumentKey: 'lodging-documents/a.pdf',
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

  it('refuses a house without its legal basis or its proof', () => {
    expect(missingForReview({ ...complete, lodgingRegime: null, lodgingDocumentKey: null })).toEqual(['lodgingBasis', 'lodgingDocument']);
  });

  it('asks for the number of the law chosen, and for 旅館業 the permit date and health centre', () => {
    expect(missingForReview({ ...complete, lodgingRegime: 'tokku_minpaku' })).toEqual(['lodgingBasis']);
    expect(missingForReview({ ...complete, lodgingRegime: 'tokku_minpaku', lodgingCertificateNumber: '第2000001号' })).toEqual([]);
    const ryokan = { ...complete, lodgingRegime: 'ryokan' as const, lodgingPermitNumber: '京都市指令保医セ第123号' };
    expect(missingForReview(ryokan)).toEqual(['lodgingBasis']);
    expect(missingForReview({ ...ryokan, lodgingPermitDate: '2024-04-01', lodgingHealthCentre: '京都市保健所' })).toEqual([]);
  });
});
