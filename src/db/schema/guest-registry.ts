import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { bookings } from './bookings';
import { users } from './users';

/**
 * The guest registry (宿泊者名簿, docs/product/guest-registry.md): one entry per guest of a booking's
 * party, filled by the booking's guest at オンラインチェックイン. The fields are nullable because a
 * passport photo may arrive before the form is sent; `submittedAt` marks an entry whose form passed
 * the house's rules. Deleted with its passport photo 3 years after check-out by a timed job
 * (src/server/jobs/registry-erasure.ts); the booking stays.
 */
export const guestRegistryEntries = pgTable(
  'guest_registry_entries',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 0 for the first guest of the party (the one who booked), then 1, 2 … up to the party's size. */
    guestIndex: integer().notNull(),
    fullName: text(),
    fullNameKana: text(),
    address: text(),
    occupation: text(),
    /** A phone number or an e-mail address. */
    contact: text(),
    livesInJapan: boolean().notNull().default(true),
    nationality: text(),
    passportNumber: text(),
    /** The passport's identity page in the PRIVATE file area (`passports/…`). */
    passportImageKey: text(),
    submittedAt: timestamp({ withTimezone: true }),
    /** 本人確認済み: when and by whom (the house's host) the guest's identity was checked at arrival. */
    verifiedAt: timestamp({ withTimezone: true }),
    verifiedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('guest_registry_entries_booking_guest').on(t.bookingId, t.guestIndex),
    check('guest_registry_entries_index', sql`${t.guestIndex} >= 0`),
  ],
);
