import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { DateRangeField } from '@/web/components/date-range/date-range-field';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';
import { guestCountsOf, MAX_GUEST_OPTION, stayGuestsOf, type StayCriteria, type StayErrors } from '@/web/lib/stay-params';
import { GuestCountsField } from './guest-counts-field';
import { useT } from '@/web/lib/i18n/use-t';

// A plain <label> styled as the shared `Label`: these fields are on the first page, which carries no Radix it does not need.
function Field({ id, label, icon, className, children }: { id: string; label: string; icon: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <label htmlFor={id} className="flex items-center gap-2 text-sm leading-none font-bold">
        {icon}
        {label}
      </label>
      {children}
    </div>
  );
}

const iconClass = 'size-4 text-primary';

/**
 * The fields every search form shares (docs/product/guest-screens.md): エリア, the 日程 picker (チェックイン today
 * or later in Japan time, チェックアウト after it and cleared when a new check-in reaches it) and 人数 (optional: adults,
 * children and infants).
 * The class names place the fields in the caller's grid.
 */
export function StayFields<T extends StayCriteria>({
  idPrefix,
  values,
  onChange,
  errors = {},
  fieldClassName,
  destinationClassName,
  datesClassName,
  guestsClassName,
}: {
  idPrefix: string;
  values: T;
  onChange: (next: T) => void;
  errors?: StayErrors;
  fieldClassName?: string;
  destinationClassName?: string;
  /** The picker holds both dates: it takes two of the caller's columns. */
  datesClassName?: string;
  guestsClassName?: string;
}) {
  const t = useT();
  const ids = {
    destination: `${idPrefix}-destination`,
    dates: `${idPrefix}-dates`,
    guests: `${idPrefix}-guests`,
  };
  return (
    <>
      <Field id={ids.destination} label={t('エリア')} icon={<MapPin className={iconClass} aria-hidden="true" />} className={cn(fieldClassName, destinationClassName)}>
        <Input
          id={ids.destination}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={t('例：京都、白川郷')}
          value={values.destination}
          onChange={(event) => onChange({ ...values, destination: event.target.value })}
        />
      </Field>
      <div className={cn('grid content-start gap-2', datesClassName, fieldClassName)} role="group" aria-labelledby={ids.dates}>
        <span id={ids.dates} className="flex items-center gap-2 text-sm leading-none font-bold">
          <CalendarDays className={iconClass} aria-hidden="true" />
          {t('日程')}
        </span>
        <DateRangeField checkIn={values.checkIn} checkOut={values.checkOut} onChange={(dates) => onChange({ ...values, ...dates })} errors={errors} compact />
      </div>
      <GuestCountsField
        id={ids.guests}
        value={guestCountsOf(values)}
        onChange={(counts) => onChange({ ...values, ...stayGuestsOf(counts) })}
        allowAnyAdults
        maxGuests={MAX_GUEST_OPTION + MAX_GUEST_OPTION}
        className={cn(fieldClassName, guestsClassName)}
      />
    </>
  );
}
