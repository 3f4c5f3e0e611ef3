import Stripe from 'stripe';
import type { PaymentEvent } from './provider';
import { refundStatus } from './stripe-provider';

/**
 * The event a webhook request carries, after checking its `stripe-signature` against the exact bytes
 * received (re-serialised JSON would not match). Throws on a missing, wrong or stale signature.
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string | undefined, webhookSecret: string): Stripe.Event {
  if (!signature) throw new Stripe.errors.StripeSignatureVerificationError('', rawBody, { message: 'No stripe-signature header' });
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}

/**
 * A Stripe event in the app's words, or null for the kinds the app does not act on.
 *
 * `payment_intent.payment_failed` is deliberately not acted on: on Stripe's hosted page a declined
 * card leaves the session open and the guest may try another card, so releasing the nights then would
 * cancel a booking that is about to be paid. The final failures arrive as
 * `checkout.session.async_payment_failed` (a delayed method failed) or `checkout.session.expired`.
 */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  const base = { provider: 'stripe' as const, eventId: event.id, payload: event };
  switch (event.type) {
    case 'checkout.session.completed':
      return { ...base, type: 'checkout_completed', ...fromSession(event.data.object), paymentStatus: completedPaymentStatus(event.data.object) };
    case 'payment_intent.requires_action': {
      // A voucher was issued (コンビニ払い, 銀行振込): the method it names, and the deadline the booking set.
      const intent = event.data.object;
      const paymentMethod = voucherMethod(intent);
      if (!paymentMethod) return null;
      return {
        ...base,
        type: 'checkout_completed',
        bookingId: intent.metadata?.bookingId ?? null,
        sessionId: null,
        paymentIntentId: intent.id,
        amountJpy: intent.amount,
        paymentStatus: 'unpaid',
        paymentMethod,
        payableUntil: payableUntilOf(intent.metadata),
        voucherUrl: voucherUrlOf(intent),
      };
    }
    case 'checkout.session.async_payment_succeeded':
      return { ...base, type: 'payment_succeeded_async', ...fromSession(event.data.object) };
    case 'checkout.session.async_payment_failed':
      return { ...base, type: 'payment_failed', ...fromSession(event.data.object), failureMessage: 'お支払いが完了しませんでした' };
    case 'checkout.session.expired':
      return { ...base, type: 'checkout_expired', ...fromSession(event.data.object) };
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return { ...base, type: 'refund_updated', ...fromRefund(event.data.object) };
    case 'charge.refunded': {
      // Recent API versions leave `refunds` out of the charge; the refund.* events carry it then.
      const latest = event.data.object.refunds?.data[0];
      return latest ? { ...base, type: 'refund_updated', ...fromRefund(latest) } : null;
    }
    default:
      return null;
  }
}

/**
 * paid: charged. A manual-capture session (request to book) is only authorised whatever Stripe calls
 * it, since nothing is captured until the host approves. Otherwise unpaid: a delayed method (konbini,
 * bank transfer) whose money arrives later with async_payment_succeeded.
 */
function completedPaymentStatus(session: Stripe.Checkout.Session): 'paid' | 'authorized' | 'unpaid' {
  if (session.metadata?.captureMethod === 'manual') return 'authorized';
  return session.payment_status === 'paid' ? 'paid' : 'unpaid';
}

/** The voucher an intent waits on: konbini's display details, or a bank transfer's instructions. */
function voucherMethod(intent: Stripe.PaymentIntent): 'konbini' | 'bank_transfer' | null {
  const next = intent.next_action?.type;
  if (next === 'konbini_display_details') return 'konbini';
  if (next === 'display_bank_transfer_instructions') return 'bank_transfer';
  return null;
}

/** Stripe's page of the voucher: konbini's printable voucher, or the bank transfer's instructions. */
function voucherUrlOf(intent: Stripe.PaymentIntent): string | undefined {
  const next = intent.next_action;
  return next?.konbini_display_details?.hosted_voucher_url ?? next?.display_bank_transfer_instructions?.hosted_instructions_url ?? undefined;
}

/** The payment deadline the checkout put in the metadata (src/domain/pay-later.ts). */
function payableUntilOf(metadata: Stripe.Metadata | null | undefined): Date | undefined {
  const value = metadata?.payableUntil;
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function fromSession(session: Stripe.Checkout.Session) {
  return {
    payableUntil: session.payment_status === 'unpaid' ? payableUntilOf(session.metadata) : undefined,
    bookingId: session.metadata?.bookingId ?? null,
    sessionId: session.id,
    paymentIntentId: idOf(session.payment_intent),
    amountJpy: session.amount_total,
  };
}

function fromRefund(refund: Stripe.Refund) {
  return {
    bookingId: null,
    sessionId: null,
    paymentIntentId: idOf(refund.payment_intent),
    amountJpy: refund.amount,
    refund: { id: refund.id, amountJpy: refund.amount, status: refundStatus(refund.status) },
  };
}

/** An expandable field: the id whether Stripe sent the id or the object. */
function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}
