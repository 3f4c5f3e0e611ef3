import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

/**
 * The browser's own select, styled like `Input`: light, keyboard- and screen-reader-friendly, and
 * native on phones. Option values are never empty strings (docs/product/guest-screens.md).
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'flex h-11 w-full min-w-0 appearance-none rounded-lg border border-input bg-card py-2 pr-9 pl-3 text-base text-foreground shadow-xs transition-colors outline-none md:text-sm',
          'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}
