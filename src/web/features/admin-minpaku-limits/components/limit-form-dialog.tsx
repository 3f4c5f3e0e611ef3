import { Plus, Trash2 } from 'lucide-react';
import { get, useFieldArray, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { MINPAKU_LIMIT_ZONE_NOTE_MAX, minpakuLimitBodySchema, type AdminMinpakuLimit, type MinpakuLimitBody } from '@/contract/admin-minpaku-limits';
import { PrefectureSelect } from '@/web/components/address/prefecture-select';
import { FieldError, TextField, describedBy } from '@/web/components/form-field';
import { RequiredMark } from '@/web/components/form-controls';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { isApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { zodResolver } from '@/web/lib/zod-form-resolver';
import { useSaveMinpakuLimit } from '../api';

/** The form's values: what the inputs hold (the yearly limit as typed; blank is the law's 180). */
interface LimitFormValues {
  prefecture: string;
  city: string;
  zoneNote: string;
  maxNights: string;
  allowedPeriods: { from: string; to: string }[];
  effectiveFrom: string;
  effectiveTo: string;
  sourceUrl: string;
}

const toBody = (values: LimitFormValues): MinpakuLimitBody => ({
  ...values,
  maxNights: values.maxNights.trim() === '' ? null : Number(values.maxNights.trim()),
  effectiveTo: values.effectiveTo === '' ? null : values.effectiveTo,
});

/**
 * The server's own check of the body, run on the form's values turned into it (error paths are the
 * form's names); `raw` hands the form's own values to the submit.
 */
const formSchema = z.preprocess((values) => toBody(values as LimitFormValues), minpakuLimitBodySchema);
const resolver = zodResolver(formSchema as unknown as typeof minpakuLimitBodySchema, undefined, { raw: true }) as unknown as Resolver<LimitFormValues>;

const valuesOf = (rule: AdminMinpakuLimit | null): LimitFormValues => ({
  prefecture: rule?.prefecture ?? '',
  city: rule?.city ?? '',
  zoneNote: rule?.zoneNote ?? '',
  maxNights: rule?.maxNights === null || rule?.maxNights === undefined ? '' : String(rule.maxNights),
  allowedPeriods: rule?.allowedPeriods.map((p) => ({ from: p.from, to: p.to })) ?? [],
  effectiveFrom: rule?.effectiveFrom ?? '',
  effectiveTo: rule?.effectiveTo ?? '',
  sourceUrl: rule?.sourceUrl ?? '',
});

function LimitForm({ rule, onDone }: { rule: AdminMinpakuLimit | null; onDone: () => void }) {
  const mutation = useSaveMinpakuLimit();
  const form = useForm<LimitFormValues>({ resolver, defaultValues: valuesOf(rule) });
  const periods = useFieldArray({ control: form.control, name: 'allowedPeriods' });
  const errorOf = (name: string): string | undefined => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      { id: rule?.id ?? null, body: toBody(values) },
      {
        onSuccess: () => {
          showSuccess(rule ? '自治体ルールを更新しました' : '自治体ルールを追加しました', 'ホストの物件編集画面で、この市区町村の物件に表示されます。');
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.field && error.serverMessage) {
            for (const issue of error.issues?.length ? error.issues : [{ field: error.field, message: error.serverMessage }]) {
              form.setError(issue.field as FieldPath<LimitFormValues>, { message: issue.message });
            }
          }
          showApiError('保存できませんでした', error, '自治体ルールの保存に失敗しました。時間をおいてもう一度お試しください。');
        },
      },
    ),
  );
  const prefectureError = errorOf('prefecture');
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={rule ? '自治体ルールの編集' : '自治体ルールの追加'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="limit-prefecture">
            都道府県
            <RequiredMark />
          </Label>
          <PrefectureSelect
            id="limit-prefecture"
            aria-invalid={prefectureError ? true : undefined}
            aria-describedby={describedBy(prefectureError && 'limit-prefecture-error')}
            {...form.register('prefecture')}
          />
          <FieldError id="limit-prefecture-error" message={prefectureError} />
        </div>
        <TextField
          id="limit-city"
          label={
            <>
              市区町村
              <RequiredMark />
            </>
          }
          placeholder="例：京都市"
          hint="市の条例は区にも当てはまります（京都市 → 京都市東山区）。"
          maxLength={40}
          error={errorOf('city')}
          {...form.register('city')}
        />
      </div>
      <TextField
        id="limit-zone-note"
        label="対象の区域"
        placeholder="例：住居専用地域（家主居住型を除く）"
        hint="空欄なら市区町村の全域です。"
        maxLength={MINPAKU_LIMIT_ZONE_NOTE_MAX}
        error={errorOf('zoneNote')}
        {...form.register('zoneNote')}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-bold">営業できる期間（毎年）</legend>
        {periods.fields.length === 0 && <p className="text-sm text-muted-foreground">期間の制限なし（通年）</p>}
        {periods.fields.map((field, i) => (
          <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
            <TextField
              id={`limit-period-${i}-from`}
              label={`期間${i + 1}の開始日（正午から）`}
              placeholder="例：01-15"
              inputMode="numeric"
              error={errorOf(`allowedPeriods.${i}.from`)}
              {...form.register(`allowedPeriods.${i}.from`)}
            />
            <TextField
              id={`limit-period-${i}-to`}
              label={`期間${i + 1}の終了日（正午まで）`}
              placeholder="例：03-16"
              inputMode="numeric"
              error={errorOf(`allowedPeriods.${i}.to`)}
              {...form.register(`allowedPeriods.${i}.to`)}
            />
            <Button type="button" variant="ghost" size="icon" className="mt-7" aria-label={`期間${i + 1}を削除`} onClick={() => periods.remove(i)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <FieldError id="limit-periods-error" message={errorOf('allowedPeriods')} />
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => periods.append({ from: '', to: '' })}>
          <Plus aria-hidden="true" />
          期間を追加
        </Button>
      </fieldset>
      <TextField
        id="limit-max-nights"
        label="年間の上限泊数"
        placeholder="空欄なら180泊"
        hint="条例で180泊より少なく定められている場合に入力します。期間か上限の少なくとも一方が必要です。"
        inputMode="numeric"
        className="sm:max-w-xs"
        error={errorOf('maxNights')}
        {...form.register('maxNights')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="limit-effective-from"
          type="date"
          label={
            <>
              適用開始日
              <RequiredMark />
            </>
          }
          error={errorOf('effectiveFrom')}
          {...form.register('effectiveFrom')}
        />
        <TextField id="limit-effective-to" type="date" label="適用終了日" hint="空欄なら終了日なし。" error={errorOf('effectiveTo')} {...form.register('effectiveTo')} />
      </div>
      <TextField
        id="limit-source-url"
        type="url"
        label={
          <>
            出典（条例や自治体のページのURL）
            <RequiredMark />
          </>
        }
        placeholder="https://"
        maxLength={1000}
        error={errorOf('sourceUrl')}
        {...form.register('sourceUrl')}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={mutation.isPending}>
            キャンセル
          </Button>
        </DialogClose>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? '保存しています…' : rule ? '更新する' : '追加する'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 追加 / 編集 of one municipal rule; the form starts again each time the dialog opens. */
export function LimitFormDialog({ rule, open, onOpenChange }: { rule: AdminMinpakuLimit | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader className="text-left">
          <DialogTitle>{rule ? '自治体ルールを編集' : '自治体ルールを追加'}</DialogTitle>
          <DialogDescription>住宅宿泊事業法 第18条の条例で、市区町村が民泊の期間や日数を制限している場合に登録します。すでに設定済みの物件の内容は変わりません。</DialogDescription>
        </DialogHeader>
        {open && <LimitForm key={rule?.id ?? 'new'} rule={rule} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
