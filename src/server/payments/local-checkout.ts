import { and, eq, gt } from 'drizzle-orm';
import { TEST_CARDS, type LocalSession } from '@/contract/bookings';
import { bookings, localCheckoutSessions } from '@/db/schema';
import { japanDate } from '@/domain/japan-date';
import type { BookingDeps } from '../features/bookings/lifecycle';
import { AppError, badRequest, notFound } from '../lib/app-error';
import { findLocalSession } from './local-provider';
import { applyPaymentEvent } from './payment-events';

const SESSION_NOT_FOUND = '決済ページが見つかりません';
const SESSION_CLOSED = 'この決済ページの有効期限が切れているか、すでにお支払いが完了しています。';

export async function getLocalSession(deps: BookingDeps, sessionId: string, now = new Date()): Promise<LocalSession> {
  const row = await findLocalSession(deps.db, sessionId);
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

export type LocalPaymentResult =
  | { outcome: 'paid' | 'authorized'; redirectUrl: string }
  | { outcome: 'declined'; redirectUrl: string; message: string };

/**
 * The local card page's submit. The session is closed in one conditional UPDATE (a double submit pays
 * once), then the provider event goes through `applyPaymentEvent`, the same path as Stripe's webhook.
 * A declined card releases the hold: the guest lands on /booking-failed and the nights are free.
 */
export async function completeLocalPayment(deps: BookingDeps, sessionId: string, card: { cardNumber: string; expiry: string; cvc: string }, now = new Date()): Promise<LocalPaymentResult> {
  const session = await findLocalSession(deps.db, sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  if (session.status !== 'open' || session.expiresAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', 409, SESSION_CLOSED);
  const outcome = checkCard(card, now);
  const manual = session.captureMethod === 'manual';
  const paymentStatus = outcome === 'declined' ? 'failed' : manual ? 'authorized' : 'paid';

  const [closed] = await deps.db
    .update(localCheckoutSessions)
    .set({ status: outcome === 'declined' ? 'expired' : 'complete', paymentStatus, cardLast4: card.cardNumber.replace(/\D/g, '').slice(-4) })
    .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.status, 'open'), gt(localCheckoutSessions.expiresAt, now)))
    .returning({ id: localCheckoutSessions.id });
  if (!closed) throw new AppError('CONFLICT', 409, SESSION_CLOSED);

  const base = { provider: 'local' as const, bookingId: session.bookingId, sessionId, paymentIntentId: session.paymentIntentId, amountJpy: session.amountJpy };
  if (outcome === 'declined') {
    const message = 'カードが承認されませんでした。カード会社にお問い合わせいただくか、別のカードをお使いください。';
    await applyPaymentEvent(deps, { ...base, eventId: `${sessionId}:payment_failed`, type: 'payment_failed', failureMessage: 'カードが拒否されました', payload: { sessionId, outcome } }, now);
    const [booking] = await deps.db.select({ propertyId: bookings.propertyId }).from(bookings).where(eq(bookings.id, session.bookingId));
    const query = new URLSearchParams({ bookingId: session.bookingId, propertyId: booking?.propertyId ?? '' });
    return { outcome, message, redirectUrl: `/booking-failed?${query}` };
  }
  await applyPaymentEvent(
    deps,
    { ...base, eventId: `${sessionId}:checkout_completed`, type: 'checkout_completed', paymentStatus: manual ? 'authorized' : 'paid', payload: { sessionId, outcome } },
    now,
  );
  return { outcome: manual ? 'authorized' : 'paid', redirectUrl: session.successUrl };
}
