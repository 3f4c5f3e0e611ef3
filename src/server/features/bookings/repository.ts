import { and, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@/contract/enums';
import type { Database } from '@/db/client';
import { bookingGuests, bookings, hostProfiles, payments, properties, propertyPhotos, refunds, refundTransfers, reviews, users, webhookEvents } from '@/db/schema';
import type { RefundTransferStatus } from '@/contract/enums';
import { inGuestLists } from '../../lib/booking-conditions';
import { rowsOf } from '../../lib/sql-rows';
import { houseEnglishFields } from '../property-cards/repository';

const coverPhoto = sql<string | null>`(
  select ${propertyPhotos.url} from ${propertyPhotos}
  where ${propertyPhotos.propertyId} = ${properties.id}
  order by ${propertyPhotos.isCover} desc, ${propertyPhotos.sortOrder}, ${propertyPhotos.id} limit 1)`;

const refundedJpy = sql<number>`coalesce((
  select sum(${refunds.amountJpy}) from ${refunds}
  where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'failed'), 0)::int`;

/** The booking's latest refund by bank transfer (コンビニ払い・銀行振込), without the encrypted fields. */
export interface RefundTransferViewRow {
  id: string;
  status: RefundTransferStatus;
  amountJpy: number;
  bankName: string | null;
  branchName: string | null;
  accountType: string | null;
  accountNumberLast3: string | null;
  accountErasedAt: string | null;
  transferredAt: string | null;
  createdAt: string;
}
const refundTransfer = sql<RefundTransferViewRow | null>`(
  select json_build_object('id', t.id, 'status', t.status, 'amountJpy', t.amount_jpy, 'bankName', t.bank_name,
    'branchName', t.branch_name, 'accountType', t.account_type, 'accountNumberLast3', t.account_number_last3,
    'accountErasedAt', t.account_erased_at, 'transferredAt', t.transferred_at, 'createdAt', t.created_at)
  from ${refundTransfers} t where t.booking_id = ${bookings.id} order by t.created_at desc limit 1)`;

const hasReview = sql<boolean>`exists (
  select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id} and ${reviews.revieweeType} = 'property')`;

/** Everything the booking screens show about one booking: the house, the host, the guest, the money. */
const bookingViewColumns = {
  booking: bookings,
  propertyTitle: properties.title,
  prefecture: properties.prefecture,
  city: properties.city,
  ...houseEnglishFields,
  zipcode: properties.zipcode,
  addressLine: properties.addressLine,
  accessInfo: properties.accessInfo,
  checkinFrom: properties.checkinFrom,
  checkoutUntil: properties.checkoutUntil,
  requiresApproval: properties.requiresApproval,
  propertyImage: coverPhoto,
  hostName: sql<string | null>`coalesce(${hostProfiles.displayName}, ${users.fullName})`,
  hostEmail: users.email,
  hostPhone: sql<string | null>`coalesce(${hostProfiles.phone}, ${users.phone})`,
  guestName: bookingGuests.fullName,
  guestNameKana: bookingGuests.fullNameKana,
  guestEmail: bookingGuests.email,
  guestPhone: bookingGuests.phone,
  payment: {
    id: payments.id,
    provider: payments.provider,
    method: payments.method,
    payableUntil: payments.payableUntil,
    voucherUrl: payments.voucherUrl,
    status: payments.status,
    amountJpy: payments.amountJpy,
    capturedAt: payments.capturedAt,
    intentId: payments.stripePaymentIntentId,
  },
  refundedJpy,
  refundTransfer,
  hasReview,
};

function selectBookingViews(db: Database, where: SQL | undefined) {
  return db
    .select(bookingViewColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.hostUserId))
    .leftJoin(hostProfiles, eq(hostProfiles.userId, bookings.hostUserId))
    .leftJoin(bookingGuests, and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.isPrimary, true)))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(where);
}

export type BookingViewRow = Awaited<ReturnType<typeof selectBookingViews>>[number];

