import type { HostDashboard } from '@/contract/host-dashboard';
import type { Database } from '@/db/client';
import { japanMonthRange } from '@/domain/japan-date';
import * as repo from './repository';

const RECENT_LIMIT = 8;

function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** The host dashboard: the signed-in host's own figures only; months are calendar months in Japan. */
export async function getHostDashboard(db: Database, hostId: string, now = new Date()): Promise<HostDashboard> {
  const thisMonth = japanMonthRange(now);
  const lastMonth = japanMonthRange(now, -1);
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const [props, counts, revenueThisMonth, revenueLastMonth, reviewSummary, recentBookings, recentReviews] = await Promise.all([
    repo.countHostProperties(db, hostId),
    repo.countHostBookings(db, hostId, thisMonth),
    repo.sumHostRevenue(db, hostId, thisMonth),
    repo.sumHostRevenue(db, hostId, lastMonth),
    repo.hostReviewSummary(db, hostId, since),
    repo.recentHostBookings(db, hostId, RECENT_LIMIT),
    repo.recentHostReviews(db, hostId, RECENT_LIMIT),
  ]);

  const activity: HostDashboard['recentActivity'] = [
    ...recentBookings.map((b) => {
      const cancelled = b.status === 'cancelled';
      return {
        type: cancelled ? ('cancellation' as const) : ('booking' as const),
        id: b.id,
        title: cancelled ? `キャンセル: ${b.propertyTitle}` : `予約: ${b.propertyTitle}`,
        description: `${b.guestName ?? 'ゲスト'}様 ${b.checkinDate}〜${b.checkoutDate}（${b.nights}泊）`,
        at: (cancelled && b.cancelAt ? b.cancelAt : b.createdAt).toISOString(),
      };
    }),
    ...recentReviews.map((r) => ({
      type: 'review' as const,
      id: r.id,
      title: `レビュー: ${r.propertyTitle}`,
      description: `★${r.rating} ${(r.comment ?? '').slice(0, 60)}`,
      at: r.createdAt.toISOString(),
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT_LIMIT);

  return {
    stats: {
      propertyCount: props.all,
      publishedPropertyCount: props.published,
      totalBookings: counts.total,
      bookingsThisMonth: counts.thisMonth,
      revenueThisMonth,
      revenueLastMonth,
      revenueChangePercent: percentChange(revenueThisMonth, revenueLastMonth),
      averageRating: reviewSummary.average === null ? null : Math.round(reviewSummary.average * 100) / 100,
      reviewCount: reviewSummary.total,
      newReviews: reviewSummary.recent,
      pendingRequests: counts.pending,
    },
    recentActivity: activity,
  };
}
