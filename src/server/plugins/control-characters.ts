import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * Control characters other than tab, line feed and carriage return (a NUL above all: PostgreSQL
 * refuses it in text, which would answer a 500).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const PART_FIELDS = { params: 'params', querystring: 'query', body: 'body' } as const;

/** The dotted path of the first string under `value` that holds a control character, or null. */
export function fieldWithControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (Buffer.isBuffer(value) || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) return path ? `${path}.${key}` : key;
    const found = fieldWithControlCharacter(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * One mechanism for every route, the host area's and the back office's included: a string in the
 * path, the query or a JSON body that carries a control character is refused with a 400 naming the
 * field, before any schema, service or database sees it.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts) as [keyof typeof PART_FIELDS, unknown][]) {
      const field = fieldWithControlCharacter(value);
      if (field !== null) {
        throw new AppError('VALIDATION_ERROR', 400, '使用できない文字（制御文字）が含まれています', field || PART_FIELDS[part]);
      }
    }
  });
}
