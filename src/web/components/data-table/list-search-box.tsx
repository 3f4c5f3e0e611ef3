import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { LIST_SEARCH_MAX_LENGTH } from '@/web/lib/list-params';
import { cn } from '@/web/lib/utils';

/**
 * The list's search box: what is typed is sent ~300 ms after the last key (Enter sends at once, and a
 * Japanese input method's unconverted text is not sent), the clear button empties it and keeps the
 * focus. The URL's text shows again when it changes from outside (back, 条件をクリア).
 */
export function ListSearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  delay = 300,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  /** The search in force (the URL's `q`). */
  value: string;
  onChange: (q: string) => void;
  delay?: number;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  // The URL changed without typing here: show its text.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  const sent = useRef(value);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A search set from outside (条件をクリア, back) wins over one still waiting to be sent.
  useEffect(() => {
    if (value !== sent.current) clearTimeout(timer.current);
    sent.current = value;
  }, [value]);

  const send = (next: string) => {
    clearTimeout(timer.current);
    sent.current = next.trim();
    onChange(sent.current);
  };
  const schedule = (next: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next), delay);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    if (!(event.nativeEvent as InputEvent).isComposing) schedule(event.target.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(text);
    } else if (event.key === 'Escape' && text) {
      event.preventDefault();
      setText('');
      send('');
    }
  };
  const clear = () => {
    setText('');
    send('');
    inputRef.current?.focus();
  };

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          ref={inputRef}
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={LIST_SEARCH_MAX_LENGTH}
          placeholder={placeholder}
          value={text}
          onChange={onInput}
          onCompositionEnd={(event) => schedule(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {text && (
          <button
            type="button"
            onClick={clear}
            aria-label="検索語をクリア"
            className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
