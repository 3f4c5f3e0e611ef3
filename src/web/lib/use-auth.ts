import { useContext, useSyncExternalStore } from 'react';
import type { User } from '@/contract/auth';
import { authStore } from './auth-store';
import { CURRENT_USER_QUERY_KEY } from './current-user-query';
import { queryClient } from './query-client';
import { ServerAuthContext } from './server-auth-context';

function isUserDataQuery(key: readonly unknown[]): boolean {
  const first = String(key[0]);
  return !first.startsWith('/api/admin') && first !== CURRENT_USER_QUERY_KEY[0];
}

function login(user: User) {
  // Data cached for whoever was signed in before must not leak to the new user.
  queryClient.removeQueries({ predicate: (query) => isUserDataQuery(query.queryKey) });
  // A session check still in flight must not overwrite this sign-in with its older answer.
  void queryClient.cancelQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  authStore.login(user);
}

function logout() {
  void queryClient.cancelQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
  authStore.logout();
}

function updateUser(partial: Partial<User>) {
  authStore.updateUser(partial);
  const { user } = authStore.getSnapshot();
  if (user) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
}

/** The signed-in guest or host: `isLoading` until the server has confirmed the session. */
export function useAuth() {
  const serverState = useContext(ServerAuthContext);
  const state = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, () => serverState ?? authStore.getHydrationSnapshot());
  const isAuthenticated = state.status === 'signed-in' && state.user !== null;
  return {
    user: isAuthenticated ? state.user : null,
    isLoading: state.status === 'loading',
    isAuthenticated,
    login,
    logout,
    updateUser,
  };
}
