import { lazy, Suspense, useState } from 'react';
import type { PropertyDetail } from '@/contract/properties';
import { Button } from '@/web/components/ui/button';
import { formatYen } from '@/web/lib/format';
import { quoteGuests, useBookingPrice, type BookingSelection } from '@/web/lib/booking-selection';
import { shortDate } from '@/web/lib/calendar-dates';
import { formatMonthDayWeekday } from '@/web/lib/format';
import { formatCount } from '@/domain/display-format';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

const loadDialog = () => import('./booking-dialog');
const BookingDialog = lazy(loadDialog);

/** Below the desktop breakpoint: the price and dates at the bottom, opening the booking card in a dialog. */
export function MobileBookingBar({
  property,
  selection,
  onSelectionChange,
}: {
  property: PropertyDetail;
  selection: BookingSelection;
  onSelectionChange: (next: BookingSelection) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const price = useBookingPrice(property, selection.checkIn, selection.checkOut, quoteGuests(selection));
  const total = price.kind === 'priced' && price.result.available ? price.result.totalPrice : price.kind === 'fallback' ? price.totalPrice : null;
  const party = selection.guests + selection.children;
  const dates = !(selection.checkIn && selection.checkOut)
    ? t('日程を選択してください')
    : language === 'en'
      ? `${formatMonthDayWeekday(selection.checkIn, language)} – ${formatMonthDayWeekday(selection.checkOut, language)} · ${formatCount(party, 'guest', language)}`
      : `${shortDate(selection.checkIn)}〜${shortDate(selection.checkOut)}・${party}名`;

  return (
    // Sticky at the end of the page, so it rides at the bottom of the screen and stops above the footer.
    <div className="sticky bottom-0 z-30 -mx-4 mt-10 border-t border-border bg-card/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
        <div className="grid min-w-0">
          <p className="font-bold tabular-nums">
            {total !== null ? (
              <>
                <span className="text-xs font-normal text-muted-foreground">{t('合計（税込）')}</span>
                {formatYen(total)}
              </>
            ) : (
              <>
                {t('{price}〜', { price: formatYen(property.basePriceJpy) })}
                <span className="text-xs font-normal text-muted-foreground">{t(' / 1泊')}</span>
              </>
            )}
          </p>
          <p className="truncate text-xs text-muted-foreground">{dates}</p>
        </div>
        <Button
          size="lg"
          className="shrink-0"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
        >
          {selection.checkIn && selection.checkOut ? t('予約内容を確認') : t('日程を選ぶ')}
        </Button>
      </div>
      {mounted && (
        <Suspense fallback={null}>
          <BookingDialog property={property} selection={selection} onSelectionChange={onSelectionChange} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
