import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { authStore } from '@/web/lib/auth-store';
import { currentUserQuery } from '@/web/lib/current-user-query';
import { ServerAuthContext } from '@/web/lib/server-auth-context';

/**
 * Confirms the stored user with the server session (GET /api/auth/user) once at start:
 * a 401 signs out and clears local storage; a user answer replaces the stored copy.
 * While the server renders a page for a visitor with a session cookie (the session's state is
 * `loading` there), nobody's session is asked: the browser asks after hydrating
 * (docs/decisions/0024-shared-pages-for-signed-in-visitors.md).
 */
export function AuthSessionSync() {
  // It only acts in the browser (an effect); on the server it would only cost each page a query observer.
  return typeof window === 'undefined' ? null : <SessionSyncInBrowser />;
}

function SessionSyncInBrowser() {
  const renderedWithoutSession = useContext(ServerAuthContext)?.status === 'loading';
  const { status, data, dataUpdatedAt } = useQuery({ ...currentUserQuery, enabled: !renderedWithoutSession });
  useEffect(() => {
    if (status === 'success') authStore.confirm(data ?? null);
    else if (status === 'error') authStore.settleFromStorage();
  }, [status, data, dataUpdatedAt]);
  return null;
}
