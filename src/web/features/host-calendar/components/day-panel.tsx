import { useId, useState, type FormEvent } from 'react';
import type { CalendarAction, CalendarDay, CalendarDaysBody } from '@/contract/host-calendar';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { FieldError } from '@/web/components/form-field';
import { ApiError } from '@/web/lib/api-error';
import { errorMessage } from '@/web/lib/api-client';
import { lazySchema } from '@/web/lib/lazy-schema';
import { toast } from '@/web/lib/toasts';
import { useUpdateDays } from '../api';
import { monthDay } from './day-status';

const daysBody = lazySchema<CalendarDaysBody>(() => import('@/contract/host-calendar').then((m) => m.calendarDaysBodySchema));

/** The value all the days share, or undefined when they differ. */
function common<T>(days: CalendarDay[], pick: (d: CalendarDay) => T): T | undefined {
  const first = days.length > 0 ? pick(days[0]) : undefined;
  return days.every((d) => pick(d) === first) ? first : undefined;
}

type Availability = 'keep' | 'block' | 'unblock';

/**
 * The settings of a range of days: block (with a reason) or unblock, the special price, the minimum
 * stay, and closed to arrival or departure. Only what the host changes is sent; a price or minimum
 * emptied is cleared. A refusal (a booking on those nights) is shown here and the range is kept.
 */
