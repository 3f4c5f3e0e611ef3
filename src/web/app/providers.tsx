import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useToast } from '@/web/components/ui/use-toast';
import { AuthDialogProvider } from '@/web/features/auth/auth-dialog-context';
import { setEnglishCatalogueLoader } from '@/web/lib/i18n/translate';
import { AuthSessionSync } from './auth-session-sync';

// The English catalogues load with the first English page only (docs/decisions/0042-english-guest-pages.md).
setEnglishCatalogueLoader(() => import('./english-catalogue').then((m) => m.englishTranslator()));

// The toasts' UI (Radix Toast) loads with the first toast, not with the first page; the toast store
// keeps what was raised meanwhile and the toaster shows it as soon as it mounts.
const Toaster = lazy(() => import('@/web/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function ToasterOnFirstToast() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSessionSync />
      <AuthDialogProvider>{children}</AuthDialogProvider>
      <ToasterOnFirstToast />
    </QueryClientProvider>
  );
}
