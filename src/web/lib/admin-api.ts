import type { QueryFunction } from '@tanstack/react-query';
import { errorStatus, sendRequest, type HttpMethod } from './api-client';
import { adminTokenStore } from './admin-token';

function bearer(): Record<string, string> {
  const { token } = adminTokenStore.getSnapshot();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** A call of the admin back office: `apiRequest` plus `Authorization: Bearer <adminToken>`. */
export async function adminRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const headers = bearer();
  try {
    return await sendRequest(method, url, body, { headers });
  } catch (error) {
    // The token expired or was revoked: forget it, and the admin guard sends the admin to the login page.
    if (errorStatus(error) === 401 && headers.Authorization) adminTokenStore.clear('expired');
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

/** Admin queries retry twice (001 §7), but never a refused request (4xx), which would only fail again. */
export function adminRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}
