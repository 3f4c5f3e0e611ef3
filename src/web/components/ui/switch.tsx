import { cn } from '@/web/lib/utils';

/** An on/off switch (role="switch") with its state written beside it. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  onText,
  offText,
  disabled,
  className,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** What the switch turns on, for screen readers. */
  label: string;
  onText: string;
  offText: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn('inline-flex items-center gap-2 rounded-full text-sm outline-none focus-visible:ring-3 focus-visible:ring-ring/50 disabled:opacity-60', className)}
    >
      <span className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${checked ? 'bg-primary' : 'bg-muted-foreground/30'}`}>
        <span className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`} />
      </span>
      <span className="whitespace-nowrap">{checked ? onText : offText}</span>
    </button>
  );
}
