import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** A load failure with a reload button. */
export function ErrorState({
  title = 'データの読み込みに失敗しました',
  description = '通信状況をご確認のうえ、もう一度お試しください。',
  onRetry,
  retrying = false,
}: {
  title?: string;
  description?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-12 text-center">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-bold">{title}</p>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {onRetry && (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
          再読み込み
        </Button>
      )}
    </div>
  );
}
