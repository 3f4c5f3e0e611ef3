import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOMMODATION_TAX_RULES } from './seeded-accommodation-tax-rules';
import { accommodationTax, cityCovers, perPersonTax, type AccommodationTaxRule, type TaxHouse } from './accommodation-tax';
import { addDays } from './japan-date';

const rules: AccommodationTaxRule[] = SEEDED_ACCOMMODATION_TAX_RULES.map((r, i) => ({ ...r, id: `r${i}` }));
const kyoto: TaxHouse = { prefecture: '京都府', city: '京都市東山区', regime: 'minpaku' };

/** A price for the house that, for `guests`, is exactly `perPerson` yen per person without consumption tax. */
const housePrice = (perPerson: number, guests = 1) => Math.ceil((perPerson * guests * 11) / 10);

function stay(house: TaxHouse, checkin: string, prices: number[], guests = 1, cleaningFeeJpy = 0) {
  return accommodationTax({ rules, house, nights: prices.map((priceJpy, i) => ({ date: addDays(checkin, i), priceJpy })), cleaningFeeJpy, guests });
}

describe('the accommodation tax engine', () => {
  it.each([
    [5999, 200, 200],
    [6000, 200, 400],
    [19999, 200, 400],
    [20000, 500, 1000],
    [49999, 500, 1000],
    [50000, 1000, 4000],
    [99999, 1000, 4000],
    [100000, 1000, 10000],
  ])("charges Kyoto's tier for %i yen per person: %i before 2026-03-01 and %i from it", (perPerson, before, after) => {
    expect(stay(kyoto, '2026-02-28', [housePrice(perPerson)]).totalJpy).toBe(before);
    expect(stay(kyoto, '2026-03-01', [housePrice(perPerson)]).totalJpy).toBe(after);
  });

  it('uses each night\'s rule for a stay across the change of rate', () => {
    const quote = stay(kyoto, '2026-02-27', [housePrice(30000, 2), housePrice(30000, 2), housePrice(30000, 2)], 2);
    expect(quote.nights.map((n) => [n.date, n.amountJpy])).toEqual([
      ['2026-02-27', 1000],
      ['2026-02-28', 1000],
      ['2026-03-01', 2000],
    ]);
    expect(quote.totalJpy).toBe(4000);
    expect(quote.totalJpy).toBe(quote.nights.reduce((sum, n) => sum + n.amountJpy, 0));
  });

  it('chooses the tier by the price per person without consumption tax, the cleaning fee shared by the nights', () => {
    // 44,000円 for 2 guests = 20,000円 each without tax: the 20,000円 tier.
    expect(stay(kyoto, '2026-04-01', [44000], 2).nights[0]).toMatchObject({ pricePerPersonJpy: 20000, amountJpy: 2000 });
    expect(stay(kyoto, '2026-04-01', [43999], 2).nights[0]).toMatchObject({ pricePerPersonJpy: 19999, amountJpy: 800 });
    // The same night with 2,200円 of cleaning over two nights lifts each night by 1,100円.
    expect(stay(kyoto, '2026-04-01', [42900, 42900], 2, 2200).nights[0]).toMatchObject({ pricePerPersonJpy: 20000 });
  });

  it('charges nothing below an exemption price (Osaka under 5,000円)', () => {
    const osaka: TaxHouse = { prefecture: '大阪府', city: '大阪市北区', regime: 'minpaku' };
    expect(stay(osaka, '2026-05-01', [housePrice(4999)]).totalJpy).toBe(0);
    expect(stay(osaka, '2026-05-01', [housePrice(5000)]).totalJpy).toBe(200);
    expect(stay(osaka, '2026-05-01', [housePrice(20000, 3)], 3).totalJpy).toBe(1500);
  });

  it('adds a prefecture\'s and a city\'s tax (北海道 and 札幌市)', () => {
    const sapporo: TaxHouse = { prefecture: '北海道', city: '札幌市中央区', regime: null };
    const night = (perPerson: number) => stay(sapporo, '2026-06-01', [housePrice(perPerson)]).nights[0];
    expect(night(10000).lines.map((l) => [l.name, l.amountJpy])).toEqual([
      ['北海道宿泊税', 100],
      ['札幌市宿泊税', 200],
    ]);
    expect([night(10000).amountJpy, night(20000).amountJpy, night(50000).amountJpy]).toEqual([300, 400, 1000]);
    // Before 2026-04-01 neither applies; elsewhere in Hokkaido only the prefecture's.
    expect(stay(sapporo, '2026-03-31', [housePrice(10000)]).totalJpy).toBe(0);
    expect(stay({ prefecture: '北海道', city: '小樽市', regime: null }, '2026-06-01', [housePrice(10000)]).totalJpy).toBe(100);
  });

  it('lets a town\'s rule replace the prefecture\'s where it includes its share (倶知安町 3%)', () => {
    const kutchan: TaxHouse = { prefecture: '北海道', city: '虻田郡倶知安町', regime: 'minpaku' };
    const after = stay(kutchan, '2026-04-01', [housePrice(30000)]).nights[0];
    expect(after.lines.map((l) => [l.name, l.amountJpy])).toEqual([['倶知安町宿泊税', 900]]);
    expect(stay(kutchan, '2026-03-31', [housePrice(30000)]).totalJpy).toBe(600);
    // Rounded down per night and person.
    expect(stay(kutchan, '2026-04-01', [housePrice(12345)]).totalJpy).toBe(370);
  });

  it('adds Niseko\'s town tax to the prefecture\'s', () => {
    const niseko: TaxHouse = { prefecture: '北海道', city: '虻田郡ニセコ町', regime: 'minpaku' };
    expect([5000, 5001, 20000, 50000, 100000].map((p) => stay(niseko, '2026-06-01', [housePrice(p)]).totalJpy)).toEqual([200, 300, 700, 1500, 2500]);
    expect(stay(niseko, '2025-06-01', [housePrice(5000)]).totalJpy).toBe(100);
  });

  it('makes the prefecture\'s share in Fukuoka city 50円 with the city\'s 150円 or 450円', () => {
    const fukuoka: TaxHouse = { prefecture: '福岡県', city: '福岡市中央区', regime: 'ryokan' };
    expect(stay(fukuoka, '2026-06-01', [housePrice(10000)]).totalJpy).toBe(200);
    expect(stay(fukuoka, '2026-06-01', [housePrice(20000)]).totalJpy).toBe(500);
    expect(stay({ prefecture: '福岡県', city: '糸島市', regime: 'ryokan' }, '2026-06-01', [housePrice(30000)]).totalJpy).toBe(200);
  });

  it('taxes only the regimes a rule names, and a house whose regime is unknown', () => {
    const tokyo = (regime: TaxHouse['regime']) => stay({ prefecture: '東京都', city: '台東区', regime }, '2026-06-01', [housePrice(15000)]).totalJpy;
    expect(tokyo('ryokan')).toBe(200);
    expect(tokyo('minpaku')).toBe(0);
    expect(tokyo(null)).toBe(200);
  });

  it('charges nothing where no rule applies', () => {
    expect(stay({ prefecture: '岐阜県', city: '高山市', regime: null }, '2026-06-01', [50000]).totalJpy).toBe(0);
  });

  it('caps a percentage', () => {
    const capped: AccommodationTaxRule = { ...rules.find((r) => r.kind === 'percent')!, capJpy: 500 };
    expect(perPersonTax(capped, 10000)).toBe(200);
    expect(perPersonTax(capped, 100000)).toBe(500);
  });

  it('matches a city with its wards and without its 郡', () => {
    expect(cityCovers('京都市', '京都市東山区')).toBe(true);
    expect(cityCovers('倶知安町', '虻田郡倶知安町')).toBe(true);
    expect(cityCovers('京都市', '南丹市')).toBe(false);
    expect(cityCovers('郡上市', '郡上市')).toBe(true);
  });
});
