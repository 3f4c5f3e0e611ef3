import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id, updatedAt } from './columns';
import { revieweeType } from './enums';
import { properties } from './properties';
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reviewerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeType: revieweeType().notNull().default('property'),
    ratingOverall: integer().notNull(),
    ratingCleanliness: integer(),
    ratingAccuracy: integer(),
    ratingLocation: integer(),
    ratingValue: integer(),
    ratingHost: integer(),
    comment: text(),
    photoUrls: text().array().notNull().default(sql`'{}'::text[]`),
    isPublic: boolean().notNull().default(true),
    /** Set when an admin approves the review or 24 hours pass without it being hidden. */
    publishedAt: timestamp({ withTimezone: true }),
    hiddenAt: timestamp({ withTimezone: true }),
    hostReply: text(),
    hostRepliedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.bookingId, t.revieweeType),
    index().on(t.propertyId),
    check('reviews_rating_range', sql`${t.ratingOverall} between 1 and 5`),
  ],
);
