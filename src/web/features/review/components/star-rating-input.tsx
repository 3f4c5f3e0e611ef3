import { Star } from 'lucide-react';
import { useState, type Ref } from 'react';
import { cn } from '@/web/lib/utils';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';

/** What each number of stars means, read out with the star and shown beside the group. */
const MEANINGS = ['悪い', 'いまいち', '普通', '良い', 'とても良い'] as const;

/** Their English by the stars (普通 alone is also a cancellation policy, read Moderate): a Japanese page reads MEANINGS. */
const MEANINGS_BY_STARS = [msg('星1つ：悪い'), msg('星2つ：いまいち'), msg('星3つ：普通'), msg('星4つ：良い'), msg('星5つ：とても良い')];

/**
 * One rating as a group of five native radio buttons drawn as stars: Tab enters the group, the arrow
 * keys choose, and each star is read as 「星4つ 良い」 under the group's name. `inputRef` lets the
 * form move the focus here when the rating is missing.
 */
export function StarRatingInput({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  required = false,
  inputRef,
}: {
  name: string;
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const language = useLanguage();
  const meaningOf = (stars: number) => (language === 'en' ? t(MEANINGS_BY_STARS[stars - 1]) : MEANINGS[stars - 1]);
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-1.5">
      <legend className="mb-1.5 flex items-center gap-2 text-sm font-bold">
        {t(label)}
        {required && <span className="rounded bg-destructive px-1.5 py-0.5 text-[11px] leading-none font-bold text-destructive-foreground">{t('必須')}</span>}
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center" onMouseLeave={() => setHovered(null)}>
          {MEANINGS.map((_, i) => {
            const stars = i + 1;
            return (
              <label
                key={stars}
                className="relative cursor-pointer rounded-md p-1 has-focus-visible:ring-3 has-focus-visible:ring-ring/50"
                onMouseEnter={() => setHovered(stars)}
              >
                <input
                  ref={i === 0 ? inputRef : undefined}
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  onBlur={onBlur}
                  aria-invalid={error ? true : undefined}
                  // Invisible but over the star: a click or a tap lands on the radio itself.
                  className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                />
                <span className="sr-only">
                  {t('星{stars}つ {meaning}', { stars, meaning: meaningOf(stars) })}
                </span>
                <Star
                  aria-hidden="true"
                  className={cn('size-8 transition-colors sm:size-7', stars <= shown ? 'fill-amber-500 text-amber-600' : 'fill-transparent text-input')}
                />
              </label>
            );
          })}
        </div>
        <span className="text-sm text-muted-foreground" aria-hidden="true">
          {shown > 0 ? t('{stars} / 5・{meaning}', { stars: shown, meaning: meaningOf(shown) }) : t('未選択')}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-bold text-destructive">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
