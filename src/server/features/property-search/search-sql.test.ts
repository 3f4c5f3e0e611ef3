import { describe, expect, it } from 'vitest';
import { propertySearchQuerySchema } from '@/contract/properties';
import { searchShapeOf, searchStatementOf } from './repository';
import { searchFilterOf } from './service';

const filterOf = (query: Record<string, string | string[]>) => searchFilterOf(propertySearchQuerySchema.parse(query));
/** The statement's text and its parameters once its placeholders are filled, as executeShaped sends them. */
const statementOf = (query: Record<string, string | string[]>) => {
  const filter = filterOf(query);
  const { text, params } = searchStatementOf(filter);
  return { sql: text, params, shape: searchShapeOf(filter) };
};

describe('the search statement', () => {
  it('has one text for every stay and party, so that it is written and planned once; only its values differ', () => {
    const stays: Record<string, string>[] = [
      { checkIn: '2027-05-10', checkOut: '2027-05-11', guests: '2' },
      // Across the 民泊 year's start (1 April) and the calendar year's: other years, other month-days.
      { checkIn: '2027-03-29', checkOut: '2027-04-03', guests: '3', children: '2' },
      { checkIn: '2027-12-30', checkOut: '2028-01-02', guests: '1', children: '1' },
    ];
    const [first, ...others] = stays.map(statementOf);
    for (const other of others) {
      expect(other.shape).toBe(first.shape);
      expect(other.sql).toBe(first.sql);
      expect(other.params).not.toEqual(first.params);
    }
  });

  it('differs with the filters used, and so does its shape', () => {
    const withDates = statementOf({ checkIn: '2027-05-10', checkOut: '2027-05-11', guests: '2' });
    for (const other of [statementOf({ guests: '2' }), statementOf({ checkIn: '2027-05-10', checkOut: '2027-05-11', guests: '2', sort: 'price-low' })]) {
      expect(other.sql).not.toBe(withDates.sql);
      expect(other.shape).not.toBe(withDates.shape);
    }
  });

  it('has a value for every placeholder of every filter, and one text per shape whatever the values', () => {
    const queries: Record<string, string | string[]>[] = [
      {},
      { destination: '京都', guests: '4', children: '1', minPrice: '10000', maxPrice: '50000', lodgingRegime: 'minpaku', kominkaFeatures: ['irori', 'engawa'] },
      { destination: 'ニセコ', guests: '2', minPrice: '5000', maxPrice: '90000', lodgingRegime: 'ryokan', kominkaFeatures: ['doma', 'kayabuki_roof'] },
      { checkIn: '2027-08-01', checkOut: '2027-08-04', guests: '2', hideBooked: 'true', sort: 'rating', kominkaFeatures: ['irori'] },
      { checkIn: '2028-02-27', checkOut: '2028-03-02', guests: '5', hideBooked: 'true', sort: 'rating', kominkaFeatures: ['engawa'] },
      { checkIn: '2027-08-01', checkOut: '2027-08-04', sort: 'price-high', lang: 'en', page: '3' },
    ];
    const textOfShape = new Map<string, string>();
    for (const query of queries) {
      const { sql, params, shape } = statementOf(query);
      expect(params.some((param) => param === undefined || (typeof param === 'object' && param !== null && !Array.isArray(param))), JSON.stringify(query)).toBe(false);
      expect(textOfShape.get(shape) ?? sql, JSON.stringify(query)).toBe(sql);
      textOfShape.set(shape, sql);
    }
    expect(textOfShape.size).toBe(4);
  });
});
