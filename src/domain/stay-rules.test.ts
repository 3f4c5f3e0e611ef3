import { describe, expect, it } from 'vitest';
import { minNightsFor, stayRuleProblem, type StayRuleDay, type StayRuleInput } from './stay-rules';

const day = (date: string, overrides: Partial<StayRuleDay> = {}): StayRuleDay => ({
  date,
  minNightsOverride: null,
  closedToArrival: false,
  closedToDeparture: false,
  ...overrides,
});

const input = (overrides: Partial<StayRuleInput> = {}): StayRuleInput => ({ houseMinNights: 2, seasons: [], days: [], ...overrides });

describe('minNightsFor', () => {
  it("takes the house's minimum without anything else", () => {
    expect(minNightsFor(input(), '2027-03-10')).toEqual({ minNights: 2, source: 'house' });
  });

  it('takes a season covering the check-in day that sets a minimum, both ends included', () => {
    const seasons = [{ dateFrom: '2027-03-01', dateTo: '2027-03-10', minNightsOverride: 4 }];
    expect(minNightsFor(input({ seasons }), '2027-03-10')).toEqual({ minNights: 4, source: 'season' });
    expect(minNightsFor(input({ seasons }), '2027-03-01')).toEqual({ minNights: 4, source: 'season' });
    expect(minNightsFor(input({ seasons }), '2027-03-11')).toEqual({ minNights: 2, source: 'house' });
  });

  it('ignores a season without a minimum and prefers the shortest season that has one', () => {
    const seasons = [
      { dateFrom: '2027-03-01', dateTo: '2027-03-31', minNightsOverride: 5 },
      { dateFrom: '2027-03-09', dateTo: '2027-03-11', minNightsOverride: 3 },
      { dateFrom: '2027-03-10', dateTo: '2027-03-10', minNightsOverride: null },
    ];
    expect(minNightsFor(input({ seasons }), '2027-03-10')).toEqual({ minNights: 3, source: 'season' });
  });

  it("lets the check-in day's own minimum win over a season and the house, lower or higher", () => {
    const seasons = [{ dateFrom: '2027-03-01', dateTo: '2027-03-31', minNightsOverride: 5 }];
    expect(minNightsFor(input({ seasons, days: [day('2027-03-10', { minNightsOverride: 1 })] }), '2027-03-10')).toEqual({ minNights: 1, source: 'calendar' });
    expect(minNightsFor(input({ days: [day('2027-03-10', { minNightsOverride: 7 })] }), '2027-03-10')).toEqual({ minNights: 7, source: 'calendar' });
    // Another day's minimum does not count: only the check-in day's.
    expect(minNightsFor(input({ days: [day('2027-03-11', { minNightsOverride: 7 })] }), '2027-03-10')).toEqual({ minNights: 2, source: 'house' });
  });
});

describe('stayRuleProblem', () => {
  it('accepts a stay that keeps every rule', () => {
    expect(stayRuleProblem(input(), '2027-03-10', '2027-03-12')).toBeNull();
  });

  it('refuses a check-in on a day closed to arrival, and only on that day', () => {
    const days = [day('2027-03-10', { closedToArrival: true })];
    expect(stayRuleProblem(input({ days }), '2027-03-10', '2027-03-12')).toEqual({ field: 'checkinDate', message: 'この日はチェックインできません' });
    expect(stayRuleProblem(input({ days }), '2027-03-08', '2027-03-12')).toBeNull();
    // A stay may end on a day closed to arrival.
    expect(stayRuleProblem(input({ days }), '2027-03-08', '2027-03-10')).toBeNull();
  });

  it('refuses a check-out on a day closed to departure, and only on that day', () => {
    const days = [day('2027-03-12', { closedToDeparture: true })];
    expect(stayRuleProblem(input({ days }), '2027-03-10', '2027-03-12')).toEqual({ field: 'checkoutDate', message: 'この日はチェックアウトできません' });
    expect(stayRuleProblem(input({ days }), '2027-03-10', '2027-03-13')).toBeNull();
    expect(stayRuleProblem(input({ days }), '2027-03-12', '2027-03-14')).toBeNull();
  });

  it("names the calendar's or season's minimum as the period's, the house's as the house's", () => {
    expect(stayRuleProblem(input(), '2027-03-10', '2027-03-11')).toEqual({ field: 'checkoutDate', message: 'このお宿は最低2泊からご予約いただけます' });
    const days = [day('2027-03-10', { minNightsOverride: 3 })];
    expect(stayRuleProblem(input({ days }), '2027-03-10', '2027-03-12')).toEqual({ field: 'checkoutDate', message: 'この期間は最低3泊からご予約いただけます' });
    expect(stayRuleProblem(input({ days }), '2027-03-10', '2027-03-13')).toBeNull();
    const seasons = [{ dateFrom: '2027-03-01', dateTo: '2027-03-31', minNightsOverride: 4 }];
    expect(stayRuleProblem(input({ seasons }), '2027-03-10', '2027-03-13')).toEqual({ field: 'checkoutDate', message: 'この期間は最低4泊からご予約いただけます' });
  });

  it('lets a one-night minimum on the check-in day open a house that asks for two', () => {
    const days = [day('2027-03-10', { minNightsOverride: 1 })];
    expect(stayRuleProblem(input({ days }), '2027-03-10', '2027-03-11')).toBeNull();
  });
});
