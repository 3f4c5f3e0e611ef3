import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/lib/i18n/use-t';

/** A load failure with a reload button. */
export function ErrorState({
  title,
  description,
  onRetry,
  retrying = false,
}: {
  title?: string;
  description?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-12 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-bold">{title ?? t('データの読み込みに失敗しました')}</p>
        <p className="text-sm text-muted-foreground">{description ?? t('通信状況をご確認のうえ、もう一度お試しください。')}</p>
      </div>
      {onRetry && (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          {t('再読み込み')}
        </Button>
      )}
    </div>
  );
}
