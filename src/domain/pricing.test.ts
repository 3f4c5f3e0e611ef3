import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf } from './japan-date';
import {
  activeRuleOn,
  isHolidayEve,
  isJapaneseHoliday,
  nightlyPrice,
  partyNightPrice,
  quoteStay,
  validateStay,
  type PricingInput,
  type PricingRule,
} from './pricing';

const rule = (overrides: Partial<PricingRule> = {}): PricingRule => ({
  monPrice: 20000,
  tuePrice: 20000,
  wedPrice: 20000,
  thuPrice: 20000,
  friPrice: 24000,
  satPrice: 28000,
  sunPrice: 22000,
  holidayPrice: 30000,
  holidayEvePrice: null,
  activeFrom: '2020-01-01',
  activeTo: null,
  priority: 100,
  ...overrides,
});

const input = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  basePriceJpy: 18000,
  cleaningFeeJpy: 5000,
  rules: [],
  seasons: [],
  calendar: [],
  ...overrides,
});

describe('nightlyPrice: one level at a time', () => {
  it('uses the base price when nothing else applies', () => {
    expect(nightlyPrice(input(), '2026-06-10')).toEqual({ date: '2026-06-10', price: 18000, source: 'base_price' });
  });

  it('uses the active rule for the weekday', () => {
    const i = input({ rules: [rule()] });
    // 2026-06-12 is a Friday, 2026-06-13 a Saturday, 2026-06-14 a Sunday, 2026-06-15 a Monday.
    expect(nightlyPrice(i, '2026-06-12')).toMatchObject({ price: 24000, source: 'pricing_rule' });
    expect(nightlyPrice(i, '2026-06-13')).toMatchObject({ price: 28000, source: 'pricing_rule' });
    expect(nightlyPrice(i, '2026-06-14')).toMatchObject({ price: 22000, source: 'pricing_rule' });
    expect(nightlyPrice(i, '2026-06-15')).toMatchObject({ price: 20000, source: 'pricing_rule' });
  });

  it('uses the holiday price on national holidays: 元日 2027-01-01 and 勤労感謝の日 2026-11-23', () => {
    const i = input({ rules: [rule()] });
    expect(nightlyPrice(i, '2027-01-01')).toMatchObject({ price: 30000, source: 'pricing_rule_holiday' });
    expect(nightlyPrice(i, '2026-11-23')).toMatchObject({ price: 30000, source: 'pricing_rule_holiday' });
    // The day after 勤労感謝の日 is an ordinary Tuesday.
    expect(nightlyPrice(i, '2026-11-24')).toMatchObject({ price: 20000, source: 'pricing_rule' });
  });

  it('uses a season price over the rule, holidays included', () => {
    const i = input({ rules: [rule()], seasons: [{ dateFrom: '2026-11-01', dateTo: '2026-11-30', pricePerNightJpy: 35000 }] });
    expect(nightlyPrice(i, '2026-11-23')).toMatchObject({ price: 35000, source: 'season_price' });
    expect(nightlyPrice(i, '2026-11-30')).toMatchObject({ price: 35000, source: 'season_price' });
    expect(nightlyPrice(i, '2026-12-01')).toMatchObject({ source: 'pricing_rule' });
  });

  it('uses a calendar override over everything', () => {
    const i = input({
      rules: [rule()],
      seasons: [{ dateFrom: '2026-11-01', dateTo: '2026-11-30', pricePerNightJpy: 35000 }],
      calendar: [{ date: '2026-11-23', priceOverrideJpy: 41000 }],
    });
    expect(nightlyPrice(i, '2026-11-23')).toEqual({ date: '2026-11-23', price: 41000, source: 'calendar_override' });
  });

  it('falls through a null price to the next level', () => {
    const i = input({
      rules: [rule({ holidayPrice: null, monPrice: null })],
      calendar: [{ date: '2026-06-10', priceOverrideJpy: null }],
    });
    // 2026-11-23 is a Monday holiday: no holiday price, no Monday price, so the base price.
    expect(nightlyPrice(i, '2026-11-23')).toMatchObject({ price: 18000, source: 'base_price' });
    // A holiday without a holiday price takes the weekday price: 2027-01-01 is a Friday.
    expect(nightlyPrice(i, '2027-01-01')).toMatchObject({ price: 24000, source: 'pricing_rule' });
    // A calendar row without an override (a note, a closed day) does not change the price.
    expect(nightlyPrice(i, '2026-06-10')).toMatchObject({ price: 20000, source: 'pricing_rule' });
  });

  it('uses the 休前日 price on Saturdays and on the night before a holiday, after the holiday price and before the weekday price', () => {
    const i = input({ rules: [rule({ holidayEvePrice: 26000 })] });
    // 2026-11-21 is a Saturday: 休前日 (26,000) comes before the Saturday price (28,000).
    expect(nightlyPrice(i, '2026-11-21')).toMatchObject({ price: 26000, source: 'pricing_rule_holiday_eve' });
    // 2026-11-22, a Sunday, is the night before 勤労感謝の日 (Monday 2026-11-23).
    expect(nightlyPrice(i, '2026-11-22')).toMatchObject({ price: 26000, source: 'pricing_rule_holiday_eve' });
    expect(nightlyPrice(i, '2026-11-23')).toMatchObject({ price: 30000, source: 'pricing_rule_holiday' });
    // An ordinary Friday, and an ordinary Sunday (2026-11-29: the Monday after is a working day).
    expect(nightlyPrice(i, '2026-11-20')).toMatchObject({ price: 24000, source: 'pricing_rule' });
    expect(nightlyPrice(i, '2026-11-29')).toMatchObject({ price: 22000, source: 'pricing_rule' });
    // 大晦日 is the night before 元日.
    expect(nightlyPrice(i, '2026-12-31')).toMatchObject({ price: 26000, source: 'pricing_rule_holiday_eve' });
    // みどりの日 2026-05-04 is a holiday before a holiday: 祝日 wins, and 休前日 when there is no holiday price.
    expect(nightlyPrice(i, '2026-05-04')).toMatchObject({ price: 30000, source: 'pricing_rule_holiday' });
    const noHolidayPrice = input({ rules: [rule({ holidayPrice: null, holidayEvePrice: 26000 })] });
    expect(nightlyPrice(noHolidayPrice, '2026-05-04')).toMatchObject({ price: 26000, source: 'pricing_rule_holiday_eve' });
    // Without a 休前日 price a Saturday keeps its weekday price.
    expect(nightlyPrice(input({ rules: [rule()] }), '2026-11-21')).toMatchObject({ price: 28000, source: 'pricing_rule' });
  });

  it('only uses a rule between its activeFrom and activeTo, both included', () => {
    const i = input({ rules: [rule({ activeFrom: '2026-06-10', activeTo: '2026-06-11' })] });
    expect(nightlyPrice(i, '2026-06-09').source).toBe('base_price');
    expect(nightlyPrice(i, '2026-06-10').source).toBe('pricing_rule');
    expect(nightlyPrice(i, '2026-06-11').source).toBe('pricing_rule');
    expect(nightlyPrice(i, '2026-06-12').source).toBe('base_price');
  });
});

