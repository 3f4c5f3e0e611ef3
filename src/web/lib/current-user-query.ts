import { queryOptions } from '@tanstack/react-query';
import type { User } from '@/contract/auth';
import { getQueryFn } from './api-client';

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/user: the session's user, or null when the server answers 401. */
export const currentUserQuery = queryOptions<User | null>({
  queryKey: CURRENT_USER_QUERY_KEY,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
});
