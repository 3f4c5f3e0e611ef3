import type { PricingResult } from '@/contract/properties';
import { formatMonthDayWeekday, formatYen } from '@/web/lib/format';
import { cn } from '@/web/lib/utils';
import { PRICE_SOURCE_LOOK } from '@/web/lib/property-labels';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/** Each night with its price and, when it is not the usual price, its 祝日 / 休前日 / 期間料金 / 特別料金 mark. */
export function NightlyPriceList({ nights, id }: { nights: PricingResult['dailyPrices']; id?: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul id={id} className="grid gap-1.5 text-sm" aria-label={t('1泊ごとの料金')}>
      {nights.map((night) => {
        const source = PRICE_SOURCE_LOOK[night.source];
        return (
          <li key={night.date} className="flex items-center justify-between gap-2">
            <span className="flex flex-wrap items-center gap-1.5">
              {formatMonthDayWeekday(night.date, language)}
              {source && <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', source.className)}>{t(source.label)}</span>}
            </span>
            <span className="tabular-nums">{formatYen(night.price)}</span>
          </li>
        );
      })}
    </ul>
  );
}
