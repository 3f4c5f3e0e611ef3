import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, get, type UseFormReturn } from 'react-hook-form';
import { CANCEL_POLICIES } from '@/contract/enums';
import { DESCRIPTION_MAX, WEEKDAY_PRICE_KEYS, WEEKDAY_PRICE_LABELS, type PropertyMasters, type WeekdayPriceKey } from '@/contract/host-property-editor';
import { PrefectureSelect, usePostalAutofill } from '@/web/components/address';
import { FieldError, TextField, describedBy } from '@/web/components/form-field';
import { NativeSelect, RequiredMark, Textarea } from '@/web/components/form-controls';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { CANCEL_POLICY_LOOK } from '@/web/lib/property-labels';
import type { UseQueryResult } from '@tanstack/react-query';
import type { EditorFormValues } from '../form-values';
import { ChoiceCard } from './choice-card';

type Form = UseFormReturn<EditorFormValues>;

const errorOf = (form: Form, name: string): string | undefined => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

function StepCard({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6" aria-labelledby="editor-step-title">
      <header className="grid gap-1">
        <h2 id="editor-step-title" className="text-lg font-bold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </header>
      {children}
    </section>
  );
}

export function BasicStep({ form }: { form: Form }) {
  const description = useWatch({ control: form.control, name: 'description' });
  const descriptionError = errorOf(form, 'description');
  const descriptionEnError = errorOf(form, 'descriptionEn');
  const gradeError = errorOf(form, 'kominkaGrade');
  return (
    <StepCard title="基本情報" description="ゲストが最初に目にする物件名と説明です。">
      <TextField
        id="editor-title"
        label={
          <>
            物件名 <RequiredMark />
          </>
        }
        placeholder="例：囲炉裏のある茅葺きの宿"
        maxLength={120}
        error={errorOf(form, 'title')}
        {...form.register('title')}
      />
      <div className="grid gap-2">
        <Label htmlFor="editor-description">
          物件の説明 <RequiredMark />
        </Label>
        <Textarea
          id="editor-description"
          rows={8}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={describedBy('editor-description-count', descriptionError && 'editor-description-error')}
          placeholder="建物の歴史、見どころ、周辺の過ごし方などを書いてください。"
          {...form.register('description')}
        />
        <p id="editor-description-count" className={description.length > DESCRIPTION_MAX ? 'text-xs font-bold text-destructive' : 'text-xs text-muted-foreground'}>
          {description.length.toLocaleString('ja-JP')} / {DESCRIPTION_MAX.toLocaleString('ja-JP')}文字
        </p>
        <FieldError id="editor-description-error" message={descriptionError} />
      </div>
      <fieldset className="grid gap-4 rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-bold">英語での表示（任意）</legend>
        <p className="text-xs text-muted-foreground">英語のページでは、ここに書いたタイトルと紹介文を表示します。空欄なら日本語の物件名と説明を表示します。</p>
        <TextField
          id="editor-title-en"
          label="英語のタイトル"
          placeholder="例：A thatched farmhouse with an irori hearth"
          maxLength={120}
          lang="en"
          error={errorOf(form, 'titleEn')}
          {...form.register('titleEn')}
        />
        <div className="grid gap-2">
          <Label htmlFor="editor-description-en">英語の紹介文</Label>
          <Textarea
            id="editor-description-en"
            rows={6}
            lang="en"
            aria-invalid={descriptionEnError ? true : undefined}
            aria-describedby={descriptionEnError ? 'editor-description-en-error' : undefined}
            {...form.register('descriptionEn')}
          />
          <FieldError id="editor-description-en-error" message={descriptionEnError} />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="editor-built-year" label="築年（西暦）" inputMode="numeric" placeholder="例：1905" error={errorOf(form, 'builtYear')} {...form.register('builtYear')} />
        <div className="grid gap-2">
          <Label htmlFor="editor-grade">古民家グレード</Label>
          <NativeSelect id="editor-grade" aria-invalid={gradeError ? true : undefined} {...form.register('kominkaGrade')}>
            <option value="">選択しない</option>
            <option value="A">A（伝統的な構造・意匠がよく残る）</option>
            <option value="B">B（改修しつつ趣を残す）</option>
            <option value="C">C（古民家風に改装）</option>
          </NativeSelect>
          <FieldError id="editor-grade-error" message={gradeError} />
        </div>
      </div>
    </StepCard>
  );
}

