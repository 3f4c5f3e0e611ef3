import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { localCheckoutSessions } from '@/db/schema';
import { type CheckoutSessionInput, type PaymentProvider, PaymentProviderError, type ProviderSession } from './provider';

const secret = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** The card page of a local session: a page of this web app. */
export const localCheckoutPath = (sessionId: string) => `/checkout/local/${sessionId}`;

/**
 * The `local` provider: what a hosted payment provider keeps, kept in `local_checkout_sessions`; the
 * card page is the web app's /checkout/local/{sessionId}, which submits to
 * POST /api/payments/local/{sessionId}/complete (local-checkout.ts). No account and no network.
 */
export function createLocalProvider(db: Database): PaymentProvider {
  return {
    name: 'local',

    async createCheckoutSession(input: CheckoutSessionInput) {
      const id = secret('cs_local');
      await db.insert(localCheckoutSessions).values({
        id,
        bookingId: input.bookingId,
        amountJpy: input.amountJpy,
        description: input.description,
        customerEmail: input.customerEmail,
        captureMethod: input.manualCapture ? 'manual' : 'automatic',
        paymentIntentId: secret('pi_local'),
        successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt,
      });
      return { id, url: localCheckoutPath(id) };
    },

    async retrieveCheckoutSession(sessionId: string): Promise<ProviderSession> {
      const row = await findLocalSession(db, sessionId);
      if (!row) throw new PaymentProviderError('決済セッションが見つかりません');
      const lapsed = row.status === 'open' && row.expiresAt.getTime() <= Date.now();
      return {
        id: row.id,
        status: lapsed ? 'expired' : (row.status as ProviderSession['status']),
        paymentStatus: row.paymentStatus === 'paid' || row.paymentStatus === 'refunded' ? 'paid' : 'unpaid',
        paymentIntentId: row.status === 'complete' ? row.paymentIntentId : null,
        amountTotal: row.amountJpy,
        bookingId: row.bookingId,
        manualCapture: row.captureMethod === 'manual',
      };
    },

    async expireCheckoutSession(sessionId: string) {
      await db
        .update(localCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.status, 'open')));
    },

    async capturePayment(paymentIntentId: string) {
      const rows = await db
        .update(localCheckoutSessions)
        .set({ paymentStatus: 'paid' })
        .where(and(eq(localCheckoutSessions.paymentIntentId, paymentIntentId), sql`${localCheckoutSessions.paymentStatus} in ('authorized', 'paid')`))
        .returning({ id: localCheckoutSessions.id });
      if (rows.length === 0) throw new PaymentProviderError('確保済みの決済が見つかりません');
    },

    async cancelAuthorization(paymentIntentId: string) {
      await db
        .update(localCheckoutSessions)
        .set({ paymentStatus: 'canceled' })
        .where(and(eq(localCheckoutSessions.paymentIntentId, paymentIntentId), eq(localCheckoutSessions.paymentStatus, 'authorized')));
    },

    async refund({ paymentIntentId, amountJpy }) {
      // One statement: a refund never takes back more than was paid, even when two run at once.
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
      if (rows.length === 0) throw new PaymentProviderError('返金できる決済が見つかりません');
      return { id: secret('re_local'), status: 'succeeded' as const };
    },
  };
}

export async function findLocalSession(db: Database, sessionId: string) {
  const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, sessionId)).limit(1);
  return row ?? null;
}
