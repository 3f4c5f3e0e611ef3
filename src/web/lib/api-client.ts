import type { QueryFunction } from '@tanstack/react-query';
import { adminTokenStore } from './admin-token';
import { ApiError } from './api-error';
import { readStoredUserId } from './auth-storage';
import { languageOfPath } from './i18n/localized-path';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  /** Extra headers. */
  headers?: Record<string, string>;
}

/** Throws an `ApiError` (message: the seed's `"{status}: {body text or status text}"`) when the answer is not ok. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw await ApiError.fromResponse(res);
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

/** Whether a URL is one of this site's back-office calls (`/api/admin/...`). */
export function isAdminApiUrl(url: string): boolean {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return false;
  }
  return target.origin === origin && (target.pathname === '/api/admin' || target.pathname.startsWith('/api/admin/'));
}

/**
 * The headers of every call: `x-user-id` for the signed-in user, and on every `/api/admin/...` call the
 * admin's `Authorization: Bearer <adminToken>` (none without a token, e.g. for the login itself); in
 * the browser, the page's language as `Accept-Language`, so that an error's message reads in it
 * (docs/decisions/0042-english-guest-pages.md).
 */
function identityHeaders(url: string): Record<string, string> {
  const headers: Record<string, string> = {};
  if (typeof window !== 'undefined') headers['Accept-Language'] = languageOfPath(window.location.pathname);
  const userId = readStoredUserId();
  if (userId) headers['x-user-id'] = userId;
  if (isAdminApiUrl(url)) {
    const { token } = adminTokenStore.getSnapshot();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return headers;
}

/** Low-level call used by `apiRequest` and the admin client. */
export async function sendRequest(method: HttpMethod, url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...identityHeaders(url), ...options.headers };
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
    const url = queryKey.join('/');
    const res = await apiFetch(url, { headers: identityHeaders(url), credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** The HTTP status carried by an error from this client, if any. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * The Japanese `message` the server put in its error body, for toasts. Answers `fallback` for network
 * failures, HTML pages and bodies without a message.
 */
export function errorMessage(error: unknown, fallback = 'エラーが発生しました'): string {
  return (error instanceof ApiError ? error.serverMessage : null) ?? fallback;
}
