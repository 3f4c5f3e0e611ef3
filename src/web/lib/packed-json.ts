/**
 * JSON with its lists of like objects written as tables: `[{a:1,b:2},{a:3,b:4}]` becomes
 * `{"$rows":[["a","b"],[1,2],[3,4]]}`, so that a list's keys are written once, not once per item. A
 * rendered page carries its API answers this way (app/server-rendered-state.ts): a page of 24 houses
 * writes each house's fifteen keys once (docs/performance/2026-11-29-rendered-pages.md).
 */
const TABLE = '$rows';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of a list whose items are all objects with the same keys in the same order (two items or more), else null. */
function sharedKeys(list: unknown[]): string[] | null {
  if (list.length < 2 || !list.every(isObject)) return null;
  const keys = Object.keys(list[0] as object);
  const same = (item: object) => {
    const its = Object.keys(item);
    return its.length === keys.length && its.every((key, i) => key === keys[i]);
  };
  return (list as object[]).every(same) ? keys : null;
}

/** Whether some object of the value has the table's own key: such a value is not packed (it could not be told apart). */
function holdsTableKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsTableKey);
  if (!isObject(value)) return false;
  return Object.hasOwn(value, TABLE) || Object.values(value).some(holdsTableKey);
}

function packValue(value: unknown): unknown {
  if (Array.isArray(value)) {
    const keys = sharedKeys(value);
    if (!keys) return value.map(packValue);
    return { [TABLE]: [keys, ...value.map((item) => keys.map((key) => packValue((item as Record<string, unknown>)[key])))] };
  }
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, packValue(item)]));
  return value;
}

/** The value with its lists of like objects as tables; `packed: false` (the value as it is) when it holds the table's key itself. */
export function packJson(value: unknown): { packed: boolean; value: unknown } {
  return holdsTableKey(value) ? { packed: false, value } : { packed: true, value: packValue(value) };
}

/** The value `packJson` packed, as it was. */
export function unpackJson(value: unknown): Json {
  if (Array.isArray(value)) return value.map(unpackJson);
  if (!isObject(value)) return value as Json;
  const table = value[TABLE];
  if (Array.isArray(table) && Object.keys(value).length === 1) {
    const [keys, ...rows] = table as [string[], ...unknown[][]];
    return rows.map((row) => Object.fromEntries(keys.map((key, i) => [key, unpackJson(row[i])])));
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unpackJson(item)]));
}