export async function findBookingView(db: Database, id: string): Promise<BookingViewRow | null> {
  const [row] = await selectBookingViews(db, eq(bookings.id, id)).limit(1);
  return row ?? null;
}

export async function findBookingViewBySession(db: Database, sessionId: string): Promise<BookingViewRow | null> {
  const [row] = await selectBookingViews(db, eq(bookings.checkoutSessionId, sessionId)).limit(1);
  return row ?? null;
}

/**
 * A guest's bookings and live holds (src/server/lib/booking-conditions.ts: a stay never paid is not a
 * booking), the latest check-in first.
 */
export async function listGuestBookingViews(db: Database, guestUserId: string, now: Date): Promise<BookingViewRow[]> {
  return selectBookingViews(db, and(eq(bookings.guestUserId, guestUserId), inGuestLists(now))!)
    .orderBy(desc(bookings.checkinDate), desc(bookings.createdAt))
    .limit(500);
}

/** The house as a booking needs it: its prices come from the pricing service. */
export async function findBookableProperty(db: Database, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      prefecture: properties.prefecture,
      city: properties.city,
      hostUserId: properties.hostUserId,
      maxGuests: properties.maxGuests,
      cancelPolicy: properties.cancelPolicy,
      requiresApproval: properties.requiresApproval,
      checkinFrom: properties.checkinFrom,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.status, 'published')))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the house is still published, taking a share lock on its row until the transaction ends: a
 * host deleting or hiding it at the same moment (which locks the row for update) waits for the hold,
 * then sees it — or the hold waits, then sees the house gone.
 */
export async function lockPublishedProperty(tx: Database, id: string, mode: 'share' | 'update' = 'share'): Promise<boolean> {
  const lock = mode === 'update' ? sql`for update` : sql`for share`;
  const result = await tx.execute(sql`select 1 from ${properties} where ${properties.id} = ${id} and ${properties.status} = 'published' ${lock}`);
  return rowsOf(result).length > 0;
}

// --- moving bookings -------------------------------------------------------------------------

/** The columns a change of a booking may write. */
export type BookingUpdate = Partial<typeof bookings.$inferInsert>;
export type BookingInsert = typeof bookings.$inferInsert;

/**
 * One conditional UPDATE of one booking: applied only while its status is one of `statuses`.
 * Answers the updated row, or null when the booking was not in one of them.
 */
export async function updateBookingInStatuses(db: Database, bookingId: string, statuses: BookingStatus[], set: BookingUpdate) {
  const [row] = await db
    .update(bookings)
    .set(set)
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, statuses)))
    .returning();
  return row ?? null;
}

/** Writes `set` on one booking, whatever its status. */
export async function updateBooking(db: Database, bookingId: string, set: BookingUpdate): Promise<void> {
  await db.update(bookings).set(set).where(eq(bookings.id, bookingId));
}

/**
 * Bookings in one of `statuses` whose hold (a tentative hold's 30 minutes, a request's 24 hours) ended
 * by `now`: `set` written on each, in one UPDATE. Answers the ids and checkout sessions of those moved.
 */
export async function updateBookingsHeldUntil(db: Database, statuses: BookingStatus[], now: Date, set: BookingUpdate) {
  return db
    .update(bookings)
    .set(set)
    .where(and(inArray(bookings.status, statuses), lte(bookings.holdExpiresAt, now)))
    .returning({ id: bookings.id, hostUserId: bookings.hostUserId, checkoutSessionId: bookings.checkoutSessionId, payAfterApproval: bookings.payAfterApproval });
}

/**
 * Confirmed stays whose check-out time (the property's checkoutUntil on the check-out day, Japan time)
 * is at or before `now` become completed; `today` is `now`'s day in Japan, compared first so that the
 * index on (status, checkout_date) is used. Answers how many.
 */
export async function completeConfirmedStaysCheckedOutBy(db: Database, today: string, now: Date): Promise<number> {
  const done = await db.execute(sql`
    update bookings b set status = 'completed', updated_at = ${now.toISOString()}::timestamptz
    from properties p
    where p.id = b.property_id and b.status = 'confirmed' and b.checkout_date <= ${today}::date
      and (b.checkout_date + p.checkout_until::time) at time zone 'Asia/Tokyo' <= ${now.toISOString()}::timestamptz
    returning b.id`);
  return rowsOf(done).length;
}

