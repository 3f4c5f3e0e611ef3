import { cn } from '@/web/lib/utils';
import { useT } from '@/web/lib/i18n/use-t';

/** 即時予約 or リクエスト予約 (the host approves first). */
export function BookingTypeBadge({ requiresApproval }: { requiresApproval: boolean }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-bold',
        requiresApproval ? 'bg-warning-muted text-warning' : 'bg-success-muted text-success',
      )}
    >
      {requiresApproval ? t('リクエスト予約') : t('即時予約')}
    </span>
  );
}
