import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import {
  bookingStatus,
  cancelPolicy,
  guestCategory,
  payoutMethod,
  payoutStatus,
  paymentMethod,
  paymentProvider,
  paymentStatus,
  refundTransferStatus,
  webhookStatus,
} from './enums';
import { adminAccounts } from './admin';
import { properties } from './properties';
import { users } from './users';

/**
 * Two bookings of one property whose nights overlap cannot both be live: the exclusion constraint
 * `bookings_no_overlap` (custom migration 0001) refuses it unless one of them is cancelled.
 */
/**
 * What the back office lists as a booking, over the row's own columns: booking-conditions' isBooking with
 * its everPaid read from the kept ever_paid (custom migration 0017). The predicate of the bookings_listed_*
 * indexes, so that they answer admin-bookings' listed filter.
 */
const LISTED_BOOKING = sql`pay_after_approval or (status <> 'tentative' and (status <> 'cancelled' or ever_paid))`;

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
    /** What the guest pays: the stay (nights and cleaning) plus the accommodation tax. */
    totalAmountJpy: integer().notNull(),
    /** The accommodation tax (宿泊税) included in totalAmountJpy: not commission, passed to the host. */
    accommodationTaxJpy: integer().notNull().default(0),
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
    /** When the host marked the guest as arrived (on or after the check-in day). */
    checkedInAt: timestamp({ withTimezone: true }),
    /** When the host rejected the request (却下): a cancelled booking with it is labelled 却下, never キャンセル (src/domain/booking-state.ts). */
    rejectedAt: timestamp({ withTimezone: true }),
    /**
     * A request to book sent without a card, to be paid by コンビニ払い or 銀行振込 after the host approves
     * (docs/product/payments.md, "Paying after approval"); set when the request is sent, never before.
     */
    payAfterApproval: boolean().notNull().default(false),
    /**
     * Kept by a trigger on `payments` (custom migration 0017): money was authorised or taken for the
     * booking at some point (booking-conditions' everPaid), read by the back office without a join.
     */
    everPaid: boolean().notNull().default(false),
    /**
     * Kept by triggers (custom migration 0017): the guest's name as the back office searches it — the
     * first guest entered at booking (the primary one first), else the account's name; NFKC, lower case.
     */
    guestSearchText: text().notNull().default(''),
    /** The two-character pieces of `guestSearchText` (text_bigrams, migration 0004): a two-letter search by index. */
    guestSearchBigrams: text().array().notNull().generatedAlwaysAs(sql`text_bigrams(guest_search_text)`),
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
     * Migration 0071 makes it carry the house and the dates too (INCLUDE, which this builder cannot
     * write), so that the test reads the index alone.
     */
    index('bookings_live_stays')
      .using('gist', sql`daterange(${t.checkinDate}, ${t.checkoutDate}, '[)')`)
      .where(sql`${t.status} <> 'cancelled'`),
    check('bookings_dates_order', sql`${t.checkoutDate} > ${t.checkinDate}`),
    check('bookings_guests_positive', sql`${t.guestsAdults} >= 1`),
    /** The timed jobs' scans: holds and requests that lapse, stays that end. */
    index().on(t.status, t.holdExpiresAt),
    index().on(t.status, t.checkoutDate),
    /** A host's revenue by month: stays by their check-out day, cancellations by their day. */
    index().on(t.hostUserId, t.checkoutDate),
    index().on(t.hostUserId, t.cancelAt),
    // A host's bookings of the last year for the response rate (the back office's hosts), from the index alone.
    index('bookings_host_requests').on(t.hostUserId, t.createdAt, t.status, t.cancelledBy, t.id),
    // The back office: newest bookings first (dashboard activity, the bookings list).
    index().on(t.createdAt, t.id),
    // The back office's list filtered by status, newest first, and its counters per status (index only).
    index('bookings_status_created_at').on(t.status, t.createdAt, t.id),
    // The back office's list by check-in day, and its period filters (check-in ranges).
    index().on(t.checkinDate, t.id),
    // The admin dashboard's sales this month (confirmed and completed stays by check-in day), from the index alone.
    index('bookings_checkin_sales').on(t.checkinDate, t.totalAmountJpy).where(sql`status in ('confirmed', 'completed')`),
    // The back office's list (bookings only: LISTED_BOOKING) newest
    // first and by check-in day: a page's ids, deep pages too, from the index alone.
    index('bookings_listed_newest').on(t.createdAt, t.id).where(LISTED_BOOKING),
    index('bookings_listed_checkin').on(t.checkinDate, t.id).where(LISTED_BOOKING),
    // Its period filters, newest first: a check-in week read from the index alone (with the
    // moment of booking), and the stays that include a day by their nights' range.
    index('bookings_listed_checkin_created')
      .on(t.checkinDate, t.createdAt, t.id)
      .where(LISTED_BOOKING),
    // …and a whole month's check-ins newest first (the expression of admin-bookings' CHECKIN_MONTH).
    index('bookings_listed_checkin_month')
      .on(sql`(date_trunc('month', checkin_date::timestamp)::date)`, t.createdAt, t.id)
      .where(LISTED_BOOKING),
    index('bookings_listed_stay')
      .using('gist', sql`daterange(checkin_date, checkout_date)`)
      .where(LISTED_BOOKING),
    // The back office's search by the guest's name: trigrams, and two-character pieces.
    index('bookings_guest_search_trgm').using('gin', sql`guest_search_text gin_trgm_ops`),
    index('bookings_guest_search_bigrams').using('gin', t.guestSearchBigrams),
  ],
);

