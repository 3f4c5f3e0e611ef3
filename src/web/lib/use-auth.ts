import { useSyncExternalStore } from 'react';
import type { User } from '@/contract/auth';
import { authStore } from './auth-store';
import { CURRENT_USER_QUERY_KEY } from './current-user-query';
import { queryClient } from './query-client';

function login(user: User) {
  // Data cached for whoever was signed in before must not leak to the new user.
  queryClient.removeQueries({ predicate: (query) => !String(query.queryKey[0]).startsWith('/api/admin') });
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  authStore.login(user);
}

function logout() {
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
  const state = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getSnapshot);
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
