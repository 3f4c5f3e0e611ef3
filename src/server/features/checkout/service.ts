import type { BookingBySession, CheckoutSession, CreateCheckoutSessionBody } from '@/contract/bookings';
import { HOLD_MINUTES } from '@/domain/booking-state';
import type { Language } from '@/contract/language';
import { formatCount } from '@/domain/display-format';
import { houseTitle } from '@/domain/house-title';
import { formatJapaneseDate } from '@/domain/japan-date';
import { localizedPath } from '@/web/lib/i18n/localized-path';
import { heldPayLaterOffer, payLaterOffer } from '@/domain/pay-later';
import { AppError, notFound } from '../../lib/app-error';
import { localCheckoutPath } from '../../payments/local-provider';
import { issueLocalVoucher, localSessionLanguage, simulateLocalVoucherPaid, submitLocalCard } from '../../payments/local-checkout';
import type { ProviderSession } from '../../payments/provider';
import { type Actor, canReadBooking, type UserActor, visibleOr404 } from '../../policy';
import { toBookingView } from '../bookings/booking-view';
import type { BookingDeps } from '../bookings/deps';
import { createHold, type StayRequest } from '../bookings/hold';
import { assertPayAfterApprovalAllowed, sendRequestToPayLater } from '../bookings/request-to-pay-later';
import { applyPaymentEvent } from '../bookings/payment-events';
import * as bookingRepo from '../bookings/repository';
import { BOOKING_NOT_FOUND, requireGuestBooking } from '../bookings/service';

/** Where the payment pages send the guest back: the app's own pages on this site, in the guest's language. */
export interface ReturnUrls {
  origin: string;
  /** Where 「キャンセルして戻る」 goes (a path on this site, in Japanese: `language` makes it `/en/…`). */
  cancelPath: string;
  /** The language of the page the guest started from (docs/decisions/0042-english-guest-pages.md). */
  language: Language;
}

const VOUCHER_ISSUED = 'お支払い番号（振込先）は発行済みです。決済サービスからのご案内に沿って、お支払い期限までにお支払いください。';
const PAYMENT_PAGE_FAILED = '決済画面の準備に失敗しました。もう一度お試しください。';

/**
 * POST /api/create-checkout-session: holds the nights, then opens the payment page for the server's
 * price; or, for a request to be paid after approval (`payAfterApproval`), sends the request without a
 * card and answers the booking's own page.
 */
export async function checkoutStay(deps: BookingDeps, user: UserActor, body: CreateCheckoutSessionBody, urls: ReturnUrls, now = new Date()): Promise<CheckoutSession> {
  const stay: StayRequest = {
    propertyId: body.propertyId,
    checkinDate: body.checkinDate,
    checkoutDate: body.checkoutDate,
    guestsAdults: body.guestsAdults,
    guestsChildren: body.guestsChildren,
    guestsInfants: body.guestsInfants,
    guestName: body.guestName,
    guestNameKana: body.guestNameKana,
    guestEmail: body.guestEmail,
    guestPhone: body.guestPhone,
    specialRequests: body.specialRequests,
  };
  if (body.payAfterApproval) await assertPayAfterApprovalAllowed(deps, stay.propertyId, stay.checkinDate, now);
  const hold = await createHold(deps, user, stay, now);
  for (const sessionId of hold.replacedSessionIds) {
    await deps.payments.expireCheckoutSession(sessionId).catch((error: unknown) => deps.log.warn({ err: error }, '決済セッションの失効に失敗しました'));
  }
  if (body.payAfterApproval) {
    const answerBy = await sendRequestToPayLater(deps, hold.bookingId, now);
    return { url: localizedPath(`/booking/${hold.bookingId}`, urls.language), sessionId: '', bookingId: hold.bookingId, amountJpy: hold.amountJpy, holdExpiresAt: answerBy.toISOString() };
  }
  return openPaymentPage(deps, hold.bookingId, urls, now);
}

/** POST /api/checkout and /payment/{bookingId}: a payment page for the guest's own unpaid hold. */
export async function checkoutBooking(deps: BookingDeps, actor: Actor, bookingId: string, urls: ReturnUrls, now = new Date()): Promise<CheckoutSession> {
  const row = await requireGuestBooking(deps.db, actor, bookingId);
  assertAwaitingPayment(row.booking, now);
  const voucherIssued = row.payment && row.payment.method !== 'card' && row.payment.status === 'unpaid';
  if (voucherIssued && row.booking.checkoutSessionId && row.booking.holdExpiresAt) {
    // A voucher (コンビニ払い, 銀行振込) was issued: the guest goes back to it, never to a new page that would void its number.
    const voucherUrl = deps.payments.name === 'local' ? localCheckoutPath(row.booking.checkoutSessionId) : row.payment?.voucherUrl;
    if (!voucherUrl) throw new AppError('CONFLICT', 409, VOUCHER_ISSUED);
    return { url: voucherUrl, sessionId: row.booking.checkoutSessionId, bookingId, amountJpy: row.booking.totalAmountJpy, holdExpiresAt: row.booking.holdExpiresAt.toISOString() };
  }
  if (row.booking.checkoutSessionId) {
    await deps.payments.expireCheckoutSession(row.booking.checkoutSessionId).catch((error: unknown) => deps.log.warn({ err: error }, '決済セッションの失効に失敗しました'));
  }
  return openPaymentPage(deps, bookingId, urls, now);
}

