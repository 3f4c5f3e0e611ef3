import { BookingCardSkeleton } from './booking-card';

export function BookingsSkeleton() {
  return (
    <div role="status" aria-label="読み込み中" className="grid gap-4">
      {Array.from({ length: 3 }, (_, i) => (
        <BookingCardSkeleton key={i} />
      ))}
    </div>
  );
}
