import { describe, expect, it } from 'vitest';
import { halfYear, halfYearOf, latestEndedHalf, latestEndedPeriod, reportDueOn, reportPeriod, reportPeriodOf, reportReminderText, stayFigures, type ReportStay } from './minpaku-reports';
import { nationalityName } from './nationality-names';

const resident = (guestIndex: number) => ({ guestIndex, livesInJapan: true, nationality: null });
const foreign = (guestIndex: number, nationality: string) => ({ guestIndex, livesInJapan: false, nationality });

describe('report periods', () => {
  it('names a period by its even first month, due the 15th after it', () => {
    expect(reportPeriod('2026-10')).toEqual({ start: '2026-10', firstNight: '2026-10-01', lastNight: '2026-11-30', dueDate: '2026-12-15', label: '10月・11月' });
    expect(reportPeriod('2026-12')).toEqual({ start: '2026-12', firstNight: '2026-12-01', lastNight: '2027-01-31', dueDate: '2027-02-15', label: '12月・1月' });
    expect(reportPeriod('2028-02').lastNight).toBe('2028-03-31');
    expect(() => reportPeriod('2026-11')).toThrow(RangeError);
  });

  it('puts January in the period that started in December', () => {
    expect(reportPeriodOf('2027-01-31').start).toBe('2026-12');
    expect(reportPeriodOf('2026-12-01').start).toBe('2026-12');
    expect(reportPeriodOf('2026-11-30').start).toBe('2026-10');
  });

  it('opens on the last period that has ended', () => {
    expect(latestEndedPeriod('2026-11-29').start).toBe('2026-08');
    expect(latestEndedPeriod('2026-12-01').start).toBe('2026-10');
    expect(latestEndedPeriod('2027-01-20').start).toBe('2026-10');
  });

  it('reminds from the 1st of the due month until the 15th', () => {
    expect(reportDueOn('2026-11-30')).toBeNull();
    expect(reportDueOn('2026-12-01')?.start).toBe('2026-10');
    expect(reportDueOn('2026-12-15')?.start).toBe('2026-10');
    expect(reportDueOn('2026-12-16')).toBeNull();
    expect(reportDueOn('2027-02-10')?.start).toBe('2026-12');
    expect(reportReminderText(reportPeriod('2026-10'))).toBe('10月・11月分の定期報告の期限は12月15日です');
  });
});

describe('the figures of a period', () => {
  const period = reportPeriod('2026-06');

  it('counts nights, guests and guest-nights as the ministry example does (9 days, 6 guests, 19 guest-nights)', () => {
    const stays: ReportStay[] = [
      { checkinDate: '2026-06-27', checkoutDate: '2026-06-30', partySize: 1, entries: [resident(0)] },
      { checkinDate: '2026-07-08', checkoutDate: '2026-07-10', partySize: 2, entries: [foreign(0, '中国'), foreign(1, 'China')] },
      { checkinDate: '2026-07-24', checkoutDate: '2026-07-28', partySize: 3, entries: [foreign(0, 'アメリカ'), foreign(1, 'USA'), foreign(2, '米国')] },
    ];
    expect(stayFigures(stays, period)).toEqual({
      nights: 9,
      guests: 6,
      guestNights: 19,
      nationalities: [
        { nationality: '日本', guests: 1 },
        { nationality: '米国', guests: 3 },
        { nationality: '中国', guests: 2 },
      ],
    });
  });

  it('splits a stay across the boundary by its nights, its guests reported in both periods', () => {
    const stay: ReportStay = { checkinDate: '2026-07-30', checkoutDate: '2026-08-02', partySize: 2, entries: [resident(0), resident(1)] };
    expect(stayFigures([stay], reportPeriod('2026-06'))).toMatchObject({ nights: 2, guests: 2, guestNights: 4 });
    expect(stayFigures([stay], reportPeriod('2026-08'))).toMatchObject({ nights: 1, guests: 2, guestNights: 2 });
    expect(stayFigures([{ ...stay, checkinDate: '2026-07-31', checkoutDate: '2026-08-01' }], reportPeriod('2026-08'))).toMatchObject({ nights: 0, guests: 0, guestNights: 0, nationalities: [] });
  });

  it('counts a night shared by two stays once in the days, and a party without sent entries as 名簿未入力', () => {
    const stays: ReportStay[] = [
      { checkinDate: '2026-06-01', checkoutDate: '2026-06-03', partySize: 3, entries: [foreign(0, 'Korea'), resident(2)] },
      { checkinDate: '2026-06-02', checkoutDate: '2026-06-04', partySize: 1, entries: [] },
    ];
    expect(stayFigures(stays, period)).toEqual({
      nights: 3,
      guests: 4,
      guestNights: 8,
      nationalities: [
        { nationality: '日本', guests: 1 },
        { nationality: '韓国', guests: 1 },
        { nationality: '名簿未入力', guests: 2 },
      ],
    });
  });
});

describe('nationality names', () => {
  it('folds the usual spellings and keeps any other as written', () => {
    expect(nationalityName('ＵＳＡ')).toBe('米国');
    expect(nationalityName(' united  kingdom ')).toBe('英国');
    expect(nationalityName('台湾')).toBe('台湾');
    expect(nationalityName('Ｍｏｎｇｏｌｉａ')).toBe('Mongolia');
    expect(nationalityName('')).toBe('名簿未入力');
  });
});

describe('half-years', () => {
  it('runs April–September and October–March', () => {
    expect(halfYear('2026H1')).toEqual({ half: '2026H1', firstNight: '2026-04-01', lastNight: '2026-09-30', label: '2026年度上期（2026年4月〜9月）' });
    expect(halfYear('2026H2')).toEqual({ half: '2026H2', firstNight: '2026-10-01', lastNight: '2027-03-31', label: '2026年度下期（2026年10月〜2027年3月）' });
    expect(halfYearOf('2027-03-31').half).toBe('2026H2');
    expect(latestEndedHalf('2026-11-29').half).toBe('2026H1');
    expect(latestEndedHalf('2027-04-01').half).toBe('2026H2');
    expect(() => halfYear('2026H3')).toThrow(RangeError);
  });
});