describe("the party's price", () => {
  const perHouse = { model: 'house' as const, guestsIncluded: 4, extraGuestFeeJpy: 3000, childRatePercent: 70 };
  const perPerson = { model: 'person' as const, guestsIncluded: null, extraGuestFeeJpy: 0, childRatePercent: 70 };

  it('1棟料金: the rate for up to the included guests, then the extra-guest fee for each adult or child beyond them; infants free', () => {
    expect(partyNightPrice(30000, perHouse, { adults: 4, children: 0, infants: 2 })).toBe(30000);
    expect(partyNightPrice(30000, perHouse, { adults: 4, children: 2, infants: 1 })).toBe(36000);
    expect(partyNightPrice(30000, perHouse, { adults: 5, children: 0, infants: 0 })).toBe(33000);
    expect(partyNightPrice(30000, { ...perHouse, guestsIncluded: null }, { adults: 6, children: 2, infants: 0 })).toBe(30000);
  });

  it('1名料金: the rate per adult and the child rate (rounded down) per child; infants free', () => {
    expect(partyNightPrice(15000, perPerson, { adults: 2, children: 1, infants: 1 })).toBe(15000 * 2 + 10500);
    expect(partyNightPrice(15001, perPerson, { adults: 1, children: 1, infants: 0 })).toBe(15001 + 10500);
    expect(partyNightPrice(15000, { ...perPerson, childRatePercent: 0 }, { adults: 2, children: 2, infants: 0 })).toBe(30000);
  });

  it('prices each night of a per-person stay for two adults and a child, its 休前日 at the 休前日 rate', () => {
    // 2026-11-20 Friday (24,000 an adult), 2026-11-21 Saturday: 休前日 (26,000 an adult).
    const i = input({ rules: [rule({ holidayEvePrice: 26000 })], party: { pricing: perPerson, guests: { adults: 2, children: 1, infants: 0 } } });
    const q = quoteStay(i, '2026-11-20', '2026-11-22');
    expect(q.dailyPrices).toEqual([
      { date: '2026-11-20', price: 24000 * 2 + 16800, source: 'pricing_rule' },
      { date: '2026-11-21', price: 26000 * 2 + 18200, source: 'pricing_rule_holiday_eve' },
    ]);
    expect(q.totalPrice).toBe(64800 + 70200 + 5000);
  });

  it('adds the extra-guest fee to every night of a per-house stay', () => {
    const i = input({ rules: [rule()], party: { pricing: { ...perHouse, guestsIncluded: 2 }, guests: { adults: 2, children: 1, infants: 1 } } });
    expect(quoteStay(i, '2026-11-20', '2026-11-22').dailyPrices.map((d) => d.price)).toEqual([27000, 31000]);
  });
});

