import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { propertySearchQuerySchema } from '@/contract/properties';
import { searchSql } from './repository';
import { searchFilterOf } from './service';

const dialect = new PgDialect({ casing: 'snake_case' });
const statementOf = (query: Record<string, string>) => dialect.sqlToQuery(searchSql(searchFilterOf(propertySearchQuerySchema.parse(query))));

describe('the search statement', () => {
  it('has one text for every stay and party, so that it is planned once; only its values differ', () => {
    const stays: Record<string, string>[] = [
      { checkIn: '2027-05-10', checkOut: '2027-05-11', guests: '2' },
      // Across the 民泊 year's start (1 April) and the calendar year's: other years, other month-days.
      { checkIn: '2027-03-29', checkOut: '2027-04-03', guests: '3', children: '2' },
      { checkIn: '2027-12-30', checkOut: '2028-01-02', guests: '1', children: '1' },
    ];
    const [first, ...others] = stays.map(statementOf);
    for (const other of others) {
      expect(other.sql).toBe(first.sql);
      expect(other.params).not.toEqual(first.params);
    }
  });

  it('differs with the filters used', () => {
    const withDates = statementOf({ checkIn: '2027-05-10', checkOut: '2027-05-11', guests: '2' });
    expect(statementOf({ guests: '2' }).sql).not.toBe(withDates.sql);
    expect(statementOf({ checkIn: '2027-05-10', checkOut: '2027-05-11', guests: '2', sort: 'price-low' }).sql).not.toBe(withDates.sql);
  });
});
