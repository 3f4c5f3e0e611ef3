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

  it("checks a step with the contract's own Japanese messages, naming the form's fields", () => {
    const values = { ...emptyFormValues(), title: '', maxGuests: '二人', bookingMode: 'request' as const };
    expect(checkStep('basic', values).problems).toEqual([{ name: 'title', message: '物件名を入力してください' }]);
    expect(checkStep('rooms', values).problems[0]).toEqual({ name: 'maxGuests', message: '定員を数値で入力してください' });
    expect(checkStep('rules', { ...values, minNights: '5', maxNights: '2' }).problems).toEqual([{ name: 'maxNights', message: '最大宿泊数は最低宿泊数以上にしてください' }]);
    expect(bodyOfStep('rules', values)?.requiresApproval).toBe(true);
    const seasons = { ...values, seasonPrices: [{ dateFrom: '2030-05-01', dateTo: '2030-05-10', pricePerNightJpy: '20000', note: '' }, { dateFrom: '2030-05-05', dateTo: '2030-05-06', pricePerNightJpy: '20000', note: '' }] };
    expect(checkStep('pricing', seasons).problems).toEqual([{ name: 'seasonPrices.1.dateFrom', message: '期間が重なっています' }]);
  });

  it("finds the step of a server's field", () => {
    expect(fieldOfServer('title')).toEqual({ step: 'basic', name: 'title' });
    expect(fieldOfServer('prefecture')).toEqual({ step: 'location', name: 'prefecture' });
    expect(fieldOfServer('seasonPrices.1.dateFrom')).toEqual({ step: 'pricing', name: 'seasonPrices.1.dateFrom' });
    expect(fieldOfServer('requiresApproval')).toEqual({ step: 'rules', name: 'bookingMode' });
    expect(fieldOfServer('body')).toBeNull();
  });
});
