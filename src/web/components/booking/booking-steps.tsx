import { Check } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { msg } from '@/web/lib/i18n/translate';
import { useT } from '@/web/lib/i18n/use-t';

const STEPS = [msg('ゲスト情報'), msg('予約内容の確認'), msg('お支払い')] as const;

/** Where the guest is in the booking flow: 1 ゲスト情報 → 2 予約内容の確認 → 3 お支払い. */
export function BookingSteps({ current }: { current: 1 | 2 | 3 }) {
  const t = useT();
  return (
    <ol aria-label={t('予約の手順')} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {STEPS.map((label, index) => {
        const step = index + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li key={label} className="flex items-center gap-2" aria-current={active ? 'step' : undefined}>
            {index > 0 && <span className="h-px w-4 bg-border sm:w-8" aria-hidden="true" />}
            <span
              className={cn(
                'flex size-6 items-center justify-center rounded-full text-xs font-bold',
                done || active ? 'bg-primary text-primary-foreground' : 'bg-secondary text-muted-foreground',
              )}
              aria-hidden="true"
            >
              {done ? <Check className="size-3.5" /> : step}
            </span>
            {/* Phones name only the current step, so that the three fit on one line. */}
            <span className={cn(active ? 'font-bold' : 'sr-only text-muted-foreground sm:not-sr-only')}>
              {t(label)}
              {done && <span className="sr-only">{t('（完了）')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
