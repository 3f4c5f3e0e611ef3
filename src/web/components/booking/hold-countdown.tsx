import { Timer } from 'lucide-react';
import { formatRemaining, useCountdown } from '@/web/lib/use-countdown';
import { richText, slot } from '@/web/lib/i18n/rich-text';
import { useT } from '@/web/lib/i18n/use-t';

/** The nights are held for the guest until `expiresAt`: the time left, or that the hold has lapsed. */
export function HoldCountdown({ expiresAt }: { expiresAt: string | null }) {
  const left = useCountdown(expiresAt);
  const t = useT();
  if (left === null) return null;
  if (left === 0) {
    return (
      <p role="alert" className="flex items-center gap-2 rounded-xl bg-destructive/10 px-3 py-2.5 text-sm font-bold text-destructive">
        <Timer className="size-4 shrink-0" aria-hidden="true" />
        {t('仮予約の有効期限が切れました。日程が空いていれば、もう一度ご予約いただけます。')}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 rounded-xl bg-warning-muted px-3 py-2.5 text-sm text-warning">
      <Timer className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {richText(t('お支払いの期限まで残り {time}（期限を過ぎると日程の確保が解除されます）', { time: slot(0) }), [
          <span key="time" role="timer" className="font-bold tabular-nums">
            {formatRemaining(left)}
          </span>,
        ])}
      </span>
    </p>
  );
}
