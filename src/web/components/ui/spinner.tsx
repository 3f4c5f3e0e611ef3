import { LoaderCircle } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { useT } from '@/web/lib/i18n/use-t';

/** A spinning ring with a text that screen readers announce. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className={cn('flex flex-col items-center justify-center gap-3 text-muted-foreground', className)}>
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      {label ? <p className="text-sm">{label}</p> : <span className="sr-only">{t('読み込み中')}</span>}
    </div>
  );
}
