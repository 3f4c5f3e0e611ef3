import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';
import { useT } from '@/web/lib/i18n/use-t';

const FIELD_CLASSES = cn(
  'w-full min-w-0 rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground md:text-sm',
  'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

/**
 * The browser's own select in the look of the text inputs: keyboard- and screen-reader-friendly, and
 * native on phones. `className` sizes the box (e.g. its width). Option values are never empty strings.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(FIELD_CLASSES, 'h-11 cursor-pointer appearance-none pr-10')} {...props} />
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(FIELD_CLASSES, 'min-h-36 resize-y leading-relaxed', className)} {...props} />;
}

/** The 必須 mark after a label. */
export function RequiredMark() {
  const t = useT();
  return <span className="rounded bg-destructive px-1.5 py-0.5 text-[11px] leading-none font-bold text-destructive-foreground">{t('必須')}</span>;
}
