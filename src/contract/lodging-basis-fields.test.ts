import { describe, expect, it } from 'vitest';
import { hostPropertyUpdateBodySchema, LODGING_NUMBER_INVALID, LODGING_PERMIT_DATE_FUTURE, LODGING_PERMIT_DATE_INVALID } from './host-property-editor';

const issueOf = (body: Record<string, unknown>) => hostPropertyUpdateBodySchema.safeParse(body).error?.issues[0];

describe('the legal basis fields of the house editor', () => {
  it('reads a 届出番号 typed in lower case or full width as M and 9 digits', () => {
    expect(hostPropertyUpdateBodySchema.parse({ lodgingNotificationNumber: 'm260012345' }).lodgingNotificationNumber).toBe('M260012345');
    expect(hostPropertyUpdateBodySchema.parse({ lodgingNotificationNumber: 'Ｍ２６００１２３４５' }).lodgingNotificationNumber).toBe('M260012345');
  });

  it('refuses a 届出番号 that is not M and 9 digits, with the example', () => {
    for (const wrong of ['M26001234', 'M2600123456', 'T260012345', '260012345']) {
      expect(issueOf({ lodgingNotificationNumber: wrong })).toMatchObject({ path: ['lodgingNotificationNumber'], message: LODGING_NUMBER_INVALID });
    }
    expect(LODGING_NUMBER_INVALID).toBe('届出番号は M と9桁の数字で入力してください（例: M260012345）');
  });

  it('takes a permit date that is a real day, not in the future', () => {
    expect(hostPropertyUpdateBodySchema.parse({ lodgingPermitDate: '2024/04/01' }).lodgingPermitDate).toBe('2024-04-01');
    expect(issueOf({ lodgingPermitDate: '2023-02-29' })).toMatchObject({ path: ['lodgingPermitDate'], message: LODGING_PERMIT_DATE_INVALID });
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(issueOf({ lodgingPermitDate: nextYear })).toMatchObject({ path: ['lodgingPermitDate'], message: LODGING_PERMIT_DATE_FUTURE });
  });

  it('keeps the permit number, health centre and certificate number to 50 characters', () => {
    expect(issueOf({ lodgingPermitNumber: 'あ'.repeat(51) })).toMatchObject({ message: '許可番号は50文字以内で入力してください' });
    expect(issueOf({ lodgingHealthCentre: 'あ'.repeat(51) })).toMatchObject({ message: '保健所名は50文字以内で入力してください' });
    expect(issueOf({ lodgingCertificateNumber: 'あ'.repeat(51) })).toMatchObject({ message: '認定番号は50文字以内で入力してください' });
    expect(hostPropertyUpdateBodySchema.parse({ lodgingCertificateNumber: '  ' }).lodgingCertificateNumber).toBeNull();
  });

  it('refuses a basis that is not one of the three laws', () => {
    expect(issueOf({ lodgingRegime: 'hotel' })).toMatchObject({ path: ['lodgingRegime'], message: '営業の根拠（法令）を選んでください' });
  });
});
