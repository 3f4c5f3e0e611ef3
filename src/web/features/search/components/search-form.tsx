import { ChevronDown, RotateCcw, Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { StayFields } from '@/web/components/property/stay-fields';
import { validateStayDates, type StayErrors } from '@/web/lib/stay-params';
import { cn } from '@/web/lib/utils';
import { EMPTY_FILTERS, hasAdvancedFilters, priceOrderError, type SearchFilters } from '../search-params';
import { AdvancedFilters, type PriceErrors } from './advanced-filters';
import { useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';

function priceFieldError(value: string): string | undefined {
  if (value === '') return undefined;
  return /^\d+$/.test(value) ? undefined : msg('0以上の整数（円）で入力してください');
}

/** Whole yen without leading zeros ('' stays ''). */
function normalisePrice(value: string): string {
  return value === '' ? '' : String(Number(value));
}

/**
 * The search form of /search (docs/product/guest-screens.md): エリア, dates, 人数, the expandable 詳細条件 (price range,
 * kominka features), 検索 and 条件をクリア. It starts from the URL's filters.
 */
export function SearchForm({
  initial,
  initialKey,
  onSearch,
  onClear,
}: {
  initial: SearchFilters;
  /** Changes when the URL's filters change (a search, back, forward, a reset): the form then shows them. */
  initialKey: string;
  onSearch: (filters: SearchFilters) => void;
  onClear: () => void;
}) {
  const [values, setValues] = useState<SearchFilters>(initial);
  const [open, setOpen] = useState(() => hasAdvancedFilters(initial));
  const [stayErrors, setStayErrors] = useState<StayErrors>({});
  const [priceErrors, setPriceErrors] = useState<PriceErrors>({});
  const [shownKey, setShownKey] = useState(initialKey);
  const panelId = useId();
  const t = useT();

  // Follows the URL without remounting, so that focus stays on 検索 after a search.
  if (shownKey !== initialKey) {
    setShownKey(initialKey);
    setValues(initial);
    setStayErrors({});
    setPriceErrors({});
    if (hasAdvancedFilters(initial)) setOpen(true);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const stay = validateStayDates(values);
    const prices: PriceErrors = { minPrice: priceFieldError(values.minPrice), maxPrice: priceFieldError(values.maxPrice) };
    if (!prices.minPrice && !prices.maxPrice) prices.order = priceOrderError(values);
    setStayErrors(stay);
    setPriceErrors(prices);
    if (prices.minPrice || prices.maxPrice || prices.order) setOpen(true);
    if (prices.order) {
      // The original alert (docs/product/guest-screens.md); the same text stays next to the prices.
      window.alert(t(prices.order));
      return;
    }
    if (stay.checkIn || stay.checkOut || prices.minPrice || prices.maxPrice) return;
    onSearch({ ...values, destination: values.destination.trim(), minPrice: normalisePrice(values.minPrice), maxPrice: normalisePrice(values.maxPrice) });
  };

  const clear = () => {
    setValues(EMPTY_FILTERS);
    setStayErrors({});
    setPriceErrors({});
    onClear();
  };

  const activeAdvanced = values.kominkaFeatures.length + (values.minPrice || values.maxPrice ? 1 : 0) + (values.lodgingRegime ? 1 : 0);

  return (
    <form role="search" aria-label={t('古民家の検索条件')} noValidate onSubmit={onSubmit} className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-6">
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <StayFields
          idPrefix="search"
          values={values}
          onChange={setValues}
          errors={stayErrors}
          destinationClassName="col-span-2 lg:col-span-1"
          datesClassName="col-span-2"
          guestsClassName="col-span-2 lg:col-span-1"
        />
      </div>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button type="button" variant="ghost" className="w-fit px-2 text-primary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          <SlidersHorizontal aria-hidden="true" />
          {t('詳細条件')}
          {activeAdvanced > 0 && (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
              {activeAdvanced}
              <span className="sr-only">{t('件指定中')}</span>
            </span>
          )}
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </Button>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Button type="button" variant="outline" size="lg" className="h-11" onClick={clear}>
            <RotateCcw aria-hidden="true" />
            {t('条件をクリア')}
          </Button>
          <Button type="submit" size="lg" className="h-11 sm:min-w-36">
            <Search aria-hidden="true" />
            {t('検索')}
          </Button>
        </div>
      </div>

      <div id={panelId} hidden={!open} className="mt-4 border-t border-border pt-5">
        {open && <AdvancedFilters values={values} errors={priceErrors} onChange={setValues} />}
      </div>
    </form>
  );
}
