import { z } from 'zod';
import { BOOKING_STATUSES, CANCEL_POLICIES, PAYMENT_STATUSES } from './enums';
import { refundTransferSchema } from './refund-transfers';
import { furiganaAnswer, furiganaField } from './furigana';
import { LANGUAGES } from './language';
import { phoneField } from './phone';
import { accommodationTaxBreakdownSchema, isoDate, PRICE_SOURCES, visibleAddressSchema } from './properties';

/** Bookings, checkout and payments: the original payloads and answer shapes (docs/product/guest-screens.md), plus what the screens need. */

const guestName = z.string().trim().min(1, '必須項目を入力してください').max(100, '100文字以内で入力してください');
const guestEmail = z.email('有効なメールアドレスを入力してください');
/** Empty gets the guest form's required message (its toast says the same); anything else is the one phone rule. */
const guestPhone = z.string().trim().min(1, '必須項目を入力してください').pipe(phoneField);
const specialRequests = z.string().trim().max(1000, 'ご要望は1000文字以内で入力してください').nullish();
/** The language of the page that asks for the payment page: its return addresses and the provider's page are in it. */
const pageLanguage = z.enum(LANGUAGES).default('ja').describe('支払いを始めたページの言語（戻り先の URL と決済ページの言語）');
const count = (min: number) => z.coerce.number().int('人数は整数で入力してください').min(min).max(99);

export const bookingIdParamsSchema = z.object({ id: z.uuid('予約IDの形式が正しくありません') });
export const sessionIdParamsSchema = z.object({ sessionId: z.string().min(1).max(255) });

/** POST /api/bookings: a tentative booking that holds the nights for 30 minutes. */
export const createBookingBodySchema = z.object({
  propertyId: z.uuid('物件IDの形式が正しくありません'),
  checkIn: isoDate,
  checkOut: isoDate,
  guestCount: count(1).optional(),
  guestsAdults: count(1).optional(),
  guestsChildren: count(0).optional(),
  guestsInfants: count(0).optional(),
  specialRequests,
  guestName,
  guestNameKana: furiganaField,
  guestEmail,
  guestPhone,
});
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

/** POST /api/create-checkout-session: the hold and the payment page in one call. `totalAmount` is ignored: the server prices the stay. */
export const createCheckoutSessionBodySchema = z.object({
  propertyId: z.uuid('物件IDの形式が正しくありません'),
  checkinDate: isoDate,
  checkoutDate: isoDate,
  guestsAdults: count(1).default(1),
  guestsChildren: count(0).default(0),
  guestsInfants: count(0).default(0),
  guestName,
  guestNameKana: furiganaField,
  guestEmail,
  guestPhone,
  specialRequests,
  totalAmount: z.number().optional().describe('参考値。請求額はサーバーが計算します'),
  payAfterApproval: z
    .boolean()
    .default(false)
    .describe('リクエスト予約で、カードを使わずに送り、ホストの承認後にコンビニ払い・銀行振込で支払う（url は予約の詳細）'),
  language: pageLanguage,
});
export type CreateCheckoutSessionBody = z.infer<typeof createCheckoutSessionBodySchema>;

/** POST /api/checkout: the payment page of an existing hold. `amount` is ignored. */
export const checkoutBodySchema = z.object({
  reservationId: z.uuid('予約IDの形式が正しくありません'),
  amount: z.number().optional().describe('参考値。請求額はサーバーが計算します'),
  currency: z.string().optional(),
  customerEmail: z.string().optional(),
  propertyName: z.string().optional(),
  language: pageLanguage,
});

