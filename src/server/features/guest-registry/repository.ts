import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bookings, guestRegistryEntries, properties, users } from '@/db/schema';

/** The booking as the registry needs it: its parties, stay, party and the house's legal basis. */
export async function findRegistryBooking(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      guestUserId: bookings.guestUserId,
      hostUserId: bookings.hostUserId,
      propertyId: bookings.propertyId,
      propertyTitle: properties.title,
      propertyTitleEn: properties.titleEn,
      regime: properties.lodgingRegime,
      status: bookings.status,
      checkinDate: bookings.checkinDate,
      checkoutDate: bookings.checkoutDate,
      guestsAdults: bookings.guestsAdults,
      guestsChildren: bookings.guestsChildren,
      guestsInfants: bookings.guestsInfants,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}
export type RegistryBooking = NonNullable<Awaited<ReturnType<typeof findRegistryBooking>>>;

export type RegistryRow = typeof guestRegistryEntries.$inferSelect;

export function findEntries(db: Database, bookingId: string): Promise<RegistryRow[]> {
  return db.select().from(guestRegistryEntries).where(eq(guestRegistryEntries.bookingId, bookingId)).orderBy(asc(guestRegistryEntries.guestIndex));
}

export async function findEntry(db: Database, bookingId: string, guestIndex: number): Promise<RegistryRow | null> {
  const [row] = await db
    .select()
    .from(guestRegistryEntries)
    .where(and(eq(guestRegistryEntries.bookingId, bookingId), eq(guestRegistryEntries.guestIndex, guestIndex)))
    .limit(1);
  return row ?? null;
}

type EntryValues = Partial<Omit<RegistryRow, 'id' | 'bookingId' | 'guestIndex' | 'createdAt' | 'updatedAt'>>;

/** Writes one guest's entry (made on its first write). */
export async function upsertEntry(db: Database, bookingId: string, guestIndex: number, values: EntryValues): Promise<void> {
  await db
    .insert(guestRegistryEntries)
    .values({ bookingId, guestIndex, ...values })
    .onConflictDoUpdate({ target: [guestRegistryEntries.bookingId, guestRegistryEntries.guestIndex], set: { ...values, updatedAt: new Date() } });
}

export async function markVerified(db: Database, bookingId: string, guestIndex: number, hostId: string, now: Date): Promise<void> {
  await db
    .update(guestRegistryEntries)
    .set({ verifiedAt: now, verifiedBy: hostId })
    .where(and(eq(guestRegistryEntries.bookingId, bookingId), eq(guestRegistryEntries.guestIndex, guestIndex)));
}

/** The guest's profile, for the first guest's form. */
export async function findProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ fullName: users.fullName, fullNameKana: users.fullNameKana, address: users.address, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A house's stays whose nights meet the period (live or finished, never a hold or a cancellation), with their entries. */
export function findHouseRegistryRows(db: Database, propertyId: string, from: string, to: string) {
  return db
    .select({
      bookingId: bookings.id,
      checkinDate: bookings.checkinDate,
      checkoutDate: bookings.checkoutDate,
      entry: guestRegistryEntries,
    })
    .from(bookings)
    .innerJoin(guestRegistryEntries, eq(guestRegistryEntries.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.propertyId, propertyId),
        inArray(bookings.status, ['confirmed', 'completed']),
        lte(bookings.checkinDate, to),
        sql`${bookings.checkoutDate} > ${from}`,
        isNotNull(guestRegistryEntries.submittedAt),
      ),
    )
    .orderBy(asc(bookings.checkinDate), asc(bookings.id), asc(guestRegistryEntries.guestIndex));
}

export async function findPropertyHost(db: Database, propertyId: string) {
  const [row] = await db.select({ id: properties.id, hostId: properties.hostUserId, title: properties.title }).from(properties).where(eq(properties.id, propertyId)).limit(1);
  return row ?? null;
}

/** The entries of stays that checked out on or before `through`: erased in batches (their passport photos first). */
export function findErasable(db: Database, through: string, limit: number) {
  return db
    .select({ id: guestRegistryEntries.id, passportImageKey: guestRegistryEntries.passportImageKey })
    .from(guestRegistryEntries)
    .innerJoin(bookings, eq(bookings.id, guestRegistryEntries.bookingId))
    .where(lte(bookings.checkoutDate, through))
    .limit(limit);
}

export async function deleteEntries(db: Database, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db.delete(guestRegistryEntries).where(inArray(guestRegistryEntries.id, ids)).returning({ id: guestRegistryEntries.id });
  return deleted.length;
}

/**
 * A confirmed stay checking in today whose registry is not complete: fewer submitted entries than the
 * party. The SQL of the flag on the host's list and dashboard.
 */
export const registryIncompleteToday = (today: string) => sql<boolean>`(
  ${bookings.status} = 'confirmed' and ${bookings.checkinDate} = ${today} and
  (select count(*) from ${guestRegistryEntries} where ${guestRegistryEntries.bookingId} = ${bookings.id} and ${guestRegistryEntries.submittedAt} is not null)
    < ${bookings.guestsAdults} + ${bookings.guestsChildren} + ${bookings.guestsInfants})`;

export async function countIncompleteToday(db: Database, hostId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.hostUserId, hostId), registryIncompleteToday(today)));
  return Number(row?.n ?? 0);
}
