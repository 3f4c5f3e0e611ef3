import { and, eq, ne, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@/contract/language';
import type { Database } from '@/db/client';
import { bookingGuests, bookings, emailOutbox, emailTemplates, payments, properties, refunds, users } from '@/db/schema';

/** The active `email_templates` row of a kind of e-mail (one row per kind: migration 0012), or null. */
export async function findActiveTemplate(db: Database, type: string) {
  const [row] = await db
    .select({
      subject: emailTemplates.subject,
      text: emailTemplates.textContent,
      html: emailTemplates.htmlContent,
      subjectEn: emailTemplates.subjectEn,
      textEn: emailTemplates.textContentEn,
      htmlEn: emailTemplates.htmlContentEn,
    })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.templateType, type), eq(emailTemplates.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** The language a user's e-mails are written in (users.language); Japanese for an unknown user. */
export async function findUserLanguage(db: Database, userId: string | null | undefined): Promise<Language> {
  if (!userId) return 'ja';
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? 'ja';
}

const hosts = alias(users, 'hosts');

/** What a booking's e-mails say: the booking, its house, its host, its account holder and its primary guest. */
export async function findBookingMailContext(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      status: bookings.status,
      guestUserId: bookings.guestUserId,
      hostUserId: bookings.hostUserId,
      hostName: hosts.fullName,
      hostEmail: hosts.email,
      holdExpiresAt: bookings.holdExpiresAt,
      payAfterApproval: bookings.payAfterApproval,
      guestsAdults: bookings.guestsAdults,
      guestsChildren: bookings.guestsChildren,
      guestsInfants: bookings.guestsInfants,
      checkinDate: bookings.checkinDate,
      checkoutDate: bookings.checkoutDate,
      totalAmountJpy: bookings.totalAmountJpy,
      accommodationTaxJpy: bookings.accommodationTaxJpy,
      cancelFeeJpy: bookings.cancelFeeJpy,
      propertyTitle: properties.title,
      propertyTitleEn: properties.titleEn,
      zipcode: properties.zipcode,
      prefecture: properties.prefecture,
      city: properties.city,
      addressLine: properties.addressLine,
      accessInfo: properties.accessInfo,
      checkinFrom: properties.checkinFrom,
      checkoutUntil: properties.checkoutUntil,
      accountName: users.fullName,
      accountEmail: users.email,
      /** The account holder's language: the booking's guest e-mails are written in it. */
      guestLanguage: users.language,
      guestName: bookingGuests.fullName,
      guestEmail: bookingGuests.email,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.guestUserId))
    .innerJoin(hosts, eq(hosts.id, bookings.hostUserId))
    .leftJoin(bookingGuests, and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.isPrimary, true)))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}
export type BookingMailContext = NonNullable<Awaited<ReturnType<typeof findBookingMailContext>>>;

/** Yen given back (or being given back) on a booking's payment: every refund that did not fail. */
export async function sumRefunds(db: Database, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(refunds.amountJpy).mapWith(Number) })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(payments.bookingId, bookingId), ne(refunds.status, 'failed')));
  return row?.total ?? 0;
}

/**
 * Keeps a message as 'queued'. Answers its id, or null when `dedupeKey` was already used (by this
 * server or another): then the message must not be sent again.
 */
export async function insertQueuedEmail(db: Database, values: Omit<typeof emailOutbox.$inferInsert, 'id' | 'status'>): Promise<string | null> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...values, status: 'queued' })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return row?.id ?? null;
}

/** The transport's outcome: sent (SMTP), logged (no SMTP) or failed with the error. */
export async function markEmail(db: Database, id: string, outcome: { status: 'sent' | 'logged'; sentAt: Date } | { status: 'failed'; errorMessage: string }) {
  await db.update(emailOutbox).set(outcome).where(eq(emailOutbox.id, id));
}