/** A new booking; answers its id. */
export async function insertBooking(db: Database, values: BookingInsert): Promise<string> {
  const [row] = await db.insert(bookings).values(values).returning({ id: bookings.id });
  return row.id;
}

/** The guest named on a booking (its primary guest). */
export async function insertPrimaryBookingGuest(db: Database, values: Omit<typeof bookingGuests.$inferInsert, 'isPrimary'>): Promise<void> {
  await db.insert(bookingGuests).values({ ...values, isPrimary: true });
}

/**
 * Tentative holds of a property overlapping these nights that have lapsed by `now` or belong to
 * `guestUserId`: `set` written on each. Answers their checkout sessions.
 */
export async function updateLapsedOrOwnHoldsOverlapping(
  db: Database,
  stay: { propertyId: string; checkinDate: string; checkoutDate: string; guestUserId: string },
  now: Date,
  set: BookingUpdate,
): Promise<(string | null)[]> {
  const released = await db
    .update(bookings)
    .set(set)
    .where(
      and(
        eq(bookings.propertyId, stay.propertyId),
        eq(bookings.status, 'tentative'),
        sql`daterange(${bookings.checkinDate}, ${bookings.checkoutDate}, '[)') && daterange(${stay.checkinDate}::date, ${stay.checkoutDate}::date, '[)')`,
        or(lte(bookings.holdExpiresAt, now), eq(bookings.guestUserId, stay.guestUserId)),
      ),
    )
    .returning({ sessionId: bookings.checkoutSessionId });
  return released.map((r) => r.sessionId);
}

/** Takes the guest's row lock until the transaction ends: one guest's holds are made one after the other. */
export async function lockGuest(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

/** The guest's live holds (tentative, not lapsed), soonest to lapse first, with their house's title (and its English one, if written). */
export async function liveHoldsOf(db: Database, userId: string, now: Date) {
  return db
    .select({
      id: bookings.id,
      propertyId: bookings.propertyId,
      title: properties.title,
      titleEn: properties.titleEn,
      checkinDate: bookings.checkinDate,
      checkoutDate: bookings.checkoutDate,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(eq(bookings.guestUserId, userId), eq(bookings.status, 'tentative'), gt(bookings.holdExpiresAt, now)))
    .orderBy(bookings.holdExpiresAt);
}

/** The house a booking is for, or null. */
export async function findBookingPropertyId(db: Database, bookingId: string): Promise<string | null> {
  const [row] = await db.select({ propertyId: bookings.propertyId }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.propertyId ?? null;
}

/** The booking row, locked until the transaction ends (serialises concurrent events of one booking). */
export async function lockBooking(tx: Database, bookingId: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row ?? null;
}

/** The booking whose payment page is this checkout session, or null. */
export async function findBookingIdByCheckoutSession(db: Database, sessionId: string): Promise<string | null> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.checkoutSessionId, sessionId));
  return row?.id ?? null;
}

// --- payments and refunds --------------------------------------------------------------------

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentInsert = typeof payments.$inferInsert;
type RefundStatus = typeof refunds.$inferInsert.status;

/** The booking whose payment has this provider payment intent, or null. */
export async function findBookingIdByPaymentIntent(db: Database, paymentIntentId: string): Promise<string | null> {
  const [row] = await db.select({ id: payments.bookingId }).from(payments).where(eq(payments.stripePaymentIntentId, paymentIntentId));
  return row?.id ?? null;
}

/** The booking's one payment row, locked until the transaction ends, or null. */
export async function lockPaymentOfBooking(tx: Database, bookingId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.bookingId, bookingId)).for('update');
  return row ?? null;
}

/** The id of the booking's payment row, or null. */
export async function findPaymentIdOfBooking(db: Database, bookingId: string): Promise<string | null> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.bookingId, bookingId));
  return row?.id ?? null;
}

