import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { toPaymentEvent, verifyStripeEvent } from './stripe-events';

const SECRET = 'whsec_unit';
const asEvent = (value: object) => value as unknown as Stripe.Event;

describe('verifyStripeEvent', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.expired', data: { object: { id: 'cs_1' } } });

  it('answers the event when the signature matches the raw bytes', () => {
    const event = verifyStripeEvent(Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }), SECRET);

    expect(event.id).toBe('evt_1');
  });

  it('throws for a missing signature, another secret, and a signature older than five minutes', () => {
    const body = Buffer.from(payload);
    expect(() => verifyStripeEvent(body, undefined, SECRET)).toThrow();
    expect(() => verifyStripeEvent(body, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }), SECRET)).toThrow();
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(() => verifyStripeEvent(body, stale, SECRET)).toThrow();
  });
});

describe('toPaymentEvent', () => {
  const session = (fields: object) => ({ id: 'cs_1', object: 'checkout.session', amount_total: 45000, payment_intent: 'pi_1', metadata: { bookingId: 'b1', captureMethod: 'automatic' }, ...fields });

  it('reads a paid, an authorised-only and a delayed completion', () => {
    const completed = (fields: object) => toPaymentEvent(asEvent({ id: 'evt_c', type: 'checkout.session.completed', data: { object: session(fields) } }));

    expect(completed({ payment_status: 'paid' })).toMatchObject({
      provider: 'stripe',
      eventId: 'evt_c',
      type: 'checkout_completed',
      paymentStatus: 'paid',
      bookingId: 'b1',
      sessionId: 'cs_1',
      paymentIntentId: 'pi_1',
      amountJpy: 45000,
    });
    expect(completed({ payment_status: 'unpaid', metadata: { bookingId: 'b1', captureMethod: 'manual' } })?.paymentStatus).toBe('authorized');
    expect(completed({ payment_status: 'unpaid' })?.paymentStatus).toBe('unpaid');
  });

  it('carries the payment deadline of a voucher issued at completion (コンビニ払い, 銀行振込)', () => {
    const metadata = { bookingId: 'b1', captureMethod: 'automatic', payableUntil: '2026-12-03T15:00:00.000Z' };
    const event = toPaymentEvent(asEvent({ id: 'evt_v', type: 'checkout.session.completed', data: { object: session({ payment_status: 'unpaid', metadata }) } }));

    expect(event).toMatchObject({ type: 'checkout_completed', paymentStatus: 'unpaid', payableUntil: new Date('2026-12-03T15:00:00.000Z') });
    const paid = toPaymentEvent(asEvent({ id: 'evt_p', type: 'checkout.session.completed', data: { object: session({ payment_status: 'paid', metadata }) } }));
    expect(paid?.payableUntil).toBeUndefined();
  });

  it('reads the method of a voucher from payment_intent.requires_action, and leaves out a card’s 3-D Secure', () => {
    const intent = (nextAction: object) =>
      asEvent({
        id: 'evt_ra',
        type: 'payment_intent.requires_action',
        data: { object: { id: 'pi_7', object: 'payment_intent', amount: 45000, metadata: { bookingId: 'b1', payableUntil: '2026-12-03T15:00:00.000Z' }, next_action: nextAction } },
      });

    expect(toPaymentEvent(intent({ type: 'konbini_display_details' }))).toMatchObject({
      type: 'checkout_completed',
      paymentStatus: 'unpaid',
      paymentMethod: 'konbini',
      bookingId: 'b1',
      paymentIntentId: 'pi_7',
      payableUntil: new Date('2026-12-03T15:00:00.000Z'),
    });
    expect(toPaymentEvent(intent({ type: 'display_bank_transfer_instructions' }))?.paymentMethod).toBe('bank_transfer');
    expect(toPaymentEvent(intent({ type: 'use_stripe_sdk' }))).toBeNull();
  });

  it('reads the page of the voucher, konbini’s or the bank transfer’s, where お支払いへ takes the guest back', () => {
    const intent = (nextAction: object) =>
      asEvent({ id: 'evt_v', type: 'payment_intent.requires_action', data: { object: { id: 'pi_8', object: 'payment_intent', amount: 45000, metadata: { bookingId: 'b1' }, next_action: nextAction } } });

    const konbini = { type: 'konbini_display_details', konbini_display_details: { expires_at: 1, hosted_voucher_url: 'https://payments.stripe.com/konbini/voucher/v1' } };
    expect(toPaymentEvent(intent(konbini))?.voucherUrl).toBe('https://payments.stripe.com/konbini/voucher/v1');
    const transfer = { type: 'display_bank_transfer_instructions', display_bank_transfer_instructions: { type: 'jp_bank_transfer', hosted_instructions_url: 'https://payments.stripe.com/bank_transfers/instructions/t1' } };
    expect(toPaymentEvent(intent(transfer))).toMatchObject({ paymentMethod: 'bank_transfer', voucherUrl: 'https://payments.stripe.com/bank_transfers/instructions/t1' });
    expect(toPaymentEvent(intent({ type: 'konbini_display_details' }))?.voucherUrl).toBeUndefined();
  });

  it('takes the id of an expanded PaymentIntent', () => {
    const event = toPaymentEvent(asEvent({ id: 'evt_x', type: 'checkout.session.expired', data: { object: session({ payment_intent: { id: 'pi_9', object: 'payment_intent' } }) } }));

    expect(event).toMatchObject({ type: 'checkout_expired', paymentIntentId: 'pi_9' });
  });

  it('reads a refund’s final state from refund events and from a charge that lists its refunds', () => {
    const refund = (status: string) => ({ id: 're_1', object: 'refund', amount: 22500, status, payment_intent: 'pi_1' });

    expect(toPaymentEvent(asEvent({ id: 'e1', type: 'refund.updated', data: { object: refund('succeeded') } }))).toMatchObject({
      type: 'refund_updated',
      paymentIntentId: 'pi_1',
      refund: { id: 're_1', amountJpy: 22500, status: 'succeeded' },
    });
    expect(toPaymentEvent(asEvent({ id: 'e2', type: 'refund.failed', data: { object: refund('failed') } }))?.refund?.status).toBe('failed');
    expect(toPaymentEvent(asEvent({ id: 'e3', type: 'refund.created', data: { object: refund('pending') } }))?.refund?.status).toBe('pending');
    const charge = (refunds: unknown) => asEvent({ id: 'e4', type: 'charge.refunded', data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', refunds } } });
    expect(toPaymentEvent(charge({ object: 'list', data: [refund('succeeded')] }))?.refund?.id).toBe('re_1');
    expect(toPaymentEvent(charge(undefined))).toBeNull();
  });

  it('leaves out a declined attempt on the payment page and kinds the app does not use', () => {
    expect(toPaymentEvent(asEvent({ id: 'e5', type: 'payment_intent.payment_failed', data: { object: { id: 'pi_1', metadata: { bookingId: 'b1' } } } }))).toBeNull();
    expect(toPaymentEvent(asEvent({ id: 'e6', type: 'customer.created', data: { object: { id: 'cus_1' } } }))).toBeNull();
  });
});
