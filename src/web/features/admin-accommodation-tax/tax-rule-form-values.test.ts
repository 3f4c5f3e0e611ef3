import { describe, expect, it } from 'vitest';
import { accommodationTaxRuleBodySchema, type AccommodationTaxRuleView } from '@/contract/admin-accommodation-tax';
import '@/contract/zod-locale';
import { basisPointsOf, bodyOf, formFieldOf, newRuleValues, ruleValues, yenOf } from './tax-rule-form-values';

const kutchan: AccommodationTaxRuleView = {
  id: '00000000-0000-4000-8000-000000000001',
  prefecture: '北海道',
  city: '倶知安町',
  name: '倶知安町宿泊税',
  kind: 'percent',
  tiers: [],
  percentBasisPoints: 300,
  capJpy: null,
  exemptBelowJpy: null,
  regimes: [],
  replacesPrefectureRule: true,
  appliesFrom: '2026-04-01',
  appliesTo: null,
  sourceUrl: 'https://example.jp/kutchan',
  note: '',
  updatedAt: '2026-11-29T00:00:00.000Z',
};

const issuesOf = (values: ReturnType<typeof newRuleValues>) => {
  const parsed = accommodationTaxRuleBodySchema.safeParse(bodyOf(values));
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ field: formFieldOf(i.path.join('.')), message: i.message }));
};

describe('the 宿泊税 rule form', () => {
  it('reads amounts as typed in Japan: full-width digits, commas, 円 and ¥; blank is none', () => {
    expect(yenOf('２０,０００円')).toBe(20000);
    expect(yenOf('¥500')).toBe(500);
    expect(yenOf(' ')).toBe('');
    expect(yenOf('二百')).toBeNaN();
  });

  it('reads a rate in percent into hundredths without floating error', () => {
    expect(basisPointsOf('3')).toBe(300);
    expect(basisPointsOf('2.3')).toBe(230);
    expect(basisPointsOf('0.01％')).toBe(1);
    expect(basisPointsOf('')).toBe('');
    expect(Number.isInteger(basisPointsOf('3.005'))).toBe(false);
  });

  it('sends an edited rule back as it came, the rate in hundredths', () => {
    const body = accommodationTaxRuleBodySchema.parse(bodyOf(ruleValues(kutchan)));
    const { id: _id, updatedAt: _u, ...expected } = kutchan;
    expect(body).toEqual(expected);
  });

  it('names each wrong input at its own field in Japanese', () => {
    const values = { ...newRuleValues('2026-12-01'), prefecture: '奈良県', name: '奈良市宿泊税', sourceUrl: 'https://example.jp/nara' };
    expect(issuesOf({ ...values, tiers: [{ fromJpy: '0', amountJpy: '' }] })).toEqual([{ field: 'tiers.0.amountJpy', message: '税額は整数で入力してください' }]);
    expect(issuesOf({ ...values, tiers: [{ fromJpy: '0', amountJpy: '200' }, { fromJpy: '0', amountJpy: '500' }] })).toEqual([
      { field: 'tiers', message: '区分の金額は小さい順に、重ならないように入力してください' },
    ]);
    expect(issuesOf({ ...values, kind: 'percent', percent: '3.005' })).toEqual([{ field: 'percent', message: '税率は0.01%単位で入力してください' }]);
    expect(issuesOf({ ...values, kind: 'percent', percent: '' })).toEqual([{ field: 'percent', message: '税率を入力してください' }]);
    expect(issuesOf({ ...values, tiers: [{ fromJpy: '0', amountJpy: '200' }], appliesTo: '2026-11-30' })).toEqual([{ field: 'appliesTo', message: '終了日は開始日以降の日付を入力してください' }]);
  });
});
