import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import type { ComponentProps, ReactElement } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '@/web/lib/utils';
import { useT } from '@/web/lib/i18n/use-t';

/** Radix defaults as the seed uses them: 5000 ms, swipe right 50 px to dismiss. */
export function ToastProvider({
  duration = 5000,
  swipeDirection = 'right',
  swipeThreshold = 50,
  label,
  ...props
}: ComponentProps<typeof ToastPrimitive.Provider>) {
  const t = useT();
  return <ToastPrimitive.Provider duration={duration} swipeDirection={swipeDirection} swipeThreshold={swipeThreshold} label={label ?? t('通知')} {...props} />;
}

/**
 * Hotkey F8 moves focus to the toasts (Radix default). They show at the top centre, just under the
 * header, at every width: a form's buttons sit at its end and a dialog's at its foot, so a toast there
 * never covers the button just pressed, and the header's own buttons stay free.
 */
export function ToastViewport({ className, hotkey = ['F8'], label, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const t = useT();
  return (
    <ToastPrimitive.Viewport
      hotkey={hotkey}
      label={label ?? t('通知 ({hotkey})', { hotkey: '{hotkey}' })}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-16 z-[100] mx-auto flex max-h-screen w-full flex-col p-4 sm:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out data-[swipe=end]:animate-toast-swipe-out',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-foreground',
        destructive: 'destructive border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-border bg-transparent px-3 text-sm font-bold transition-colors outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50 group-[.destructive]:border-white/40 group-[.destructive]:hover:bg-white/10',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const t = useT();
  return (
    <ToastPrimitive.Close
      aria-label={t('閉じる')}
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 text-foreground/70 transition-opacity outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50 group-[.destructive]:text-white/85 group-[.destructive]:hover:text-white',
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-bold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-95', className)} {...props} />;
}

export type ToastActionElement = ReactElement<typeof ToastAction>;