/**
 * How many bookings there are per check-in day, check-out day, status, everPaid and payAfterApproval,
 * kept by a trigger on `bookings` (custom migrations 0017 and 0063; never an unpaid hold, but an approved
 * request awaiting its コンビニ払い or 銀行振込 is one): the back office's counters and its totals without a search
 * (status and period filters) are sums of a few rows instead of counts over every booking.
 */
export const bookingCounts = pgTable(
  'booking_counts',
  {
    checkinDate: date({ mode: 'string' }).notNull(),
    checkoutDate: date({ mode: 'string' }).notNull(),
    status: bookingStatus().notNull(),
    everPaid: boolean().notNull(),
    payAfterApproval: boolean().notNull().default(false),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.checkinDate, t.checkoutDate, t.status, t.everPaid, t.payAfterApproval] }), index().on(t.checkoutDate)],
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
  (t) => [
    index().on(t.bookingId),
    // The back office's search by the guest's name (NFKC, lower case as src/domain/list-search.ts): trigrams, and two-character pieces.
    index('booking_guests_name_trgm').using('gin', sql`lower(normalize(full_name, NFKC)) gin_trgm_ops`),
    index('booking_guests_name_bigrams').using('gin', sql`text_bigrams(lower(normalize(full_name, NFKC)))`),
  ],
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
    /** カード, コンビニ払い or 銀行振込 (docs/product/payments.md); the last two are paid later, by `payableUntil`. */
    method: paymentMethod().notNull().default('card'),
    /** コンビニ払い and 銀行振込: the payment deadline the nights are held until (src/domain/pay-later.ts). */
    payableUntil: timestamp({ withTimezone: true }),
    /**
     * Stripe's page of an issued voucher (konbini's hosted_voucher_url, a bank transfer's
     * hosted_instructions_url): where お支払いへ takes the guest back to; the local provider's is its own page.
     */
    voucherUrl: text(),
    amountJpy: integer().notNull(),
    status: paymentStatus().notNull().default('unpaid'),
    capturedAt: timestamp({ withTimezone: true }),
    receiptUrl: text(),
    authorizedAt: timestamp({ withTimezone: true }),
    failureReason: text(),
    /**
     * Kept by triggers (custom migration 0017): the back office's search text of the row — booking id,
     * guest's name, account's name and the provider's ids; NFKC, lower case.
     */
    searchText: text().notNull().default(''),
    searchBigrams: text().array().notNull().generatedAlwaysAs(sql`text_bigrams(search_text)`),
    /**
     * Kept by a trigger on refunds (custom migration 0022): what has gone back on this payment, the sum
     * of its refunds that went through. The host's revenue reads it instead of adding them up per row.
     */
    refundedJpy: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  /** One payment per booking: a repeated provider event finds it instead of adding a second. */
  (t) => [
    unique().on(t.bookingId),
    // "Money was taken at some point" (booking-conditions' everPaid) answered from the index alone.
    index('payments_ever_paid').on(t.bookingId).where(sql`authorized_at is not null or captured_at is not null`),
    // A host's booking requests (the card only authorised first) for the response rate, from the index alone.
    index('payments_authorized').on(t.bookingId).where(sql`authorized_at is not null`),
    // A host's bookings with what was charged and what went back (their revenue), read from the index alone.
    index('payments_booking_amounts').on(t.bookingId, t.status, t.amountJpy, t.refundedJpy),
    // The month's captured sales (the back office's bookings counters), summed from the index alone.
    index('payments_captured_at_amount').on(t.capturedAt, t.amountJpy),
    // The back office's payments list by the payment's moment, newest first.
    index('payments_occurred_at').on(sql`coalesce(captured_at, authorized_at, created_at)`, t.id),
    // …of one status (a status some table has few or none of is found at once, not by walking every row).
    index('payments_status_occurred_at').on(t.status, sql`coalesce(captured_at, authorized_at, created_at)`, t.id),
    // The back office's payments list: by amount, and its search (trigrams, two-character pieces).
    index('payments_amount_occurred_at').on(t.amountJpy, sql`coalesce(captured_at, authorized_at, created_at)`, t.id),
    index('payments_search_trgm').using('gin', sql`search_text gin_trgm_ops`),
    index('payments_search_bigrams').using('gin', t.searchBigrams),
    // The payments list's search by a provider's id (pi_…, ch_…): the id's beginning, whatever its case.
    index('payments_intent_prefix').using('btree', sql`lower(stripe_payment_intent_id) text_pattern_ops`),
    index('payments_charge_prefix').using('btree', sql`lower(provider_charge_id) text_pattern_ops`),
  ],
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
    /** Why the provider refused the refund, while it is `failed` (the back office may retry it). */
    failureReason: text(),
    /** Kept by triggers (custom migration 0017): as payments' searchText, with the provider's refund id. */
    searchText: text().notNull().default(''),
    searchBigrams: text().array().notNull().generatedAlwaysAs(sql`text_bigrams(search_text)`),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.paymentId),
    index('refunds_occurred_at').on(sql`coalesce(refunded_at, created_at)`, t.id),
    index('refunds_status_occurred_at').on(t.status, sql`coalesce(refunded_at, created_at)`, t.id),
    // The month's refunds (the back office's bookings counters), summed from the index alone.
    index('refunds_status_refunded_at_amount').on(t.status, t.refundedAt, t.amountJpy),
    index('refunds_amount_occurred_at').on(t.amountJpy, sql`coalesce(refunded_at, created_at)`, t.id),
    index('refunds_search_trgm').using('gin', sql`search_text gin_trgm_ops`),
    index('refunds_search_bigrams').using('gin', t.searchBigrams),
    // The payments list's search by the provider's refund id (re_…).
    index('refunds_provider_id_prefix').using('btree', sql`lower(provider_refund_id) text_pattern_ops`),
  ],
);

