import { useSyncExternalStore } from 'react';

/** Local storage key of the admin bearer token (POST /api/admin/login). */
export const ADMIN_TOKEN_KEY = 'adminToken';

interface AdminTokenState {
  token: string | null;
  /** Set when the server refused the token (401), so the guard can say why it sends the admin away. */
  expired: boolean;
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

let state: AdminTokenState = { token: typeof window === 'undefined' ? null : read(), expired: false };

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
    setState({ token, expired: false });
  },
  /** `expired`: the server answered 401 to this token (not a deliberate logout). */
  clear({ expired = false }: { expired?: boolean } = {}) {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
    setState({ token: null, expired });
  },
  /** The guard has told the admin about the expiry. */
  acknowledgeExpiry() {
    if (state.expired) setState({ ...state, expired: false });
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== ADMIN_TOKEN_KEY && event.key !== null) return;
    setState({ token: read(), expired: false });
  });
}

export function useAdminToken(): AdminTokenState {
  return useSyncExternalStore(adminTokenStore.subscribe, adminTokenStore.getSnapshot, adminTokenStore.getSnapshot);
}
