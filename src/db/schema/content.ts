import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { adminAccounts } from './admin';
import { bookings } from './bookings';
import { createdAt, id, updatedAt } from './columns';
import { inquiryStatus, inquiryType } from './enums';
import { users } from './users';

export const messages = pgTable(
  'messages',
  {
    id: id(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'cascade' }),
    fromUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    toUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    messageType: text().notNull().default('text'),
    subject: text(),
    content: text().notNull(),
    isRead: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }),
    attachments: jsonb(),
    /** When the recipient was e-mailed about this message (one e-mail per batch of messages). */
    notifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.bookingId, t.createdAt), index().on(t.toUserId), index('messages_unnotified').on(t.createdAt).where(sql`${t.notifiedAt} is null and ${t.isRead} = false`)],
);

/**
 * What the header's 通知 button lists for a user: a new message, a new request to book, a request
 * about to lapse, a new review. `dedupeKey` makes a timed job's notice appear once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** message | booking_request | request_expiring | review | booking_confirmed | booking_cancelled … */
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    /** Where the notice leads in the app (a path such as `/host/bookings?booking=…`). */
    link: text(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'cascade' }),
    dedupeKey: text().unique(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt), index('notifications_unread').on(t.userId).where(sql`${t.readAt} is null`)],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    fullName: text().notNull(),
    inquiryType: inquiryType().notNull().default('general'),
    subject: text().notNull(),
    content: text().notNull(),
    status: inquiryStatus().notNull().default('open'),
    assignedAdminId: uuid().references(() => adminAccounts.id, { onDelete: 'set null' }),
    responseContent: text(),
    respondedAt: timestamp({ withTimezone: true }),
    /** The back office's search text (sender's name, e-mail and subject; `search_fold`), stored by the database. */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`search_fold(full_name || ' ' || email || ' ' || subject)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.status),
    index().on(t.createdAt, t.id),
    // The back office's search: trigrams, and two-character pieces, of the stored search text.
    index('inquiries_search_trgm').using('gin', sql`search_text gin_trgm_ops`),
    index('inquiries_search_bigrams').using('gin', sql`text_bigrams(search_text)`),
  ],
);

/**
 * The admin's editable e-mails (メール設定): one row per kind of e-mail the app sends (`templateType`
 * is an EmailKind of src/server/mail/mail-service.ts, or `newsletter`). A kind with no active row is
 * sent with its built-in text.
 */
export const emailTemplates = pgTable('email_templates', {
  id: id(),
  templateType: text().notNull().unique(),
  templateName: text().notNull(),
  subject: text().notNull(),
  htmlContent: text().notNull(),
  textContent: text().notNull(),
  /**
   * The English version sent to guests whose language is English (docs/decisions/0042-english-guest-pages.md,
   * "E-mails"); null: the built-in English text (src/server/mail/english-texts.ts), or Japanese for a kind with none.
   */
  subjectEn: text(),
  htmlContentEn: text(),
  textContentEn: text(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const faqItems = pgTable('faq_items', {
  id: id(),
  category: text().notNull(),
  question: text().notNull(),
  answer: text().notNull(),
  /**
   * The English an admin wrote, each text on its own, shown on the English contact page
   * (docs/decisions/0042-english-guest-pages.md); null: that text shows in Japanese there, marked lang="ja".
   */
  categoryEn: text(),
  questionEn: text(),
  answerEn: text(),
  displayOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every e-mail the app sends, kept whatever the transport: `dedupeKey` (for example
 * `checkin_info:{bookingId}`) makes a timed job's mail go out once even when two servers run the job.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    dedupeKey: text().unique(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textContent: text().notNull(),
    htmlContent: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    /** queued → sent (through SMTP) | logged (no SMTP configured) | failed */
    status: text().notNull().default('queued'),
    errorMessage: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.bookingId), index().on(t.toAddress)],
);
