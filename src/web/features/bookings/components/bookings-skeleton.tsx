import { BookingCardSkeleton } from './booking-card';
import { useT } from '@/web/lib/i18n/use-t';

export function BookingsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('読み込み中')} className="grid gap-4">
      {Array.from({ length: 3 }, (_, i) => (
        <BookingCardSkeleton key={i} />
      ))}
    </div>
  );
}
