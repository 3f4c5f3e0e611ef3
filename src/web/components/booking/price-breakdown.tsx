import { AlertTriangle, Info } from 'lucide-react';
import { useId, useState } from 'react';
import type { PricingResult } from '@/contract/properties';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatMonthDayWeekday, formatYen } from '@/web/lib/format';
import type { PriceState } from '@/web/lib/booking-selection';
import { NightlyPriceList } from './nightly-price-list';
import { PriceTotals, stayRows } from './price-totals';
import { formatCount } from '@/domain/display-format';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/** Nights listed before 'すべての泊を表示'. */
const NIGHTS_SHOWN = 7;

/** The nightly breakdown, the nights' total, the cleaning fee and the total; or why there is none. */
export function PriceBreakdown({ price }: { price: PriceState }) {
  const t = useT();
  const language = useLanguage();
  switch (price.kind) {
    case 'idle':
      return <p className="text-sm text-muted-foreground">{t('チェックインとチェックアウトを選ぶと、料金の内訳が表示されます。')}</p>;
    case 'loading':
      return (
        <div className="grid gap-2" role="status" aria-label={t('料金を計算しています')}>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-6 w-full" />
        </div>
      );
    case 'invalid':
      return (
        <p role="alert" className="flex gap-2 rounded-xl bg-destructive/10 px-3 py-2.5 text-sm font-bold text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t(price.message)}
        </p>
      );
    case 'fallback':
      return (
        <div className="grid gap-3">
          <p className="flex gap-2 text-xs text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('料金の内訳を取得できませんでした。基本料金での目安を表示しています。')}
          </p>
          <PriceTotals
            rows={[
              {
                label: t('{price} × {nights}の合計', { price: formatYen(price.nightsTotal / price.nights), nights: formatCount(price.nights, 'night', language) }),
                amount: price.nightsTotal,
              },
              { label: t('清掃料金'), amount: price.cleaningFeeJpy },
            ]}
            total={price.totalPrice}
            totalLabel={t('合計（税込・目安）')}
          />
          <p className="text-xs text-muted-foreground">{t('宿泊税がかかる地域では、目安に宿泊税は含まれていません。')}</p>
        </div>
      );
    case 'priced':
      return price.result.available ? <Priced result={price.result} /> : <Unavailable dates={price.result.unavailableDates} />;
  }
}

function Unavailable({ dates }: { dates: string[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div role="alert" className="grid gap-1 rounded-xl bg-destructive/10 px-3 py-2.5 text-sm text-destructive">
      <p className="flex gap-2 font-bold">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('選択した日程には予約できない日が含まれています')}
      </p>
      {dates.length > 0 && (
        <p className="pl-6">{t('予約できない日：{dates}', { dates: dates.map((date) => formatMonthDayWeekday(date, language)).join(language === 'en' ? '; ' : '、') })}</p>
      )}
    </div>
  );
}

function Priced({ result }: { result: PricingResult }) {
  const t = useT();
  const language = useLanguage();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const nights = showAll ? result.dailyPrices : result.dailyPrices.slice(0, NIGHTS_SHOWN);
  return (
    <div className="grid gap-3">
      <NightlyPriceList id={listId} nights={nights} />
      {result.dailyPrices.length > NIGHTS_SHOWN && (
        <Button variant="link" size="sm" className="h-auto w-fit px-0" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll((v) => !v)}>
          {showAll ? t('一部だけ表示') : t('すべての泊を表示（{nights}）', { nights: formatCount(result.dailyPrices.length, 'night', language) })}
        </Button>
      )}
      <PriceTotals rows={stayRows(result)} total={result.totalPrice} />
    </div>
  );
}
