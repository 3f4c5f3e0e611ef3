import { pgEnum } from 'drizzle-orm/pg-core';
import {
  BOOKING_STATUSES,
  CALENDAR_SOURCES,
  CANCEL_POLICIES,
  PRICE_MODELS,
  GUEST_CATEGORIES,
  INQUIRY_STATUSES,
  INQUIRY_TYPES,
  KOMINKA_GRADES,
  KYC_STATUSES,
  LODGING_REGIMES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  REFUND_TRANSFER_STATUSES,
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  PROPERTY_STATUSES,
  REVIEWEE_TYPES,
  USER_ROLES,
  WEBHOOK_STATUSES,
  PAYMENT_METHODS,
} from '@/contract/enums';

export const userRole = pgEnum('user_role', USER_ROLES);
export const kycStatus = pgEnum('kyc_status', KYC_STATUSES);
export const propertyStatus = pgEnum('property_status', PROPERTY_STATUSES);
export const lodgingRegime = pgEnum('lodging_regime', LODGING_REGIMES);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const cancelPolicy = pgEnum('cancel_policy', CANCEL_POLICIES);
export const priceModel = pgEnum('price_model', PRICE_MODELS);
export const guestCategory = pgEnum('guest_category', GUEST_CATEGORIES);
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const refundTransferStatus = pgEnum('refund_transfer_status', REFUND_TRANSFER_STATUSES);
export const revieweeType = pgEnum('reviewee_type', REVIEWEE_TYPES);
export const payoutMethod = pgEnum('payout_method', PAYOUT_METHODS);
export const payoutStatus = pgEnum('payout_status', PAYOUT_STATUSES);
export const webhookStatus = pgEnum('webhook_status', WEBHOOK_STATUSES);
export const calendarSource = pgEnum('calendar_source', CALENDAR_SOURCES);
export const inquiryStatus = pgEnum('inquiry_status', INQUIRY_STATUSES);
export const inquiryType = pgEnum('inquiry_type', INQUIRY_TYPES);
export const kominkaGrade = pgEnum('kominka_grade', KOMINKA_GRADES);