/**
 * A コンビニ払い or 銀行振込 refund, which Stripe cannot send to an account we give it: the platform
 * transfers it from its own bank (docs/product/payments.md, "Refunds of コンビニ払い and 銀行振込").
 * One per refund row; the refund stays `unpaid` until an admin marks the transfer made, and then
 * becomes `refunded`. The account number and holder are encrypted (src/server/lib/field-cipher.ts)
 * and erased when the transfer is made (`accountErasedAt`); the bank, branch and last 3 digits stay.
 */
export const refundTransfers = pgTable(
  'refund_transfers',
  {
    id: id(),
    refundId: uuid()
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountJpy: integer().notNull(),
    status: refundTransferStatus().notNull().default('awaiting_account'),
    bankCode: text(),
    bankName: text(),
    branchCode: text(),
    branchName: text(),
    accountType: text(),
    accountNumberCipher: text(),
    accountNumberLast3: text(),
    accountHolderCipher: text(),
    accountGivenAt: timestamp({ withTimezone: true }),
    transferredAt: timestamp({ withTimezone: true }),
    transferredByAdminId: uuid().references(() => adminAccounts.id, { onDelete: 'set null' }),
    accountErasedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.bookingId), index('refund_transfers_status_created').on(t.status, t.createdAt, t.id)],
);

/**
 * How many payments and refunds there are of each status and their sum, kept by triggers (custom
 * migration 0017): the back office's payments counters and its totals without a search.
 */
export const paymentTotals = pgTable(
  'payment_totals',
  {
    kind: text().notNull(),
    status: paymentStatus().notNull(),
    n: integer().notNull(),
    amountJpy: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status] })],
);

/**
 * An admin's transfer run for one month's payouts (docs/product/money.md): the payouts it took are
 * `processing` until each is marked paid or failed; its Zengin transfer file is made from them.
 */
export const payoutBatches = pgTable('payout_batches', {
  id: id(),
  /** The month whose payouts the run transfers, `YYYY-MM` (Japan time). */
  periodMonth: text().notNull(),
  /** The day the bank is asked to transfer (the Zengin file's 振込指定日). */
  transferDate: date({ mode: 'string' }).notNull(),
  createdByAdminId: uuid().references(() => adminAccounts.id, { onDelete: 'set null' }),
  /** The transfers the run took and their sum, as made (a failed one retried later goes in a new batch). */
  payoutCount: integer().notNull().default(0),
  totalJpy: bigint({ mode: 'number' }).notNull().default(0),
  /**
   * The Zengin file as made with the batch, kept byte for byte: base64 of its Shift_JIS bytes, encrypted
   * with the field cipher (it holds account numbers). Null only for a batch made before files were kept
   * (made from its payouts at the first download, then kept).
   */
  fileCipher: text(),
  /** sha256 of the file's bytes (hex), shown to the admin to compare downloads. */
  fileSha256: text(),
  createdAt: createdAt(),
});

