import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FURIGANA_LABEL } from '@/contract/furigana';
import { REGISTRATION_NUMBER_PLACEHOLDER } from '@/contract/invoice-registration';
import { HOST_LANGUAGES, hostBasicBodySchema, type HostBasicBody, type HostBasicInput, type HostProfile } from '@/contract/host-profile';
import { PrefectureSelect, usePostalAutofill } from '@/web/components/address';
import { FieldError, TextField } from '@/web/components/form-field';
import { FuriganaField } from '@/web/components/furigana-field';
import { RequiredMark, Textarea } from '@/web/components/form-controls';
import { Card } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';
import { errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { zodResolver } from '@/web/lib/zod-form-resolver';
import { useUpdateBasic } from '../api';
import { EditButton, ReadOnlyList, SaveCancel } from './tab-actions';

const FIELDS = ['fullName', 'fullNameKana', 'email', 'phone', 'bio', 'location', 'postalCode', 'prefecture', 'city', 'streetAddress', 'buildingName', 'invoiceRegistrationNumber'] as const;
const LANGUAGE_LABELS = new Map<string, string>(HOST_LANGUAGES.map((l) => [l.code, l.label]));

function valuesOf(p: HostProfile): HostBasicInput {
  return {
    fullName: p.fullName,
    fullNameKana: p.fullNameKana ?? '',
    email: p.email,
    phone: p.phone,
    bio: p.bio,
    location: p.location,
    postalCode: p.postalCode,
    prefecture: p.prefecture,
    city: p.city,
    streetAddress: p.streetAddress,
    buildingName: p.buildingName,
    languages: p.languages.filter((code) => LANGUAGE_LABELS.has(code)) as HostBasicInput['languages'],
    invoiceRegistrationNumber: p.invoiceRegistrationNumber ?? '',
  };
}

/** 基本情報: read-only until 編集; the postal code fills the prefecture, city and town. */
export function BasicTab({ profile }: { profile: HostProfile }) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <Card className="grid gap-5 p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h3 className="text-lg font-bold">基本情報</h3>
          <EditButton onClick={() => setEditing(true)} label="基本情報を編集" />
        </div>
        <ReadOnlyList
          rows={[
            ['名前', profile.fullName],
            [FURIGANA_LABEL, profile.fullNameKana ?? ''],
            ['連絡先メールアドレス', profile.email],
            ['電話番号', profile.phone],
            ['所在地', profile.location],
            ['郵便番号', profile.postalCode ? `〒${profile.postalCode}` : ''],
            ['住所', [profile.prefecture, profile.city, profile.streetAddress, profile.buildingName].filter(Boolean).join(' ')],
            ['対応言語', profile.languages.map((c) => LANGUAGE_LABELS.get(c) ?? c).join('、')],
            ['自己紹介', profile.bio],
            ['インボイス登録番号', profile.invoiceRegistrationNumber ?? ''],
          ]}
        />
      </Card>
    );
  }
  return <BasicForm profile={profile} onDone={() => setEditing(false)} />;
}

