import { describe, expect, it } from 'vitest';
import { bankBusinessDayOnOrAfter, bankBusinessDayOnOrBefore, isBankBusinessDay } from './bank-days';

describe('bank business days in Japan (銀行法施行令 第5条, docs/product/money.md)', () => {
  it('closes from 31 December to 3 January, whatever the weekday', () => {
    expect(isBankBusinessDay('2026-12-31')).toBe(false); // Thursday
    expect(isBankBusinessDay('2027-01-01')).toBe(false); // 元日 (Friday)
    expect(isBankBusinessDay('2030-01-02')).toBe(false); // Wednesday, not a national holiday
    expect(isBankBusinessDay('2030-01-03')).toBe(false); // Thursday, not a national holiday
    expect(isBankBusinessDay('2026-12-30')).toBe(true); // Wednesday
    expect(isBankBusinessDay('2030-01-04')).toBe(true); // Friday
  });

  it('closes on Saturdays and Sundays', () => {
    expect(isBankBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBankBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(isBankBusinessDay('2026-11-27')).toBe(true); // Friday
  });

  it('closes on national holidays and substitute holidays', () => {
    expect(isBankBusinessDay('2026-11-23')).toBe(false); // 勤労感謝の日 (Monday)
    expect(isBankBusinessDay('2026-05-06')).toBe(false); // 振替休日 for 憲法記念日 on Sunday 05-03 (Wednesday)
    expect(isBankBusinessDay('2026-11-24')).toBe(true);
  });

  it('finds the open day on or before, and on or after, a closed one', () => {
    expect(bankBusinessDayOnOrBefore('2026-12-31')).toBe('2026-12-30');
    expect(bankBusinessDayOnOrBefore('2027-01-03')).toBe('2026-12-30');
    expect(bankBusinessDayOnOrAfter('2026-12-31')).toBe('2027-01-04');
    expect(bankBusinessDayOnOrAfter('2026-11-21')).toBe('2026-11-24'); // Saturday → over Sunday and 勤労感謝の日
    expect(bankBusinessDayOnOrBefore('2026-11-30')).toBe('2026-11-30');
  });
});
