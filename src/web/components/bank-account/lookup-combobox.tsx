import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { BankEntry } from '@/contract/lookups';
import { FieldError, describedBy } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/utils';
import { useT } from '@/web/lib/i18n/use-t';

interface LookupComboboxProps {
  id: string;
  label: ReactNode;
  value: string;
  onTextChange: (text: string) => void;
  onPick: (entry: BankEntry) => void;
  /** The suggestions' query for a typed text (none: a plain text field, e.g. a branch before its bank is chosen). */
  suggestions?: (q: string) => UseQueryOptions<BankEntry[], Error, BankEntry[], readonly unknown[]>;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}

const noSuggestions = (q: string) => ({ queryKey: ['lookup-none', q] as readonly unknown[], queryFn: async (): Promise<BankEntry[]> => [] });

/** Waits until the text has rested a moment, so that each key press does not ask the server. */
function useDebounced(value: string, ms = 200): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * A text field with suggestions (the ARIA combobox pattern): type a name or a code, move with ↑/↓,
 * pick with Enter or a click, close with Escape.
 */
export function LookupCombobox({ id, label, value, onTextChange, onPick, suggestions, placeholder, hint, error, disabled }: LookupComboboxProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const q = useDebounced(value.trim());
  const listed = open && !disabled && suggestions !== undefined;
  const result = useQuery({ ...(suggestions ?? noSuggestions)(q), enabled: listed });
  const items = result.data ?? [];
  const optionId = (i: number) => `${listId}-option-${i}`;

  const pick = (entry: BankEntry) => {
    onPick(entry);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(items.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && items[active]) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listId}
        aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && `${id}-error`)}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => {
          onTextChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {listed && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('候補')}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-border bg-card p-1 shadow-lg"
        >
          {result.isPending && <li className="px-3 py-2 text-sm text-muted-foreground">{t('検索中...')}</li>}
          {result.isError && <li className="px-3 py-2 text-sm text-destructive">{t('候補を読み込めませんでした')}</li>}
          {result.isSuccess && items.length === 0 && <li className="px-3 py-2 text-sm text-muted-foreground">{t('該当する候補がありません')}</li>}
          {items.map((entry, i) => (
            <li
              key={entry.code}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // mousedown, so that the choice is made before the field's blur closes the list
              onMouseDown={(e) => {
                e.preventDefault();
                pick(entry);
              }}
              className={cn('flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-3 py-2 text-sm', i === active ? 'bg-secondary' : 'hover:bg-secondary/60')}
            >
              <span className="shrink-0 font-bold">{entry.name}</span>
              <span className="min-w-0 truncate text-xs text-muted-foreground">
                {entry.kana}（{entry.code}）
              </span>
            </li>
          ))}
        </ul>
      )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