export const checkoutSessionSchema = z.object({
  url: z.string().describe('カード決済ページのURL'),
  sessionId: z.string(),
  bookingId: z.uuid(),
  amountJpy: z.number().int().describe('請求額（円・税込）'),
  holdExpiresAt: z.string().describe('仮予約の有効期限 (ISO 8601)'),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** POST /api/create-payment-intent: the embedded card page (/booking-form) of a booking waiting for payment. */
export const createPaymentIntentBodySchema = z.object({
  amount: z.number().optional().describe('参考値。請求額はサーバーが計算します'),
  metadata: z.object({ bookingId: z.uuid('予約IDの形式が正しくありません') }),
  language: pageLanguage,
});
export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  paymentSessionId: z.string().describe('local: カード情報の送信先 /api/payments/local/{id}/complete'),
  amountJpy: z.number().int(),
  provider: z.enum(['local', 'stripe']),
  /** stripe: the hosted page to go to (no card fields are served from this site). */
  checkoutUrl: z.string().nullable(),
});

export const cancellationPreviewSchema = z.object({
  allowed: z.boolean(),
  feeJpy: z.number().int().describe('キャンセル料（円）'),
  refundJpy: z.number().int().describe('返金額（円）'),
  reason: z.string().nullable().describe('キャンセルできない理由'),
  refundAccountRequired: z.boolean().describe('コンビニ払い・銀行振込の返金: キャンセル時に返金先の口座が必要'),
});

/** A booking as the guest's screens show it (the original "booking from the server" shape, plus the breakdown and the policy: docs/product/bookings.md). */
export const bookingSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyTitle: z.string(),
  propertyTitleEn: z.string().nullable().describe('英語の物件名（ホストが書いたもの。null: なし）'),
  propertyLocation: z.string().describe('都道府県と市区町村'),
  propertyPrefecture: z.string(),
  propertyCity: z.string(),
  propertyCityEn: z.string().nullable().describe('市区町村のローマ字表記（null: なし）'),
  propertyImage: z.string().nullable(),
  checkIn: isoDate,
  checkOut: isoDate,
  checkinFrom: z.string(),
  checkoutUntil: z.string(),
  nights: z.number().int(),
  guestCount: z.number().int(),
  guestsAdults: z.number().int(),
  guestsChildren: z.number().int(),
  guestsInfants: z.number().int(),
  guestName: z.string(),
  guestNameKana: furiganaAnswer,
  guestEmail: z.string(),
  guestPhone: z.string(),
  specialRequests: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string().describe('お支払い方法の表示名'),
  totalPrice: z.number().int().describe('合計（円・税込）'),
  totalAmountJpy: z.number().int(),
  nightsTotal: z.number().int(),
  cleaningFee: z.number().int(),
  serviceFee: z.number().int().describe('ゲストのサービス料（当サイトは0円）'),
  accommodationTaxJpy: z.number().int().describe('宿泊税（合計に含む）'),
  accommodationTax: accommodationTaxBreakdownSchema,
  dailyPrices: z.array(z.object({ date: isoDate, price: z.number().int(), source: z.enum(PRICE_SOURCES) })),
  cancelPolicy: z.enum(CANCEL_POLICIES),
  cancelAt: z.string().nullable(),
  cancelFeeJpy: z.number().int(),
  refundAmountJpy: z.number().int().describe('返金済み・返金手続き中の額（円）'),
  cancelledBy: z.string().nullable(),
  cancelReason: z.string().nullable().describe('ホスト・運営によるキャンセルや却下、期限切れによる取り消しの理由（ゲスト自身のキャンセルは null）'),
  rejected: z.boolean().describe('ホストがリクエストを却下した（表示は「却下」）'),
  address: visibleAddressSchema.describe('宿の住所: 予約が確定（または宿泊完了）していれば番地・アクセスまで、それ以外は市区町村と町名まで'),
  holdExpiresAt: z.string().nullable().describe('仮予約・承認待ちの期限'),
  payAfterApproval: z.boolean().describe('リクエスト予約をカードなしで送り、承認後にコンビニ払い・銀行振込で支払う（承認後は「お支払い待ち」）'),
  paymentDeadline: z.string().nullable().describe('承認後のお支払い期限 (ISO 8601)：承認されてお支払いを待つ間だけ'),
  hostName: z.string().nullable(),
  hostEmail: z.string().nullable().describe('確定後のみ'),
  hostPhone: z.string().nullable().describe('確定後のみ'),
  canReview: z.boolean(),
  hasReview: z.boolean(),
  reviewDeadline: isoDate.nullable(),
  cancellation: cancellationPreviewSchema,
  refundTransfer: refundTransferSchema.nullable().describe('コンビニ払い・銀行振込の返金（口座への振込）: ゲスト本人と運営のみ'),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const paymentSummarySchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountJpy: z.number().int(),
  capturedAt: z.string().nullable(),
});

