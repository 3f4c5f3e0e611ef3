import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * Control characters other than tab, line feed and carriage return (a NUL above all: PostgreSQL
 * refuses it in text, which would answer a 500).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Half of a surrogate pair on its own (in `u` mode a whole pair is one code point and does not match). */
const LONE_SURROGATE = /\p{Surrogate}/u;

const PART_FIELDS = { params: 'params', querystring: 'query', body: 'body' } as const;

/**
 * What makes a string unusable: a control character, or half of a surrogate pair (`"\ud800"` in JSON:
 * not a character at all, and PostgreSQL refuses it in a JSON value, which would answer a 500).
 */
type Unusable = 'control' | 'surrogate';

const MESSAGES: Record<Unusable, string> = {
  control: '使用できない文字（制御文字）が含まれています',
  surrogate: '使用できない文字（文字として読めないデータ）が含まれています',
};

function unusableIn(text: string): Unusable | null {
  if (CONTROL_CHARACTER.test(text)) return 'control';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/** The dotted path of the first string (or key) under `value` that is unusable, and why; or null. */
export function fieldWithUnusableCharacter(value: unknown, path = ''): { field: string; problem: Unusable } | null {
  if (typeof value === 'string') {
    const problem = unusableIn(value);
    return problem ? { field: path, problem } : null;
  }
  if (Buffer.isBuffer(value) || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const inKey = unusableIn(key);
    if (inKey) return { field: path ? `${path}.${key}` : key, problem: inKey };
    const found = fieldWithUnusableCharacter(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * One mechanism for every route, the host area's and the back office's included: a string in the
 * path, the query or a JSON body that carries a control character or half a surrogate pair is refused
 * with a 400 naming the field, before any schema, service or database sees it.
 */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts) as [keyof typeof PART_FIELDS, unknown][]) {
      const found = fieldWithUnusableCharacter(value);
      if (found !== null) throw new AppError('VALIDATION_ERROR', 400, MESSAGES[found.problem], found.field || PART_FIELDS[part]);
    }
  });
}
