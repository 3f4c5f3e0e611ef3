import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { HostBookingSort, HostBookingTab } from '@/contract/host-bookings';
import type { Database } from '@/db/client';
import { bookingGuests, bookings, guestRegistryEntries, payments, properties, propertyPhotos, refunds, users } from '@/db/schema';
import { isBooking } from '../../lib/booking-conditions';
import { searchCondition } from '../../lib/list-page';

const primaryGuest = sql`(select ${bookingGuests.fullName} from ${bookingGuests}
  where ${bookingGuests.bookingId} = ${bookings.id} order by ${bookingGuests.isPrimary} desc, ${bookingGuests.id} limit 1)`;

const guestName = sql<string>`coalesce(${primaryGuest}, ${users.fullName}, '')`;

/** The first guest's reading, else the account's (docs/product/people.md). */
const guestReading = sql`coalesce((select ${bookingGuests.fullNameKana} from ${bookingGuests}
  where ${bookingGuests.bookingId} = ${bookings.id} order by ${bookingGuests.isPrimary} desc, ${bookingGuests.id} limit 1), ${users.fullNameKana}, '')`;

/** The guest's name and reading and the house's title, folded as the list kit searches (search_fold, src/domain/list-search.ts). */
const searchText = sql`search_fold(${guestName} || ' ' || ${guestReading} || ' ' || ${properties.title})`;

const coverPhoto = sql<string | null>`(
  select ${propertyPhotos.url} from ${propertyPhotos}
  where ${propertyPhotos.propertyId} = ${properties.id}
  order by ${propertyPhotos.isCover} desc, ${propertyPhotos.sortOrder}, ${propertyPhotos.id} limit 1)`;

/** The statuses of each tab: 無断キャンセル counts under キャンセル. */
export const TAB_STATUSES: Record<HostBookingTab, string[]> = {
  pending: ['pending'],
  confirmed: ['confirmed'],
  completed: ['completed'],
  cancelled: ['cancelled', 'no_show'],
};

const inTab = (tab: HostBookingTab) => sql`${bookings.status} in (${sql.join(TAB_STATUSES[tab].map((s) => sql`${s}`), sql`, `)})`;

const listColumns = {
  id: bookings.id,
  propertyId: bookings.propertyId,
  propertyTitle: properties.title,
  propertyImage: coverPhoto,
  guestName,
  checkinDate: bookings.checkinDate,
  checkoutDate: bookings.checkoutDate,
  nights: bookings.nights,
  guestsAdults: bookings.guestsAdults,
  guestsChildren: bookings.guestsChildren,
  guestsInfants: bookings.guestsInfants,
  totalAmountJpy: bookings.totalAmountJpy,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  holdExpiresAt: bookings.holdExpiresAt,
  checkedInAt: bookings.checkedInAt,
  rejectedAt: bookings.rejectedAt,
  payAfterApproval: bookings.payAfterApproval,
  createdAt: bookings.createdAt,
  checkinFrom: properties.checkinFrom,
  checkoutUntil: properties.checkoutUntil,
  hostUserId: bookings.hostUserId,
  /** Entries of the guest registry sent (docs/product/guest-registry.md). */
  registrySubmitted: sql<number>`(select count(*)::int from ${guestRegistryEntries} where ${guestRegistryEntries.bookingId} = ${bookings.id} and ${guestRegistryEntries.submittedAt} is not null)`,
};

export type HostBookingRow = Awaited<ReturnType<typeof findHostBookingPage>>[number];

function whereOf(hostUserId: string, filter: { q?: string; status?: HostBookingTab }): SQL | undefined {
  return and(eq(bookings.hostUserId, hostUserId), isBooking, filter.status ? inTab(filter.status) : undefined, searchCondition({ text: searchText }, filter.q));
}

function orderOf(sort: HostBookingSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(bookings.createdAt), desc(bookings.id)];
    case 'checkin_asc':
      return [asc(bookings.checkinDate), asc(bookings.id)];
    case 'checkin_desc':
      return [desc(bookings.checkinDate), desc(bookings.id)];
  }
}

/** One page of the host's bookings matching the filter. */
export function findHostBookingPage(
  db: Database,
  hostUserId: string,
  filter: { q?: string; status?: HostBookingTab },
  sort: HostBookingSort,
  window: { limit: number; offset: number },
) {
  return db
    .select(listColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.guestUserId))
    .where(whereOf(hostUserId, filter))
    .orderBy(...orderOf(sort))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many of the host's bookings match the filter. */
export async function countHostBookings(db: Database, hostUserId: string, filter: { q?: string; status?: HostBookingTab }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.guestUserId))
    .where(whereOf(hostUserId, filter));
  return row.n;
}

/** The tabs' counts over the host's whole list, in one pass. */
export async function countHostBookingTabs(db: Database, hostUserId: string) {
  const count = (tab: HostBookingTab) => sql<number>`count(*) filter (where ${inTab(tab)})`.mapWith(Number);
  const [row] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      pending: count('pending'),
      confirmed: count('confirmed'),
      completed: count('completed'),
      cancelled: count('cancelled'),
    })
    .from(bookings)
    .where(and(eq(bookings.hostUserId, hostUserId), isBooking));
  return row;
}

/** One booking with what the host's detail shows (any host's: the service asks the policy). */
export async function findHostBooking(db: Database, id: string) {
  const [row] = await db
    .select({
      ...listColumns,
      specialRequests: bookings.specialRequests,
      cancelPolicy: bookings.cancelPolicy,
      cancelledBy: bookings.cancelledBy,
      cancelReason: bookings.cancelReason,
      cancelAt: bookings.cancelAt,
      cancelFeeJpy: bookings.cancelFeeJpy,
      pricingSnapshotJson: bookings.pricingSnapshotJson,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.guestUserId))
    .where(eq(bookings.id, id))
    .limit(1);
  return row ?? null;
}
export type HostBookingDetailRow = NonNullable<Awaited<ReturnType<typeof findHostBooking>>>;

/** The booking's guests, the primary first. */
export function findBookingGuests(db: Database, bookingId: string) {
  return db
    .select({
      fullName: bookingGuests.fullName,
      fullNameKana: bookingGuests.fullNameKana,
      email: bookingGuests.email,
      phone: bookingGuests.phone,
      category: bookingGuests.category,
      isPrimary: bookingGuests.isPrimary,
    })
    .from(bookingGuests)
    .where(eq(bookingGuests.bookingId, bookingId))
    .orderBy(desc(bookingGuests.isPrimary), asc(bookingGuests.id));
}

/** The booking's payment row, or null. */
export async function findPayment(db: Database, bookingId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.bookingId, bookingId)).limit(1);
  return row ?? null;
}

/** The refunds of a payment, oldest first. */
export function findRefunds(db: Database, paymentId: string) {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.createdAt));
}

/** A captured authorisation: the payment becomes paid. */
export async function markPaymentCaptured(db: Database, bookingId: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'paid', capturedAt: now, failureReason: null })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'authorized')));
}

/** Marks a confirmed booking checked in, once; answers false when it was not confirmed or already checked in. */
export async function markCheckedIn(db: Database, bookingId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ checkedInAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed'), isNull(bookings.checkedInAt)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}