describe('isHolidayEve', () => {
  it('is every Saturday and the night before a national holiday (振替休日 included)', () => {
    expect(isHolidayEve('2026-11-21')).toBe(true); // Saturday
    expect(isHolidayEve('2026-11-22')).toBe(true); // Sunday before 勤労感謝の日
    expect(isHolidayEve('2026-11-23')).toBe(false); // the holiday itself, before a Tuesday
    expect(isHolidayEve('2026-11-20')).toBe(false); // Friday
    expect(isHolidayEve('2026-12-31')).toBe(true); // before 元日
    expect(isHolidayEve('2026-05-05')).toBe(true); // こどもの日, before the 振替休日 of 2026-05-06
    expect(isHolidayEve('2026-05-06')).toBe(false); // the 振替休日, before a Thursday
  });
});

describe('activeRuleOn', () => {
  it('picks the highest priority number, then the latest activeFrom', () => {
    const low = rule({ priority: 100, wedPrice: 1 });
    const high = rule({ priority: 200, wedPrice: 2, activeFrom: '2019-01-01' });
    const newer = rule({ priority: 200, wedPrice: 3, activeFrom: '2025-01-01' });
    expect(activeRuleOn([low, high], '2026-06-10')).toBe(high);
    expect(activeRuleOn([low, high, newer], '2026-06-10')).toBe(newer);
    expect(activeRuleOn([newer, high, low], '2026-06-10')).toBe(newer);
    // Before the newer rule starts, the older one of the same priority applies.
    expect(activeRuleOn([low, high, newer], '2024-12-31')).toBe(high);
    expect(activeRuleOn([rule({ activeFrom: '2030-01-01' })], '2026-06-10')).toBeNull();
  });
});

describe('quoteStay', () => {
  it('prices each night from check-in to the day before check-out, plus the cleaning fee', () => {
    const q = quoteStay(input({ rules: [rule()] }), '2026-06-12', '2026-06-15');
    expect(q.dailyPrices).toEqual([
      { date: '2026-06-12', price: 24000, source: 'pricing_rule' },
      { date: '2026-06-13', price: 28000, source: 'pricing_rule' },
      { date: '2026-06-14', price: 22000, source: 'pricing_rule' },
    ]);
    expect(q).toMatchObject({ nights: 3, nightsTotal: 74000, cleaningFeeJpy: 5000, totalPrice: 79000 });
  });

  it('crosses the leap day, the end of a month and the end of a year', () => {
    const leap = quoteStay(input(), '2028-02-28', '2028-03-02');
    expect(leap.dailyPrices.map((d) => d.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    const yearEnd = quoteStay(input({ rules: [rule()] }), '2026-12-30', '2027-01-02');
    expect(yearEnd.dailyPrices.map((d) => [d.date, d.source])).toEqual([
      ['2026-12-30', 'pricing_rule'],
      ['2026-12-31', 'pricing_rule'],
      ['2027-01-01', 'pricing_rule_holiday'],
    ]);
    const monthEnd = quoteStay(input(), '2026-04-30', '2026-05-01');
    expect(monthEnd.dailyPrices.map((d) => d.date)).toEqual(['2026-04-30']);
  });

  it('answers no nights for an empty range and refuses an absurdly long one', () => {
    expect(quoteStay(input(), '2026-06-10', '2026-06-10')).toMatchObject({ nights: 0, totalPrice: 5000, dailyPrices: [] });
    expect(() => quoteStay(input(), '2026-01-01', '2028-01-01')).toThrow(RangeError);
  });
});

describe('holidays do not depend on the machine time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each([
    ['Pacific/Kiritimati', '2030'],
    ['America/Los_Angeles', '2031'],
    ['UTC', '2032'],
    ['Asia/Tokyo', '2033'],
  ])('in %s', (tz, year) => {
    process.env.TZ = tz;
    // Each time zone asks about a year of its own, so no answer comes from an earlier zone's cache.
    expect(isJapaneseHoliday(`${year}-01-01`)).toBe(true);
    expect(isJapaneseHoliday(`${year}-01-02`)).toBe(false);
    expect(isJapaneseHoliday(`${year}-12-31`)).toBe(false);
    expect(isJapaneseHoliday(`${year}-11-23`)).toBe(true);
    expect(isJapaneseHoliday(`${year}-11-22`)).toBe(false);
  });

  it('really switches the time zone of this process', () => {
    process.env.TZ = 'America/Los_Angeles';
    const la = new Date(2026, 0, 1).getTimezoneOffset();
    process.env.TZ = 'Asia/Tokyo';
    expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(la);
  });
});

