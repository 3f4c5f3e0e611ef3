import { and, eq, gte, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bookings, payments, payoutItems, payouts } from '@/db/schema';
import { japanInstant } from '@/domain/japan-date';
import { earningOf, isPeriodMonth, monthRange, payoutScheduleDate, splitOf, TRANSFER_TIME, type PeriodMonth } from '@/domain/payouts';

export interface CloseMonthResult {
  /** Payouts made (or topped up, while still pending) by this run. */
  payouts: number;
  /** Bookings newly covered. */
  items: number;
}

/**
 * Closes a month in Japan time (docs/product/money.md): for each host, the stays that checked out in it
 * (completed or no-show) and the fees of paid bookings cancelled in it, not yet in any payout, make one
 * payout (gross, the accommodation tax in it, 15% commission on the rest, net = gross − commission with
 * the tax passed whole to the host; pending; scheduled for the last business day of the next month)
 * with its items. One transaction; running it again adds nothing (payout_items.booking_id is unique and a
 * host has one payout per month). A booking that becomes payable after its month closed (a stay
 * completed late) is added to that month's payout while it is still pending.
 */
export async function closeMonth(db: Database, periodMonth: PeriodMonth): Promise<CloseMonthResult> {
  if (!isPeriodMonth(periodMonth)) throw new Error(`not a month: ${periodMonth}`);
  const { from, to } = monthRange(periodMonth);
  const fromInstant = japanInstant(from, '00:00');
  const toInstant = japanInstant(to, '00:00');
  const scheduledAt = japanInstant(payoutScheduleDate(periodMonth), TRANSFER_TIME);

  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({
        id: bookings.id,
        hostUserId: bookings.hostUserId,
        status: bookings.status,
        cancelledBy: bookings.cancelledBy,
        cancelFeeJpy: bookings.cancelFeeJpy,
        accommodationTaxJpy: bookings.accommodationTaxJpy,
        paidJpy: payments.amountJpy,
        // What went back on the payment, kept on it (migration 0022).
        refundedJpy: payments.refundedJpy,
      })
      .from(bookings)
      .innerJoin(payments, and(eq(payments.bookingId, bookings.id), inArray(payments.status, ['paid', 'refunded'])))
      .where(
        and(
          or(
            and(inArray(bookings.status, ['completed', 'no_show']), gte(bookings.checkoutDate, from), lt(bookings.checkoutDate, to)),
            and(eq(bookings.status, 'cancelled'), sql`${bookings.cancelFeeJpy} > 0`, gte(bookings.cancelAt, fromInstant), lt(bookings.cancelAt, toInstant)),
          ),
          notExists(tx.select({ one: sql`1` }).from(payoutItems).where(eq(payoutItems.bookingId, bookings.id))),
        ),
      )
      .orderBy(bookings.hostUserId, bookings.checkoutDate);

    const byHost = new Map<string, { bookingId: string; kind: string; grossJpy: number; accommodationTaxJpy: number; commissionJpy: number; netJpy: number }[]>();
    for (const c of candidates) {
      const earning = earningOf({ ...c, captured: true });
      if (!earning || earning.grossJpy <= 0) continue;
      const split = splitOf(earning.grossJpy, earning.accommodationTaxJpy);
      const items = byHost.get(c.hostUserId) ?? [];
      items.push({ bookingId: c.id, kind: earning.kind, ...split });
      byHost.set(c.hostUserId, items);
    }

    const result: CloseMonthResult = { payouts: 0, items: 0 };
    for (const [hostUserId, items] of byHost) {
      await tx
        .insert(payouts)
        .values({ hostUserId, periodMonth, amountJpy: 0, feeJpy: 0, netAmountJpy: 0, status: 'pending', scheduledAt })
        .onConflictDoNothing({ target: [payouts.hostUserId, payouts.periodMonth] });
      const [payout] = await tx
        .select({ id: payouts.id, status: payouts.status })
        .from(payouts)
        .where(and(eq(payouts.hostUserId, hostUserId), eq(payouts.periodMonth, periodMonth)))
        .for('update');
      // A payout already in an admin's transfer run (or done) is not changed behind the admin's back.
      if (payout.status !== 'pending') continue;
      const added = await tx
        .insert(payoutItems)
        .values(items.map((i) => ({ payoutId: payout.id, ...i })))
        .onConflictDoNothing({ target: payoutItems.bookingId })
        .returning({ grossJpy: payoutItems.grossJpy, accommodationTaxJpy: payoutItems.accommodationTaxJpy, commissionJpy: payoutItems.commissionJpy });
      if (added.length === 0) continue;
      const addedGross = added.reduce((s, i) => s + i.grossJpy, 0);
      const addedFee = added.reduce((s, i) => s + i.commissionJpy, 0);
      const addedTax = added.reduce((s, i) => s + i.accommodationTaxJpy, 0);
      await tx
        .update(payouts)
        .set({
          amountJpy: sql`${payouts.amountJpy} + ${addedGross}`,
          feeJpy: sql`${payouts.feeJpy} + ${addedFee}`,
          accommodationTaxJpy: sql`${payouts.accommodationTaxJpy} + ${addedTax}`,
          netAmountJpy: sql`${payouts.netAmountJpy} + ${addedGross - addedFee}`,
        })
        .where(eq(payouts.id, payout.id));
      result.payouts += 1;
      result.items += added.length;
    }
    return result;
  });
}