export function assertAwaitingPayment(booking: { status: string; holdExpiresAt: Date | null; payAfterApproval: boolean }, now: Date) {
  if (booking.status !== 'tentative') throw new AppError('CONFLICT', 409, 'この予約はお支払いを受け付けていません（お支払い済み、またはキャンセル済みです）');
  if (booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime()) {
    if (booking.payAfterApproval) throw new AppError('CONFLICT', 409, 'お支払い期限が過ぎたため、このご予約はお支払いいただけません。');
    throw new AppError('CONFLICT', 409, '仮予約の有効期限（30分）が切れました。お手数ですが、もう一度ご予約ください。');
  }
}

/**
 * Opens a payment page at the provider for a tentative booking. The hold keeps its own end (at most 30
 * minutes from its creation, however often the page is opened again); the provider's page may live
 * longer (Stripe's lives at least 30 minutes), and a payment made there after the hold lapsed is given
 * back (src/server/features/bookings/payment-events.ts). If the provider fails, the hold is released at once.
 */
async function openPaymentPage(deps: BookingDeps, bookingId: string, urls: ReturnUrls, now: Date): Promise<CheckoutSession> {
  const row = await bookingRepo.findBookingView(deps.db, bookingId);
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const b = row.booking;
  const expiresAt = b.holdExpiresAt ?? new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const pageExpiresAt = new Date(Math.max(expiresAt.getTime(), now.getTime() + HOLD_MINUTES * 60_000));
  let session: { id: string; url: string };
  try {
    session = await deps.payments.createCheckoutSession({
      bookingId,
      amountJpy: b.totalAmountJpy,
      description: stayDescription(houseTitle({ title: row.propertyTitle, titleEn: row.titleEn }, urls.language), b, urls.language),
      customerEmail: row.guestEmail ?? '',
      // Request to book: the card is only authorised; the host's approval captures it. An approved
      // request to be paid after approval is charged at once, whatever the method.
      manualCapture: row.requiresApproval && !b.payAfterApproval,
      // コンビニ払い and 銀行振込 cannot be authorised: an instant-book stay, by its deadline, or an
      // approved request, by the deadline its approval fixed.
      payLater: b.payAfterApproval && b.holdExpiresAt ? heldPayLaterOffer(b.holdExpiresAt) : payLaterOffer(now, b.checkinDate, { requiresApproval: row.requiresApproval }),
      successUrl: `${urls.origin}${localizedPath('/booking-success', urls.language)}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${urls.origin}${localizedPath(urls.cancelPath, urls.language)}`,
      language: urls.language,
      expiresAt: pageExpiresAt,
      idempotencyKey: `checkout:${bookingId}:${now.getTime()}`,
    });
  } catch (error) {
    deps.log.error({ err: error, bookingId }, '決済セッションの作成に失敗しました');
    await bookingRepo.updateBooking(deps.db, bookingId, { status: 'cancelled', cancelledBy: 'system', cancelReason: '決済画面を準備できませんでした', cancelAt: now, holdExpiresAt: null });
    throw new AppError('INTERNAL', 502, PAYMENT_PAGE_FAILED);
  }
  await bookingRepo.updateBooking(deps.db, bookingId, { checkoutSessionId: session.id });
  return { url: session.url, sessionId: session.id, bookingId, amountJpy: b.totalAmountJpy, holdExpiresAt: expiresAt.toISOString() };
}

/** What the payment page says is paid for: the house and the dates, in the guest's language (the house's title as it is). */
function stayDescription(title: string, stay: { checkinDate: string; checkoutDate: string; nights: number }, language: Language): string {
  const from = formatJapaneseDate(stay.checkinDate, language);
  const to = formatJapaneseDate(stay.checkoutDate, language);
  if (language === 'en') return `${title} (${from} – ${to}, ${formatCount(stay.nights, 'night', 'en')})`;
  return `${title}（${from}〜${to}・${stay.nights}泊）`;
}

