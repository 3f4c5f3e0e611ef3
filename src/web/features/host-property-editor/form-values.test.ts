import { describe, expect, it } from 'vitest';
import { bodyOfStep, checkStep, emptyFormValues, fieldOfServer, numberOf } from './form-values';

describe('numberOf', () => {
  it('reads full-width digits, commas and units, blank as given, anything else as NaN', () => {
    expect(numberOf('３０,０００円', null)).toBe(30000);
    expect(numberOf(' 120.5 ', null)).toBe(120.5);
    expect(numberOf('', null)).toBeNull();
    expect(numberOf('', undefined)).toBeUndefined();
    expect(numberOf('abc', null)).toBeNaN();
  });
});

describe('the steps of the editor', () => {
  it('sends a blank base price as nothing (a draft may lack it) and blank weekday prices as null', () => {
    const body = bodyOfStep('pricing', emptyFormValues());
    expect(body).toMatchObject({ cleaningFeeJpy: 0, seasonPrices: [] });
    expect(body && 'basePriceJpy' in body ? body.basePriceJpy : undefined).toBeUndefined();
    expect(body?.weekdayPrices?.mon).toBeNull();
  });

  const staying = { leaving: false, today: '2026-11-29', storedSeasons: [] };
  const leaving = { ...staying, leaving: true };

  it("checks a step with the contract's own Japanese messages, naming the form's fields", () => {
    const values = { ...emptyFormValues(), title: '', maxGuests: '二人', bookingMode: 'request' as const };
    expect(checkStep('basic', values, staying).problems).toEqual([{ name: 'title', message: '物件名を入力してください' }]);
    expect(checkStep('rooms', values, staying).problems[0]).toEqual({ name: 'maxGuests', message: '定員を数値で入力してください' });
    expect(checkStep('rules', { ...values, minNights: '5', maxNights: '2' }, staying).problems).toEqual([{ name: 'maxNights', message: '最大宿泊数は最低宿泊数以上にしてください' }]);
    expect(bodyOfStep('rules', values)?.requiresApproval).toBe(true);
    const seasons = { ...values, seasonPrices: [{ dateFrom: '2030-05-01', dateTo: '2030-05-10', pricePerNightJpy: '20000', note: '' }, { dateFrom: '2030-05-05', dateTo: '2030-05-06', pricePerNightJpy: '20000', note: '' }] };
    expect(checkStep('pricing', seasons, staying).problems).toEqual([{ name: 'seasonPrices.1.dateFrom', message: '期間が重なっています' }]);
  });

  it('says on leaving a step which of its required fields are blank, each at its field', () => {
    const location = { ...emptyFormValues(), prefecture: '京都府', city: ' ', addressLine: '清水2丁目' };
    expect(checkStep('location', location, staying).problems).toEqual([]);
    expect(checkStep('location', location, leaving).problems).toEqual([{ name: 'city', message: '市区町村を入力してください' }]);
    expect(checkStep('pricing', emptyFormValues(), leaving).problems).toEqual([{ name: 'basePriceJpy', message: '1泊の基本料金を入力してください' }]);
    expect(checkStep('basic', { ...emptyFormValues(), title: '町家' }, leaving).problems).toEqual([{ name: 'description', message: '物件の説明を入力してください' }]);
  });

  it('refuses a season added in the past, and keeps a saved one that has since passed', () => {
    const season = { dateFrom: '2026-08-01', dateTo: '2026-08-31', pricePerNightJpy: '20000', note: '' };
    const values = { ...emptyFormValues(), basePriceJpy: '20000', seasonPrices: [season] };
    expect(checkStep('pricing', values, leaving).problems).toEqual([{ name: 'seasonPrices.0.dateTo', message: '終了日が過ぎた期間には料金を設定できません。今日以降の日付にしてください' }]);
    const saved = { ...values, seasonPrices: [{ ...season, id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b' }] };
    expect(checkStep('pricing', saved, { ...leaving, storedSeasons: [{ id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', dateFrom: season.dateFrom, dateTo: season.dateTo }] }).problems).toEqual([]);
  });

  it("finds the step of a server's field", () => {
    expect(fieldOfServer('title')).toEqual({ step: 'basic', name: 'title' });
    expect(fieldOfServer('prefecture')).toEqual({ step: 'location', name: 'prefecture' });
    expect(fieldOfServer('seasonPrices.1.dateFrom')).toEqual({ step: 'pricing', name: 'seasonPrices.1.dateFrom' });
    expect(fieldOfServer('requiresApproval')).toEqual({ step: 'rules', name: 'bookingMode' });
    expect(fieldOfServer('body')).toBeNull();
  });
});
