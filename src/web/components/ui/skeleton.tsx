import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-lg bg-secondary', className)} {...props} />;
}
