import type { QueryFunction } from '@tanstack/react-query';
import { readStoredUserId } from './auth-storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  /** Extra headers, e.g. the admin bearer token. */
  headers?: Record<string, string>;
}

/** Throws the seed's error: `"{status}: {body text or status text}"`. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

/**
 * Where API calls go: the browser's fetch, or, while the server renders a page, the server itself
 * (registered once by src/server/web-render; it answers for the request being rendered).
 */
let serverFetch: typeof fetch | null = null;
export function setServerFetch(fetchOnServer: typeof fetch): void {
  serverFetch = fetchOnServer;
}
function apiFetch(url: string, init: RequestInit): Promise<Response> {
  return (serverFetch ?? fetch)(url, init);
}

function identityHeaders(): Record<string, string> {
  const userId = readStoredUserId();
  return userId ? { 'x-user-id': userId } : {};
}

/** Low-level call used by `apiRequest` and the admin client. */
export async function sendRequest(method: HttpMethod, url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...identityHeaders(), ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await apiFetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** The seed's generic request: method, URL and optional JSON body; cookies and x-user-id included. */
export function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  return sendRequest(method, url, body);
}

/** `apiRequest` that answers the parsed JSON body. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default data fetch: GET of the query key's segments joined by '/', parsed JSON. */
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await apiFetch(queryKey.join('/'), { headers: identityHeaders(), credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** The HTTP status carried by an error from this client, if any. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * The Japanese `message` the server put in its error body (`"{status}: {json}"`), for toasts.
 * Answers `fallback` for network failures, HTML pages and bodies without a message.
 */
export function errorMessage(error: unknown, fallback = 'エラーが発生しました'): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  try {
    const body: unknown = JSON.parse(match[1]);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
  } catch {
    // Not JSON: a proxy page or a bare status text; not fit to show as is.
  }
  return fallback;
}
