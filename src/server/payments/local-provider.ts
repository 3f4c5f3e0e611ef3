import { randomBytes } from 'node:crypto';
import type { Database } from '@/db/client';
import { type CheckoutSessionInput, type PaymentProvider, PaymentProviderError, type ProviderSession } from './provider';
import * as repo from './repository';

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
      await repo.insertLocalSession(db, {
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
        payLaterUntil: input.payLater.offered ? input.payLater.deadline : null,
        payLaterRefusal: input.payLater.offered ? null : input.payLater.reason,
      });
      return { id, url: localCheckoutPath(id) };
    },

    async retrieveCheckoutSession(sessionId: string): Promise<ProviderSession> {
      const row = await repo.findLocalSession(db, sessionId);
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
      await repo.expireOpenLocalSession(db, sessionId);
    },

    async capturePayment(paymentIntentId: string) {
      if (!(await repo.captureLocalPayment(db, paymentIntentId))) throw new PaymentProviderError('確保済みの決済が見つかりません');
    },

    async cancelAuthorization(paymentIntentId: string) {
      await repo.cancelLocalAuthorization(db, paymentIntentId);
    },

    async refund({ paymentIntentId, amountJpy }) {
      // One statement: a refund never takes back more than was paid, even when two run at once.
      if (!(await repo.addLocalRefund(db, paymentIntentId, amountJpy))) throw new PaymentProviderError('返金できる決済が見つかりません');
      return { id: secret('re_local'), status: 'succeeded' as const };
    },
  };
}
