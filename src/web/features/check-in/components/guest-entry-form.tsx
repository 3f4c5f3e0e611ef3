import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { registryEntryBodySchema, type GuestCheckIn, type RegistryEntry, type RegistryEntryInput } from '@/contract/guest-registry';
import { nameNeedsFurigana } from '@/contract/furigana';
import { registryEntryIssues } from '@/domain/guest-registry';
import { FuriganaField } from '@/web/components/furigana-field';
import { FieldError, TextField } from '@/web/components/form-field';
import { RequiredMark } from '@/web/components/form-controls';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useSaveGuest } from '../api';
import { useT } from '@/web/lib/i18n/use-t';

type Errors = Partial<Record<keyof RegistryEntryInput | 'passportImage', string>>;

function initialValues(entry: RegistryEntry | null, prefill: GuestCheckIn['prefill'] | null): RegistryEntryInput {
  return {
    fullName: entry?.fullName ?? prefill?.fullName ?? '',
    fullNameKana: entry?.fullNameKana ?? prefill?.fullNameKana ?? '',
    address: entry?.address ?? prefill?.address ?? '',
    occupation: entry?.occupation ?? '',
    contact: entry?.contact ?? prefill?.contact ?? '',
    livesInJapan: entry?.livesInJapan ?? true,
    nationality: entry?.nationality ?? '',
    passportNumber: entry?.passportNumber ?? '',
  };
}

/** Every refused field of the form, in Japanese: the shape's messages, then what the house requires. */
function errorsOf(values: RegistryEntryInput, checkIn: GuestCheckIn, hasPassportImage: boolean): Errors {
  const parsed = registryEntryBodySchema.safeParse(values);
  const errors: Errors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof RegistryEntryInput;
      errors[field] ??= issue.message;
    }
    return errors;
  }
  for (const issue of registryEntryIssues(parsed.data, checkIn.requirements, hasPassportImage)) errors[issue.field] ??= issue.message;
  return errors;
}

