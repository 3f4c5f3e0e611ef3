import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A route's `serializerCompiler` that writes the answers of the given statuses with a serializer
 * compiled by fast-json-stringify (the one Fastify ships) from the zod schema's JSON Schema, instead
 * of encoding the answer with zod and then JSON.stringify. The zod schema stays the route's response
 * schema, so the OpenAPI document describes the answer as before; the other statuses (the errors) keep
 * the zod serializer.
 *
 * For a large answer (a month of 20 houses is 620 day objects) the deep zod check cost more than the
 * SQL; see docs/decisions/0015-host-calendar-speed.md. The compiled serializer writes only the
 * schema's properties and refuses a missing required one, but does not check formats or enums: the
 * route's API tests parse its answer with the zod schema.
 */
export function compiledSerializer(statuses: readonly number[]): FastifySerializerCompiler<unknown> {
  return (route) => {
    if (!statuses.includes(Number(route.httpStatus))) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const jsonSchema = z.toJSONSchema(route.schema as z.ZodType, { target: 'draft-7', io: 'output' });
    return fastJson(nullableAsTypeList(jsonSchema) as Parameters<typeof fastJson>[0]);
  };
}

type JsonSchema = Record<string, unknown>;

/**
 * zod writes a nullable field as `anyOf: [X, { type: 'null' }]`; fast-json-stringify picks an anyOf
 * branch by validating the value at every call, so such a field becomes `type: [X's type, 'null']`,
 * which it writes directly. Everything else is copied as it is.
 */
function nullableAsTypeList(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsTypeList);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: JsonSchema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullableAsTypeList(value)]));
  const anyOf = copy.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [value, nothing] = anyOf as JsonSchema[];
    if (nothing.type === 'null' && Object.keys(nothing).length === 1 && typeof value.type === 'string' && value.anyOf === undefined) {
      delete copy.anyOf;
      const merged: JsonSchema = { ...value, ...copy, type: [value.type, 'null'] };
      if (Array.isArray(value.enum)) merged.enum = [...(value.enum as unknown[]), null];
      return merged;
    }
  }
  return copy;
}
