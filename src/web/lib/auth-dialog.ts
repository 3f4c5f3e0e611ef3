import { createContext, use } from 'react';

export type AuthDialogMode = 'login' | 'signup';

export interface AuthDialogContextValue {
  openAuthDialog: (mode?: AuthDialogMode) => void;
  closeAuthDialog: () => void;
  /** Fetches the dialog's code ahead of the click: buttons that open it call this on hover or focus. */
  preloadAuthDialog: () => void;
}

/** The app's one login / sign-up dialog, provided by `AuthDialogProvider` (features/auth) around the app. */
export const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

export function useAuthDialog(): AuthDialogContextValue {
  const value = use(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog は AuthDialogProvider の中で使ってください');
  return value;
}
