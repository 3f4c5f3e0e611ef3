import { AlertTriangle, CalendarRange } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { useT } from '@/web/lib/i18n/use-t';
import { Button } from '@/web/components/ui/button';
import { propertyHref } from '@/web/lib/stay-params';

/** The saved nights can no longer be booked (taken meanwhile, or refused): say so and offer other dates. */
export function UnavailableNotice({ propertyId, checkIn, checkOut, guests }: { propertyId: string; checkIn: string; checkOut: string; guests: number }) {
  const t = useT();
  return (
    <div role="alert" className="grid gap-3 rounded-2xl border border-destructive/30 bg-destructive/10 p-4 text-destructive sm:p-5">
      <p className="flex gap-2 font-bold">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t('ご指定の日程は予約できなくなりました。ほかのお客様の予約が入ったか、受付が終了した日が含まれています。')}
      </p>
      <Button asChild variant="outline" className="w-fit">
        <Link to={propertyHref(propertyId, { checkIn, checkOut, guests: String(guests) })}>
          <CalendarRange aria-hidden="true" />
          {t('日程を選び直す')}
        </Link>
      </Button>
    </div>
  );
}