/**
 * One payout per host per closed month (docs/product/money.md): the stays that checked out in the
 * month and the fees of bookings cancelled in it; `payout_items` says which bookings it covers.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    hostUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Unused since payouts cover a month: see `payout_items`. */
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    /** The closed month, `YYYY-MM` in Japan time. */
    periodMonth: text(),
    amountJpy: integer().notNull(),
    feeJpy: integer().notNull().default(0),
    netAmountJpy: integer().notNull(),
    /** The accommodation tax in amountJpy (the items' sum): no fee on it, paid to the host with the net. */
    accommodationTaxJpy: integer().notNull().default(0),
    payoutMethod: payoutMethod().notNull().default('bank'),
    status: payoutStatus().notNull().default('pending'),
    scheduledAt: timestamp({ withTimezone: true }),
    processedAt: timestamp({ withTimezone: true }),
    failureReason: text(),
    externalPayoutId: text(),
    batchId: uuid().references(() => payoutBatches.id, { onDelete: 'set null' }),
    /** Kept by triggers (migration 0019): the host's account name, the back office's order by host. */
    hostName: text().notNull().default(''),
    /**
     * Kept by triggers (migration 0019): the back office's search text of the payout — the host's names,
     * e-mail, bank, branch and account holder; NFKC, lower case.
     */
    searchText: text().notNull().default(''),
    searchBigrams: text().array().notNull().generatedAlwaysAs(sql`text_bigrams(search_text)`),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date()),
  },
  (t) => [
    index().on(t.hostUserId),
    unique('payouts_host_month').on(t.hostUserId, t.periodMonth),
    index().on(t.status, t.periodMonth),
    // The back office's list: newest month first then by host (also within a status), by host, or the largest net first; its search.
    index('payouts_listed_newest').on(t.periodMonth.desc().nullsLast(), t.hostName, t.id),
    index('payouts_listed_status_newest').on(t.status, t.periodMonth.desc().nullsLast(), t.hostName, t.id),
    index('payouts_listed_host').on(t.hostName, t.periodMonth.desc().nullsLast(), t.id),
    index('payouts_net_amount_desc').on(t.netAmountJpy.desc().nullsFirst(), t.id),
    index('payouts_search_trgm').using('gin', sql`search_text gin_trgm_ops`),
    index('payouts_search_bigrams').using('gin', t.searchBigrams),
  ],
);

/**
 * Payouts per status, period month and (for paid ones) the Japan month they were paid in, with their net
 * sum: the back office's payout counters and unsearched totals, kept by a trigger on `payouts` (migration 0019).
 */
export const payoutCounts = pgTable(
  'payout_counts',
  {
    status: payoutStatus().notNull(),
    periodMonth: text(),
    paidMonth: text(),
    n: integer().notNull(),
    netJpy: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [unique('payout_counts_key').on(t.status, t.periodMonth, t.paidMonth).nullsNotDistinct()],
);

/** The bookings a payout covers, each with its gross, commission and net; a booking is paid out once. */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: id(),
    payoutId: uuid()
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    bookingId: uuid()
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** stay: a stay that checked out in the month; cancellation_fee: the fee kept from a cancellation. */
    kind: text().notNull(),
    grossJpy: integer().notNull(),
    /** The accommodation tax in grossJpy: no commission on it, passed to the host in netJpy. */
    accommodationTaxJpy: integer().notNull().default(0),
    commissionJpy: integer().notNull(),
    netJpy: integer().notNull(),
  },
  (t) => [index().on(t.payoutId)],
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
  /** card, or the voucher the guest chose: konbini | bank_transfer (then `status` complete and `paymentStatus` unpaid until paid). */
  method: text().notNull().default('card'),
  /** コンビニ払い and 銀行振込: the deadline the guest may pay by, or null when they are not offered (`payLaterRefusal` says why). */
  payLaterUntil: timestamp({ withTimezone: true }),
  payLaterRefusal: text(),
  /** The voucher's number: the konbini payment number, or the transfer's virtual account number. */
  paymentNumber: text(),
  successUrl: text().notNull(),
  cancelUrl: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