export function DayPanel({
  open,
  onOpenChange,
  propertyId,
  propertyTitle,
  from,
  to,
  days,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  propertyTitle: string;
  from: string;
  to: string;
  /** The days of the range that are in the month on screen. */
  days: CalendarDay[];
  onSaved: () => void;
}) {
  const id = useId();
  const initialPrice = common(days, (d) => d.priceOverrideJpy);
  const initialMin = common(days, (d) => d.minNightsOverride);
  const initialArrival = common(days, (d) => d.closedToArrival);
  const initialDeparture = common(days, (d) => d.closedToDeparture);
  const allBlocked = days.length > 0 && days.every((d) => !d.isAvailable);

  const [availability, setAvailability] = useState<Availability>('keep');
  const [reason, setReason] = useState(common(days, (d) => d.blockReason) ?? '');
  const [price, setPrice] = useState(initialPrice != null ? String(initialPrice) : '');
  const [priceTouched, setPriceTouched] = useState(false);
  const [minNights, setMinNights] = useState(initialMin != null ? String(initialMin) : '');
  const [minTouched, setMinTouched] = useState(false);
  const [arrival, setArrival] = useState<boolean | undefined>(undefined);
  const [departure, setDeparture] = useState<boolean | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateDays();

  const toNumber = (text: string) => {
    const normalized = text.normalize('NFKC').replace(/[,，円¥\s]/g, '');
    return normalized === '' ? null : Number(normalized);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const action: CalendarAction = availability === 'keep' ? 'settings' : availability;
    const body: Record<string, unknown> = { from, to, action };
    if (availability === 'block' && reason.trim()) body.reason = reason.trim();
    if (priceTouched) body.priceOverrideJpy = toNumber(price);
    if (minTouched) body.minNightsOverride = toNumber(minNights);
    if (arrival !== undefined) body.closedToArrival = arrival;
    if (departure !== undefined) body.closedToDeparture = departure;
    const parsed = await daysBody.validate(body);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    if (action === 'settings' && Object.keys(body).length === 3) {
      setRefusal('変更する項目を選んでください');
      return;
    }
    update.mutate(
      { propertyId, body: parsed.data },
      {
        onSuccess: (result) => {
          toast({ title: 'カレンダーを更新しました', description: result.keptIcalDates.length > 0 ? result.message : undefined });
          onSaved();
        },
        onError: (error) => {
          const message = errorMessage(error, '保存できませんでした。時間をおいてもう一度お試しください');
          if (error instanceof ApiError && error.field && error.status === 400) setErrors({ [error.field]: message });
          setRefusal(message);
          toast({ variant: 'destructive', title: '保存できませんでした', description: message });
        },
      },
    );
  };

  const range = from === to ? monthDay(from) : `${monthDay(from)}〜${monthDay(to)}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${id}-desc`}>
        <DialogHeader>
          <DialogTitle>{range}の設定</DialogTitle>
          <DialogDescription id={`${id}-desc`}>{propertyTitle}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-5" onSubmit={(event) => void submit(event)} onFocusCapture={daysBody.preload} noValidate>
          {refusal && (
            <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-bold text-destructive">
              {refusal}
            </p>
          )}
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-bold">販売状況</legend>
            {(
              [
                ['keep', allBlocked ? '変更しない（ブロック中）' : '変更しない'],
                ['block', 'ブロックする'],
                ['unblock', 'ブロックを解除'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${id}-availability`} value={value} checked={availability === value} onChange={() => setAvailability(value)} className="size-4 accent-primary" />
                {label}
              </label>
            ))}
            {availability === 'block' && (
              <div className="grid gap-1.5 pl-6">
                <Label htmlFor={`${id}-reason`}>ブロックの理由（任意）</Label>
                <Input id={`${id}-reason`} value={reason} maxLength={100} onChange={(e) => setReason(e.target.value)} placeholder="例：改装工事、私用" aria-invalid={errors.reason ? true : undefined} />
                <FieldError id={`${id}-reason-error`} message={errors.reason} />
              </div>
            )}
            {availability === 'unblock' && <p className="pl-6 text-xs text-muted-foreground">iCal連携でブロックされた日は解除されません。</p>}
          </fieldset>

          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-price`}>特別料金（円・税込、1泊）</Label>
            <Input
              id={`${id}-price`}
              inputMode="numeric"
              value={price}
              placeholder={initialPrice === undefined ? '日によって異なります' : '空欄で通常料金'}
              onChange={(e) => {
                setPrice(e.target.value);
                setPriceTouched(true);
              }}
              aria-invalid={errors.priceOverrideJpy ? true : undefined}
              aria-describedby={`${id}-price-hint ${id}-price-error`}
            />
            <p id={`${id}-price-hint`} className="text-xs text-muted-foreground">
              空欄にすると特別料金を解除し、期間料金・曜日料金・基本料金に戻ります。
            </p>
            <FieldError id={`${id}-price-error`} message={errors.priceOverrideJpy} />
          </div>

          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-min`}>最低宿泊数（この日にチェックインする場合）</Label>
            <Input
              id={`${id}-min`}
              inputMode="numeric"
              value={minNights}
              placeholder={initialMin === undefined ? '日によって異なります' : '空欄で物件の設定'}
              onChange={(e) => {
                setMinNights(e.target.value);
                setMinTouched(true);
              }}
              aria-invalid={errors.minNightsOverride ? true : undefined}
              aria-describedby={`${id}-min-error`}
            />
            <FieldError id={`${id}-min-error`} message={errors.minNightsOverride} />
          </div>

          <div className="grid gap-3">
            <label className="flex items-center gap-2 text-sm">
              <Checkbox checked={arrival ?? initialArrival ?? false} onCheckedChange={setArrival} />
              チェックイン不可
              {initialArrival === undefined && arrival === undefined && <span className="text-xs text-muted-foreground">（日によって異なります）</span>}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <Checkbox checked={departure ?? initialDeparture ?? false} onCheckedChange={setDeparture} />
              チェックアウト不可
              {initialDeparture === undefined && departure === undefined && <span className="text-xs text-muted-foreground">（日によって異なります）</span>}
            </label>
          </div>
          {errors.from && <FieldError id={`${id}-from-error`} message={errors.from} />}
          {errors.to && <FieldError id={`${id}-to-error`} message={errors.to} />}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              キャンセル
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? '保存しています…' : '保存'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
