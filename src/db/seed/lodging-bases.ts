import type { LodgingRegime } from '@/contract/enums';
import { PREFECTURES } from '@/domain/destination-search';
import { addDays, type IsoDate } from '@/domain/japan-date';

/**
 * The demo houses' legal basis (docs/product/lodging-law.md): most are 民泊 with a 届出番号 — "M", the
 * prefecture's two-digit code, 7 digits — every fourth a 旅館業 (簡易宿所) permit from the city's or
 * prefecture's health centre, and the houses of Osaka a 特区民泊 certificate. Drawn from the house's
 * place in the list, never from the seed's random numbers, so the rest of the demo stays as it was.
 * Each has a demo document (`demo-lodging/…`), drawn as a labelled sample by the document's route.
 */
export interface DemoLodgingBasis {
  lodgingRegime: LodgingRegime;
  lodgingNotificationNumber: string | null;
  lodgingPermitNumber: string | null;
  lodgingPermitDate: string | null;
  lodgingHealthCentre: string | null;
  lodgingCertificateNumber: string | null;
  lodgingDocumentKey: string;
  lodgingDocumentType: string;
}

export function demoLodgingBasis(index: number, house: { prefecture: string; city: string }, today: IsoDate): DemoLodgingBasis {
  const prefectureCode = String(PREFECTURES.findIndex((p) => p.name === house.prefecture) + 1).padStart(2, '0');
  const serial = String(10_000 + index * 37).padStart(7, '0');
  const none = { lodgingNotificationNumber: null, lodgingPermitNumber: null, lodgingPermitDate: null, lodgingHealthCentre: null, lodgingCertificateNumber: null };
  const document = { lodgingDocumentKey: `demo-lodging/${index + 1}.png`, lodgingDocumentType: 'image/png' };
  if (house.prefecture === '大阪府') {
    return { ...none, ...document, lodgingRegime: 'tokku_minpaku', lodgingCertificateNumber: `大阪市指令大保環第${19 + (index % 5)}-${100 + index}号` };
  }
  if (index % 4 === 3) {
    const centre = house.city.endsWith('市') ? `${house.city}保健所` : `${house.prefecture}保健所`;
    return {
      ...none,
      ...document,
      lodgingRegime: 'ryokan',
      lodgingPermitNumber: `指令第${prefectureCode}-${300 + index}号`,
      lodgingPermitDate: addDays(today, -(400 + index * 11)),
      lodgingHealthCentre: centre,
    };
  }
  return { ...none, ...document, lodgingRegime: 'minpaku', lodgingNotificationNumber: `M${prefectureCode}${serial}` };
}
