import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    /** Why an admin hid or published the review (shown in the back office). */
    moderationReason: text(),
    hostReply: text(),
    /** When the host first replied: the reply may be edited for 24 hours from then. */
    hostRepliedAt: timestamp({ withTimezone: true }),
    hostReplyEditedAt: timestamp({ withTimezone: true }),
    /**
     * Kept by triggers (custom migration 0017): the back office search text — the house title, the
     * reviewer name and the comment; NFKC, lower case.
     */
    searchText: text().notNull().default(''),
    searchBigrams: text().array().notNull().generatedAlwaysAs(sql`text_bigrams(search_text)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.bookingId, t.revieweeType),
    index().on(t.propertyId),
    // The back office's list: newest first, lowest rated first or by one rating, and its search in the comment.
    index().on(t.createdAt, t.id),
    index().on(t.ratingOverall, t.createdAt, t.id),
    // Lowest rating first, newest first within a rating: DESC with NULLS FIRST as ORDER BY … desc means (NULLS LAST never matched it).
    index('reviews_lowest').on(t.ratingOverall, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviews_search_trgm').using('gin', sql`search_text gin_trgm_ops`),
    index('reviews_search_bigrams').using('gin', t.searchBigrams),
    index('reviews_comment_trgm').using('gin', sql`lower(normalize(coalesce(comment, ''), NFKC)) gin_trgm_ops`),
    check('reviews_rating_range', sql`${t.ratingOverall} between 1 and 5`),
  ],
);

/**
 * How many reviews there are of each overall rating and back-office state (published, hidden,
 * awaiting: src/server/features/admin-reviews/repository.ts), kept by a trigger on reviews (custom
 * migration 0017): the counters and the totals without a search.
 */
export const reviewCounts = pgTable(
  'review_counts',
  {
    rating: integer().notNull(),
    visibility: text().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.rating, t.visibility] })],
);

/**
 * Files a user uploaded before attaching them (review photos): whose they are, how big, and when a
 * review took them. A file no review took within 24 hours is removed by a timed job, and the bytes of
 * a user's last 24 hours are capped (src/server/features/reviews/review-photos.ts).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    key: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'cascade' }),
    bytes: integer().notNull(),
    attachedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt), index('uploaded_files_unattached').on(t.createdAt).where(sql`${t.attachedAt} is null`)],
);
