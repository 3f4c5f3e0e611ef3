import type { BookingStatus, PropertyStatus } from '@/contract/enums';
import type {
  OwnerBookingStatus,
  OwnerDashboardBooking,
  OwnerDashboardProperty,
  OwnerPropertyStatus,
  OwnerStats,
} from '@/contract/owner-dashboard';
import type { Database } from '@/db/client';
import { daysBetween, japanMonthRange } from '@/domain/japan-date';
import { japanMonthOf } from '@/domain/payouts';
import { notFound } from '../../lib/app-error';
import { canViewOwnerDashboard, isAdmin, type Actor } from '../../policy';
import { monthSales } from '../../revenue/sales';
import * as repo from './repository';
import { OWNER_BOOKING_STATUS_OF } from '@/contract/owner-statuses';

export const OWNER_NOT_FOUND = 'オーナーが見つかりません';

/**
 * The owner's pages are that owner's and admins' (docs/product/roles-and-rights.md). Another owner's
 * id answers what an unknown id answers (404), so nobody learns which ids are owners.
 */
export async function assertMayViewOwner(db: Database, actor: Actor, ownerId: string): Promise<void> {
  if (!canViewOwnerDashboard(actor, ownerId)) throw notFound(OWNER_NOT_FOUND);
  if (isAdmin(actor) && !(await repo.findOwner(db, ownerId))) throw notFound(OWNER_NOT_FOUND);
}

/** The owner's word for a house (docs/product/hosts-and-houses.md); an unknown status reads like a draft. */
export function ownerPropertyStatus(p: { status: PropertyStatus; rejectedAt: Date | null }): OwnerPropertyStatus {
  switch (p.status) {
    case 'published':
    case 'private':
      return 'approved';
    case 'suspended':
      return 'rejected';
    default:
      return p.rejectedAt ? 'rejected' : 'pending';
  }
}

/** The owner's word for a booking (docs/product/bookings.md); an unknown status reads like pending. */
export function ownerBookingStatus(status: BookingStatus): OwnerBookingStatus {
  return OWNER_BOOKING_STATUS_OF[status] ?? 'pending';
}

function groupBy<T extends { propertyId: string }>(rows: T[], value: (row: T) => string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const row of rows) {
    const list = map.get(row.propertyId);
    if (list) list.push(value(row));
    else map.set(row.propertyId, [value(row)]);
  }
  return map;
}

export async function listOwnerProperties(db: Database, actor: Actor, ownerId: string): Promise<OwnerDashboardProperty[]> {
  await assertMayViewOwner(db, actor, ownerId);
  const rows = await repo.ownerProperties(db, ownerId);
  const ids = rows.map((r) => r.id);
  const [photos, amenities] = await Promise.all([repo.photosOf(db, ids), repo.amenityKeysOf(db, ids)]);
  const imagesOf = groupBy(photos, (r) => r.url);
  const amenitiesOf = groupBy(amenities, (r) => r.key);
  return rows.map((p) => {
    const status = ownerPropertyStatus(p);
    return {
      id: p.id,
      name: p.title,
      description: p.description,
      location: [p.city, p.addressLine].filter(Boolean).join(''),
      prefecture: p.prefecture,
      pricePerNight: p.basePriceJpy,
      maxGuests: p.maxGuests,
      bedrooms: p.bedrooms,
      amenities: amenitiesOf.get(p.id) ?? [],
      images: imagesOf.get(p.id) ?? [],
      yearBuilt: p.builtYear,
      ownerId,
      isActive: p.status === 'published',
      status,
      propertyStatus: p.status,
      statusReason: p.status === 'suspended' ? p.suspensionReason : status === 'rejected' ? p.rejectionReason : null,
    };
  });
}

function bookingOf(b: repo.OwnerBookingRow): OwnerDashboardBooking {
  return {
    id: b.id,
    propertyId: b.propertyId,
    propertyName: b.propertyName,
    guestName: b.primaryGuest ?? b.accountName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: b.nights,
    guests: b.adults + b.children,
    totalPrice: b.totalPrice,
    status: ownerBookingStatus(b.status),
    bookingStatus: b.status,
    rejected: b.rejected,
    respondBy: b.status === 'pending' && b.holdExpiresAt ? b.holdExpiresAt.toISOString() : null,
    createdAt: b.createdAt.toISOString(),
  };
}

/** `YYYY-MM` → its half-open range of calendar days. */
function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

export async function listOwnerBookings(
  db: Database,
  actor: Actor,
  ownerId: string,
  query: { month?: string; limit: number },
): Promise<OwnerDashboardBooking[]> {
  await assertMayViewOwner(db, actor, ownerId);
  const rows = query.month ? await repo.ownerStaysIn(db, ownerId, monthRange(query.month)) : await repo.recentOwnerBookings(db, ownerId, query.limit);
  return rows.map(bookingOf);
}

/** Occupancy in percent with one decimal: booked nights over the nights that were for sale. */
export function occupancyPercent(bookedNights: number, nightsForSale: number): number {
  if (nightsForSale <= 0) return 0;
  return Math.min(100, Math.round((bookedNights / nightsForSale) * 1000) / 10);
}

export async function getOwnerStats(db: Database, actor: Actor, ownerId: string, now = new Date()): Promise<OwnerStats> {
  await assertMayViewOwner(db, actor, ownerId);
  const month = japanMonthRange(now);
  const [bookingsThisMonth, sales, occupancy, rating, pendingRequests] = await Promise.all([
    repo.countOwnerBookingsCheckingIn(db, ownerId, month),
    monthSales(db, { hostId: ownerId }, japanMonthOf(now)),
    repo.ownerOccupancy(db, ownerId, month),
    repo.ownerRating(db, ownerId),
    repo.countPendingRequests(db, ownerId),
  ]);
  const nightsForSale = occupancy.houses * daysBetween(month.from, month.to) - occupancy.closedNights;
  return {
    bookingsThisMonth,
    revenueThisMonth: sales.salesJpy,
    occupancyRate: occupancyPercent(occupancy.bookedNights, nightsForSale),
    averageRating: rating.average === null ? null : Math.round(rating.average * 100) / 100,
    reviewCount: rating.total,
    pendingRequests,
    month: month.from.slice(0, 7),
  };
}
