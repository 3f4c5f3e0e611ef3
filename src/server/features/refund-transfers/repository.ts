import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { PaymentMethod, RefundTransferStatus } from '@/contract/enums';
import type { Database } from '@/db/client';
import { bookingGuests, bookings, payments, properties, refunds, refundTransfers } from '@/db/schema';

export async function paymentMethodOfRefund(db: Database, refundId: string): Promise<{ method: PaymentMethod; paymentId: string } | null> {
  const [row] = await db
    .select({ method: payments.method, paymentId: payments.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  return row ?? null;
}

export interface StoredAccount {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: string;
  accountNumberCipher: string;
  accountNumberLast3: string;
  accountHolderCipher: string;
  accountGivenAt: Date;
}

export async function insertTransfer(db: Database, values: { refundId: string; bookingId: string; amountJpy: number; status: RefundTransferStatus } & Partial<StoredAccount>) {
  await db.insert(refundTransfers).values(values).onConflictDoNothing({ target: refundTransfers.refundId });
}

export async function latestTransferOfBooking(db: Database, bookingId: string) {
  const [row] = await db.select().from(refundTransfers).where(eq(refundTransfers.bookingId, bookingId)).orderBy(desc(refundTransfers.createdAt)).limit(1);
  return row ?? null;
}

/** Sets the account of a transfer not yet made (a repeat replaces it); answers false when it was made meanwhile. */
export async function setAccount(db: Database, id: string, account: StoredAccount): Promise<boolean> {
  const rows = await db
    .update(refundTransfers)
    .set({ ...account, status: 'pending_transfer', updatedAt: new Date() })
    .where(and(eq(refundTransfers.id, id), ne(refundTransfers.status, 'transferred')))
    .returning({ status: refundTransfers.status });
  return rows.length > 0;
}

const adminColumns = {
  transfer: refundTransfers,
  guestName: bookingGuests.fullName,
  propertyTitle: properties.title,
  paymentMethod: payments.method,
  paymentId: payments.id,
};

function selectAdmin(db: Database, where: SQL | undefined) {
  return db
    .select(adminColumns)
    .from(refundTransfers)
    .innerJoin(refunds, eq(refunds.id, refundTransfers.refundId))
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(bookings, eq(bookings.id, refundTransfers.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(bookingGuests, and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.isPrimary, true)))
    .where(where);
}
export type AdminTransferRow = Awaited<ReturnType<typeof selectAdmin>>[number];

export async function listTransfers(db: Database, q: { status?: RefundTransferStatus; page: number; pageSize: number }) {
  const where = q.status ? eq(refundTransfers.status, q.status) : undefined;
  const rows = await selectAdmin(db, where)
    .orderBy(desc(refundTransfers.createdAt), desc(refundTransfers.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ n }] = await db.select({ n: count() }).from(refundTransfers).where(where);
  return { rows, total: n };
}

export async function findAdminTransfer(db: Database, id: string, forUpdate = false): Promise<AdminTransferRow | null> {
  const query = selectAdmin(db, eq(refundTransfers.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update', { of: refundTransfers }) : await query;
  return row ?? null;
}

/** The transfer is made: its refund goes through, the payment is refunded, and the number and holder are erased. */
export async function markTransferred(db: Database, row: AdminTransferRow, adminId: string, now: Date) {
  await db
    .update(refundTransfers)
    .set({ status: 'transferred', transferredAt: now, transferredByAdminId: adminId, accountNumberCipher: null, accountHolderCipher: null, accountErasedAt: now, updatedAt: now })
    .where(eq(refundTransfers.id, row.transfer.id));
  await db.update(refunds).set({ status: 'refunded', refundedAt: now }).where(eq(refunds.id, row.transfer.refundId));
  await db.update(payments).set({ status: 'refunded' }).where(and(eq(payments.id, row.paymentId), eq(payments.status, 'paid')));
}
