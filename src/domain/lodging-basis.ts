import type { LodgingRegime } from '@/contract/enums';

/**
 * A house's legal basis (営業の根拠, docs/product/lodging-law.md): the law it takes guests under, the
 * number that proves it and the document behind the number. One home for what a complete basis is
 * (the review's gate) and for the words the house page shows, as the law asks of intermediaries.
 */

export interface LodgingBasis {
  lodgingRegime: LodgingRegime | null;
  lodgingNotificationNumber: string | null;
  lodgingPermitNumber: string | null;
  lodgingPermitDate: string | null;
  lodgingHealthCentre: string | null;
  lodgingCertificateNumber: string | null;
}

/** The choice's name in the editor, the filter and the back office. */
export const LODGING_REGIME_LABELS: Record<LodgingRegime, string> = {
  minpaku: '住宅宿泊事業（民泊）',
  ryokan: '旅館業（簡易宿所・旅館・ホテル）',
  tokku_minpaku: '国家戦略特区（特区民泊）',
};

/** The short name, for lists, badges and the search's filter. */
export const LODGING_REGIME_SHORT_LABELS: Record<LodgingRegime, string> = {
  minpaku: '民泊',
  ryokan: '旅館業',
  tokku_minpaku: '特区民泊',
};

/** The law's name, as the house page states it. */
export const LODGING_REGIME_LAWS: Record<LodgingRegime, string> = {
  minpaku: '住宅宿泊事業法',
  ryokan: '旅館業法',
  tokku_minpaku: '国家戦略特別区域法',
};

/** What the number is called under each law. */
export const LODGING_NUMBER_LABELS: Record<LodgingRegime, string> = {
  minpaku: '届出番号',
  ryokan: '許可番号',
  tokku_minpaku: '認定番号',
};

/** What the proof document is called under each law. */
export const LODGING_DOCUMENT_LABELS: Record<LodgingRegime, string> = {
  minpaku: '届出受理通知書',
  ryokan: '営業許可証',
  tokku_minpaku: '特区民泊の認定書',
};

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** The number of the chosen law, or null when none is chosen or it is blank. */
export function lodgingNumberOf(basis: LodgingBasis): string | null {
  switch (basis.lodgingRegime) {
    case 'minpaku':
      return basis.lodgingNotificationNumber?.trim() || null;
    case 'ryokan':
      return basis.lodgingPermitNumber?.trim() || null;
    case 'tokku_minpaku':
      return basis.lodgingCertificateNumber?.trim() || null;
    default:
      return null;
  }
}

/** Whether the chosen law's details are all given: the number, and for 旅館業 the date and health centre. */
export function lodgingDetailsComplete(basis: LodgingBasis): boolean {
  if (!basis.lodgingRegime || !lodgingNumberOf(basis)) return false;
  if (basis.lodgingRegime === 'ryokan') return filled(basis.lodgingPermitDate) && filled(basis.lodgingHealthCentre);
  return true;
}

/**
 * The house page's line: 住宅宿泊事業法 届出番号 M260012345, 旅館業法 許可番号 …（…保健所）,
 * 国家戦略特別区域法 認定番号 …; null when the house has no complete basis.
 */
export function lodgingBasisLine(basis: LodgingBasis): string | null {
  const regime = basis.lodgingRegime;
  const number = lodgingNumberOf(basis);
  if (!regime || !number) return null;
  const line = `${LODGING_REGIME_LAWS[regime]} ${LODGING_NUMBER_LABELS[regime]} ${number}`;
  if (regime === 'ryokan' && filled(basis.lodgingHealthCentre)) return `${line}（${basis.lodgingHealthCentre!.trim()}）`;
  return line;
}

/**
 * Where a house's basis stands for the back office: 確認済み (an approval compared the number with the
 * document), 未確認 (complete, not yet verified: waiting for review or changed since) or 要確認 (not
 * given: houses published before the basis was asked, docs/product/hosts-and-houses.md).
 */
export type LegalBasisStanding = 'verified' | 'unverified' | 'missing';
export const LEGAL_BASIS_STANDING_LABELS: Record<LegalBasisStanding, string> = {
  verified: '確認済み',
  unverified: '未確認',
  missing: '要確認',
};

export function legalBasisStanding(basis: LodgingBasis & { lodgingDocumentKey: string | null; legalBasisVerifiedAt: Date | string | null }): LegalBasisStanding {
  if (!lodgingDetailsComplete(basis) || !basis.lodgingDocumentKey) return 'missing';
  return basis.legalBasisVerifiedAt ? 'verified' : 'unverified';
}
