import { and, count, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { adminAccounts, bookingCounts, bookings, hostProfiles, inquiries, properties, userFacetCounts } from '@/db/schema';
import { sumOfKeptCounts } from '../../lib/list-page';

const n = (column: Parameters<typeof count>[0] = undefined) => count(column).mapWith(Number);

export async function countPlatform(db: Database, month: { from: string; to: string }) {
  const [[u], [h], [p], [b], [hp], [pp], [oi], [rev], [pa]] = await Promise.all([
    // Users and bookings from the counts kept by triggers (migrations 0004 and 0017), not by counting
    // 100,000 users and a million bookings on every visit; an unpaid hold is not yet a booking.
    sumOfKeptCounts(db, userFacetCounts.n, undefined).then((v) => [{ v }]),
    sumOfKeptCounts(db, userFacetCounts.n, eq(userFacetCounts.role, 'host')).then((v) => [{ v }]),
    db.select({ v: n() }).from(properties).where(isNull(properties.deletedAt)),
    sumOfKeptCounts(db, bookingCounts.n, undefined).then((v) => [{ v }]),
    // Hosts whose identity waits: pending with the front image uploaded (the ホスト承認 list).
    db.select({ v: n() }).from(hostProfiles).where(and(eq(hostProfiles.kycStatus, 'pending'), isNotNull(hostProfiles.frontImageKey))),
    // Houses submitted for review and waiting (審査待ち).
    db.select({ v: n() }).from(properties).where(and(eq(properties.status, 'in_review'), isNull(properties.deletedAt))),
    db.select({ v: n() }).from(inquiries).where(eq(inquiries.status, 'open')),
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
    db.select({ v: n() }).from(adminAccounts).where(eq(adminAccounts.isActive, false)),
  ]);
  return {
    totalUsers: u.v,
    totalHosts: h.v,
    totalProperties: p.v,
    totalBookings: b.v,
    pendingHostApprovals: hp.v,
    pendingPropertyApprovals: pp.v,
    openInquiries: oi.v,
    revenueThisMonth: rev.v,
    pendingAdminAccounts: pa.v,
  };
}
