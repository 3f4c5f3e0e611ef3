import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/web/lib/utils';
import { STEPS, type StepKey } from '../form-values';

/**
 * The editor's steps at the top: each a button (the current one marked), scrolling sideways on a phone.
 * Before the house exists only 基本情報 can be chosen.
 */
export function EditorStepper({
  current,
  onSelect,
  enabled,
  done,
}: {
  current: StepKey;
  onSelect: (step: StepKey) => void;
  enabled: (step: StepKey) => boolean;
  /** Steps with nothing missing (a check instead of the number). */
  done: (step: StepKey) => boolean;
}) {
  const list = useRef<HTMLOListElement>(null);
  // On a phone the row scrolls sideways: the current step is brought into view.
  useEffect(() => {
    list.current?.querySelector('[aria-current="step"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <nav aria-label="入力ステップ" className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ol ref={list} className="flex min-w-max gap-1 sm:min-w-0 sm:gap-2">
        {STEPS.map((step, index) => {
          const isCurrent = step.key === current;
          const isDone = !isCurrent && done(step.key);
          return (
            <li key={step.key} className="sm:flex-1">
              <button
                type="button"
                onClick={() => onSelect(step.key)}
                disabled={!enabled(step.key)}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm font-bold transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring/50',
                  isCurrent ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card text-foreground hover:bg-accent',
                  'disabled:cursor-not-allowed disabled:opacity-50',
                )}
              >
                <span
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
                    isCurrent ? 'bg-primary-foreground text-primary' : isDone ? 'bg-success text-white' : 'bg-muted text-muted-foreground',
                  )}
                  aria-hidden="true"
                >
                  {isDone ? <Check className="size-3.5" /> : index + 1}
                </span>
                <span className="whitespace-nowrap">{step.label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** 保存中… / 保存しました / 未保存の変更があります, read out politely. */
export function SaveIndicator({ state }: { state: 'idle' | 'saving' | 'saved' | 'dirty' | 'failed' }) {
  const text = { idle: '', saving: '保存中…', saved: '保存しました', dirty: '未保存の変更があります', failed: '保存できませんでした' }[state];
  return (
    <p role="status" aria-live="polite" className={cn('min-h-5 text-sm', state === 'failed' ? 'font-bold text-destructive' : 'text-muted-foreground')}>
      {state === 'saved' && <Check className="mr-1 inline size-4 text-success" aria-hidden="true" />}
      {text}
    </p>
  );
}
