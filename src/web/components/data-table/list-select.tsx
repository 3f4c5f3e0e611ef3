import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/form-controls';
import { cn } from '@/web/lib/utils';

export interface ListSelectOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A labelled filter or sort of a list: the browser's own select. With `allLabel`, a first option
 * (e.g. すべての役割) stands for no filter and answers undefined.
 */
export function ListSelect<V extends string>({
  id,
  label,
  value,
  options,
  allLabel,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: V | undefined;
  options: readonly ListSelectOption<V>[];
  allLabel?: string;
  onChange: (value: V | undefined) => void;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <NativeSelect
        id={id}
        value={value ?? 'all'}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === 'all' ? undefined : (next as V));
        }}
      >
        {allLabel !== undefined && <option value="all">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
