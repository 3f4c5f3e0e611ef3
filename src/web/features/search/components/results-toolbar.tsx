import { ArrowDownUp } from 'lucide-react';
import type { SortOption } from '@/contract/properties';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/form-controls';
import { formatNumber } from '@/web/lib/format';
import { SORT_LABELS, SORT_OPTIONS } from '../search-params';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

/** {total}件の古民家が見つかりました, the 満室を非表示 toggle and the sort select (docs/product/guest-screens.md). */
export function ResultsToolbar({
  total,
  loading,
  range,
  hideBooked,
  sort,
  onHideBookedChange,
  onSortChange,
}: {
  /** undefined while the first answer loads. */
  total: number | undefined;
  loading: boolean;
  range?: { from: number; to: number };
  hideBooked: boolean;
  sort: SortOption;
  onHideBookedChange: (value: boolean) => void;
  onSortChange: (value: SortOption) => void;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div role="status" className="min-h-7">
        {total === undefined && loading && <p className="text-sm text-muted-foreground">{t('古民家を検索しています…')}</p>}
        {total !== undefined && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-base">
            <span>
              {language === 'en' ? (
                t('{count}件の古民家が見つかりました', { count: total })
              ) : (
                <>
                  <span className="text-xl font-bold">{formatNumber(total)}</span>件の古民家が見つかりました
                </>
              )}
            </span>
            {range && total > 0 && (
              <span className="text-sm text-muted-foreground">
                {t('（{from}〜{to}件目を表示）', { from: formatNumber(range.from), to: formatNumber(range.to) })}
              </span>
            )}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-5 gap-y-3">
        <div className="flex items-center gap-2">
          <Checkbox id="search-hide-booked" checked={hideBooked} onCheckedChange={onHideBookedChange} />
          <Label htmlFor="search-hide-booked" className="cursor-pointer py-1">
            {t('満室を非表示')}
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="search-sort" className="shrink-0">
            <ArrowDownUp className="size-4 text-primary" aria-hidden="true" />
            {t('並び替え')}
          </Label>
          <NativeSelect id="search-sort" value={sort} onChange={(event) => onSortChange(event.target.value as SortOption)} className="w-auto min-w-36 sm:min-w-40">
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(SORT_LABELS[option])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
