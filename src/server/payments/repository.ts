import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { localCheckoutSessions } from '@/db/schema';

/** The `local` provider's own records: its checkout sessions (`local_checkout_sessions`). */

export type LocalSessionRow = typeof localCheckoutSessions.$inferSelect;

export async function insertLocalSession(db: Database, values: typeof localCheckoutSessions.$inferInsert): Promise<void> {
  await db.insert(localCheckoutSessions).values(values);
}

export async function findLocalSession(db: Database, sessionId: string): Promise<LocalSessionRow | null> {
  const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, sessionId)).limit(1);
  return row ?? null;
}

/** An open session becomes expired (it can no longer be paid), and so does an unpaid voucher; any other is left as it is. */
export async function expireOpenLocalSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(localCheckoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.status, 'open')));
  // An unpaid voucher (コンビニ払い, 銀行振込) of a released hold can no longer be paid either.
  await db
    .update(localCheckoutSessions)
    .set({ paymentStatus: 'expired' })
    .where(and(eq(localCheckoutSessions.id, sessionId), ne(localCheckoutSessions.method, 'card'), eq(localCheckoutSessions.paymentStatus, 'unpaid')));
}

/**
 * Closes a session that is still open and not past its expiry at `now`, in one conditional UPDATE (a
 * double submit closes it once). Answers whether this call closed it.
 */
export async function closeOpenLocalSession(
  db: Database,
  sessionId: string,
  now: Date,
  set: { status: 'complete' | 'expired'; paymentStatus: string; cardLast4: string },
): Promise<boolean> {
  const rows = await db
    .update(localCheckoutSessions)
    .set(set)
    .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.status, 'open'), gt(localCheckoutSessions.expiresAt, now)))
    .returning({ id: localCheckoutSessions.id });
  return rows.length > 0;
}

/**
 * An open, unexpired session gets the voucher the guest chose (コンビニ払い, 銀行振込): complete and
 * unpaid, in one conditional UPDATE (a double click issues one). Answers whether this call issued it.
 */
export async function issueVoucherOnOpenLocalSession(db: Database, sessionId: string, now: Date, set: { method: 'konbini' | 'bank_transfer'; paymentNumber: string }): Promise<boolean> {
  const rows = await db
    .update(localCheckoutSessions)
    .set({ ...set, status: 'complete', paymentStatus: 'unpaid' })
    .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.status, 'open'), gt(localCheckoutSessions.expiresAt, now)))
    .returning({ id: localCheckoutSessions.id });
  return rows.length > 0;
}

/** An unpaid voucher whose deadline has not passed becomes paid, once. Answers whether this call paid it. */
export async function payOpenLocalVoucher(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(localCheckoutSessions)
    .set({ paymentStatus: 'paid' })
    .where(
      and(
        eq(localCheckoutSessions.id, sessionId),
        ne(localCheckoutSessions.method, 'card'),
        eq(localCheckoutSessions.paymentStatus, 'unpaid'),
        gt(localCheckoutSessions.payLaterUntil, now),
      ),
    )
    .returning({ id: localCheckoutSessions.id });
  return rows.length > 0;
}

/** An authorised (or already captured) payment becomes paid. Answers false when there is none. */
export async function captureLocalPayment(db: Database, paymentIntentId: string): Promise<boolean> {
  const rows = await db
    .update(localCheckoutSessions)
    .set({ paymentStatus: 'paid' })
    .where(and(eq(localCheckoutSessions.paymentIntentId, paymentIntentId), sql`${localCheckoutSessions.paymentStatus} in ('authorized', 'paid')`))
    .returning({ id: localCheckoutSessions.id });
  return rows.length > 0;
}

/** An authorised payment is released (canceled); any other is left as it is. */
export async function cancelLocalAuthorization(db: Database, paymentIntentId: string): Promise<void> {
  await db
    .update(localCheckoutSessions)
    .set({ paymentStatus: 'canceled' })
    .where(and(eq(localCheckoutSessions.paymentIntentId, paymentIntentId), eq(localCheckoutSessions.paymentStatus, 'authorized')));
}

/**
 * Adds `amountJpy` to what was given back of a paid session, in one statement, so that a refund never
 * takes back more than was paid even when two run at once. Answers false when it would.
 */
export async function addLocalRefund(db: Database, paymentIntentId: string, amountJpy: number): Promise<boolean> {
  const rows = await db
    .update(localCheckoutSessions)
    .set({ refundedJpy: sql`${localCheckoutSessions.refundedJpy} + ${amountJpy}` })
    .where(
      and(
        eq(localCheckoutSessions.paymentIntentId, paymentIntentId),
        eq(localCheckoutSessions.paymentStatus, 'paid'),
        gt(sql`${localCheckoutSessions.amountJpy} - ${localCheckoutSessions.refundedJpy} + 1`, amountJpy),
      ),
    )
    .returning({ id: localCheckoutSessions.id });
  return rows.length > 0;
}
