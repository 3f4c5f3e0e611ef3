import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { adminAccounts, bookingCounts, inquiries, userFacetCounts } from '@/db/schema';
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
export async function countPlatform(db: Database) {
  const [totalUsers, totalHosts, houses, totalBookings, pendingHostApprovals, openInquiries, pendingAdminAccounts] = await Promise.all([
    sumOfKeptCounts(db, userFacetCounts.n, undefined),
    sumOfKeptCounts(db, userFacetCounts.n, eq(userFacetCounts.role, 'host')),
    propertyFacets(db),
    sumOfKeptCounts(db, bookingCounts.n, undefined),
    countHosts(db, { awaitingReview: true }),
    valueOf(db.select({ v: n() }).from(inquiries).where(eq(inquiries.status, 'open'))),
    // Requests never enabled (src/domain/admin-accounts.ts): an account disabled on purpose waits for nothing.
    valueOf(db.select({ v: n() }).from(adminAccounts).where(and(eq(adminAccounts.isActive, false), isNull(adminAccounts.enabledAt)))),
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
    pendingAdminAccounts,
  };
}
