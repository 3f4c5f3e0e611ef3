import { useId, useState } from 'react';
import type { CreatePayoutBatchResult } from '@/contract/admin-payouts';
import { japanDate } from '@/domain/japan-date';
import { bankBusinessDayOnOrAfter } from '@/domain/bank-days';
import { addMonths, japanMonthOf, payoutScheduleDate } from '@/domain/payouts';
import { FieldError, describedBy } from '@/web/components/form-field';
import { NativeSelect, RequiredMark } from '@/web/components/form-controls';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { isApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useCreateBatch } from '../api';
import { monthLabel } from '@/domain/display-format';
import { MONTH_OPTIONS } from '../labels';

/** The month whose payouts are due this month (last month, closed), and its transfer day: the scheduled one, or the next business day when that has passed. */
function defaults(now = new Date()) {
  const periodMonth = addMonths(japanMonthOf(now), -1);
  const today = japanDate(now);
  let transferDate = payoutScheduleDate(periodMonth);
  if (transferDate < today) transferDate = bankBusinessDayOnOrAfter(today);
  return { periodMonth, transferDate };
}

/** 「今月の送金を作成」: the month and the transfer day → a batch of the month's payouts, marked 送金処理中. */
export function CreateBatchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<{ periodMonth?: string; transferDate?: string; form?: string }>({});
  const mutation = useCreateBatch();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!values.transferDate) {
      setErrors({ transferDate: '振込指定日を入力してください' });
      return;
    }
    setErrors({});
    mutation.mutate(values, {
      onSuccess: (result: CreatePayoutBatchResult) => {
        const skipped = result.skipped.length ? `（口座情報の不足などで${result.skipped.length}件を除きました: ${result.skipped.map((s) => s.hostName).join('、')}）` : '';
        showSuccess('送金を作成しました', `${monthLabel(result.batch.periodMonth)}分 ${result.batch.payoutCount}件を送金処理中にしました${skipped}。全銀ファイルをダウンロードして銀行に提出してください。`);
        onOpenChange(false);
      },
      onError: (error) => {
        if (isApiError(error) && (error.field === 'transferDate' || error.field === 'periodMonth')) setErrors({ [error.field]: error.serverMessage ?? undefined });
        else if (isApiError(error) && error.status === 409) setErrors({ form: error.serverMessage ?? undefined });
        else showApiError('送金を作成できませんでした', error, '時間をおいてもう一度お試しください');
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setValues(defaults());
          setErrors({});
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>今月の送金を作成</DialogTitle>
            <DialogDescription>
              対象月の送金待ちと失敗した送金のうち、口座情報がそろったものをまとめて「送金処理中」にします。作成後に全銀ファイルをダウンロードして、銀行の総合振込に提出してください。
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-month`}>
              対象月
              <RequiredMark />
            </Label>
            <NativeSelect
              id={`${id}-month`}
              value={values.periodMonth}
              onChange={(e) => setValues((v) => ({ ...v, periodMonth: e.target.value }))}
              aria-invalid={errors.periodMonth ? true : undefined}
              aria-describedby={describedBy(errors.periodMonth && `${id}-month-error`)}
            >
              {MONTH_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-month-error`} message={errors.periodMonth} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-date`}>
              振込指定日
              <RequiredMark />
            </Label>
            <Input
              id={`${id}-date`}
              type="date"
              value={values.transferDate}
              onChange={(e) => setValues((v) => ({ ...v, transferDate: e.target.value }))}
              aria-invalid={errors.transferDate ? true : undefined}
              aria-describedby={describedBy(`${id}-date-hint`, errors.transferDate && `${id}-date-error`)}
            />
            <p id={`${id}-date-hint`} className="text-sm text-muted-foreground">
              銀行の営業日（土日祝日・12月31日〜1月3日以外）を指定してください。
            </p>
            <FieldError id={`${id}-date-error`} message={errors.transferDate} />
          </div>
          {errors.form && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-bold text-destructive">
              {errors.form}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                キャンセル
              </Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? '作成しています…' : '送金を作成'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
