import { CheckIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox in the app's style (`className` places it). It works on a server-rendered page
 * before the code has loaded, and it does not render itself again once mounted, as Radix's did twice
 * inside the search page's hydration.
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        type="checkbox"
        data-slot="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        className={cn(
          'peer size-5 cursor-pointer appearance-none rounded-md border border-primary bg-card shadow-xs transition-shadow outline-none',
          'focus-visible:ring-3 focus-visible:ring-ring/40 aria-invalid:border-destructive',
          'checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...props}
      />
      <CheckIcon className="pointer-events-none absolute inset-0.5 size-4 text-primary-foreground opacity-0 peer-checked:opacity-100" aria-hidden="true" />
    </span>
  );
}