export async function insertPayment(db: Database, values: PaymentInsert): Promise<void> {
  await db.insert(payments).values(values);
}

/**
 * The unpaid vouchers (コンビニ払い, 銀行振込) of these bookings become failed with `reason`, in one
 * UPDATE; answers the bookings they belonged to (a card hold has none and is left alone).
 */
export async function failUnpaidVouchersOf(db: Database, bookingIds: string[], reason: string): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason })
    .where(and(inArray(payments.bookingId, bookingIds), inArray(payments.method, ['konbini', 'bank_transfer']), eq(payments.status, 'unpaid')))
    .returning({ bookingId: payments.bookingId });
  return rows.map((row) => row.bookingId);
}

export async function updatePayment(db: Database, paymentId: string, set: Partial<PaymentInsert>): Promise<void> {
  await db.update(payments).set(set).where(eq(payments.id, paymentId));
}

/** A captured payment of this intent becomes refunded (a payment not `paid` is left as it is). */
export async function markPaidPaymentRefunded(db: Database, paymentIntentId: string): Promise<void> {
  await db.update(payments).set({ status: 'refunded' }).where(and(eq(payments.stripePaymentIntentId, paymentIntentId), eq(payments.status, 'paid')));
}

/**
 * The booking's authorised payment becomes unpaid with `failureReason`. Answers its payment intent,
 * or null when the booking had no authorised payment (or it had no intent).
 */
export async function releaseAuthorizedPayment(db: Database, bookingId: string, failureReason: string): Promise<string | null> {
  const [row] = await db
    .update(payments)
    .set({ status: 'unpaid', failureReason })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'authorized')))
    .returning({ intent: payments.stripePaymentIntentId });
  return row?.intent ?? null;
}

/** A refund owed on a payment, not yet asked of the provider; answers its id. */
export async function insertRefund(db: Database, values: { paymentId: string; amountJpy: number; reason: string }): Promise<string> {
  const [row] = await db
    .insert(refunds)
    .values({ ...values, status: 'unpaid' })
    .returning({ id: refunds.id });
  return row.id;
}

/** What the provider answered for a refund. */
export async function updateRefund(db: Database, refundId: string, set: { providerRefundId?: string; status: RefundStatus; refundedAt?: Date | null }): Promise<void> {
  await db.update(refunds).set(set).where(eq(refunds.id, refundId));
}

/** A refund's final state from a provider event, by the provider's refund id. */
export async function updateRefundByProviderId(db: Database, providerRefundId: string, set: { status: RefundStatus; refundedAt: Date | null }): Promise<void> {
  await db.update(refunds).set(set).where(eq(refunds.providerRefundId, providerRefundId));
}

// --- provider events -------------------------------------------------------------------------

const eventKey = (provider: string, eventId: string) => and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId));

/** Records a provider event as pending; answers false when it was recorded before (a repeat). */
export async function insertPendingWebhookEvent(db: Database, event: { provider: 'local' | 'stripe'; eventId: string; payload: unknown }): Promise<boolean> {
  const [row] = await db
    .insert(webhookEvents)
    .values({ provider: event.provider, eventId: event.eventId, payloadJson: event.payload ?? {}, status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return row !== undefined;
}

/** The stored status of a provider event, or null. */
export async function findWebhookEventStatus(db: Database, provider: string, eventId: string) {
  const [row] = await db.select({ status: webhookEvents.status }).from(webhookEvents).where(eventKey(provider, eventId));
  return row?.status ?? null;
}

export async function markWebhookEventProcessed(db: Database, provider: string, eventId: string, now: Date): Promise<void> {
  await db.update(webhookEvents).set({ status: 'processed', processedAt: now, errorMessage: null }).where(eventKey(provider, eventId));
}

export async function markWebhookEventFailed(db: Database, provider: string, eventId: string, errorMessage: string): Promise<void> {
  await db.update(webhookEvents).set({ status: 'failed', errorMessage }).where(eventKey(provider, eventId));
}
