import fc from 'fast-check';

/**
 * Generated inputs for the API fuzz suite (api-fuzz.api.test.ts): mostly wrong, sometimes nearly
 * right, built from the OpenAPI document's schemas so that new routes are fuzzed without anyone
 * listing them. fast-check draws them; the suite only asks that no answer is a 5xx or slow.
 */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f'];

/** Strings that have broken servers before: control characters, huge, empty, odd unicode, injections. */
export const wildString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '　', 'null', 'undefined', 'NaN', '-1', '0', '1e309', '9'.repeat(40), "' or 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '\uFEFF', '\uD800', '𠮷野家', 'ｱｲｳ', 'Ａ１'),
  fc.constantFrom(...CONTROL).chain((c) => fc.string().map((s) => `${s}${c}${s}`)),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

export const badUuid: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'not-a-uuid', '1', '', 'ffffffff-ffff-ffff-ffff-fffffffffffff', '{}', '%'),
  wildString,
);

const wildNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, 0.5),
);

const wildDate: fc.Arbitrary<string> = fc.oneof(
  fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-30', '2026-13-01', '0000-00-00', '9999-12-31', '2026-1-1', '20261201', 'today'),
);

/** Any JSON at all, of the wrong shape most of the time. */
export const wildJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.constant(null),
  fc.boolean(),
  wildNumber,
  wildString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(wildString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);

/** A value for a schema: nearly right (so the request gets deeper) or wrong in one of many ways. */
export function valueFor(schema: JsonSchema | undefined, knownIds: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return wildJson;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => valueFor(c, knownIds, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const near: fc.Arbitrary<unknown>[] = [];
  if (schema.enum?.length) near.push(fc.constantFrom(...schema.enum));
  if (schema.format === 'uuid') near.push(fc.constantFrom(...knownIds), badUuid);
  else if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) near.push(wildDate);
  else if (schema.format === 'email') near.push(fc.emailAddress(), wildString);
  else if (type === 'string') near.push(wildString);
  if (type === 'integer' || type === 'number') near.push(wildNumber);
  if (type === 'boolean') near.push(fc.boolean());
  if (type === 'array') near.push(fc.array(valueFor(schema.items, knownIds, depth + 1), { maxLength: 6 }));
  if (type === 'object' || schema.properties) near.push(objectFor(schema, knownIds, depth + 1));
  return near.length ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...near) }, { weight: 1, arbitrary: wildJson }) : wildJson;
}

/** An object with the schema's properties, each present or not, plus now and then a stranger. */
export function objectFor(schema: JsonSchema, knownIds: readonly string[], depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const shape = Object.fromEntries(properties.map(([key, value]) => [key, valueFor(value, knownIds, depth)]));
  return fc
    .tuple(fc.record(shape, { requiredKeys: [] }), fc.option(fc.dictionary(wildString, wildJson, { maxKeys: 2 }), { nil: undefined }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** A query string from the documented parameters, each as text (arrays repeat the key). */
export function queryFor(parameters: { name: string; schema?: JsonSchema }[], knownIds: readonly string[]): fc.Arbitrary<string> {
  const entries = parameters.map((p) =>
    fc.option(
      valueFor(p.schema, knownIds).map((v) => [p.name, v] as const),
      { nil: undefined },
    ),
  );
  return fc.tuple(fc.tuple(...entries), fc.option(fc.tuple(wildString, wildString), { nil: undefined })).map(([pairs, extra]) => {
    const search = new URLSearchParams();
    for (const pair of pairs) {
      if (!pair) continue;
      const [name, value] = pair;
      for (const one of Array.isArray(value) ? value : [value]) search.append(name, typeof one === 'string' ? one : JSON.stringify(one));
    }
    if (extra) search.append(extra[0], extra[1]);
    return search.toString();
  });
}

export interface RawBody {
  contentType: string;
  payload: string | Buffer;
}

const boundary = '----fuzzboundary';

/** Bodies that are not what the route expects: malformed JSON and multipart, wrong content types. */
export const brokenBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '""', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}').map((payload) => ({ contentType: 'application/json', payload })),
  wildString.map((payload) => ({ contentType: 'application/json', payload })),
  wildString.map((payload) => ({ contentType: 'text/plain', payload })),
  fc.constantFrom(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxxxx`,
    'no boundary at all',
    `--${boundary}\r\nContent-Disposition: form-data\r\n\r\n\r\n--${boundary}--\r\n`,
  ).map((payload) => ({ contentType: `multipart/form-data; boundary=${boundary}`, payload })),
  fc.constant({ contentType: 'multipart/form-data', payload: 'garbage' }),
  fc
    .tuple(fc.constantFrom('photo', 'photo_0', 'profileImage', 'idImage', 'side', 'file'), fc.uint8Array({ maxLength: 300 }), wildString)
    .map(([field, bytes, name]) => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name.replace(/["\r\n]/g, '').slice(0, 50)}.png"\r\nContent-Type: image/png\r\n\r\n`),
        Buffer.from(bytes),
        Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="side"\r\n\r\n${name.replace(/[\r\n]/g, '').slice(0, 20)}\r\n--${boundary}--\r\n`),
      ]),
    })),
);
