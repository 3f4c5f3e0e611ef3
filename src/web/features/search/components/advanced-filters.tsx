import { useQuery } from '@tanstack/react-query';
import { describedBy, FieldError } from '@/web/components/form-field';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { featuresByCategoryQuery } from '../api';
import { LODGING_REGIME_SHORT_LABELS } from '@/domain/lodging-basis';
import { NativeSelect } from '@/web/components/form-controls';
import { LODGING_REGIME_OPTIONS, type SearchFilters } from '../search-params';
import { useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';
import { MasterName } from '@/web/components/master-name';

const MIN_PRICE = msg('最低価格');

/** The price inputs move in steps of 5,000 yen (docs/product/guest-screens.md). */
const PRICE_STEP = 5000;

export interface PriceErrors {
  minPrice?: string;
  maxPrice?: string;
  order?: string;
}

function PriceInput({ id, label, value, error, orderErrorId, onChange }: { id: string; label: string; value: string; error?: string; orderErrorId?: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{t(label)}</Label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
          ¥
        </span>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          step={PRICE_STEP}
          placeholder={label === MIN_PRICE ? '0' : t('指定なし')}
          value={value}
          aria-invalid={error || orderErrorId ? true : undefined}
          aria-describedby={describedBy(`${id}-unit`, error && `${id}-error`, orderErrorId)}
          onChange={(event) => onChange(event.target.value)}
          className="pl-7"
        />
      </div>
      <p id={`${id}-unit`} className="sr-only">
        {t('円、1泊あたり')}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function FeatureGroups({ selected, onToggle }: { selected: string[]; onToggle: (key: string, checked: boolean) => void }) {
  const query = useQuery(featuresByCategoryQuery);
  const t = useT();

  return (
    <QueryState
      query={query}
      loading={
        <div className="grid gap-3" role="status" aria-label={t('古民家の特徴を読み込み中')}>
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-xl bg-secondary" />
          ))}
        </div>
      }
      renderError={({ onRetry, retrying }) => (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-muted px-4 py-3 text-sm">
          {t('古民家の特徴を読み込めませんでした。')}
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            {t('再読み込み')}
          </Button>
        </div>
      )}
    >
      {(groups) => (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {Object.entries(groups).map(([category, features]) => (
            <fieldset key={category} className="grid content-start gap-2.5 rounded-xl border border-border bg-background/60 p-4">
              <MasterName className="px-1 text-sm font-bold" as="legend" japanese={category} english={features[0]?.categoryEn} />
              {features.map((feature) => {
                const id = `feature-${feature.key}`;
                return (
                  <div key={feature.key} className="flex items-center gap-2.5">
                    <Checkbox id={id} checked={selected.includes(feature.key)} onCheckedChange={(checked) => onToggle(feature.key, checked)} />
                    <Label htmlFor={id} className="cursor-pointer py-0.5 font-normal" title={feature.description ?? undefined}>
                      <MasterName japanese={feature.label} english={feature.labelEn} />
                    </Label>
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
      )}
    </QueryState>
  );
}

/** 詳細条件: the nightly price range, the legal basis and the kominka features, grouped by category. */
export function AdvancedFilters({ values, errors, onChange }: { values: SearchFilters; errors: PriceErrors; onChange: (next: SearchFilters) => void }) {
  const orderErrorId = errors.order ? 'search-price-order-error' : undefined;
  const t = useT();
  const toggleFeature = (key: string, checked: boolean) => {
    const rest = values.kominkaFeatures.filter((k) => k !== key);
    onChange({ ...values, kominkaFeatures: checked ? [...rest, key] : rest });
  };
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-bold">{t('料金（1泊あたり・税込）')}</legend>
        <div className="grid grid-cols-2 gap-3 sm:max-w-lg">
          <PriceInput id="search-min-price" label={MIN_PRICE} value={values.minPrice} error={errors.minPrice} orderErrorId={orderErrorId} onChange={(minPrice) => onChange({ ...values, minPrice })} />
          <PriceInput id="search-max-price" label={msg('最高価格')} value={values.maxPrice} error={errors.maxPrice} orderErrorId={orderErrorId} onChange={(maxPrice) => onChange({ ...values, maxPrice })} />
        </div>
        {errors.order && <FieldError id="search-price-order-error" message={errors.order} />}
      </fieldset>
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor="search-lodging-regime" className="text-sm font-bold">
          {t('営業の根拠（法令）')}
        </Label>
        <NativeSelect
          id="search-lodging-regime"
          value={values.lodgingRegime}
          onChange={(event) => onChange({ ...values, lodgingRegime: event.target.value as SearchFilters['lodgingRegime'] })}
        >
          <option value="">{t('指定なし')}</option>
          {LODGING_REGIME_OPTIONS.map((regime) => (
            <option key={regime} value={regime}>
              {t(LODGING_REGIME_SHORT_LABELS[regime])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-bold">{t('古民家の特徴')}</legend>
        <FeatureGroups selected={values.kominkaFeatures} onToggle={toggleFeature} />
      </fieldset>
    </div>
  );
}
