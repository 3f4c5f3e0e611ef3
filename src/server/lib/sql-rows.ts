/**
 * The rows of `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`. Raw queries cast
 * every column whose JavaScript type differs between the two drivers (bigint, numeric, date,
 * timestamp) to int, float8 or text in SQL, so the rows are the same on both.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
