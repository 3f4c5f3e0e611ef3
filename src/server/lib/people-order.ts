import { asc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The order of every list of people (docs/product/people.md): by reading (フリガナ, katakana, so in the
 * order of the kana), then by name, then by id so that the pages never overlap. A person without a
 * reading comes after those with one, in the order of their names.
 */
export function byReading(c: { reading: SQLWrapper; name: SQLWrapper; id: SQLWrapper }): SQL[] {
  return [sql`${c.reading} asc nulls last`, asc(c.name), asc(c.id)];
}
