import { TEST_CARDS, type LocalSession } from '@/contract/bookings';
import type { Database } from '@/db/client';
import { japanDate } from '@/domain/japan-date';
import { AppError, badRequest, notFound } from '../lib/app-error';
import type { PaymentEvent } from './provider';
import { closeOpenLocalSession, findLocalSession } from './repository';

const SESSION_NOT_FOUND = '決済ページが見つかりません';
const SESSION_CLOSED = 'この決済ページの有効期限が切れているか、すでにお支払いが完了しています。';

export async function getLocalSession(db: Database, sessionId: string, now = new Date()): Promise<LocalSession> {
  const row = await findLocalSession(db, sessionId);
  if (!row) throw notFound(SESSION_NOT_FOUND);
  const lapsed = row.status === 'open' && row.expiresAt.getTime() <= now.getTime();
  return {
    sessionId: row.id,
    bookingId: row.bookingId,
    description: row.description,
    amountJpy: row.amountJpy,
    customerEmail: row.customerEmail,
    status: lapsed ? 'expired' : (row.status as LocalSession['status']),
    expiresAt: row.expiresAt.toISOString(),
    cancelUrl: row.cancelUrl,
  };
}

/** The card fields checked like a card form would: number, then expiry (not before this month in Japan), then CVC. */
export function checkCard(card: { cardNumber: string; expiry: string; cvc: string }, now: Date): 'paid' | 'declined' {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) throw badRequest('カード番号を正しく入力してください', 'cardNumber');
  const outcome = digits === TEST_CARDS.paid ? 'paid' : digits === TEST_CARDS.declined ? 'declined' : null;
  if (!outcome) throw badRequest('このカード番号はご利用いただけません。テスト用カード 4242 4242 4242 4242 をお使いください', 'cardNumber');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) throw badRequest('有効期限は MM/YY の形式で入力してください', 'expiry');
  const thisMonth = japanDate(now).slice(0, 7);
  if (`20${expiry[2]}-${expiry[1]}` < thisMonth) throw badRequest('カードの有効期限が切れています', 'expiry');
  if (!/^\d{3,4}$/.test(card.cvc)) throw badRequest('セキュリティコードは3桁または4桁の数字で入力してください', 'cvc');
  return outcome;
}

/** What the local card page's submit did at the provider: the outcome and the event it reports. */
export interface LocalCardSubmission {
  outcome: 'paid' | 'authorized' | 'declined';
  bookingId: string;
  /** Where the guest goes after a payment (the session's success URL). */
  successUrl: string;
  /** The provider's event, to be applied to the booking like Stripe's webhook. */
  event: PaymentEvent;
}

/**
 * The local card page's submit, on the provider's side: the card is checked and the session closed
 * in one conditional UPDATE (a double submit pays once). Answers the event a hosted provider would
 * send; applying it to the booking is the booking code's work (features/checkout).
 */
export async function submitLocalCard(db: Database, sessionId: string, card: { cardNumber: string; expiry: string; cvc: string }, now = new Date()): Promise<LocalCardSubmission> {
  const session = await findLocalSession(db, sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  if (session.status !== 'open' || session.expiresAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', 409, SESSION_CLOSED);
  const outcome = checkCard(card, now);
  const manual = session.captureMethod === 'manual';
  const paymentStatus = outcome === 'declined' ? 'failed' : manual ? 'authorized' : 'paid';

  const closed = await closeOpenLocalSession(db, sessionId, now, {
    status: outcome === 'declined' ? 'expired' : 'complete',
    paymentStatus,
    cardLast4: card.cardNumber.replace(/\D/g, '').slice(-4),
  });
  if (!closed) throw new AppError('CONFLICT', 409, SESSION_CLOSED);

  const base = { provider: 'local' as const, bookingId: session.bookingId, sessionId, paymentIntentId: session.paymentIntentId, amountJpy: session.amountJpy };
  const submission = { bookingId: session.bookingId, successUrl: session.successUrl };
  if (outcome === 'declined') {
    return {
      ...submission,
      outcome: 'declined',
      event: { ...base, eventId: `${sessionId}:payment_failed`, type: 'payment_failed', failureMessage: 'カードが拒否されました', payload: { sessionId, outcome } },
    };
  }
  return {
    ...submission,
    outcome: manual ? 'authorized' : 'paid',
    event: { ...base, eventId: `${sessionId}:checkout_completed`, type: 'checkout_completed', paymentStatus: manual ? 'authorized' : 'paid', payload: { sessionId, outcome } },
  };
}
