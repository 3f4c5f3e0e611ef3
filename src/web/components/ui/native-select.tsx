import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

/**
 * The browser's own select in the look of `Input`: light, keyboard- and screen-reader-friendly, and
 * native on phones. `className` sizes the wrapper.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        data-slot="native-select"
        className={cn(
          'flex h-11 w-full min-w-0 cursor-pointer appearance-none rounded-lg border border-input bg-card py-2 pr-9 pl-3 text-base text-foreground shadow-xs transition-colors outline-none md:h-10 md:text-sm',
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