describe('validateStay', () => {
  const limits = { minNights: 2, maxNights: 7 };
  const today = '2026-06-01';

  it('accepts a stay within the limits', () => {
    expect(validateStay('2026-06-01', '2026-06-03', limits, today)).toBeNull();
    expect(validateStay('2026-06-10', '2026-06-17', limits, today)).toBeNull();
  });

  it.each([
    ['2026-06-10', '2026-06-10', 'checkoutDate', 'チェックアウト日はチェックイン日より後の日付を指定してください'],
    ['2026-06-10', '2026-06-09', 'checkoutDate', 'チェックアウト日はチェックイン日より後の日付を指定してください'],
    ['2026-05-31', '2026-06-03', 'checkinDate', 'チェックイン日に過去の日付は指定できません'],
    ['2026-06-10', '2026-06-11', 'checkoutDate', 'このお宿は最低2泊からご予約いただけます'],
    ['2026-06-10', '2026-06-18', 'checkoutDate', 'このお宿の最大宿泊数は7泊です'],
    ['2026-02-30', '2026-06-18', 'checkinDate', 'チェックイン日が正しい日付ではありません'],
    ['2026-06-10', '2026-06-31', 'checkoutDate', 'チェックアウト日が正しい日付ではありません'],
  ])('%s → %s: %s', (checkin, checkout, field, message) => {
    expect(validateStay(checkin, checkout, limits, today)).toEqual({ field, message });
  });

  it('refuses more than 365 nights even when the house allows more', () => {
    expect(validateStay('2026-06-10', addDays('2026-06-10', 366), { minNights: 1, maxNights: 1000 }, today)).toEqual({
      field: 'checkoutDate',
      message: '一度にご予約いただけるのは365泊までです',
    });
    expect(validateStay('2026-06-10', addDays('2026-06-10', 365), { minNights: 1, maxNights: 1000 }, today)).toBeNull();
  });

  it('opens bookings at most 365 days ahead by default, or as far as the house says', () => {
    expect(validateStay(addDays(today, 365), addDays(today, 367), limits, today)).toBeNull();
    expect(validateStay(addDays(today, 366), addDays(today, 368), limits, today)).toEqual({
      field: 'checkinDate',
      message: 'このお宿のご予約は、365日先までのチェックインで承っています',
    });
    expect(validateStay('9999-12-01', '9999-12-03', limits, today)?.field).toBe('checkinDate');
    expect(validateStay(addDays(today, 91), addDays(today, 93), { ...limits, bookingWindowDays: 90 }, today)?.message).toBe(
      'このお宿のご予約は、90日先までのチェックインで承っています',
    );
  });
});

