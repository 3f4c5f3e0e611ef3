import type { HostDashboard } from '@/contract/host-dashboard';
import type { Database } from '@/db/client';
import { bookingStatusLabel } from '@/domain/booking-state';
import { formatJapaneseDate, japanDate, japanMonthRange } from '@/domain/japan-date';
import { addMonths, japanMonthOf } from '@/domain/payouts';
import { monthSales } from '../../revenue/sales';
import { countIncompleteToday } from '../guest-registry/repository';
import * as repo from './repository';
import { hostMinpakuCounters } from '../minpaku-year/service';
import { reportDueOn, reportReminderText } from '@/domain/minpaku-reports';

const RECENT_LIMIT = 8;

function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

type Activity = HostDashboard['recentActivity'][number];

const excerpt = (text: string) => {
  const oneLine = text.replace(/\s+/gu, ' ').trim();
  return [...oneLine].length > 60 ? `${[...oneLine].slice(0, 60).join('')}…` : oneLine;
};

const CANCELLED_BY: Record<string, string> = { guest: 'ゲストがキャンセル', host: 'ホストがキャンセル', admin: '運営がキャンセル', system: '期限切れ' };

/** A booking as the activity shows it: a new request, a booking, or a cancellation (at its time). */
function bookingActivity(b: Awaited<ReturnType<typeof repo.recentHostBookings>>[number]): Activity {
  const stay = `${b.guestName ?? 'ゲスト'}様 ${formatJapaneseDate(b.checkinDate)}〜${formatJapaneseDate(b.checkoutDate)}（${b.nights}泊）`;
  const link = `/host/bookings/${b.id}`;
  if (b.status === 'cancelled') {
    const rejected = b.rejectedAt !== null;
    const label = bookingStatusLabel({ status: b.status, rejected });
    const who = rejected ? 'リクエストを却下' : (CANCELLED_BY[b.cancelledBy ?? 'system'] ?? 'キャンセル');
    return { type: rejected ? 'rejection' : 'cancellation', id: b.id, title: `${label}: ${b.propertyTitle}`, description: `${stay}・${who}`, at: (b.cancelAt ?? b.createdAt).toISOString(), link };
  }
  if (b.status === 'tentative') {
    const label = bookingStatusLabel({ status: b.status, rejected: false, payAfterApproval: b.payAfterApproval });
    return { type: 'request', id: b.id, title: `予約リクエスト: ${b.propertyTitle}`, description: `${stay}・承認済み（${label}）`, at: b.createdAt.toISOString(), link };
  }
  if (b.status === 'pending') {
    return { type: 'request', id: b.id, title: `予約リクエスト: ${b.propertyTitle}`, description: `${stay}・承認待ち`, at: b.createdAt.toISOString(), link };
  }
  return { type: 'booking', id: b.id, title: `予約: ${b.propertyTitle}`, description: stay, at: b.createdAt.toISOString(), link };
}

/** The host dashboard: the signed-in host's own figures only; months are calendar months in Japan. */
export async function getHostDashboard(db: Database, hostId: string, now = new Date()): Promise<HostDashboard> {
  const thisMonth = japanMonthRange(now);
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const [props, counts, salesThisMonth, salesLastMonth, reviewSummary, recentBookings, recentReviews, recentMessages, registryIncomplete, minpakuCounters] = await Promise.all([
    repo.countHostProperties(db, hostId),
    repo.countHostBookings(db, hostId, thisMonth),
    monthSales(db, { hostId }, japanMonthOf(now)),
    monthSales(db, { hostId }, addMonths(japanMonthOf(now), -1)),
    repo.hostReviewSummary(db, hostId, since),
    repo.recentHostBookings(db, hostId, RECENT_LIMIT),
    repo.recentHostReviews(db, hostId, RECENT_LIMIT),
    repo.recentHostMessages(db, hostId, RECENT_LIMIT),
    countIncompleteToday(db, hostId, japanDate(now)),
    hostMinpakuCounters(db, hostId, now),
  ]);
  const activity: Activity[] = [
    ...recentBookings.map(bookingActivity),
    ...recentReviews.map((r) => ({
      type: 'review' as const,
      id: r.id,
      title: `新しいレビュー: ${r.propertyTitle}`,
      description: `★${r.rating} ${excerpt(r.comment ?? '')}`,
      at: r.createdAt.toISOString(),
      link: '/host/reviews',
    })),
    ...recentMessages.map((m) => ({
      type: 'message' as const,
      id: m.id,
      title: `メッセージ: ${m.senderName ?? 'ゲスト'}様`,
      description: `${m.propertyTitle}「${excerpt(m.content)}」`,
      at: m.createdAt.toISOString(),
      link: `/host/bookings/${m.bookingId}`,
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT_LIMIT);
  const due = minpakuCounters.length > 0 ? reportDueOn(japanDate(now)) : null;
  return {
    stats: {
      propertyCount: props.all,
      publishedPropertyCount: props.published,
      totalBookings: counts.total,
      bookingsThisMonth: counts.thisMonth,
      revenueThisMonth: salesThisMonth.salesJpy,
      revenueLastMonth: salesLastMonth.salesJpy,
      revenueChangePercent: percentChange(salesThisMonth.salesJpy, salesLastMonth.salesJpy),
      averageRating: reviewSummary.average === null ? null : Math.round(reviewSummary.average * 100) / 100,
      reviewCount: reviewSummary.total,
      newReviews: reviewSummary.recent,
      pendingRequests: counts.pending,
      registryIncompleteToday: registryIncomplete,
    },
    minpakuCounters,
    minpakuReportReminder: due ? { text: reportReminderText(due), period: due.start, dueDate: due.dueDate } : null,
    recentActivity: activity,
  };
}
