import { toNestErrors } from '@hookform/resolvers';
import type { ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { accommodationTaxRuleBodySchema, type AccommodationTaxRuleBody, type AccommodationTaxRuleView } from '@/contract/admin-accommodation-tax';
import { LODGING_REGIMES } from '@/contract/enums';
import { PREFECTURES } from '@/domain/destination-search';
import { japanDate } from '@/domain/japan-date';
import { LODGING_REGIME_LABELS } from '@/domain/lodging-basis';
import { FieldError, describedBy } from '@/web/components/form-field';
import { NativeSelect, RequiredMark, Textarea } from '@/web/components/form-controls';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { isApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import '@/contract/zod-locale';
import { useSaveTaxRule } from '../api';
import { bodyOf, formFieldOf, newRuleValues, ruleValues, type TaxRuleFormValues } from '../tax-rule-form-values';
import { TAX_KIND_LABELS } from '../tax-rule-text';
import { TierEditor } from './tier-editor';

type FlatErrors = Record<string, { type: string; message: string }>;

/** The contract's schema judges the body the form makes; its messages land at the form's fields. */
const ruleResolver: Resolver<TaxRuleFormValues, unknown, AccommodationTaxRuleBody> = (values, _context, options) => {
  const body = bodyOf(values);
  const parsed = accommodationTaxRuleBodySchema.safeParse(body);
  if (parsed.success) return { values: body, errors: {} };
  const flat: FlatErrors = {};
  for (const issue of parsed.error.issues) flat[formFieldOf(issue.path.join('.'))] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<TaxRuleFormValues> };
};

const KIND_HINTS = {
  tiered: '1人1泊あたりの金額を、宿泊料金の区分ごとに決めます',
  percent: '宿泊料金の割合（1人1泊、円未満切り捨て）。上限を決められます',
} as const;

function Field({ id, label, required, hint, error, children }: { id: string; label: string; required?: boolean; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** aria-invalid and aria-describedby of a field with an optional hint and its error. */
const described = (id: string, error: string | undefined, hint = false) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
});

function TaxRuleForm({ rule, onDone }: { rule: AccommodationTaxRuleView | null; onDone: () => void }) {
  const save = useSaveTaxRule();
  const form = useForm<TaxRuleFormValues, unknown, AccommodationTaxRuleBody>({
    resolver: ruleResolver,
    defaultValues: rule ? ruleValues(rule) : newRuleValues(japanDate()),
  });
  const { register, setError, formState } = form;
  const errors = formState.errors;
  const kind = useWatch({ control: form.control, name: 'kind' });

  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { id: rule?.id ?? null, body },
      {
        onSuccess: (saved) => {
          showSuccess(rule ? '宿泊税のルールを更新しました' : '宿泊税のルールを追加しました', `${saved.name}（${saved.appliesFrom.replaceAll('-', '/')}〜）。これからの見積もりと予約に適用されます。`);
          onDone();
        },
        onError: (error) => {
          // The server's Japanese messages at their fields; what was typed stays in the form.
          const issues = isApiError(error) ? (error.issues.length > 0 ? error.issues : error.field && error.serverMessage ? [{ field: error.field, message: error.serverMessage }] : []) : [];
          issues.forEach((issue, i) => setError(formFieldOf(issue.field) as Path<TaxRuleFormValues>, { type: 'server', message: issue.message }, { shouldFocus: i === 0 }));
          showApiError('保存できませんでした', error, '宿泊税のルールを保存できませんでした。時間をおいてもう一度お試しください。');
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={rule ? '宿泊税のルールの編集' : '宿泊税のルールの追加'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="tax-prefecture" label="都道府県" required error={errors.prefecture?.message}>
          <NativeSelect id="tax-prefecture" {...described('tax-prefecture', errors.prefecture?.message)} {...register('prefecture')}>
            <option value="">選んでください</option>
            {PREFECTURES.map((p) => (
              <option key={p.name} value={p.name}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="tax-city" label="市区町村" hint="空欄は都道府県全体のルールです。市の名前で、その区も含みます（京都市 → 京都市東山区）" error={errors.city?.message}>
          <Input id="tax-city" placeholder="例：札幌市" maxLength={40} {...described('tax-city', errors.city?.message, true)} {...register('city')} />
        </Field>
      </div>
      <Field id="tax-name" label="名称" required hint="料金の内訳にこの名前で表示されます" error={errors.name?.message}>
        <Input id="tax-name" placeholder="例：札幌市宿泊税" maxLength={60} {...described('tax-name', errors.name?.message, true)} {...register('name')} />
      </Field>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-bold">課税の方式</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['tiered', 'percent'] as const).map((k) => (
            <label key={k} className="flex cursor-pointer items-start gap-2 rounded-lg border border-border p-3 text-sm has-checked:border-primary has-checked:bg-primary/5">
              <input type="radio" value={k} className="mt-0.5 size-4 accent-primary" {...register('kind')} />
              <span className="grid gap-0.5">
                <span className="font-bold">{TAX_KIND_LABELS[k]}</span>
                <span className="text-xs text-muted-foreground">{KIND_HINTS[k]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 'tiered' ? (
        <TierEditor form={form} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="tax-percent" label="税率（%）" required hint="0.01%単位。例：3" error={errors.percent?.message}>
            <Input id="tax-percent" inputMode="decimal" {...described('tax-percent', errors.percent?.message, true)} {...register('percent')} />
          </Field>
          <Field id="tax-cap" label="上限額（円）" hint="1人1泊あたり。空欄は上限なし" error={errors.capJpy?.message}>
            <Input id="tax-cap" inputMode="numeric" {...described('tax-cap', errors.capJpy?.message, true)} {...register('capJpy')} />
          </Field>
        </div>
      )}

      <Field id="tax-exempt-below" label="課税しない料金（円未満）" hint="1人1泊の宿泊料金がこの額未満なら課税しません。空欄はなし" error={errors.exemptBelowJpy?.message}>
        <Input id="tax-exempt-below" inputMode="numeric" className="sm:w-48" {...described('tax-exempt-below', errors.exemptBelowJpy?.message, true)} {...register('exemptBelowJpy')} />
      </Field>

      <fieldset className="grid gap-2" aria-describedby="tax-regimes-hint">
        <legend className="mb-1 text-sm font-bold">対象の営業形態</legend>
        <div className="grid gap-2">
          {LODGING_REGIMES.map((regime) => (
            <label key={regime} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={regime} className="size-4 accent-primary" {...register('regimes')} />
              {LODGING_REGIME_LABELS[regime]}
            </label>
          ))}
        </div>
        <p id="tax-regimes-hint" className="text-xs text-muted-foreground">
          どれも選ばなければ、すべての営業形態に課税します。
        </p>
      </fieldset>

      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...register('replacesPrefectureRule')} />
          この額に都道府県の税を含む（この市区町村では都道府県のルールを適用しません）
        </label>
        <FieldError id="tax-replaces-error" message={errors.replacesPrefectureRule?.message} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="tax-applies-from" label="適用開始日" required error={errors.appliesFrom?.message}>
          <Input id="tax-applies-from" type="date" {...described('tax-applies-from', errors.appliesFrom?.message)} {...register('appliesFrom')} />
        </Field>
        <Field id="tax-applies-to" label="適用終了日" hint="この日の宿泊まで。空欄は終了日なし" error={errors.appliesTo?.message}>
          <Input id="tax-applies-to" type="date" {...described('tax-applies-to', errors.appliesTo?.message, true)} {...register('appliesTo')} />
        </Field>
      </div>

      <Field id="tax-source" label="出典のURL" required hint="税率と適用日を確認した自治体のページ" error={errors.sourceUrl?.message}>
        <Input id="tax-source" type="url" inputMode="url" placeholder="https://" maxLength={1000} {...described('tax-source', errors.sourceUrl?.message, true)} {...register('sourceUrl')} />
      </Field>
      <Field id="tax-note" label="メモ" hint="免除（修学旅行など）や確認事項" error={errors.note?.message}>
        <Textarea id="tax-note" rows={3} className="min-h-20" maxLength={500} {...described('tax-note', errors.note?.message, true)} {...register('note')} />
      </Field>

      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={save.isPending}>
            キャンセル
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? '保存しています…' : rule ? '更新する' : '追加する'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 追加 / 編集 of one accommodation tax rule; the form starts again each time the dialog opens. */
export function TaxRuleFormDialog({ rule, open, onOpenChange }: { rule: AccommodationTaxRuleView | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader className="text-left">
          <DialogTitle>{rule ? '宿泊税のルールを編集' : '宿泊税のルールを追加'}</DialogTitle>
          <DialogDescription>
            {rule ? '変更はこれからの見積もりと予約に適用されます（予約済みの宿泊税は変わりません）。変更は監査ログに残ります。' : '自治体のページで税率と適用日を確かめてから追加してください。追加は監査ログに残ります。'}
          </DialogDescription>
        </DialogHeader>
        {open && <TaxRuleForm key={rule?.id ?? 'new'} rule={rule} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
