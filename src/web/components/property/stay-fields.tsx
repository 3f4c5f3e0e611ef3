import { CalendarDays, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';
import { ANY_GUESTS, earliestCheckIn, earliestCheckOut, GUEST_OPTIONS, withCheckIn, type StayCriteria, type StayErrors } from '@/web/lib/stay-params';
import { NativeSelect } from '@/web/components/form-controls';

// A plain <label> styled as the shared `Label`: these fields are on the first page, which carries no Radix it does not need.
function Field({ id, label, icon, error, className, children }: { id: string; label: string; icon: ReactNode; error?: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <label htmlFor={id} className="flex items-center gap-2 text-sm leading-none font-bold">
        {icon}
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-bold text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const iconClass = 'size-4 text-primary';
/** Side by side from 400 px; on narrower phones a date does not fit in half the width. */
const dateClass = 'col-span-2 min-[400px]:col-span-1';

/**
 * The four fields every search form shares (docs/product/guest-screens.md): エリア, チェックイン (today or later in Japan
 * time), チェックアウト (after check-in; cleared when a new check-in reaches it) and 人数 (optional).
 * The class names place the fields in the caller's grid.
 */
export function StayFields<T extends StayCriteria>({
  idPrefix,
  values,
  onChange,
  errors = {},
  fieldClassName,
  destinationClassName,
  guestsClassName,
}: {
  idPrefix: string;
  values: T;
  onChange: (next: T) => void;
  errors?: StayErrors;
  fieldClassName?: string;
  destinationClassName?: string;
  guestsClassName?: string;
}) {
  const ids = {
    destination: `${idPrefix}-destination`,
    checkIn: `${idPrefix}-check-in`,
    checkOut: `${idPrefix}-check-out`,
    guests: `${idPrefix}-guests`,
  };
  return (
    <>
      <Field id={ids.destination} label="エリア" icon={<MapPin className={iconClass} aria-hidden="true" />} className={cn(fieldClassName, destinationClassName)}>
        <Input
          id={ids.destination}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder="例：京都、白川郷"
          value={values.destination}
          onChange={(event) => onChange({ ...values, destination: event.target.value })}
        />
      </Field>
      <Field id={ids.checkIn} label="チェックイン" icon={<CalendarDays className={iconClass} aria-hidden="true" />} error={errors.checkIn} className={cn(dateClass, fieldClassName)}>
        <Input
          id={ids.checkIn}
          type="date"
          min={earliestCheckIn()}
          value={values.checkIn}
          aria-invalid={errors.checkIn ? true : undefined}
          aria-describedby={errors.checkIn ? `${ids.checkIn}-error` : undefined}
          onChange={(event) => onChange(withCheckIn(values, event.target.value))}
        />
      </Field>
      <Field id={ids.checkOut} label="チェックアウト" icon={<CalendarDays className={iconClass} aria-hidden="true" />} error={errors.checkOut} className={cn(dateClass, fieldClassName)}>
        <Input
          id={ids.checkOut}
          type="date"
          min={earliestCheckOut(values.checkIn)}
          value={values.checkOut}
          aria-invalid={errors.checkOut ? true : undefined}
          aria-describedby={errors.checkOut ? `${ids.checkOut}-error` : undefined}
          onChange={(event) => onChange({ ...values, checkOut: event.target.value })}
        />
      </Field>
      <Field id={ids.guests} label="人数" icon={<Users className={iconClass} aria-hidden="true" />} className={cn(fieldClassName, guestsClassName)}>
        <NativeSelect
          id={ids.guests}
          value={values.guests || ANY_GUESTS}
          onChange={(event) => onChange({ ...values, guests: event.target.value === ANY_GUESTS ? '' : event.target.value })}
        >
          <option value={ANY_GUESTS}>指定なし</option>
          {GUEST_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  );
}
