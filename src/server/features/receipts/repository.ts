import { and, eq, max } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { hostProfiles, receipts } from '@/db/schema';

export type ReceiptRow = typeof receipts.$inferSelect;
export type ReceiptInsert = Omit<typeof receipts.$inferInsert, 'id' | 'issuedAt' | 'sequence' | 'number'>;

/** The host's 適格請求書発行事業者の登録番号, or null when the host gave none. */
export async function findHostRegistrationNumber(db: Database, hostUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ number: hostProfiles.invoiceRegistrationNumber })
    .from(hostProfiles)
    .where(eq(hostProfiles.userId, hostUserId))
    .limit(1);
  return row?.number ?? null;
}

/** How many receipts the booking has had (call under the booking's row lock). */
export async function lastSequence(db: Database, bookingId: string): Promise<number> {
  const [row] = await db.select({ last: max(receipts.sequence) }).from(receipts).where(eq(receipts.bookingId, bookingId));
  return row?.last ?? 0;
}

export async function insertReceipt(db: Database, values: ReceiptInsert & { sequence: number; number: string }): Promise<ReceiptRow> {
  const [row] = await db.insert(receipts).values(values).returning();
  return row!;
}

export async function findReceipt(db: Database, bookingId: string, receiptId: string): Promise<ReceiptRow | null> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, receiptId), eq(receipts.bookingId, bookingId)))
    .limit(1);
  return row ?? null;
}