export function LocationStep({ form }: { form: Form }) {
  const autofill = usePostalAutofill({
    onFound: (address) => {
      const options = { shouldDirty: true, shouldValidate: false };
      form.setValue('prefecture', address.prefecture, options);
      form.setValue('city', address.city, options);
      if (address.town && !form.getValues('addressLine').trim()) form.setValue('addressLine', address.town, options);
      form.clearErrors(['prefecture', 'city']);
    },
  });
  const zipcode = form.register('zipcode');
  const prefectureError = errorOf(form, 'prefecture');
  const accessError = errorOf(form, 'accessInfo');
  const accessEnError = errorOf(form, 'accessInfoEn');
  return (
    <StepCard title="所在地" description="住所は予約が確定したゲストにのみお知らせします。検索には都道府県と市区町村が使われます。">
      <TextField
        id="editor-zipcode"
        label="郵便番号"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="例：605-0862"
        className="sm:max-w-xs"
        hint={autofill.message ?? '7桁を入力すると住所を自動で入力します。'}
        error={errorOf(form, 'zipcode')}
        {...zipcode}
        onChange={(event) => {
          void zipcode.onChange(event);
          autofill.onPostalCodeChange(event.target.value);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="editor-prefecture">
            都道府県 <RequiredMark />
          </Label>
          <PrefectureSelect id="editor-prefecture" aria-invalid={prefectureError ? true : undefined} {...form.register('prefecture')} />
          <FieldError id="editor-prefecture-error" message={prefectureError} />
        </div>
        <TextField
          id="editor-city"
          label={
            <>
              市区町村 <RequiredMark />
            </>
          }
          placeholder="例：京都市東山区"
          error={errorOf(form, 'city')}
          {...form.register('city')}
        />
      </div>
      <TextField
        id="editor-address-line"
        label={
          <>
            番地・建物名 <RequiredMark />
          </>
        }
        placeholder="例：清水2丁目 123"
        error={errorOf(form, 'addressLine')}
        {...form.register('addressLine')}
      />
      <div className="grid gap-2">
        <Label htmlFor="editor-access">アクセス</Label>
        <Textarea
          id="editor-access"
          rows={4}
          className="min-h-24"
          placeholder="例：京阪「清水五条」駅から徒歩10分。駐車場1台あり。"
          aria-invalid={accessError ? true : undefined}
          {...form.register('accessInfo')}
        />
        <FieldError id="editor-access-error" message={accessError} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="editor-access-en">英語の交通案内（任意）</Label>
        <Textarea
          id="editor-access-en"
          rows={3}
          className="min-h-20"
          lang="en"
          placeholder="例：10 minutes on foot from Kiyomizu-Gojo Station (Keihan Line). Parking for 1 car."
          aria-invalid={accessEnError ? true : undefined}
          aria-describedby={accessEnError ? 'editor-access-en-error' : undefined}
          {...form.register('accessInfoEn')}
        />
        <FieldError id="editor-access-en-error" message={accessEnError} />
      </div>
    </StepCard>
  );
}

function CheckboxGroups({
  form,
  name,
  groups,
  legend,
}: {
  form: Form;
  name: 'featureKeys' | 'basicAmenityKeys';
  groups: PropertyMasters['kominkaFeatures'];
  legend: string;
}) {
  const selected = useWatch({ control: form.control, name });
  const toggle = (key: string, on: boolean) => {
    const next = on ? [...selected, key] : selected.filter((k) => k !== key);
    form.setValue(name, next, { shouldDirty: true });
  };
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-bold">
        {legend}
        <span className="ml-2 text-sm font-normal text-muted-foreground">{selected.length}件選択</span>
      </legend>
      {groups.map((group) => (
        <div key={group.category} className="grid gap-2">
          <p className="text-sm font-bold text-muted-foreground">{group.category}</p>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {group.items.map((item) => {
              const id = `editor-${name}-${item.key}`;
              return (
                <li key={item.key} className="flex items-start gap-2">
                  <Checkbox id={id} checked={selected.includes(item.key)} onCheckedChange={(on) => toggle(item.key, on)} className="mt-0.5" />
                  <label htmlFor={id} className="cursor-pointer text-sm leading-6">
                    {item.label}
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <FieldError id={`editor-${name}-error`} message={errorOf(form, name)} />
    </fieldset>
  );
}

export function RoomsStep({ form, masters }: { form: Form; masters: UseQueryResult<PropertyMasters> }) {
  return (
    <StepCard title="部屋・設備" description="定員と部屋の数、古民家ならではの特徴と設備を選んでください。">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TextField id="editor-max-guests" label={<>定員（名） <RequiredMark /></>} inputMode="numeric" error={errorOf(form, 'maxGuests')} {...form.register('maxGuests')} />
        <TextField id="editor-bedrooms" label="寝室（室）" inputMode="numeric" error={errorOf(form, 'bedrooms')} {...form.register('bedrooms')} />
        <TextField id="editor-beds" label="ベッド・布団（組）" inputMode="numeric" error={errorOf(form, 'beds')} {...form.register('beds')} />
        <TextField id="editor-bathrooms" label="バスルーム（室）" inputMode="numeric" error={errorOf(form, 'bathrooms')} {...form.register('bathrooms')} />
        <TextField id="editor-floor-space" label="床面積（㎡）" inputMode="decimal" placeholder="例：120" error={errorOf(form, 'floorSpaceM2')} {...form.register('floorSpaceM2')} />
      </div>
      <QueryState
        query={masters}
        loading={<Skeleton className="h-48 w-full" />}
        errorTitle="特徴・設備の一覧を読み込めませんでした"
      >
        {(data) => (
          <div className="grid gap-6">
            <CheckboxGroups form={form} name="featureKeys" groups={data.kominkaFeatures} legend="古民家の特徴" />
            <CheckboxGroups form={form} name="basicAmenityKeys" groups={data.basicAmenities} legend="設備・アメニティ" />
          </div>
        )}
      </QueryState>
    </StepCard>
  );
}

/** 1棟料金 or 1名料金 (docs/product/pricing.md, "The party's price"). */
const PRICE_MODEL_CHOICES = [
  ['house', '1棟料金', '1泊の料金は1棟分です。含まれる人数を超えると、1名ごとに追加料金がかかります。'],
  ['person', '1名料金', '1泊の料金は大人1名分です。子どもは大人料金の割合、乳幼児は無料です。'],
] as const;

/** What a day type covers, under its field (docs/product/pricing.md). */
const DAY_TYPE_HINTS: Partial<Record<WeekdayPriceKey, string>> = { holidayEve: '土曜日と祝日の前日の夜' };

export function PricingStep({ form }: { form: Form }) {
  const seasons = useFieldArray({ control: form.control, name: 'seasonPrices', keyName: 'rowKey' });
  const base = useWatch({ control: form.control, name: 'basePriceJpy' });
  const priceModel = useWatch({ control: form.control, name: 'priceModel' });
  return (
    <StepCard title="料金" description="料金はすべて税込・円単位です。曜日別・祝日・休前日の料金を空欄にすると基本料金になります。">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="editor-base-price"
          label={<>{priceModel === 'person' ? '大人1名・1泊の基本料金（円）' : '1泊の基本料金（円）'} <RequiredMark /></>}
          inputMode="numeric"
          placeholder="例：30000"
          hint="1,000円以上"
          error={errorOf(form, 'basePriceJpy')}
          {...form.register('basePriceJpy')}
        />
        <TextField id="editor-cleaning-fee" label="清掃料金（円・1回の滞在ごと）" inputMode="numeric" error={errorOf(form, 'cleaningFeeJpy')} {...form.register('cleaningFeeJpy')} />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-bold">料金の方式</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PRICE_MODEL_CHOICES.map(([value, label, text]) => (
            <ChoiceCard key={value} value={value} label={label} text={text} registration={form.register('priceModel')} />
          ))}
        </div>
        {priceModel === 'person' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="editor-child-rate"
              label="子ども（2〜12歳）の料金（大人料金の%）"
              inputMode="numeric"
              hint="例：70（大人料金の70%）。乳幼児（2歳未満）は無料です。"
              error={errorOf(form, 'childRatePercent')}
              {...form.register('childRatePercent')}
            />
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="editor-guests-included"
              label="料金に含まれる人数（名）"
              inputMode="numeric"
              hint="空欄にすると、定員まで追加料金はかかりません"
              error={errorOf(form, 'guestsIncluded')}
              {...form.register('guestsIncluded')}
            />
            <TextField
              id="editor-extra-guest-fee"
              label="追加1名の料金（円・1泊ごと）"
              inputMode="numeric"
              hint="含まれる人数を超える大人・子ども1名ごと。乳幼児は無料です。"
              error={errorOf(form, 'extraGuestFeeJpy')}
              {...form.register('extraGuestFeeJpy')}
            />
          </div>
        )}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-bold">曜日別の料金（任意）</legend>
        <p className="text-sm text-muted-foreground">祝日と休前日が重なる夜は祝日の料金、休前日は曜日の料金より優先されます。</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {WEEKDAY_PRICE_KEYS.map((key) => (
            <TextField
              key={key}
              id={`editor-weekday-${key}`}
              label={WEEKDAY_PRICE_LABELS[key]}
              inputMode="numeric"
              placeholder={base ? `${base}` : '基本料金'}
              hint={DAY_TYPE_HINTS[key]}
              error={errorOf(form, `weekdayPrices.${key}`)}
              {...form.register(`weekdayPrices.${key}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-bold">期間料金（任意）</legend>
        <p className="text-sm text-muted-foreground">お盆や紅葉の時期など、期間を決めて1泊の料金を変えられます。期間は重ならないようにしてください。</p>
        {seasons.fields.length === 0 && <p className="rounded-lg border border-dashed border-input p-4 text-sm text-muted-foreground">期間料金はまだありません。</p>}
        <ul className="grid gap-3">
          {seasons.fields.map((row, index) => (
            <li key={row.rowKey} className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-[1fr_1fr_1fr_1.4fr_auto] sm:items-start">
              <TextField id={`editor-season-${index}-from`} label="開始日" type="date" error={errorOf(form, `seasonPrices.${index}.dateFrom`)} {...form.register(`seasonPrices.${index}.dateFrom`)} />
              <TextField id={`editor-season-${index}-to`} label="終了日" type="date" error={errorOf(form, `seasonPrices.${index}.dateTo`)} {...form.register(`seasonPrices.${index}.dateTo`)} />
              <TextField
                id={`editor-season-${index}-price`}
                label="1泊料金（円）"
                inputMode="numeric"
                error={errorOf(form, `seasonPrices.${index}.pricePerNightJpy`)}
                {...form.register(`seasonPrices.${index}.pricePerNightJpy`)}
              />
              <TextField id={`editor-season-${index}-note`} label="メモ" placeholder="例：紅葉シーズン" error={errorOf(form, `seasonPrices.${index}.note`)} {...form.register(`seasonPrices.${index}.note`)} />
              <Button type="button" variant="ghost" className="text-destructive sm:mt-7" onClick={() => seasons.remove(index)} aria-label={`期間料金${index + 1}を削除`}>
                <Trash2 aria-hidden="true" />
                <span className="sm:sr-only">削除</span>
              </Button>
            </li>
          ))}
        </ul>
        <FieldError id="editor-seasons-error" message={errorOf(form, 'seasonPrices')} />
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => seasons.append({ dateFrom: '', dateTo: '', pricePerNightJpy: base, note: '' })}>
          <Plus aria-hidden="true" />
          期間料金を追加
        </Button>
      </fieldset>
    </StepCard>
  );
}

export function RulesStep({ form }: { form: Form }) {
  const policy = useWatch({ control: form.control, name: 'cancelPolicy' });
  return (
    <StepCard title="ルール" description="チェックイン・チェックアウトの時刻、宿泊日数、キャンセルポリシー、予約方法です。">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <TextField id="editor-checkin" label="チェックイン（から）" type="time" step={1800} error={errorOf(form, 'checkinFrom')} {...form.register('checkinFrom')} />
        <TextField id="editor-checkout" label="チェックアウト（まで）" type="time" step={1800} error={errorOf(form, 'checkoutUntil')} {...form.register('checkoutUntil')} />
        <TextField id="editor-min-nights" label="最低宿泊数（泊）" inputMode="numeric" error={errorOf(form, 'minNights')} {...form.register('minNights')} />
        <TextField id="editor-max-nights" label="最大宿泊数（泊）" inputMode="numeric" error={errorOf(form, 'maxNights')} {...form.register('maxNights')} />
        <TextField
          id="editor-booking-window"
          label="予約受付期間（何日先まで）"
          inputMode="numeric"
          error={errorOf(form, 'bookingWindowDays')}
          {...form.register('bookingWindowDays')}
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-bold">キャンセルポリシー</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CANCEL_POLICIES.map((key) => (
            <ChoiceCard key={key} value={key} label={CANCEL_POLICY_LOOK[key].label} text={CANCEL_POLICY_LOOK[key].text} registration={form.register('cancelPolicy')} />
          ))}
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          選択中：{CANCEL_POLICY_LOOK[policy].label}（{CANCEL_POLICY_LOOK[policy].text}）
        </p>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-bold">予約方法</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(
            [
              ['instant', '即時予約', 'ゲストの予約がそのまま確定します。'],
              ['request', 'リクエスト予約', 'ゲストの予約リクエストをホストが承認すると確定します。'],
            ] as const
          ).map(([value, label, text]) => (
            <ChoiceCard key={value} value={value} label={label} text={text} registration={form.register('bookingMode')} />
          ))}
        </div>
        <FieldError id="editor-booking-mode-error" message={errorOf(form, 'bookingMode')} />
      </fieldset>
    </StepCard>
  );
}

export { StepCard };
