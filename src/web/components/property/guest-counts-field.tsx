import { ChevronDown, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NativeSelect } from '@/web/components/form-controls';
import { cn } from '@/web/lib/utils';
import { MAX_INFANTS, partyText, type GuestCounts } from '@/web/lib/party';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';

const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * 人数 as Japanese booking sites ask it: a button that says the party (大人2名・子ども1名) and opens three
 * selects, 大人 (13歳以上), 子ども (2〜12歳) and 乳幼児 (2歳未満, free and outside the capacity). Floating, it
 * closes on a click outside, on 決定 and on Escape (focus back on the button). `adults` may be null
 * (指定なし) where the caller allows it (the search); `maxGuests` caps adults + children.
 */
export function GuestCountsField({
  id,
  label = msg('人数'),
  value,
  onChange,
  maxGuests = 8,
  allowAnyAdults = false,
  className,
}: {
  id?: string;
  label?: string;
  value: GuestCounts;
  onChange: (next: GuestCounts) => void;
  maxGuests?: number;
  allowAnyAdults?: boolean;
  className?: string;
}) {
  const ownId = useId();
  const t = useT();
  const language = useLanguage();
  const fieldId = id ?? ownId;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  const adults = value.adults ?? 0;
  const maxAdults = Math.max(1, maxGuests - value.children);
  const maxChildren = Math.max(0, maxGuests - Math.max(1, adults));
  const set = (patch: Partial<GuestCounts>) => onChange({ ...value, ...patch });

  return (
    <div ref={root} className={cn('relative grid content-start gap-2', className)} onKeyDown={onKeyDown}>
      <span id={`${fieldId}-label`} className="flex items-center gap-2 text-sm leading-none font-bold">
        <Users className="size-4 text-primary" aria-hidden="true" />
        {t(label)}
      </span>
      <button
        ref={button}
        id={`${fieldId}-button`}
        type="button"
        aria-expanded={open}
        aria-controls={`${fieldId}-panel`}
        aria-labelledby={`${fieldId}-label ${fieldId}-value`}
        onClick={() => setOpen((o) => !o)}
        className="flex h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-input bg-card px-3 text-left text-base outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 md:text-sm"
      >
        <span id={`${fieldId}-value`} className="truncate">
          {partyText(value, language) || t('指定なし')}
        </span>
        <ChevronDown className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <div
          id={`${fieldId}-panel`}
          role="group"
          aria-label={t('{label}の選択', { label: t(label) })}
          className="absolute top-full right-0 z-30 mt-2 grid w-72 max-w-[calc(100vw-2rem)] gap-3 rounded-2xl border border-border bg-card p-4 shadow-xl"
        >
          <CountRow id={`${fieldId}-adults`} label={t('大人')} note={t('13歳以上')}>
            <NativeSelect id={`${fieldId}-adults`} value={value.adults === null ? 'any' : String(value.adults)} onChange={(e) => set({ adults: e.target.value === 'any' ? null : Number(e.target.value) })}>
              {allowAnyAdults && <option value="any">{t('指定なし')}</option>}
              {numbers(1, maxAdults).map((n) => (
                <option key={n} value={n}>
                  {t('{count}名', { count: n })}
                </option>
              ))}
            </NativeSelect>
          </CountRow>
          <CountRow id={`${fieldId}-children`} label={t('子ども')} note={t('2〜12歳')}>
            <NativeSelect id={`${fieldId}-children`} value={String(value.children)} onChange={(e) => set({ children: Number(e.target.value) })}>
              {numbers(0, maxChildren).map((n) => (
                <option key={n} value={n}>
                  {t('{count}名', { count: n })}
                </option>
              ))}
            </NativeSelect>
          </CountRow>
          <CountRow id={`${fieldId}-infants`} label={t('乳幼児')} note={t('2歳未満・無料')}>
            <NativeSelect id={`${fieldId}-infants`} value={String(value.infants)} onChange={(e) => set({ infants: Number(e.target.value) })}>
              {numbers(0, MAX_INFANTS).map((n) => (
                <option key={n} value={n}>
                  {t('{count}名', { count: n })}
                </option>
              ))}
            </NativeSelect>
          </CountRow>
          <button type="button" onClick={close} className="h-10 rounded-lg bg-primary text-sm font-bold text-primary-foreground">
            {t('決定')}
          </button>
        </div>
      )}
    </div>
  );
}

function CountRow({ id, label, note, children }: { id: string; label: string; note: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[1fr_7rem] items-center gap-3">
      <label htmlFor={id} className="grid text-sm font-bold">
        {label}
        <span className="text-xs font-normal text-muted-foreground">{note}</span>
      </label>
      {children}
    </div>
  );
}
