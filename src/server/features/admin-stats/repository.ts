import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { adminAccounts, bookingCounts, bookings, inquiries, userFacetCounts } from '@/db/schema';
import { sumOfKeptCounts } from '../../lib/list-page';
import { countHosts } from '../admin-hosts/repository';
import { propertyFacets } from '../admin-properties/repository';

const n = (column: Parameters<typeof count>[0] = undefined) => count(column).mapWith(Number);

/** The one value of a one-row query. */
async function valueOf(query: PromiseLike<{ v: number }[]>): Promise<number> {
  const [row] = await query;
  return row.v;
}

/**
 * The dashboard's cards. Users and bookings come from the counts kept by triggers (migrations 0004 and
 * 0017), not by counting 100,000 users and a million bookings on every visit (an unpaid hold is not yet a
 * booking); the houses and the waiting hosts are counted as 物件管理 and ホスト承認 count them.
 */
export async function countPlatform(db: Database, month: { from: string; to: string }) {
  const [totalUsers, totalHosts, houses, totalBookings, pendingHostApprovals, openInquiries, revenueThisMonth, pendingAdminAccounts] = await Promise.all([
    sumOfKeptCounts(db, userFacetCounts.n, undefined),
    sumOfKeptCounts(db, userFacetCounts.n, eq(userFacetCounts.role, 'host')),
    propertyFacets(db),
    sumOfKeptCounts(db, bookingCounts.n, undefined),
    countHosts(db, { awaitingReview: true }),
    valueOf(db.select({ v: n() }).from(inquiries).where(eq(inquiries.status, 'open'))),
    valueOf(
      db
        .select({ v: sql<number>`coalesce(sum(${bookings.totalAmountJpy}), 0)`.mapWith(Number) })
        .from(bookings)
        .where(
          and(
            // Written as bookings_checkin_sales's condition, so that the index answers the sum alone.
            sql`${bookings.status} in ('confirmed', 'completed')`,
            gte(bookings.checkinDate, month.from),
            lt(bookings.checkinDate, month.to),
          ),
        ),
    ),
    valueOf(db.select({ v: n() }).from(adminAccounts).where(eq(adminAccounts.isActive, false))),
  ]);
  return {
    totalUsers,
    totalHosts,
    totalProperties: houses.total,
    totalBookings,
    pendingHostApprovals,
    // Houses submitted for review and waiting (審査待ち).
    pendingPropertyApprovals: houses.counts.in_review,
    openInquiries,
    revenueThisMonth,
    pendingAdminAccounts,
  };
}
