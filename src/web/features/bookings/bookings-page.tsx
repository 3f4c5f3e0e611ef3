import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { japanDate } from '@/domain/japan-date';
import { QueryState } from '@/web/components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { usePageTitle } from '@/web/lib/use-page-title';
import { userBookingsQuery } from './api';
import { BOOKING_TABS, groupBookings, type BookingTab } from './booking-groups';
import { BookingActions } from './components/booking-actions';
import { BookingCard } from './components/booking-card';
import { BookingDetailDialog } from './components/booking-detail-dialog';
import { BookingsEmpty, TabEmpty } from './components/bookings-empty';
import { BookingsSkeleton } from './components/bookings-skeleton';
import { MANAGEMENT_STATUS_LABELS } from './labels';
import { useT } from '@/web/lib/i18n/use-t';
import { useSetLiveSearchParams } from '@/web/lib/use-live-search-params';

function isTab(value: string | null): value is BookingTab {
  return BOOKING_TABS.some((tab) => tab.value === value);
}

/** /bookings (予約管理): the guest's bookings in three tabs with their counts, each with its detail dialog. */
export function BookingsPage() {
  const t = useT();
  usePageTitle(t('予約管理 | 古民家ステイ'));
  return <BookingsContent />;
}

function BookingsContent() {
  const t = useT();
  const bookings = useQuery(userBookingsQuery);
  // The open tab lives in the URL, so coming back from a review or a house returns to it.
  const [searchParams] = useSearchParams();
  const setSearchParams = useSetLiveSearchParams();
  const requested = searchParams.get('tab');
  const tab: BookingTab = isTab(requested) ? requested : 'upcoming';
  const onTabChange = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === 'upcoming') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('予約管理')}</h1>
        <p className="text-muted-foreground">{t('ご予約の確認、キャンセル、宿泊後のレビューができます。')}</p>
      </header>

      <QueryState query={bookings} loading={<BookingsSkeleton />} errorTitle={t('予約の読み込みに失敗しました')}>
        {(list) => (list.length === 0 ? <BookingsEmpty /> : <BookingTabs groups={groupBookings(list, japanDate())} tab={tab} onTabChange={onTabChange} />)}
      </QueryState>
    </div>
  );
}

function BookingTabs({
  groups,
  tab,
  onTabChange,
}: {
  groups: ReturnType<typeof groupBookings>;
  tab: BookingTab;
  onTabChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <Tabs value={tab} onValueChange={onTabChange} className="grid gap-5">
      <TabsList aria-label={t('予約の種類')} className="grid grid-cols-3 sm:inline-flex">
        {BOOKING_TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value} className="gap-1 px-1.5 text-[13px] sm:gap-1.5 sm:px-4 sm:text-sm">
            {t(label)}
            <span className="min-w-6 rounded-full bg-secondary px-1.5 text-xs tabular-nums data-[active=true]:bg-primary data-[active=true]:text-primary-foreground" data-active={tab === value}>
              {groups[value].length}
              <span className="sr-only">{t('件')}</span>
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {BOOKING_TABS.map(({ value, empty }) => (
        <TabsContent key={value} value={value}>
          {groups[value].length === 0 ? (
            <TabEmpty text={t(empty)} />
          ) : (
            <ul className="grid gap-4">
              {groups[value].map((booking) => (
                <li key={booking.id}>
                  <BookingCard
                    booking={booking}
                    labels={MANAGEMENT_STATUS_LABELS}
                    actions={<BookingActions booking={booking} variant="manage" details={<BookingDetailDialog booking={booking} />} />}
                  />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
