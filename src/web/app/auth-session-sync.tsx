import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authStore } from '@/web/lib/auth-store';
import { currentUserQuery } from '@/web/lib/current-user-query';

/**
 * Confirms the stored user with the server session (GET /api/auth/user) once at start:
 * a 401 signs out and clears local storage; a user answer replaces the stored copy.
 */
export function AuthSessionSync() {
  const { status, data, dataUpdatedAt } = useQuery(currentUserQuery);
  useEffect(() => {
    if (status === 'success') authStore.confirm(data ?? null);
    else if (status === 'error') authStore.settleFromStorage();
  }, [status, data, dataUpdatedAt]);
  return null;
}
