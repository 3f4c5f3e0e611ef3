import { integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { bookings } from './bookings';
import { users } from './users';

/**
 * The receipts (領収書) issued to guests (docs/product/receipts-and-invoices.md): one row per issue of a
 * booking's receipt, never changed, so that the issuer keeps a copy of what it gave (the qualified
 * invoice's rule) and every issue after the first is printed as 再発行. The amounts, the addressee and
 * the registration numbers are kept as issued: a later refund or a host's new number does not rewrite
 * a receipt already given.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 1 for the first issue of the booking, then 2, 3 …: the number's suffix and the 再発行 mark. */
    sequence: integer().notNull(),
    /** The receipt's number (3F6C2A1E-01), src/domain/receipts.ts. */
    number: text().notNull().unique(),
    /** 宛名, as the guest typed it. */
    addressee: text().notNull(),
    /** 但し書き (default 宿泊代として). */
    purpose: text().notNull(),
    receivedJpy: integer().notNull(),
    refundedJpy: integer().notNull(),
    accommodationTaxJpy: integer().notNull(),
    consumptionTaxJpy: integer().notNull(),
    /** The day the money was received (Japan time, YYYY-MM-DD). */
    paidOn: text().notNull(),
    /** The platform's registration number at the issue. */
    issuerRegistrationNumber: text().notNull(),
    /** The host's registration number at the issue, when the host is a registered issuer (媒介者交付特例), else null. */
    hostRegistrationNumber: text(),
    issuedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    issuedAt: createdAt(),
  },
  (t) => [unique('receipts_booking_sequence').on(t.bookingId, t.sequence)],
);
