import { describe, expect, it } from 'vitest';
import { lodgingBasisLine, lodgingDetailsComplete, type LodgingBasis } from './lodging-basis';

const none: LodgingBasis = {
  lodgingRegime: null,
  lodgingNotificationNumber: null,
  lodgingPermitNumber: null,
  lodgingPermitDate: null,
  lodgingHealthCentre: null,
  lodgingCertificateNumber: null,
};

describe('lodgingBasisLine', () => {
  it('states each law with its number, as the house page shows it', () => {
    expect(lodgingBasisLine({ ...none, lodgingRegime: 'minpaku', lodgingNotificationNumber: 'M260012345' })).toBe('住宅宿泊事業法 届出番号 M260012345');
    expect(lodgingBasisLine({ ...none, lodgingRegime: 'ryokan', lodgingPermitNumber: '指令第12号', lodgingHealthCentre: '京都市保健所' })).toBe(
      '旅館業法 許可番号 指令第12号（京都市保健所）',
    );
    expect(lodgingBasisLine({ ...none, lodgingRegime: 'tokku_minpaku', lodgingCertificateNumber: '大阪市指令第7号' })).toBe('国家戦略特別区域法 認定番号 大阪市指令第7号');
  });

  it('says nothing for a house without a basis, or whose chosen law has no number', () => {
    expect(lodgingBasisLine(none)).toBeNull();
    // A number kept from another choice is not the chosen law's.
    expect(lodgingBasisLine({ ...none, lodgingRegime: 'ryokan', lodgingNotificationNumber: 'M260012345' })).toBeNull();
  });
});

describe('lodgingDetailsComplete', () => {
  it('needs the chosen law and its number', () => {
    expect(lodgingDetailsComplete(none)).toBe(false);
    expect(lodgingDetailsComplete({ ...none, lodgingRegime: 'minpaku', lodgingNotificationNumber: '  ' })).toBe(false);
    expect(lodgingDetailsComplete({ ...none, lodgingRegime: 'minpaku', lodgingNotificationNumber: 'M260012345' })).toBe(true);
  });
});
