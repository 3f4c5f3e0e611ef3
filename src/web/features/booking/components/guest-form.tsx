import { zodResolver } from '@/web/lib/zod-form-resolver';
import { ArrowRight } from 'lucide-react';
import { useId, useMemo, type ComponentProps } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { describedBy, FieldError, TextField } from '@/web/components/form-field';
import { FuriganaField } from '@/web/components/furigana-field';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { NativeSelect, RequiredMark, Textarea } from '@/web/components/form-controls';
import { showError } from '@/web/lib/toasts';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { formatCount } from '@/domain/display-format';
import { guestFormSchema, MAX_INFANTS, REQUIRED_MESSAGE, type GuestFormInput, type GuestFormValues } from '../schemas';

const REQUIRED_FIELDS = ['guestName', 'guestEmail', 'guestPhone'] as const;
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The guest's details and party (docs/product/guest-screens.md). An empty required field gets the seed's toast
 * (入力エラー / 必須項目を入力してください) besides the message under the field, which takes the focus.
 */
export function GuestForm({
  initialValues,
  maxGuests,
  blocked,
  onSubmit,
}: {
  initialValues: GuestFormInput;
  maxGuests: number;
  /** Why the stay cannot go on (dates refused or taken): the button is disabled and this is said beside it. */
  blocked: string | null;
  onSubmit: (values: GuestFormValues) => void;
}) {
  const t = useT();
  const schema = useMemo(() => guestFormSchema(maxGuests, t), [maxGuests, t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GuestFormInput, unknown, GuestFormValues>({ resolver: zodResolver(schema), defaultValues: initialValues });
  const partyErrorId = useId();
  const partyHintId = useId();
  const blockedId = useId();

  const onInvalid = (invalid: FieldErrors<GuestFormInput>) => {
    const missing = REQUIRED_FIELDS.some((name) => invalid[name]?.message === REQUIRED_MESSAGE);
    showError(t('入力エラー'), missing ? t(REQUIRED_MESSAGE) : t('入力内容をご確認ください'));
  };

  const partyError = errors.guestsAdults?.message;
  const partyDescription = describedBy(partyHintId, partyError && partyErrorId);
  const asNumber = { setValueAs: (v: string) => Number(v) };

  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate aria-label={t('ゲスト情報')} className="grid gap-6">
      <Card className="grid gap-5 p-5 sm:p-6">
        <h2 className="text-lg font-bold">{t('代表者の情報')}</h2>
        <TextField
          id="guest-name"
          label={<>{t('代表者のお名前')} <RequiredMark /></>}
          autoComplete="name"
          placeholder={t('例：山田 花子')}
          error={errors.guestName?.message}
          {...register('guestName')}
        />
        <FuriganaField id="guest-name-kana" error={errors.guestNameKana?.message} {...register('guestNameKana')} />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <TextField
            id="guest-email"
            label={<>{t('メールアドレス')} <RequiredMark /></>}
            type="email"
            inputMode="email"
            autoComplete="email"
            hint={t('予約確認メールをお送りします。')}
            error={errors.guestEmail?.message}
            {...register('guestEmail')}
          />
          <TextField
            id="guest-phone"
            label={<>{t('電話番号')} <RequiredMark /></>}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('例：090-1234-5678')}
            hint={t('当日の連絡先としてホストにお伝えします。')}
            error={errors.guestPhone?.message}
            {...register('guestPhone')}
          />
        </div>
      </Card>

      <Card className="grid gap-5 p-5 sm:p-6">
        <fieldset className="grid gap-3" aria-describedby={partyDescription}>
          <legend className="mb-3 text-lg font-bold">{t('宿泊人数')}</legend>
          <div className="grid grid-cols-3 gap-3">
            <PartySelect id="guests-adults" label={t('大人')} hint={t('13歳以上')} options={range(1, maxGuests)} invalid={Boolean(partyError)} {...register('guestsAdults', asNumber)} />
            <PartySelect id="guests-children" label={t('子ども')} hint={t('2〜12歳')} options={range(0, Math.max(0, maxGuests - 1))} invalid={Boolean(partyError)} {...register('guestsChildren', asNumber)} />
            <PartySelect id="guests-infants" label={t('乳幼児')} hint={t('2歳未満')} options={range(0, MAX_INFANTS)} {...register('guestsInfants', asNumber)} />
          </div>
          <p id={partyHintId} className="text-xs text-muted-foreground">
            {t('定員は大人と子どもで最大{maxGuests}名です。乳幼児は定員に含まれません。', { maxGuests })}
          </p>
          <FieldError id={partyErrorId} message={partyError} />
        </fieldset>
      </Card>

      <Card className="grid gap-2 p-5 sm:p-6">
        <Label htmlFor="special-requests" className="text-lg">
          {t('ご要望・ご質問')}
          <span className="text-sm font-normal text-muted-foreground">{t('（任意）')}</span>
        </Label>
        <p id="special-requests-hint" className="text-xs text-muted-foreground">
          {t('到着予定時刻、食事のアレルギー、お祝いの予定などをホストにお伝えできます。')}
        </p>
        <Textarea
          id="special-requests"
          rows={4}
          className="min-h-28"
          aria-invalid={errors.specialRequests ? true : undefined}
          aria-describedby={describedBy('special-requests-hint', errors.specialRequests && 'special-requests-error')}
          {...register('specialRequests')}
        />
        <FieldError id="special-requests-error" message={errors.specialRequests?.message} />
      </Card>

      <div className="grid gap-2 sm:justify-items-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={blocked !== null} aria-describedby={blocked ? blockedId : undefined}>
          {t('予約内容の確認へ進む')}
          <ArrowRight aria-hidden="true" />
        </Button>
        {blocked && (
          <p id={blockedId} className="text-sm font-bold text-destructive">
            {blocked}
          </p>
        )}
        <p className="text-xs text-muted-foreground">{t('この時点ではまだ予約・請求は行われません。')}</p>
      </div>
    </form>
  );
}

function PartySelect({
  id,
  label,
  hint,
  options,
  invalid = false,
  ...props
}: ComponentProps<'select'> & { id: string; label: string; hint: string; options: number[]; invalid?: boolean }) {
  const language = useLanguage();
  return (
    // The select at the bottom of its cell: a label that wraps (English on a phone) leaves the three selects in one line.
    <div className="grid min-w-0 content-between gap-2">
      <Label htmlFor={id} className="flex-wrap gap-x-1 gap-y-0.5">
        {label}
        <span className="text-xs font-normal text-muted-foreground">{hint}</span>
      </Label>
      <NativeSelect id={id} aria-invalid={invalid ? true : undefined} {...props}>
        {options.map((n) => (
          <option key={n} value={n}>
            {language === 'en' ? n : formatCount(n, 'guest')}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
