import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One way to pay, as a radio card (the local payment page's カード / コンビニ払い / 銀行振込, a request's
 * カード now or after approval): the icon, the label and an optional line under it.
 */
export function PaymentChoice<T extends string>({
  name,
  value,
  checked,
  disabled,
  onChange,
  Icon,
  label,
  note,
}: {
  name: string;
  value: T;
  checked: boolean;
  disabled: boolean;
  onChange: (value: T) => void;
  Icon: LucideIcon;
  label: string;
  note?: string | null;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-card px-3 py-2.5 has-checked:border-primary has-checked:bg-primary/5 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={() => onChange(value)} className="mt-0.5 size-4 shrink-0 accent-primary" />
      <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="grid min-w-0 gap-0.5">
        <span className="text-sm font-bold">{label}</span>
        {note && <span className="text-xs leading-relaxed text-muted-foreground">{note}</span>}
      </span>
    </label>
  );
}

/** Why a way to pay is not offered, under the choices. */
export function PaymentChoiceReason({ children }: { children: ReactNode }) {
  return <p role="note" className="rounded-lg bg-secondary/60 px-3 py-2 text-xs leading-relaxed text-muted-foreground">{children}</p>;
}
