import { useQuery } from '@tanstack/react-query';
import { ImagePlus, Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PrefectureSelect } from '@/web/components/address';
import { FieldError, TextField, describedBy } from '@/web/components/form-field';
import { NativeSelect, RequiredMark, Textarea } from '@/web/components/form-controls';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { currentYearInJapan } from '@/web/lib/format';
import { showError, showSuccess } from '@/web/lib/toasts';
import { cn } from '@/web/lib/utils';
import { propertyMastersQuery, useCreateOwnerProperty } from '../api';
import {
  EMPTY_OWNER_PROPERTY_FORM,
  PHOTO_URL_MESSAGE,
  addEntry,
  formFieldOf,
  isUploadedPhotoUrl,
  toOwnerPropertyBody,
  type OwnerPropertyErrors,
  type OwnerPropertyFormValues,
} from '../owner-property-form';

function FieldLabel({ htmlFor, children, required = false }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  return (
    <Label htmlFor={htmlFor} className="flex items-center gap-2">
      {children}
      {required && <RequiredMark />}
    </Label>
  );
}

/** A list built one entry at a time: each entry with its remove button. */
function EntryList({ items, label, render, onRemove }: { items: string[]; label: string; render: (item: string) => string; onRemove: (item: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="flex max-w-full items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm">
          <span className="truncate">{render(item)}</span>
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={`${render(item)}を削除`}
            className="rounded-full p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * 物件を追加: the seed's owner form. The house is made as a draft; on success the owner is taken to the
 * house editor to finish it (photos, rules, then the review).
 */
export function AddPropertyDialog({ ownerId, open, onOpenChange: setOpen }: { ownerId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState<OwnerPropertyFormValues>(EMPTY_OWNER_PROPERTY_FORM);
  const [errors, setErrors] = useState<OwnerPropertyErrors>({});
  const [amenityChoice, setAmenityChoice] = useState('');
  const [imageEntry, setImageEntry] = useState('');
  const masters = useQuery({ ...propertyMastersQuery, enabled: open });
  const create = useCreateOwnerProperty(ownerId);
  const navigate = useNavigate();
  const id = useId();
  const f = (name: string) => `${id}-${name}`;

  const amenityLabels = new Map((masters.data?.basicAmenities ?? []).flatMap((g) => g.items.map((i) => [i.key, i.label] as const)));
  const set = <K extends keyof OwnerPropertyFormValues>(key: K, value: OwnerPropertyFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const text = (key: 'name' | 'description' | 'location' | 'pricePerNight' | 'maxGuests' | 'bedrooms' | 'yearBuilt') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const addAmenity = () => {
    set('amenities', addEntry(values.amenities, amenityChoice));
    setAmenityChoice('');
  };
  const addImage = () => {
    const entry = imageEntry.trim();
    if (!entry) return;
    if (!isUploadedPhotoUrl(entry)) {
      setErrors((e) => ({ ...e, images: PHOTO_URL_MESSAGE }));
      return;
    }
    set('images', addEntry(values.images, entry));
    setImageEntry('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toOwnerPropertyBody(values, ownerId, currentYearInJapan());
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      document.getElementById(f(first))?.focus();
      return;
    }
    create.mutate(checked.body, {
      onSuccess: (created) => {
        showSuccess('物件が登録されました', '審査完了後に公開されます。写真や料金などを編集画面で仕上げましょう。');
        setOpen(false);
        setValues(EMPTY_OWNER_PROPERTY_FORM);
        void navigate(`/host/properties/${created.id}/edit`);
      },
      onError: (error) => {
        // Everything typed stays; a refused field is marked with the server's words.
        showError('物件登録に失敗しました', 'もう一度お試しください。');
        const field = formFieldOf(error instanceof ApiError ? error.field : null);
        if (field) setErrors((e) => ({ ...e, [field]: errorMessage(error, '入力内容をご確認ください') }));
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>物件を追加</DialogTitle>
          <DialogDescription>登録した物件は下書きになり、審査完了後に公開されます。写真や料金の詳細は登録後の編集画面で設定できます。</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate aria-label="物件を追加" className="grid gap-5">
          <TextField id={f('name')} label={<>物件名 <RequiredMark /></>} placeholder="例：茅葺きの宿 ゆるり" maxLength={100} error={errors.name} {...text('name')} />

          <div className="grid gap-2">
            <FieldLabel htmlFor={f('description')}>物件の説明</FieldLabel>
            <Textarea
              id={f('description')}
              className="min-h-24"
              placeholder="建物の歴史や周辺の魅力など"
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy(errors.description && `${f('description')}-error`)}
              {...text('description')}
            />
            <FieldError id={`${f('description')}-error`} message={errors.description} />
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <FieldLabel htmlFor={f('prefecture')} required>
                都道府県
              </FieldLabel>
              <PrefectureSelect
                id={f('prefecture')}
                value={values.prefecture}
                onChange={(e) => set('prefecture', e.target.value)}
                aria-invalid={errors.prefecture ? true : undefined}
                aria-describedby={describedBy(errors.prefecture && `${f('prefecture')}-error`)}
              />
              <FieldError id={`${f('prefecture')}-error`} message={errors.prefecture} />
            </div>
            <TextField id={f('location')} label={<>所在地（市区町村） <RequiredMark /></>} placeholder="例：高山市" error={errors.location} {...text('location')} />
          </div>

          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <TextField id={f('pricePerNight')} className="content-start" label="1泊の料金（円）" inputMode="numeric" hint="0のままでも登録できます" error={errors.pricePerNight} {...text('pricePerNight')} />
            <TextField id={f('maxGuests')} className="content-start" label="定員（名）" type="number" min={1} inputMode="numeric" error={errors.maxGuests} {...text('maxGuests')} />
            <TextField id={f('bedrooms')} className="content-start" label="寝室数" type="number" min={1} inputMode="numeric" error={errors.bedrooms} {...text('bedrooms')} />
            <TextField id={f('yearBuilt')} className="content-start" label="築年（西暦）" inputMode="numeric" placeholder="例：1925" error={errors.yearBuilt} {...text('yearBuilt')} />
          </div>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-bold">設備</legend>
            <div className="flex gap-2">
              <NativeSelect
                id={f('amenities')}
                aria-label="追加する設備"
                className="flex-1"
                value={amenityChoice}
                onChange={(e) => setAmenityChoice(e.target.value)}
                disabled={!masters.isSuccess}
                aria-invalid={errors.amenities ? true : undefined}
              >
                <option value="">{masters.isError ? '設備の一覧を読み込めませんでした' : masters.isSuccess ? '設備を選択' : '読み込み中…'}</option>
                {masters.data?.basicAmenities.map((group) => (
                  <optgroup key={group.category} label={group.category}>
                    {group.items.map((item) => (
                      <option key={item.key} value={item.key} disabled={values.amenities.includes(item.key)}>
                        {item.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect>
              <Button type="button" variant="outline" className="h-11" onClick={addAmenity} disabled={!amenityChoice}>
                <Plus aria-hidden="true" />
                追加
              </Button>
            </div>
            <EntryList items={values.amenities} label="追加した設備" render={(key) => amenityLabels.get(key) ?? key} onRemove={(key) => set('amenities', values.amenities.filter((k) => k !== key))} />
            <FieldError id={`${f('amenities')}-error`} message={errors.amenities} />
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-bold">写真のURL</legend>
            <div className="flex gap-2">
              <Input
                id={f('images')}
                aria-label="追加する写真のURL"
                placeholder="/uploads/photos/…"
                value={imageEntry}
                onChange={(e) => {
                  setImageEntry(e.target.value);
                  if (errors.images) setErrors((er) => ({ ...er, images: undefined }));
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addImage();
                  }
                }}
                aria-invalid={errors.images ? true : undefined}
                aria-describedby={describedBy(`${f('images')}-hint`, errors.images && `${f('images')}-error`)}
              />
              <Button type="button" variant="outline" className="h-11" onClick={addImage} disabled={!imageEntry.trim()}>
                <ImagePlus aria-hidden="true" />
                追加
              </Button>
            </div>
            <p id={`${f('images')}-hint`} className="text-xs text-muted-foreground">
              このサイトにアップロード済みの写真のURLを1枚ずつ追加します。新しい写真は登録後の編集画面でアップロードできます。
            </p>
            <EntryList items={values.images} label="追加した写真" render={(url) => url} onRemove={(url) => set('images', values.images.filter((u) => u !== url))} />
            <FieldError id={`${f('images')}-error`} message={errors.images} />
          </fieldset>

          <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
            <div className="grid gap-0.5">
              <span id={f('isActive-label')} className="text-sm font-bold">
                掲載を有効にする
              </span>
              <span className="text-xs text-muted-foreground">審査で承認されると公開されます</span>
            </div>
            <button
              type="button"
              role="switch"
              id={f('isActive')}
              aria-checked={values.isActive}
              aria-labelledby={f('isActive-label')}
              onClick={() => set('isActive', !values.isActive)}
              className={cn(
                'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none',
                values.isActive ? 'bg-primary' : 'bg-muted-foreground/30',
              )}
            >
              <span className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', values.isActive ? 'translate-x-5.5' : 'translate-x-0.5')} />
            </button>
          </div>

          <DialogFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={create.isPending}>
              キャンセル
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? '登録中…' : '登録する'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