/** One guest of the party: the fields the house's basis asks, and for a guest living abroad the passport. */
export function GuestEntryForm({ checkIn, guestIndex }: { checkIn: GuestCheckIn; guestIndex: number }) {
  const t = useT();
  const entry = checkIn.entries[guestIndex] ?? null;
  const [values, setValues] = useState(() => initialValues(entry, guestIndex === 0 ? checkIn.prefill : null));
  const [passport, setPassport] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveGuest(checkIn.bookingId);
  const id = (field: string) => `guest-${guestIndex}-${field}`;
  const set = (field: keyof RegistryEntryInput) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const hasImage = Boolean(entry?.hasPassportImage) || passport !== null;
  const title = guestIndex === 0 ? t('宿泊者1（ご予約者）') : t('宿泊者{number}', { number: guestIndex + 1 });
  // A name in Latin letters needs no reading (src/domain/guest-registry.ts).
  const readingRequired = nameNeedsFurigana(values.fullName);

  function focusFirst(found: Errors) {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(id(first))?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = errorsOf(values, checkIn, hasImage);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    save.mutate(
      { guestIndex, body: registryEntryBodySchema.parse(values), passport },
      {
        onSuccess: () => {
          setPassport(null);
          showSuccess(t('{guest}の名簿を保存しました', { guest: title }));
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.field || error.issues.length > 0)) {
            const fromServer: Errors = {};
            for (const issue of error.issues.length > 0 ? error.issues : [{ field: error.field!, message: error.serverMessage ?? error.message }]) {
              const field = (issue.field === 'passport' ? 'passportImage' : issue.field) as keyof Errors;
              fromServer[field] ??= issue.message;
            }
            setErrors(fromServer);
            focusFirst(fromServer);
          } else showApiError(t('保存できませんでした'), error, t('通信に失敗しました。しばらくしてからお試しください'));
        },
      },
    );
  }

  const open = checkIn.window.state === 'open';
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={id('heading')} className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id('heading')} className="text-lg font-bold">
          {title}
        </h2>
        {entry?.submitted ? (
          <Badge variant="secondary" className="gap-1">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {t('入力済み')}
          </Badge>
        ) : (
          <Badge variant="outline">{t('未入力')}</Badge>
        )}
      </div>
      <fieldset disabled={!open || save.isPending} className="grid gap-4 sm:grid-cols-2">
        <TextField id={id('fullName')} label={<>{t('氏名')} <RequiredMark /></>} autoComplete={guestIndex === 0 ? 'name' : 'off'} value={values.fullName} onChange={set('fullName')} error={errors.fullName} />
        <FuriganaField id={id('fullNameKana')} mark={readingRequired ? <RequiredMark /> : t('（任意）')} value={values.fullNameKana} onChange={set('fullNameKana')} error={errors.fullNameKana} />
        <TextField
          id={id('address')}
          className="sm:col-span-2"
          label={<>{t('住所')} <RequiredMark /></>}
          hint={t('海外にお住まいの方は、その国の住所を入力してください')}
          value={values.address}
          onChange={set('address')}
          error={errors.address}
        />
        {checkIn.requirements.occupation && <TextField id={id('occupation')} label={<>{t('職業')} <RequiredMark /></>} placeholder={t('例：会社員')} value={values.occupation} onChange={set('occupation')} error={errors.occupation} />}
        <TextField
          id={id('contact')}
          label={<>{t('連絡先')} {checkIn.requirements.contact ? <RequiredMark /> : t('（任意）')}</>}
          hint={t('電話番号またはメールアドレス')}
          value={values.contact}
          onChange={set('contact')}
          error={errors.contact}
        />
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="text-sm font-medium">{t('日本国内の住所')}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input type="radio" id={id('livesInJapan')} name={id('lives')} checked={values.livesInJapan} onChange={() => setValues((v) => ({ ...v, livesInJapan: true }))} />
              {t('日本国内に住所がある')}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name={id('lives')} checked={!values.livesInJapan} onChange={() => setValues((v) => ({ ...v, livesInJapan: false }))} />
              {t('日本国内に住所がない（旅券が必要です）')}
            </label>
          </div>
        </fieldset>
        {!values.livesInJapan && (
          <>
            <TextField id={id('nationality')} label={<>{t('国籍')} <RequiredMark /></>} placeholder={t('例：アメリカ')} value={values.nationality} onChange={set('nationality')} error={errors.nationality} />
            <TextField
              id={id('passportNumber')}
              label={<>{t('旅券番号')} <RequiredMark /></>}
              autoCapitalize="characters"
              spellCheck={false}
              value={values.passportNumber}
              onChange={set('passportNumber')}
              error={errors.passportNumber}
            />
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor={id('passportImage')}>
                {t('旅券の顔写真のページの写真')} <RequiredMark />
              </Label>
              <input
                id={id('passportImage')}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-describedby={`${id('passportImage')}-hint${errors.passportImage ? ` ${id('passportImage')}-error` : ''}`}
                aria-invalid={errors.passportImage ? true : undefined}
                onChange={(event) => setPassport(event.target.files?.[0] ?? null)}
                className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-1.5 file:text-sm"
              />
              <p id={`${id('passportImage')}-hint`} className="text-xs text-muted-foreground">
                {entry?.hasPassportImage && !passport ? t('アップロード済みです。差し替える場合は選び直してください。') : t('JPEG・PNG・WebP、5MBまで。ホストと運営事務局だけが閲覧でき、閲覧は記録されます。')}
              </p>
              <FieldError id={`${id('passportImage')}-error`} message={errors.passportImage} />
            </div>
          </>
        )}
      </fieldset>
      {open && (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('保存しています…') : entry?.submitted ? t('変更を保存する') : t('この宿泊者を保存する')}
          </Button>
        </div>
      )}
    </form>
  );
}
