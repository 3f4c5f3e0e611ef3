import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/db/seed';
import { payments, refunds } from '@/db/schema';
import { createTestApp, type TestApp } from '@/server/testing/test-app';
import { rowsOf } from '@/server/lib/sql-rows';

// payments.refunded_jpy, kept by a trigger on refunds (migration 0022): what went back on the payment.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.db, (plain) => t.app.fieldCipher.encrypt(plain));
});
afterAll(() => t?.close());

/** Payments whose kept figure differs from the sum of their refunds that went through. */
async function disagreeing() {
  return rowsOf(
    await t.db.execute(sql`select p.id, p.refunded_jpy, coalesce(s.total, 0) as total from payments p
      left join (select payment_id, sum(amount_jpy)::int as total from refunds where status = 'refunded' group by payment_id) s on s.payment_id = p.id
      where p.refunded_jpy <> coalesce(s.total, 0)`),
  );
}

const refundedOf = async (paymentId: string) => (await t.db.select({ v: payments.refundedJpy }).from(payments).where(eq(payments.id, paymentId)))[0].v;

describe("a payment's refunded amount", () => {
  it('follows its refunds as they are made, go through, change, move to another payment and are deleted', async () => {
    expect(await disagreeing()).toEqual([]);
    const [a, b] = await t.db.select({ id: payments.id }).from(payments).where(eq(payments.status, 'paid')).limit(2);
    const before = [await refundedOf(a.id), await refundedOf(b.id)];

    // A refund asked for (pending) has not gone back yet; once it goes through it counts.
    const [r1] = await t.db.insert(refunds).values({ paymentId: a.id, amountJpy: 3_000, status: 'unpaid', reason: 'テスト' }).returning({ id: refunds.id });
    expect(await refundedOf(a.id)).toBe(before[0]);
    await t.db.update(refunds).set({ status: 'refunded', refundedAt: new Date() }).where(eq(refunds.id, r1.id));
    expect(await refundedOf(a.id)).toBe(before[0] + 3_000);

    // A second one, then the first's amount corrected.
    await t.db.insert(refunds).values({ paymentId: a.id, amountJpy: 1_500, status: 'refunded', refundedAt: new Date(), reason: 'テスト' });
    await t.db.update(refunds).set({ amountJpy: 2_000 }).where(eq(refunds.id, r1.id));
    expect(await refundedOf(a.id)).toBe(before[0] + 3_500);

    // Moved to the other payment: both follow.
    await t.db.update(refunds).set({ paymentId: b.id }).where(eq(refunds.id, r1.id));
    expect([await refundedOf(a.id), await refundedOf(b.id)]).toEqual([before[0] + 1_500, before[1] + 2_000]);

    // A failed one no longer counts; a deleted one neither.
    await t.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, r1.id));
    expect(await refundedOf(b.id)).toBe(before[1]);
    await t.db.delete(refunds).where(eq(refunds.paymentId, a.id));
    expect(await refundedOf(a.id)).toBe(0);
    expect(await disagreeing()).toEqual([]);
  });

  it('is zero on every payment once the refunds are emptied', async () => {
    await t.db.insert(refunds).values({ paymentId: (await t.db.select({ id: payments.id }).from(payments).limit(1))[0].id, amountJpy: 500, status: 'refunded', reason: 'テスト' });
    await t.db.execute(sql`truncate refund_transfers, refunds`);
    expect(rowsOf(await t.db.execute(sql`select count(*)::int as n from payments where refunded_jpy <> 0`))).toEqual([{ n: 0 }]);
  });
});
