import { AlertTriangle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { useT } from '@/web/lib/i18n/use-t';

/** One titled part of the page; `id` is the anchor and names the heading. */
export function PageSection({
  id,
  title,
  children,
  className,
  aside,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
  aside?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('grid scroll-mt-24 gap-4 border-t border-border pt-8', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A part of the page that failed to load, without breaking the rest: `message` says which (「アメニティの読み込みに失敗しました。」). */
export function SectionError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-muted px-4 py-3 text-sm">
      <AlertTriangle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <p className="flex-1">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        {t('再読み込み')}
      </Button>
    </div>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-muted px-4 py-6 text-center text-sm text-muted-foreground">{children}</p>;
}
