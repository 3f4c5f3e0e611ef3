import { TEST_CARDS, type LocalSession } from '@/contract/bookings';
import type { Language } from '@/contract/language';
import { languageOfPath } from '@/web/lib/i18n/localized-path';
import type { Database } from '@/db/client';
import { japanDate } from '@/domain/japan-date';
import { AppError, badRequest, notFound } from '../lib/app-error';
import type { PaymentEvent } from './provider';
import { randomBytes } from 'node:crypto';
import { PAY_LATER_REFUSALS } from '@/domain/pay-later';
import { localCheckoutPath as localCheckoutPathOf } from './local-provider';
import { closeOpenLocalSession, findLocalSession, issueVoucherOnOpenLocalSession, type LocalSessionRow, payOpenLocalVoucher } from './repository';

const SESSION_NOT_FOUND = '決済ページが見つかりません';
const SESSION_CLOSED = 'この決済ページの有効期限が切れているか、すでにお支払いが完了しています。';

/** The language of a local session: that of the page it returns to (`/en/booking-success…` is English). */
export function localSessionLanguage(session: { successUrl: string }): Language {
  return languageOfPath(new URL(session.successUrl, 'http://localhost').pathname);
}

export async function getLocalSession(db: Database, sessionId: string, options: { simulatePayments: boolean }, now = new Date()): Promise<LocalSession> {
  const row = await findLocalSession(db, sessionId);
  if (!row) throw notFound(SESSION_NOT_FOUND);
  const lapsed = row.status === 'open' && row.expiresAt.getTime() <= now.getTime();
  const voucher = voucherOf(row, now);
  return {
    sessionId: row.id,
    bookingId: row.bookingId,
    description: row.description,
    amountJpy: row.amountJpy,
    customerEmail: row.customerEmail,
    status: lapsed ? 'expired' : (row.status as LocalSession['status']),
    expiresAt: row.expiresAt.toISOString(),
    cancelUrl: row.cancelUrl,
    language: localSessionLanguage(row),
    payLater: row.payLaterUntil ? { offered: true, deadline: row.payLaterUntil.toISOString() } : { offered: false, reason: row.payLaterRefusal ?? PAY_LATER_REFUSALS.request },
    voucher,
    canSimulatePayment: options.simulatePayments && voucher?.state === 'unpaid',
  };
}

/**
 * The account a local 銀行振込 is sent to: a made-up bank of the test mode, the payment number being
 * the guest's own virtual account number (as Stripe's jp_bank_transfer gives each customer one).
 */
const LOCAL_TRANSFER_ACCOUNT = { bankName: 'テスト銀行', branchName: 'コミンカ支店', accountType: '普通', holderKana: 'コミンカステイ（カ' } as const;

function voucherOf(row: LocalSessionRow, now: Date): LocalSession['voucher'] {
  if (row.method === 'card' || !row.paymentNumber || !row.payLaterUntil) return null;
  const method = row.method as 'konbini' | 'bank_transfer';
  const state = row.paymentStatus === 'paid' || row.paymentStatus === 'refunded' ? 'paid' : row.paymentStatus === 'unpaid' && row.payLaterUntil.getTime() > now.getTime() ? 'unpaid' : 'expired';
  return {
    method,
    paymentNumber: row.paymentNumber,
    deadline: row.payLaterUntil.toISOString(),
    state,
    bankAccount: method === 'bank_transfer' ? { ...LOCAL_TRANSFER_ACCOUNT, accountNumber: row.paymentNumber } : null,
    successUrl: row.successUrl,
  };
}

/** What the local page's voucher step did at the provider: where to go, and the event it reports. */
export interface LocalVoucherStep {
  redirectUrl: string;
  event: PaymentEvent;
}

/**
 * The guest chose コンビニ払い or 銀行振込 on the local page: the session is closed with a voucher (a
 * payment number, the deadline the booking's checkout set) in one conditional UPDATE, unpaid. Answers
 * the event a hosted provider would send (Stripe's checkout.session.completed with payment_status
 * unpaid); the page then shows the voucher.
 */
export async function issueLocalVoucher(db: Database, sessionId: string, method: 'konbini' | 'bank_transfer', now = new Date()): Promise<LocalVoucherStep> {
  const session = await findLocalSession(db, sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  if (session.status !== 'open' || session.expiresAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', 409, SESSION_CLOSED);
  if (!session.payLaterUntil || session.payLaterUntil.getTime() <= now.getTime()) {
    throw new AppError('CONFLICT', 409, session.payLaterRefusal ?? PAY_LATER_REFUSALS.tooClose);
  }
  const paymentNumber = method === 'konbini' ? randomDigits(11) : randomDigits(7);
  const issued = await issueVoucherOnOpenLocalSession(db, sessionId, now, { method, paymentNumber });
  if (!issued) throw new AppError('CONFLICT', 409, SESSION_CLOSED);
  return {
    redirectUrl: localCheckoutPathOf(sessionId),
    event: {
      provider: 'local',
      eventId: `${sessionId}:voucher_issued`,
      type: 'checkout_completed',
      bookingId: session.bookingId,
      sessionId,
      paymentIntentId: session.paymentIntentId,
      amountJpy: session.amountJpy,
      paymentStatus: 'unpaid',
      paymentMethod: method,
      payableUntil: session.payLaterUntil,
      payload: { sessionId, method },
    },
  };
}

/**
 * Tests and demos only (config `simulatePayments`): the voucher is paid, as if the guest had paid at
 * the store or the bank. Answers the event a hosted provider would send when the money arrives
 * (Stripe's checkout.session.async_payment_succeeded), applied like any other.
 */
export async function simulateLocalVoucherPaid(db: Database, sessionId: string, now = new Date()): Promise<LocalVoucherStep> {
  const session = await findLocalSession(db, sessionId);
  if (!session || session.method === 'card') throw notFound(SESSION_NOT_FOUND);
  if (!(await payOpenLocalVoucher(db, sessionId, now))) throw new AppError('CONFLICT', 409, 'このお支払いは、すでに完了しているか、お支払い期限が過ぎています。');
  return {
    redirectUrl: session.successUrl,
    event: {
      provider: 'local',
      eventId: `${sessionId}:payment_succeeded_async`,
      type: 'payment_succeeded_async',
      bookingId: session.bookingId,
      sessionId,
      paymentIntentId: session.paymentIntentId,
      amountJpy: session.amountJpy,
      paymentMethod: session.method as 'konbini' | 'bank_transfer',
      payload: { sessionId, simulated: true },
    },
  };
}

const randomDigits = (length: number) => Array.from(randomBytes(length), (byte) => String(byte % 10)).join('');

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
