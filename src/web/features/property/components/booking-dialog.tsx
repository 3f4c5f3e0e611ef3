import type { PropertyDetail } from '@/contract/properties';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { formatYen } from '@/web/lib/format';
import type { BookingSelection } from '@/web/lib/booking-selection';
import { BookingTypeBadge } from '@/web/components/booking/booking-type-badge';
import { BookingCard } from './booking-card';
import { useT } from '@/web/lib/i18n/use-t';

/** The booking card in a dialog, for the mobile bottom bar. */
export default function BookingDialog({
  property,
  selection,
  onSelectionChange,
  open,
  onOpenChange,
}: {
  property: PropertyDetail;
  selection: BookingSelection;
  onSelectionChange: (next: BookingSelection) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md gap-5 p-5"
        // Escape inside the calendar closes the calendar, not the dialog.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest('[data-calendar-panel]')) event.preventDefault();
        }}
      >
        <DialogHeader className="gap-2 pr-8 text-left">
          <DialogTitle>{t('日程と料金')}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <span>
              {t('{price}〜', { price: formatYen(property.basePriceJpy) })} {t('/ 1泊（税込）')}
            </span>
            <BookingTypeBadge requiresApproval={property.requiresApproval} />
          </DialogDescription>
        </DialogHeader>
        <BookingCard property={property} selection={selection} onSelectionChange={onSelectionChange} inDialog />
      </DialogContent>
    </Dialog>
  );
}