export const bookingBySessionSchema = z.object({
  booking: bookingSchema,
  payment: paymentSummarySchema.nullable(),
  sessionInfo: z.object({
    paymentStatus: z.string().describe('決済事業者から見た状態: paid, unpaid, no_payment_required'),
    paymentIntentId: z.string().nullable(),
  }),
});
export type BookingBySession = z.infer<typeof bookingBySessionSchema>;

export const cancelResultSchema = z.object({
  booking: bookingSchema,
  cancelFeeJpy: z.number().int(),
  refundAmountJpy: z.number().int(),
});
export type CancelResult = z.infer<typeof cancelResultSchema>;

/** The local test card page: what it shows, and what it submits. */
export const localSessionSchema = z.object({
  sessionId: z.string(),
  bookingId: z.uuid(),
  description: z.string(),
  amountJpy: z.number().int(),
  customerEmail: z.string().nullable(),
  status: z.enum(['open', 'complete', 'expired']),
  expiresAt: z.string(),
  cancelUrl: z.string(),
  /** The language of the page that opened the session: the card page shows in it. */
  language: z.enum(LANGUAGES),
  /** Whether コンビニ払い and 銀行振込 are offered, with their deadline, or why not (src/domain/pay-later.ts). */
  payLater: z.union([
    z.object({ offered: z.literal(true), deadline: z.string() }),
    z.object({ offered: z.literal(false), reason: z.string() }),
  ]),
  /** The voucher the guest chose (コンビニ払い, 銀行振込), once issued. */
  voucher: z
    .object({
      method: z.enum(['konbini', 'bank_transfer']),
      paymentNumber: z.string(),
      deadline: z.string(),
      /** unpaid: waiting; paid: the money came; expired: the deadline passed unpaid. */
      state: z.enum(['unpaid', 'paid', 'expired']),
      /** 銀行振込: the account to transfer to (the payment number is its account number). */
      bankAccount: z.object({ bankName: z.string(), branchName: z.string(), accountType: z.string(), accountNumber: z.string(), holderKana: z.string() }).nullable(),
      /** Where to go once paid: the booking's success page. */
      successUrl: z.string(),
    })
    .nullable(),
  /** The test button 「支払い済みにする」 is offered (the local provider outside production). */
  canSimulatePayment: z.boolean(),
});
export type LocalSession = z.infer<typeof localSessionSchema>;

/** POST /api/payments/local/{sessionId}/voucher: the guest chose コンビニ払い or 銀行振込. */
export const localVoucherBodySchema = z.object({ method: z.enum(['konbini', 'bank_transfer']) });
export type LocalVoucherBody = z.infer<typeof localVoucherBodySchema>;
/** POST …/voucher and …/simulate-paid: where the page goes next. */
export const localVoucherResultSchema = z.object({ redirectUrl: z.string() });

export const localCardBodySchema = z.object({
  cardNumber: z.string().trim().min(1, 'カード番号を入力してください'),
  expiry: z.string().trim().min(1, '有効期限を入力してください'),
  cvc: z.string().trim().min(1, 'セキュリティコードを入力してください'),
  cardholderName: z.string().trim().max(100).optional(),
});
export const localCardResultSchema = z.object({
  status: z.enum(['paid', 'authorized']),
  redirectUrl: z.string(),
});
export const cardDeclinedSchema = z.object({
  code: z.literal('CARD_DECLINED'),
  message: z.string(),
  redirectUrl: z.string(),
});

export const TEST_CARDS = { paid: '4242424242424242', declined: '4000000000000002' } as const;
