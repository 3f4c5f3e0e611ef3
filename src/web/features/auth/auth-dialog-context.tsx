import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Spinner } from '@/web/components/ui/spinner';
import { AuthDialogContext, type AuthDialogMode } from '@/web/lib/auth-dialog';
import { loadAuthDialog, preloadAuthDialog } from './load-auth-dialog';

// The dialog and its forms (react-hook-form, zod) load on first use, not with the first page.
const AuthDialog = lazy(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })));

function LoadingOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40">
      <Spinner className="rounded-2xl bg-card p-6 shadow-xl" label="読み込み中..." />
    </div>
  );
}

/** Holds the one login / sign-up dialog of the app; any component can open it with `useAuthDialog` (lib/auth-dialog.ts). */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [mode, setMode] = useState<AuthDialogMode>('login');

  const openAuthDialog = useCallback((next: AuthDialogMode = 'login') => {
    setMode(next);
    setUsed(true);
    setOpen(true);
  }, []);
  const closeAuthDialog = useCallback(() => setOpen(false), []);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    // Closing returns to login mode; the forms unmount with the dialog, which resets them.
    if (!next) setMode('login');
  }, []);

  const value = useMemo(() => ({ openAuthDialog, closeAuthDialog, preloadAuthDialog }), [openAuthDialog, closeAuthDialog]);
  return (
    <AuthDialogContext value={value}>
      {children}
      {used && (
        <Suspense fallback={open ? <LoadingOverlay /> : null}>
          <AuthDialog open={open} mode={mode} onModeChange={setMode} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </AuthDialogContext>
  );
}

