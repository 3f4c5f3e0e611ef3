import { useSyncExternalStore } from 'react';

/** Local storage key of the admin bearer token (POST /api/admin/login). */
export const ADMIN_TOKEN_KEY = 'adminToken';

/** Why the token went away while the admin was inside the back office. */
export type AdminSessionEnd = 'expired' | 'logout';

interface AdminTokenState {
  token: string | null;
  /** Set until the guard has handled it: 'expired' when the server refused the token (401). */
  endedBy: AdminSessionEnd | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

let state: AdminTokenState = { token: typeof window === 'undefined' ? null : read(), endedBy: null };

function setState(next: AdminTokenState) {
  state = next;
  for (const listener of listeners) listener();
}

export const adminTokenStore = {
  getSnapshot: (): AdminTokenState => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(token: string) {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
    setState({ token, endedBy: null });
  },
  /** Forgets the token: after a logout, or because the server refused it ('expired'). */
  clear(endedBy: AdminSessionEnd) {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
    setState({ token: null, endedBy });
  },
  /** The guard has sent the admin to the login page. */
  acknowledgeEnd() {
    if (state.endedBy) setState({ ...state, endedBy: null });
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== ADMIN_TOKEN_KEY && event.key !== null) return;
    setState({ token: read(), endedBy: null });
  });
}

export function useAdminToken(): AdminTokenState {
  return useSyncExternalStore(adminTokenStore.subscribe, adminTokenStore.getSnapshot, adminTokenStore.getSnapshot);
}
