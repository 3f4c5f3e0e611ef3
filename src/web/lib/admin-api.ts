import type { QueryFunction } from '@tanstack/react-query';
import { errorStatus, isAdminApiUrl, sendRequest, type HttpMethod } from './api-client';
import { adminTokenStore } from './admin-token';

/**
 * A call of the admin back office. The client itself sends `Authorization: Bearer <adminToken>` on
 * every `/api/admin/...` call; this one also forgets a token the server refuses (401).
 */
export async function adminRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const sent = isAdminApiUrl(url) ? adminTokenStore.getSnapshot().token : null;
  try {
    return await sendRequest(method, url, body);
  } catch (error) {
    // The token expired or was revoked: forget it, and the admin guard sends the admin to the login page.
    // A token set since (a new login) is kept.
    if (errorStatus(error) === 401 && sent && adminTokenStore.getSnapshot().token === sent) adminTokenStore.clear('expired');
    throw error;
  }
}

export async function adminJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await adminRequest(method, url, body);
  return (await res.json()) as T;
}

/** Admin data fetch: GET of the query key joined by '/', with the bearer token. */
export function adminQueryFn<T>(): QueryFunction<T> {
  return ({ queryKey }) => adminJson<T>('GET', queryKey.join('/'));
}

/** Admin queries retry twice (docs/product/back-office.md), but never a refused request (4xx), which would only fail again. */
export function adminRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}
