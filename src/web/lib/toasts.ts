import type { ReactNode } from 'react';
import { toast } from '@/web/components/ui/use-toast';
import { errorMessage } from './api-client';

export { toast };

export function showSuccess(title: string, description?: ReactNode) {
  return toast({ title, description });
}

export function showError(title: string, description?: ReactNode) {
  return toast({ variant: 'destructive', title, description });
}

/** A destructive toast whose text is the server's Japanese message, or `fallback`. */
export function showApiError(title: string, error: unknown, fallback: string) {
  return showError(title, errorMessage(error, fallback));
}
