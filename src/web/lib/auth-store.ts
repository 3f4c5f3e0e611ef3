import type { User } from '@/contract/auth';
import { clearStoredUser, readStoredUser, USER_STORAGE_KEY, writeStoredUser } from './auth-storage';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  /** While loading: the user from local storage, not yet confirmed by the server. */
  user: User | null;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: AuthState = { status: 'loading', user: readStoredUser() };
/** What the page was rendered with, for hydration: set for a page rendered with the session loading. */
let renderedState: AuthState | null = null;
const RENDERED_LOADING: AuthState = { status: 'loading', user: null };

function setState(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The signed-in user, mirrored in local storage ('user') as the seed asks. The server session
 * (HttpOnly cookie) is the truth: `confirm` applies what GET /api/auth/user answered.
 */
export const authStore = {
  getSnapshot: (): AuthState => state,
  /**
   * The state to hydrate with: the one the server rendered (the session loading, for a page rendered
   * for everyone: docs/decisions/0024-shared-pages-for-signed-in-visitors.md) even if the session's
   * answer came meanwhile, else the current one. React asks for it only while hydrating, and a part of
   * the page may hydrate late (a lazily loaded button in a Suspense boundary, after the session has
   * answered), so it stays the rendered state for the life of the page.
   */
  getHydrationSnapshot: (): AuthState => renderedState ?? state,
  /** The page was rendered with the session loading: hydrate it so, whatever the server answers meanwhile. */
  renderedWhileLoading() {
    renderedState = RENDERED_LOADING;
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  login(user: User) {
    writeStoredUser(user);
    setState({ status: 'signed-in', user });
  },
  logout() {
    clearStoredUser();
    setState({ status: 'signed-out', user: null });
  },
  /** Merges fields into the current user; does nothing when nobody is signed in. */
  updateUser(partial: Partial<User>) {
    if (!state.user || state.status === 'signed-out') return;
    const user = { ...state.user, ...partial };
    writeStoredUser(user);
    setState({ ...state, user });
  },
  /** The server's answer: a user (signed in) or null (401, signed out). The same answer again changes nothing. */
  confirm(user: User | null) {
    const status = user ? 'signed-in' : 'signed-out';
    if (state.status === status && JSON.stringify(state.user) === JSON.stringify(user)) return;
    if (user) authStore.login(user);
    else authStore.logout();
  },
  /** The server could not be asked (network or 5xx): keep what local storage says. */
  settleFromStorage() {
    const user = readStoredUser();
    setState({ status: user ? 'signed-in' : 'signed-out', user });
  },
};

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
    if (state.status === 'loading') return;
    const user = readStoredUser();
    setState({ status: user ? 'signed-in' : 'signed-out', user });
  });
}
