import { Plus, Trash2 } from 'lucide-react';
import { get, useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { HostPropertyEditor } from '@/contract/host-property-editor';
import { allowedPeriodsText } from '@/domain/minpaku-year';
import { FieldError, TextField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import type { EditorFormValues } from '../form-values';

type Form = UseFormReturn<EditorFormValues>;

const errorOf = (form: Form, name: string): string | undefined => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

/**
 * 民泊 only (docs/product/minpaku-180-nights.md): the periods a municipality allows (each year, from the
 * first day's noon to the last day's noon) and its yearly limit below 180; the municipality's rules
 * from the admins' table are offered, one click filling both.
 */
export function MinpakuLimitsFields({ form, house }: { form: Form; house: HostPropertyEditor }) {
  const periods = useFieldArray({ control: form.control, name: 'minpakuAllowedPeriods' });
  const apply = (rule: HostPropertyEditor['minpakuMunicipalRules'][number]) => {
    periods.replace(rule.allowedPeriods.map((p) => ({ from: p.from, to: p.to })));
    form.setValue('minpakuMaxNights', rule.maxNights === null ? '' : String(rule.maxNights), { shouldDirty: true });
  };
  return (
    <fieldset className="grid gap-3 rounded-xl border border-border p-4">
      <legend className="px-1 text-base font-bold">営業できる期間と日数（自治体の条例）</legend>
      <p className="text-sm text-muted-foreground">
        民泊は4月1日正午から翌年4月1日正午までに180泊まで営業できます（他サイトの予約も含みます）。自治体の条例で期間や日数が限られている場合は入力してください。期間外の日や上限を超える日は、ゲストが予約できなくなります。
      </p>
      {house.minpakuMunicipalRules.map((rule) => (
        <div key={rule.id} className="grid gap-2 rounded-lg bg-secondary/60 p-3 text-sm sm:flex sm:items-center sm:justify-between">
          <p className="min-w-0">
            <span className="font-bold">
              {rule.city}
              {rule.zoneNote ? `（${rule.zoneNote}）` : ''}
            </span>
            ：{rule.allowedPeriods.length > 0 ? `${allowedPeriodsText(rule.allowedPeriods)}のみ` : '通年'}
            {rule.maxNights !== null ? `、年${rule.maxNights}泊まで` : ''}
          </p>
          <Button type="button" variant="outline" size="sm" className="w-fit shrink-0" onClick={() => apply(rule)}>
            この条例の内容を入力する
          </Button>
        </div>
      ))}
      <div className="grid gap-2">
        <p className="text-sm font-bold">営業できる期間（毎年）</p>
        {periods.fields.length === 0 && <p className="text-sm text-muted-foreground">期間の制限なし（通年）</p>}
        {periods.fields.map((field, i) => (
          <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
            <TextField
              id={`editor-minpaku-period-${i}-from`}
              label={`期間${i + 1}の開始日（正午から）`}
              placeholder="例：01-15"
              inputMode="numeric"
              error={errorOf(form, `minpakuAllowedPeriods.${i}.from`)}
              {...form.register(`minpakuAllowedPeriods.${i}.from`)}
            />
            <TextField
              id={`editor-minpaku-period-${i}-to`}
              label={`期間${i + 1}の終了日（正午まで）`}
              placeholder="例：03-16"
              inputMode="numeric"
              error={errorOf(form, `minpakuAllowedPeriods.${i}.to`)}
              {...form.register(`minpakuAllowedPeriods.${i}.to`)}
            />
            <Button type="button" variant="ghost" size="icon" className="mt-7" aria-label={`期間${i + 1}を削除`} onClick={() => periods.remove(i)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <FieldError id="editor-minpaku-periods-error" message={errorOf(form, 'minpakuAllowedPeriods')} />
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => periods.append({ from: '', to: '' })}>
          <Plus aria-hidden="true" />
          期間を追加
        </Button>
      </div>
      <TextField
        id="editor-minpaku-max-nights"
        label="年間の上限泊数（条例で180泊より少ない場合）"
        placeholder="空欄なら180泊"
        inputMode="numeric"
        className="sm:max-w-xs"
        error={errorOf(form, 'minpakuMaxNights')}
        {...form.register('minpakuMaxNights')}
      />
    </fieldset>
  );
}
