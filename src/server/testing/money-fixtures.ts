import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { bookingGuests, bookings, localCheckoutSessions, payments, properties, refunds } from '@/db/schema';
import { insertUser } from './fixtures';

export interface PaidBookingFixture {
  propertyId: string;
  checkin: string;
  checkout: string;
  status: 'confirmed' | 'completed' | 'no_show' | 'cancelled';
  totalJpy: number;
  /** The accommodation tax (宿泊税) included in totalJpy. */
  accommodationTaxJpy?: number;
  guestName?: string;
  cancelAt?: string;
  cancelledBy?: 'guest' | 'host' | 'admin' | 'system';
  cancelFeeJpy?: number;
  /** A refund that went through at `at`, or one the provider refused (`failed`). */
  refund?: { amountJpy: number; at: string; status?: 'refunded' | 'failed'; failureReason?: string };
  /** The payment's provider; `local` also records the local provider's paid session, so that a refund can be asked of it. */
  provider?: 'local' | 'stripe';
}

/** A booking with its captured payment (and refund), as the payment flow leaves it. Answers the booking, payment and refund ids. */
export async function insertPaidBooking(db: Database, b: PaidBookingFixture): Promise<{ bookingId: string; paymentId: string; refundId: string | null; paymentIntentId: string }> {
  const guest = await insertUser(db, { fullName: 'アカウント名' });
  const [house] = await db.select({ hostUserId: properties.hostUserId }).from(properties).where(eq(properties.id, b.propertyId));
  const nights = Math.round((Date.parse(b.checkout) - Date.parse(b.checkin)) / 86_400_000);
  const refunded = b.refund?.status !== 'failed' && b.refund !== undefined;
  const [row] = await db
    .insert(bookings)
    .values({
      propertyId: b.propertyId,
      guestUserId: guest.id,
      hostUserId: house.hostUserId,
      checkinDate: b.checkin,
      checkoutDate: b.checkout,
      nights,
      status: b.status,
      pricingSnapshotJson: { nightsTotal: b.totalJpy - (b.accommodationTaxJpy ?? 0), cleaningFeeJpy: 0 },
      totalAmountJpy: b.totalJpy,
      accommodationTaxJpy: b.accommodationTaxJpy ?? 0,
      paymentStatus: refunded ? 'refunded' : 'paid',
      cancelAt: b.cancelAt ? new Date(b.cancelAt) : null,
      cancelledBy: b.cancelledBy ?? null,
      cancelFeeJpy: b.cancelFeeJpy ?? 0,
    })
    .returning({ id: bookings.id });
  await db.insert(bookingGuests).values({ bookingId: row.id, isPrimary: true, fullName: b.guestName ?? '山田 太郎' });
  const paymentIntentId = `pi_test_${row.id.replace(/-/g, '')}`;
  const [payment] = await db
    .insert(payments)
    .values({
      bookingId: row.id,
      provider: b.provider ?? 'stripe',
      stripePaymentIntentId: paymentIntentId,
      providerChargeId: `ch_test_${row.id.slice(0, 8)}`,
      amountJpy: b.totalJpy,
      status: refunded ? 'refunded' : 'paid',
      capturedAt: new Date(`${b.checkin}T10:00:00+09:00`),
    })
    .returning({ id: payments.id });
  if (b.provider === 'local') {
    await db.insert(localCheckoutSessions).values({
      id: `cs_test_${row.id}`,
      bookingId: row.id,
      amountJpy: b.totalJpy,
      description: 'テストの決済',
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId,
      successUrl: '/',
      cancelUrl: '/',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }
  let refundId: string | null = null;
  if (b.refund) {
    const failed = b.refund.status === 'failed';
    const [refund] = await db
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountJpy: b.refund.amountJpy,
        status: failed ? 'failed' : 'refunded',
        refundedAt: failed ? null : new Date(b.refund.at),
        createdAt: new Date(b.refund.at),
        reason: 'テスト',
        failureReason: failed ? (b.refund.failureReason ?? 'カードが無効です') : null,
      })
      .returning({ id: refunds.id });
    refundId = refund.id;
  }
  return { bookingId: row.id, paymentId: payment.id, refundId, paymentIntentId };
}
