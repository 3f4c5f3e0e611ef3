import { useQuery } from '@tanstack/react-query';
import { ArrowRight, FileText } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { japanDate } from '@/domain/japan-date';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { usePageTitle } from '@/web/lib/use-page-title';
import { userBookingsQuery } from './api';
import { groupBookings } from './booking-groups';
import { BookingActions } from './components/booking-actions';
import { BookingCard } from './components/booking-card';
import { BookingHelp } from './components/booking-help';
import { BookingsEmpty } from './components/bookings-empty';
import { BookingsSkeleton } from './components/bookings-skeleton';
import { LIST_STATUS_LABELS } from './labels';
import { useT } from '@/web/lib/i18n/use-t';
import { HouseName } from './components/house-name';
import { bookedHouse } from '@/web/components/booking/booked-house';

/** /booking-check (予約一覧, the header's 予約確認): every booking of the signed-in guest as a card. */
export function BookingCheckPage() {
  const t = useT();
  usePageTitle(t('予約一覧 | 古民家ステイ'));
  return <BookingCheckContent />;
}

function BookingCheckContent() {
  const t = useT();
  const bookings = useQuery(userBookingsQuery);
  // Coming stays first, soonest first; then the stays behind, then the cancelled, latest first.
  const groups = bookings.data ? groupBookings(bookings.data, japanDate()) : null;
  const ordered = groups ? [...groups.upcoming, ...groups.past, ...groups.cancelled] : [];

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t('予約一覧')}</h1>
          <p className="text-muted-foreground" aria-live="polite">
            {bookings.data ? t('ご予約 {count}件', { count: bookings.data.length }) : t('ご予約の状況を確認できます。')}
          </p>
        </div>
        {/* Wraps on a phone: the English label is longer than the screen's width beside the heading. */}
        <Button asChild variant="outline" size="sm" className="h-auto min-h-9 max-w-full py-1.5 whitespace-normal">
          <Link to="/bookings">
            {t('予約管理（今後・過去・キャンセル）')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </header>

      <BookingHelp />

      <QueryState query={bookings} loading={<BookingsSkeleton />} errorTitle={t('予約の読み込みに失敗しました')}>
        {() =>
          ordered.length === 0 ? (
            <BookingsEmpty />
          ) : (
            <ul className="grid gap-4" aria-label={t('予約')}>
              {ordered.map((booking) => (
                <li key={booking.id}>
                  <BookingCard
                    booking={booking}
                    labels={LIST_STATUS_LABELS}
                    actions={
                      <BookingActions
                        booking={booking}
                        variant="list"
                        details={
                          <Button asChild variant="outline" size="sm">
                            <Link to={`/booking/${booking.id}`}>
                              <FileText aria-hidden="true" />
                              {t('詳細')}
                              <HouseName house={bookedHouse(booking)} />
                            </Link>
                          </Button>
                        }
                      />
                    }
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