/**
 * GET /api/booking-by-session/{sessionId}: the success page asks the server, the server asks the
 * provider. When the provider already has the payment but its event has not arrived yet, the same
 * event path records it now (never a "simulated" event from the browser).
 */
export async function bookingBySession(deps: BookingDeps, actor: Actor, sessionId: string, now = new Date()): Promise<BookingBySession> {
  let row = visibleOr404(await bookingRepo.findBookingViewBySession(deps.db, sessionId), (found) => canReadBooking(actor, found.booking), BOOKING_NOT_FOUND);
  let session: ProviderSession | null = null;
  try {
    session = await deps.payments.retrieveCheckoutSession(sessionId);
  } catch (error) {
    deps.log.warn({ err: error, sessionId }, '決済セッションを確認できませんでした');
  }
  if (session && row.booking.status === 'tentative' && session.status === 'complete') {
    const paymentStatus = session.paymentStatus === 'paid' ? 'paid' : session.manualCapture ? 'authorized' : 'unpaid';
    await applyPaymentEvent(deps, {
      provider: deps.payments.name,
      eventId: `reconcile:${sessionId}:${paymentStatus}`,
      type: 'checkout_completed',
      bookingId: row.booking.id,
      sessionId,
      paymentIntentId: session.paymentIntentId,
      amountJpy: session.amountTotal,
      paymentStatus,
      payload: { source: 'booking-by-session', session },
    });
    row = (await bookingRepo.findBookingViewBySession(deps.db, sessionId)) ?? row;
  }
  return {
    booking: toBookingView(row, now),
    payment: row.payment
      ? { id: row.payment.id, provider: row.payment.provider, status: row.payment.status, amountJpy: row.payment.amountJpy, capturedAt: row.payment.capturedAt?.toISOString() ?? null }
      : null,
    sessionInfo: {
      paymentStatus: session?.paymentStatus ?? (row.payment?.status === 'paid' ? 'paid' : 'unpaid'),
      paymentIntentId: session?.paymentIntentId ?? row.payment?.intentId ?? null,
    },
  };
}

export type LocalPaymentResult =
  | { outcome: 'paid' | 'authorized'; redirectUrl: string }
  | { outcome: 'declined'; redirectUrl: string; message: string };

/**
 * POST /api/payments/local/{sessionId}/complete: the local card page's submit. The provider closes
 * its session (payments/local-checkout.ts), then its event goes through `applyPaymentEvent`, the same
 * path as Stripe's webhook. A declined card releases the hold: the guest lands on /booking-failed and
 * the nights are free.
 */
export async function completeLocalPayment(deps: BookingDeps, sessionId: string, card: { cardNumber: string; expiry: string; cvc: string }, now = new Date()): Promise<LocalPaymentResult> {
  const submitted = await submitLocalCard(deps.db, sessionId, card, now);
  await applyPaymentEvent(deps, submitted.event, now);
  if (submitted.outcome === 'declined') {
    const message = 'カードが承認されませんでした。カード会社にお問い合わせいただくか、別のカードをお使いください。';
    const propertyId = await bookingRepo.findBookingPropertyId(deps.db, submitted.bookingId);
    const query = new URLSearchParams({ bookingId: submitted.bookingId, propertyId: propertyId ?? '' });
    return { outcome: 'declined', message, redirectUrl: localizedPath(`/booking-failed?${query}`, localSessionLanguage(submitted)) };
  }
  return { outcome: submitted.outcome, redirectUrl: submitted.successUrl };
}

/**
 * POST /api/payments/local/{sessionId}/voucher: the guest chose コンビニ払い or 銀行振込 on the local
 * page. The provider issues the voucher (payments/local-checkout.ts); its event goes through
 * `applyPaymentEvent`, which records the method and holds the nights until the payment deadline.
 */
export async function chooseLocalVoucher(deps: BookingDeps, sessionId: string, method: 'konbini' | 'bank_transfer', now = new Date()): Promise<{ redirectUrl: string }> {
  const issued = await issueLocalVoucher(deps.db, sessionId, method, now);
  await applyPaymentEvent(deps, issued.event, now);
  return { redirectUrl: issued.redirectUrl };
}

/**
 * POST /api/payments/local/{sessionId}/simulate-paid (tests and demos, never in production: config
 * `simulatePayments`): the voucher is paid at the provider, and its event confirms the booking through
 * `applyPaymentEvent`, as Stripe's webhook would.
 */
export async function simulateLocalVoucherPayment(deps: BookingDeps, sessionId: string, now = new Date()): Promise<{ redirectUrl: string }> {
  const paid = await simulateLocalVoucherPaid(deps.db, sessionId, now);
  await applyPaymentEvent(deps, paid.event, now);
  return { redirectUrl: paid.redirectUrl };
}
