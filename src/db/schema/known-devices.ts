import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { adminAccounts } from './admin';
import { id } from './columns';
import { users } from './users';

/**
 * The browsers an account has signed in from (docs/product/accounts.md, "New device"): the digest of the
 * random `kominka_device` cookie a browser keeps, so that a sign-in from any other browser is e-mailed to
 * the owner. Each row belongs to exactly one account (a guest or host, or an admin); rows not seen for
 * 400 days are erased by the session clean-up job, and closing an account erases its rows.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid().references(() => adminAccounts.id, { onDelete: 'cascade' }),
    deviceDigest: text().notNull(),
    userAgent: text(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.userId, t.deviceDigest),
    uniqueIndex().on(t.adminId, t.deviceDigest),
    index().on(t.lastSeenAt),
    check('known_devices_one_owner', sql`(${t.userId} is null) <> (${t.adminId} is null)`),
  ],
);
