import { Plus, Trash2 } from 'lucide-react';
import { get, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FieldError, describedBy } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import type { AccommodationTaxRuleBody } from '@/contract/admin-accommodation-tax';
import { MAX_TIERS, type TaxRuleFormValues } from '../tax-rule-form-values';

/**
 * The tiers of a 定額・段階 rule: a row per tier (the price per person and night from which it applies,
 * and the tax per person and night), added and removed; the first starts at ¥0 unless prices below it are untaxed.
 */
export function TierEditor({ form }: { form: UseFormReturn<TaxRuleFormValues, unknown, AccommodationTaxRuleBody> }) {
  const tiers = useFieldArray({ control: form.control, name: 'tiers', keyName: 'rowKey' });
  const { errors } = form.formState;
  const listError = (get(errors, 'tiers') as { message?: string; root?: { message?: string } } | undefined) ?? undefined;
  const listMessage = listError?.message ?? listError?.root?.message;
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy('tax-tiers-hint', listMessage && 'tax-tiers-error')}>
      <legend className="mb-1 text-sm font-bold">税額の区分</legend>
      <p id="tax-tiers-hint" className="text-xs text-muted-foreground">
        1人1泊の宿泊料金（税抜・素泊まり）がいくら以上のとき、1人1泊いくらか。小さい順に入力します。最初の区分より安い料金には課税しません。
      </p>
      <div className="grid grid-cols-[1fr_1fr_2.75rem] gap-2 text-xs font-bold text-muted-foreground" aria-hidden="true">
        <span>料金（円以上）</span>
        <span>税額（円）</span>
      </div>
      <ol className="grid gap-2">
        {tiers.fields.map((field, index) => {
          const fromError = get(errors, `tiers.${index}.fromJpy.message`) as string | undefined;
          const amountError = get(errors, `tiers.${index}.amountJpy.message`) as string | undefined;
          const n = index + 1;
          return (
            <li key={field.rowKey} className="grid gap-1">
              <div className="grid grid-cols-[1fr_1fr_2.75rem] items-center gap-2">
                <Input
                  inputMode="numeric"
                  aria-label={`区分${n}の料金（円以上）`}
                  aria-invalid={fromError ? true : undefined}
                  aria-describedby={describedBy(fromError && `tax-tier-${index}-from-error`)}
                  {...form.register(`tiers.${index}.fromJpy`)}
                />
                <Input
                  inputMode="numeric"
                  aria-label={`区分${n}の税額（円）`}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={describedBy(amountError && `tax-tier-${index}-amount-error`)}
                  {...form.register(`tiers.${index}.amountJpy`)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="text-destructive"
                  aria-label={`区分${n}を削除`}
                  title="削除"
                  disabled={tiers.fields.length === 1}
                  onClick={() => tiers.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <FieldError id={`tax-tier-${index}-from-error`} message={fromError} />
              <FieldError id={`tax-tier-${index}-amount-error`} message={amountError} />
            </li>
          );
        })}
      </ol>
      <FieldError id="tax-tiers-error" message={listMessage} />
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={tiers.fields.length >= MAX_TIERS}
          onClick={() => tiers.append({ fromJpy: '', amountJpy: '' }, { shouldFocus: true })}
        >
          <Plus aria-hidden="true" />
          区分を追加
        </Button>
      </div>
    </fieldset>
  );
}
