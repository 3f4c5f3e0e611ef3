import type { ErrorBody } from '@/contract/errors';

export type ApiErrorIssue = NonNullable<ErrorBody['issues']>[number];

function readString(body: Record<string, unknown> | null, key: string): string | null {
  const value = body?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function readIssues(body: Record<string, unknown> | null): ApiErrorIssue[] {
  const value = body?.issues;
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue: unknown) => {
    if (!issue || typeof issue !== 'object') return [];
    const { field, message } = issue as Record<string, unknown>;
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

function parseBody(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    // Not JSON: a proxy's page or an empty body.
    return null;
  }
}

/**
 * A refused API call. `message` keeps the seed's `"{status}: {body text or status text}"`; the error
 * body `{ code, message, field?, issues? }` (src/contract/errors.ts) is read into typed fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The body's machine-readable `code` (e.g. 'EMAIL_TAKEN'), or null when the body has none. */
  readonly code: string | null;
  /** The body's Japanese `message`, fit to show as is, or null (no JSON body, or no message in it). */
  readonly serverMessage: string | null;
  /** The input the server refused (e.g. 'email'), or null. */
  readonly field: string | null;
  /** Every refused input of a validation error; empty when the body names none. */
  readonly issues: readonly ApiErrorIssue[];
  /** The parsed JSON body, with any extra keys an answer adds (e.g. `redirectUrl`), or null. */
  readonly body: Readonly<Record<string, unknown>> | null;

  constructor(status: number, text: string, statusText = '') {
    super(`${status}: ${text || statusText}`);
    this.status = status;
    const body = parseBody(text);
    this.body = body;
    this.code = readString(body, 'code');
    this.serverMessage = readString(body, 'message');
    this.field = readString(body, 'field');
    this.issues = readIssues(body);
  }

  /** The error of a response that is not ok (its body read as text). */
  static async fromResponse(res: Response): Promise<ApiError> {
    const text = await res.text().catch(() => '');
    return new ApiError(res.status, text, res.statusText);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * An ApiError again after it travelled as JSON (a server-rendered page's not-found answer, in its
 * state): the same status and body, so the page shows the same not-found state in the browser.
 */
export function reviveApiError(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const { name, status, body } = value as { name?: unknown; status?: unknown; body?: unknown };
  if (name !== 'ApiError' || typeof status !== 'number') return value;
  return new ApiError(status, body ? JSON.stringify(body) : '');
}