describe('properties of every quote', () => {
  const isoDate = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const price = fc.integer({ min: 0, max: 200_000 });
  const maybePrice = fc.option(price, { nil: null });
  const ruleArb = fc
    .record({
      monPrice: maybePrice,
      tuePrice: maybePrice,
      wedPrice: maybePrice,
      thuPrice: maybePrice,
      friPrice: maybePrice,
      satPrice: maybePrice,
      sunPrice: maybePrice,
      holidayPrice: maybePrice,
      holidayEvePrice: maybePrice,
      activeFrom: isoDate,
      length: fc.option(fc.integer({ min: 0, max: 800 }), { nil: null }),
      priority: fc.integer({ min: 0, max: 300 }),
    })
    .map(({ length, ...r }): PricingRule => ({ ...r, activeTo: length === null ? null : addDays(r.activeFrom, length) }));
  const seasonArb = fc
    .record({ dateFrom: isoDate, length: fc.integer({ min: 0, max: 60 }), pricePerNightJpy: price })
    .map(({ length, ...s }) => ({ ...s, dateTo: addDays(s.dateFrom, length) }));
  const inputArb = fc.record({
    basePriceJpy: price,
    cleaningFeeJpy: fc.integer({ min: 0, max: 20_000 }),
    rules: fc.array(ruleArb, { maxLength: 4 }),
    seasons: fc.array(seasonArb, { maxLength: 4 }),
    calendar: fc.uniqueArray(fc.record({ date: isoDate, priceOverrideJpy: maybePrice }), { maxLength: 20, selector: (c) => c.date }),
  });
  const stayArb = fc.record({ checkin: isoDate, nights: fc.integer({ min: 1, max: 60 }) });

  /** The highest level that has a price for the date, found the long way round. */
  function expectedSource(i: PricingInput, date: string): string {
    if (i.calendar.some((c) => c.date === date && c.priceOverrideJpy !== null)) return 'calendar_override';
    if (i.seasons.some((s) => s.dateFrom <= date && date <= s.dateTo)) return 'season_price';
    const active = i.rules.filter((r) => r.activeFrom <= date && (r.activeTo === null || date <= r.activeTo));
    if (active.length > 0) {
      const top = [...active].sort((a, b) => b.priority - a.priority || b.activeFrom.localeCompare(a.activeFrom))[0];
      if (top.holidayPrice !== null && isJapaneseHoliday(date)) return 'pricing_rule_holiday';
      const tomorrow = addDays(date, 1);
      if (top.holidayEvePrice !== null && (weekdayOf(date) === 6 || isJapaneseHoliday(tomorrow))) return 'pricing_rule_holiday_eve';
      const day = [top.sunPrice, top.monPrice, top.tuePrice, top.wedPrice, top.thuPrice, top.friPrice, top.satPrice][weekdayOf(date)];
      if (day !== null) return 'pricing_rule';
    }
    return 'base_price';
  }

  it('totalPrice is the sum of the nights plus the cleaning fee; one entry per night, on consecutive dates', () => {
    fc.assert(
      fc.property(inputArb, stayArb, (i, { checkin, nights }) => {
        const checkout = addDays(checkin, nights);
        const q = quoteStay(i, checkin, checkout);
        expect(q.nights).toBe(nights);
        expect(q.dailyPrices).toHaveLength(nights);
        expect(q.dailyPrices[0].date).toBe(checkin);
        q.dailyPrices.forEach((d, index) => expect(daysBetween(checkin, d.date)).toBe(index));
        expect(addDays(q.dailyPrices[nights - 1].date, 1)).toBe(checkout);
        const sum = q.dailyPrices.reduce((s, d) => s + d.price, 0);
        expect(q.nightsTotal).toBe(sum);
        expect(q.totalPrice).toBe(sum + i.cleaningFeeJpy);
        expect(Number.isInteger(q.totalPrice)).toBe(true);
      }),
    );
  });

  it('each night comes from the highest level that has a price', () => {
    fc.assert(
      fc.property(inputArb, stayArb, (i, { checkin, nights }) => {
        for (const d of quoteStay(i, checkin, addDays(checkin, nights)).dailyPrices) {
          expect(d.source).toBe(expectedSource(i, d.date));
        }
      }),
    );
  });

  it('a calendar override always wins, whatever else covers the night', () => {
    fc.assert(
      fc.property(inputArb, isoDate, price, (i, date, override) => {
        const withOverride = { ...i, calendar: [...i.calendar.filter((c) => c.date !== date), { date, priceOverrideJpy: override }] };
        expect(nightlyPrice(withOverride, date)).toEqual({ date, price: override, source: 'calendar_override' });
      }),
    );
  });
});
