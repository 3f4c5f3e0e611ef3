import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/errors';
import { badRequest } from '../../lib/app-error';
import { bookingDeps } from '../bookings/deps';
import { applyPaymentEvent } from '../bookings/payment-events';
import { toPaymentEvent, verifyStripeEvent } from '../../payments/stripe-events';

const webhookResultSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean().describe('この通知は処理済みでした（Stripe の再送など）'),
});

/**
 * Stripe's webhook. The signature covers the exact bytes Stripe sent, so this plugin (encapsulated:
 * other routes keep Fastify's JSON parser) takes JSON bodies as a raw Buffer. Each event is applied
 * once: applyPaymentEvent records it in webhook_events and a repeat changes nothing.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/stripe/webhook',
    {
      schema: {
        tags: ['決済'],
        summary: 'Stripe からのイベント通知（stripe-signature ヘッダーの署名を検証し、同じイベントは一度だけ反映）',
        response: { 200: webhookResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const payments = app.config.payments;
      if (payments.provider !== 'stripe') throw badRequest('Stripe の Webhook は設定されていません');

      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: Stripe.Event;
      try {
        const signature = request.headers['stripe-signature'];
        event = verifyStripeEvent(rawBody, typeof signature === 'string' ? signature : undefined, payments.webhookSecret);
      } catch (error) {
        request.log.warn({ err: error }, 'stripe webhook signature rejected');
        throw badRequest('署名を検証できませんでした');
      }

      const paymentEvent = toPaymentEvent(event);
      if (!paymentEvent) return { received: true as const, duplicate: false };
      const { applied, unapplicable } = await applyPaymentEvent(bookingDeps(app, request.log), paymentEvent);
      return { received: true as const, duplicate: !applied && !unapplicable };
    },
  );
};