function BasicForm({ profile, onDone }: { profile: HostProfile; onDone: () => void }) {
  const mutation = useUpdateBasic();
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    watch,
    formState: { errors },
  } = useForm<HostBasicInput, unknown, HostBasicBody>({ resolver: zodResolver(hostBasicBodySchema), defaultValues: valuesOf(profile) });
  const [filledTown, setFilledTown] = useState<string | null>(null);

  const autofill = usePostalAutofill({
    onFound: (address) => {
      const opts = { shouldDirty: true, shouldValidate: true } as const;
      setValue('prefecture', address.prefecture, opts);
      setValue('city', address.city, opts);
      const street = getValues('streetAddress') ?? '';
      // The town goes into an empty street field, or replaces the town filled before.
      if (address.town && (street.trim() === '' || street === filledTown)) {
        setValue('streetAddress', address.town, opts);
        setFilledTown(address.town);
      }
      if (!(getValues('location') ?? '').trim()) setValue('location', `${address.prefecture}${address.city}`, opts);
    },
  });

  const languages = watch('languages') ?? [];
  const toggleLanguage = (code: (typeof HOST_LANGUAGES)[number]['code'], on: boolean) =>
    setValue('languages', on ? [...languages.filter((c) => c !== code), code] : languages.filter((c) => c !== code), { shouldDirty: true });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        showSuccess('基本情報更新完了', '基本情報を保存しました。');
        onDone();
      },
      onError: (error) => {
        showApiError('更新エラー', error, '基本情報の更新に失敗しました');
        const field = error instanceof ApiError ? error.field : null;
        const name = FIELDS.find((f) => f === field);
        if (name) setError(name, { message: errorMessage(error, '入力内容をご確認ください') }, { shouldFocus: true });
      },
    }),
  );

  const req = (text: string) => (
    <>
      {text}
      <RequiredMark />
    </>
  );

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate aria-label="基本情報" className="grid gap-5">
        <h3 className="text-lg font-bold">基本情報</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="host-full-name" label={req('名前')} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
          <FuriganaField id="host-full-name-kana" error={errors.fullNameKana?.message} {...register('fullNameKana')} />
          <TextField id="host-phone" label={req('電話番号')} type="tel" inputMode="tel" autoComplete="tel" placeholder="例：090-1234-5678" error={errors.phone?.message} {...register('phone')} />
        </div>
        <TextField
          id="host-email"
          label={req('連絡先メールアドレス')}
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="ゲストや運営からの連絡先です。ログインに使うメールアドレスは変わりません。"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField id="host-location" label={req('所在地')} placeholder="例：京都府京都市" hint="プロフィールに表示される活動地域です。" error={errors.location?.message} {...register('location')} />

        <fieldset className="grid gap-4 rounded-xl border border-border p-4">
          <legend className="px-1 text-sm font-bold">住所</legend>
          <TextField
            id="host-postal-code"
            label={req('郵便番号')}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="例：605-0073"
            className="sm:max-w-xs"
            hint={autofill.message ?? '7桁を入力すると住所を自動入力します。'}
            error={errors.postalCode?.message}
            {...register('postalCode', { onChange: (e: React.ChangeEvent<HTMLInputElement>) => autofill.onPostalCodeChange(e.target.value) })}
          />
          <div className="grid gap-2 sm:max-w-xs">
            <Label htmlFor="host-prefecture">{req('都道府県')}</Label>
            <PrefectureSelect
              id="host-prefecture"
              autoComplete="address-level1"
              aria-invalid={errors.prefecture ? true : undefined}
              aria-describedby={errors.prefecture ? 'host-prefecture-error' : undefined}
              {...register('prefecture')}
            />
            <FieldError id="host-prefecture-error" message={errors.prefecture?.message} />
          </div>
          <TextField id="host-city" label={req('市区町村')} autoComplete="address-level2" placeholder="例：京都市東山区" error={errors.city?.message} {...register('city')} />
          <TextField id="host-street" label={req('番地')} autoComplete="address-line1" placeholder="例：祇園町北側 1-2" error={errors.streetAddress?.message} {...register('streetAddress')} />
          <TextField id="host-building" label="建物名・部屋番号" autoComplete="address-line2" placeholder="任意" error={errors.buildingName?.message} {...register('buildingName')} />
        </fieldset>

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-bold">対応言語</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-3">
            {HOST_LANGUAGES.map((lang) => (
              <label key={lang.code} className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm">
                <Checkbox checked={languages.includes(lang.code)} onCheckedChange={(on) => toggleLanguage(lang.code, on)} />
                {lang.label}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-2">
          <Label htmlFor="host-bio">自己紹介</Label>
          <Textarea
            id="host-bio"
            maxLength={500}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby="host-bio-count"
            placeholder="ゲストへのご挨拶や、古民家への思いをお書きください。"
            {...register('bio')}
          />
          <p id="host-bio-count" className="text-right text-xs text-muted-foreground">
            {(watch('bio') ?? '').length} / 500
          </p>
          <FieldError id="host-bio-error" message={errors.bio?.message} />
        </div>

        <TextField
          id="host-invoice-registration-number"
          label="インボイス登録番号（適格請求書発行事業者の登録番号）"
          autoComplete="off"
          placeholder={REGISTRATION_NUMBER_PLACEHOLDER}
          className="sm:max-w-sm"
          hint="登録を受けている方のみ入力してください。入力すると、宿泊料金をお預かりする当サイトが、ゲストの領収書を適格請求書として発行します（媒介者交付特例）。"
          error={errors.invoiceRegistrationNumber?.message}
          {...register('invoiceRegistrationNumber')}
        />

        <SaveCancel pending={mutation.isPending} onCancel={onDone} />
      </form>
    </Card>
  );
}
