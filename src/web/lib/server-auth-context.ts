import { createContext } from 'react';
import type { AuthState } from './auth-store';

/**
 * While the server renders a page: the session's user as the server knows it. The browser's store
 * (local storage, GET /api/auth/user) is not there; in the browser this context is empty.
 */
export const ServerAuthContext = createContext<AuthState | null>(null);
