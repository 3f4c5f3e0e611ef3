import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import {
  bookingStatus,
  cancelPolicy,
  guestCategory,
  payoutMethod,
  payoutStatus,
  paymentProvider,
  paymentStatus,
  webhookStatus,
} from './enums';
import { properties } from './properties';
import { users } from './users';

/**
 * Two bookings of one property whose nights overlap cannot both be live: the exclusion constraint
 * `bookings_no_overlap` (custom migration 0001) refuses it unless one of them is cancelled.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    guestUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    hostUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    checkinDate: date({ mode: 'string' }).notNull(),
    checkoutDate: date({ mode: 'string' }).notNull(),
    nights: integer().notNull(),
    guestsAdults: integer().notNull().default(1),
    guestsChildren: integer().notNull().default(0),
    guestsInfants: integer().notNull().default(0),
    status: bookingStatus().notNull().default('pending'),
    pricingSnapshotJson: jsonb().notNull(),
    totalAmountJpy: integer().notNull(),
    currency: text().notNull().default('JPY'),
    paymentStatus: paymentStatus().notNull().default('unpaid'),
    cancelPolicy: cancelPolicy().notNull().default('moderate'),
    cancelAt: timestamp({ withTimezone: true }),
    cancelFeeJpy: integer().notNull().default(0),
    specialRequests: text(),
    /** When an unpaid tentative hold or an unanswered request lapses. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    checkoutSessionId: text().unique(),
    /** guest, host, admin or system (an expired hold or request, a declined card). */
    cancelledBy: text(),
    cancelReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.guestUserId),
    index().on(t.hostUserId),
    index().on(t.propertyId, t.checkinDate),
    /**
     * The search's "booked on one of these nights" test over all houses at once: the live stays by
     * their nights alone (bookings_no_overlap's index leads with property_id, which the search has not).
     */
    index('bookings_live_stays')
      .using('gist', sql`daterange(${t.checkinDate}, ${t.checkoutDate}, '[)')`)
      .where(sql`${t.status} <> 'cancelled'`),
    check('bookings_dates_order', sql`${t.checkoutDate} > ${t.checkinDate}`),
    check('bookings_guests_positive', sql`${t.guestsAdults} >= 1`),
    /** The timed jobs' scans: holds and requests that lapse, stays that end. */
    index().on(t.status, t.holdExpiresAt),
    index().on(t.status, t.checkoutDate),
  ],
);

export const bookingGuests = pgTable(
  'booking_guests',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    isPrimary: boolean().notNull().default(false),
    fullName: text().notNull(),
    fullNameKana: text(),
    email: text(),
    age: integer(),
    dateOfBirth: date({ mode: 'string' }),
    category: guestCategory().notNull().default('adult'),
    phone: text(),
    address: text(),
    nationality: text(),
    specialNeeds: text(),
    stayFrom: date({ mode: 'string' }),
    stayTo: date({ mode: 'string' }),
  },
  (t) => [index().on(t.bookingId)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: paymentProvider().notNull().default('stripe'),
    stripePaymentIntentId: text().unique(),
    providerChargeId: text(),
    amountJpy: integer().notNull(),
    status: paymentStatus().notNull().default('unpaid'),
    capturedAt: timestamp({ withTimezone: true }),
    receiptUrl: text(),
    authorizedAt: timestamp({ withTimezone: true }),
    failureReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  /** One payment per booking: a repeated provider event finds it instead of adding a second. */
  (t) => [unique().on(t.bookingId)],
);

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountJpy: integer().notNull(),
    reason: text(),
    providerRefundId: text().unique(),
    refundedAt: timestamp({ withTimezone: true }),
    status: paymentStatus().notNull().default('unpaid'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.paymentId)],
);

export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    hostUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    amountJpy: integer().notNull(),
    feeJpy: integer().notNull().default(0),
    netAmountJpy: integer().notNull(),
    payoutMethod: payoutMethod().notNull().default('bank'),
    status: payoutStatus().notNull().default('pending'),
    scheduledAt: timestamp({ withTimezone: true }),
    processedAt: timestamp({ withTimezone: true }),
    failureReason: text(),
    externalPayoutId: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.hostUserId)],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    provider: text().notNull(),
    eventId: text().notNull(),
    payloadJson: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
    status: webhookStatus().notNull().default('pending'),
    errorMessage: text(),
  },
  (t) => [unique().on(t.provider, t.eventId)],
);

/**
 * The `local` payment provider's checkout sessions: what a hosted card page would keep at the provider.
 * `id` is the secret in the card page's URL (`cs_local_…`).
 */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: text().primaryKey(),
  bookingId: uuid()
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  amountJpy: integer().notNull(),
  description: text().notNull(),
  customerEmail: text(),
  /** manual: the card is only authorised (request to book); automatic: charged at once. */
  captureMethod: text().notNull().default('automatic'),
  /** open → complete | expired */
  status: text().notNull().default('open'),
  /** unpaid → paid | authorized | failed | refunded */
  paymentStatus: text().notNull().default('unpaid'),
  paymentIntentId: text().notNull().unique(),
  refundedJpy: integer().notNull().default(0),
  cardLast4: text(),
  successUrl: text().notNull(),
  cancelUrl: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
