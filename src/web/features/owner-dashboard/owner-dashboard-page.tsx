import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorStatus } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/use-auth';
import { usePageTitle } from '@/web/lib/use-page-title';
import { ownerBookingsQuery, ownerPropertiesQuery, ownerStatsQuery } from './api';
import { AddPropertyButton } from './components/add-property-button';
import { BookingCalendar } from './components/booking-calendar';
import { OwnerPropertyList, OwnerPropertyListSkeleton } from './components/owner-property-list';
import { OwnerStatCards, OwnerStatCardsSkeleton } from './components/owner-stat-cards';
import { RecentBookingsTable } from './components/recent-bookings-table';

function NotYours() {
  return (
    <Card className="mx-auto grid max-w-xl place-items-center gap-3 p-10 text-center">
      <ShieldAlert className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-bold">このオーナーダッシュボードは表示できません</h2>
      <p className="text-sm text-muted-foreground">ご自身のダッシュボードのみ表示できます。</p>
      <Button asChild variant="outline">
        <Link to="/host">ホストダッシュボードへ</Link>
      </Button>
    </Card>
  );
}

/** /owner/{ownerId}: the seed's owner dashboard over the owner's own houses and bookings (that owner and admins only). */
export function OwnerDashboardPage() {
  const { ownerId = '' } = useParams();
  const { user } = useAuth();
  usePageTitle('オーナーダッシュボード | 古民家ステイ');
  const stats = useQuery(ownerStatsQuery(ownerId));
  const refusedStatus = stats.isError ? errorStatus(stats.error) : undefined;
  const refused = refusedStatus === 404 || refusedStatus === 400;
  const allowed = stats.isSuccess;
  const properties = useQuery({ ...ownerPropertiesQuery(ownerId), enabled: allowed });
  const bookings = useQuery({ ...ownerBookingsQuery(ownerId), enabled: allowed });
  const isOwn = user?.id === ownerId;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 [&>*]:min-w-0 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">オーナーダッシュボード</h1>
          {allowed && <p className="text-muted-foreground">{isOwn ? '物件と予約の状況をまとめて確認できます。' : '管理者として表示しています。'}</p>}
        </div>
        {allowed && isOwn && <AddPropertyButton ownerId={ownerId} />}
      </header>

      {refused ? (
        <NotYours />
      ) : (
        <>
          <QueryState
            query={stats}
            loading={
              <div role="status" aria-label="読み込み中">
                <OwnerStatCardsSkeleton />
              </div>
            }
            errorTitle="集計の読み込みに失敗しました"
          >
            {(data) => (
              <section aria-labelledby="owner-stats-title" className="grid min-w-0 gap-4 [&>*]:min-w-0">
                <h2 id="owner-stats-title" className="sr-only">
                  今月の実績
                </h2>
                <OwnerStatCards stats={data} />
              </section>
            )}
          </QueryState>

          {allowed && (
            <>
              <section aria-labelledby="owner-properties-title" className="grid min-w-0 gap-4 [&>*]:min-w-0">
                <h2 id="owner-properties-title" className="text-xl font-bold">
                  物件一覧
                </h2>
                <QueryState query={properties} loading={<OwnerPropertyListSkeleton />} errorTitle="物件一覧の読み込みに失敗しました">
                  {(list) => <OwnerPropertyList properties={list} />}
                </QueryState>
              </section>

              <section aria-labelledby="owner-calendar-title" className="grid min-w-0 gap-4 [&>*]:min-w-0">
                <h2 id="owner-calendar-title" className="text-xl font-bold">
                  予約カレンダー
                </h2>
                <BookingCalendar ownerId={ownerId} />
              </section>

              <section aria-labelledby="owner-bookings-title" className="grid min-w-0 gap-4 [&>*]:min-w-0">
                <h2 id="owner-bookings-title" className="text-xl font-bold">
                  最近の予約
                </h2>
                <QueryState query={bookings} loading={<Skeleton className="h-48 w-full" />} errorTitle="予約の読み込みに失敗しました">
                  {(list) => <RecentBookingsTable ownerId={ownerId} bookings={list} />}
                </QueryState>
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}
