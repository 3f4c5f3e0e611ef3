import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { TooltipProvider } from '@/web/components/ui/tooltip';
import { AuthDialogProvider } from '@/web/features/auth/auth-dialog-context';
import { queryClient } from '@/web/lib/query-client';
import { AuthSessionSync } from './auth-session-sync';

// The toasts' UI (Radix Toast) loads right after the first render; toasts raised before it is
// ready are kept by the toast store and shown as soon as it mounts.
const Toaster = lazy(() => import('@/web/components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <AuthSessionSync />
        <AuthDialogProvider>{children}</AuthDialogProvider>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
