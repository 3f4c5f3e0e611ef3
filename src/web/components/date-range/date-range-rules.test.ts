import { describe, expect, it } from 'vitest';
import { dayLabel, dayState, dayTone, firstShownMonth, holidayWindow, lastBookableDate, NO_HOUSE_DAYS, pickDate, type HouseDays, type PickContext } from './date-range-rules';

const today = '2026-12-10';
const lastDate = lastBookableDate(today);
const house: HouseDays = { unavailable: new Set(['2026-12-20', '2026-12-21']), noArrival: new Set(['2026-12-15']), noDeparture: new Set(['2026-12-17']) };
const ctx = (over: Partial<PickContext> = {}): PickContext => ({ today, lastDate, role: 'checkIn', checkIn: '', days: NO_HOUSE_DAYS, ...over });

describe('dayState', () => {
  it('without a house: past days and days over 365 days ahead are disabled, the rest selectable', () => {
    expect(lastDate).toBe('2027-12-10');
    expect(dayState('2026-12-09', ctx())).toEqual({ selectable: false, unavailable: false, note: '選択できません' });
    expect(dayState(today, ctx()).selectable).toBe(true);
    expect(dayState('2027-12-10', ctx()).selectable).toBe(true);
    expect(dayState('2027-12-11', ctx()).selectable).toBe(false);
  });

  it("with a house: unavailable nights and closed-to-arrival days are no check-in; check-out stops at the first unavailable night", () => {
    const days = house;
    expect(dayState('2026-12-20', ctx({ days }))).toEqual({ selectable: false, unavailable: true, note: '予約不可' });
    expect(dayState('2026-12-15', ctx({ days })).note).toBe('チェックイン不可');
    const out = ctx({ days, role: 'checkOut', checkIn: '2026-12-16' });
    expect(dayState('2026-12-17', out).note).toBe('チェックアウト不可');
    expect(dayState('2026-12-20', out)).toEqual({ selectable: true, unavailable: false, note: 'チェックアウトのみ可' });
    expect(dayState('2026-12-22', out)).toEqual({ selectable: false, unavailable: false, note: '予約できない日をはさむため選択できません' });
  });
});

describe('pickDate', () => {
  const none = new Set<string>();
  it('a day after check-in while choosing check-out ends the stay and closes', () => {
    expect(pickDate('2026-12-24', { role: 'checkOut', checkIn: '2026-12-20', checkOut: '', unavailable: none })).toEqual({ checkIn: '2026-12-20', checkOut: '2026-12-24', done: true });
  });

  it('a new check-in at or after the check-out clears it; one before keeps it', () => {
    expect(pickDate('2026-12-24', { role: 'checkIn', checkIn: '2026-12-20', checkOut: '2026-12-24', unavailable: none }).checkOut).toBe('');
    expect(pickDate('2026-12-26', { role: 'checkIn', checkIn: '2026-12-20', checkOut: '2026-12-24', unavailable: none }).checkOut).toBe('');
    expect(pickDate('2026-12-18', { role: 'checkIn', checkIn: '2026-12-20', checkOut: '2026-12-24', unavailable: none })).toEqual({ checkIn: '2026-12-18', checkOut: '2026-12-24', done: false });
    // A day on or before check-in while choosing check-out starts again from it.
    expect(pickDate('2026-12-19', { role: 'checkOut', checkIn: '2026-12-20', checkOut: '', unavailable: none })).toEqual({ checkIn: '2026-12-19', checkOut: '', done: false });
  });

  it('a new check-in with an unavailable night before the check-out clears the check-out', () => {
    expect(pickDate('2026-12-18', { role: 'checkIn', checkIn: '2026-12-22', checkOut: '2026-12-24', unavailable: house.unavailable }).checkOut).toBe('');
  });
});

describe('dayTone and dayLabel', () => {
  it('holidays and Sundays are red, Saturdays blue', () => {
    expect(dayTone('2027-01-11', '成人の日')).toBe('holiday');
    expect(dayTone('2026-12-13', undefined)).toBe('sunday');
    expect(dayTone('2026-12-12', undefined)).toBe('saturday');
    expect(dayTone('2026-12-14', undefined)).toBe('weekday');
  });

  it("names the day, its holiday, today and the stay's ends", () => {
    expect(dayLabel('2027-01-11', { today, holiday: '成人の日' })).toBe('2027年1月11日(月)、成人の日');
    expect(dayLabel(today, { today, isCheckIn: true })).toBe('2026年12月10日(木)、今日、チェックイン日');
    expect(dayLabel('2026-12-09', { today, note: '選択できません' })).toBe('2026年12月9日(水)、選択できません');
  });
});

describe('firstShownMonth', () => {
  it('moves the shown months as little as possible to show the day, within the bookable months', () => {
    expect(firstShownMonth('2026-12', '2027-01-05', 2, '2026-12', '2027-12')).toBe('2026-12');
    expect(firstShownMonth('2026-12', '2027-02-05', 2, '2026-12', '2027-12')).toBe('2027-01');
    expect(firstShownMonth('2027-03', '2027-01-05', 2, '2026-12', '2027-12')).toBe('2027-01');
    expect(firstShownMonth('2026-12', '2027-01-05', 1, '2026-12', '2027-12')).toBe('2027-01');
    expect(firstShownMonth('2027-12', '2027-12-05', 2, '2026-12', '2027-12')).toBe('2027-11');
    expect(firstShownMonth('2026-11', '2026-11-30', 1, '2026-12', '2027-12')).toBe('2026-12');
  });
});

it('asks the holidays of the first whole month up to the last bookable day (under the API’s 400 days)', () => {
  expect(holidayWindow(today, lastDate)).toEqual({ from: '2026-12-01', to: '2027-12-10' });
});
