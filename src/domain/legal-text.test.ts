import { describe, expect, it } from 'vitest';
import type { SiteOperator } from '@/contract/legal-documents';
import { fillLegalText, formatRevisionDate } from './legal-text';

const operator: SiteOperator = {
  name: '株式会社山里',
  representative: '山田 太郎',
  postalCode: '100-0001',
  address: '東京都千代田区千代田1-1',
  phone: '03-0000-0000',
  email: 'info@example.jp',
  intermediaryRegistration: '観光庁長官（01）第0001号',
  travelAgencyRegistration: null,
  isDemo: false,
};

describe('fillLegalText', () => {
  it("fills each placeholder with the operator's details, a missing registration as なし", () => {
    expect(fillLegalText('{{operatorName}}（{{ representative }}）{{intermediaryRegistration}}／{{travelAgencyRegistration}}', operator)).toBe(
      '株式会社山里（山田 太郎）観光庁長官（01）第0001号／なし',
    );
  });

  it('leaves an unknown placeholder as written', () => {
    expect(fillLegalText('{{unknown}} {{email}}', operator)).toBe('{{unknown}} info@example.jp');
  });
});

describe('formatRevisionDate', () => {
  it('writes a day the Japanese way, without leading zeros', () => {
    expect(formatRevisionDate('2026-01-05')).toBe('2026年1月5日');
    expect(formatRevisionDate('2026-11-29')).toBe('2026年11月29日');
  });
});
