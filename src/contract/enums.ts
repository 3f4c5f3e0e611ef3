/** Every enumeration of the specification, shared by the database schema, the API and the web app. */
export const USER_ROLES = ['guest', 'host', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const KYC_STATUSES = ['pending', 'verified', 'rejected'] as const;
/** A house's life (docs/product/hosts-and-houses.md): `in_review` is 審査待ち, a submitted draft. */
export const PROPERTY_STATUSES = ['draft', 'in_review', 'private', 'published', 'suspended'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const BOOKING_STATUSES = ['tentative', 'pending', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'authorized', 'paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** 1棟料金 (a price for the house, with guests included and a fee per extra guest) or 1名料金 (a price per adult). */
export const PRICE_MODELS = ['house', 'person'] as const;
export type PriceModel = (typeof PRICE_MODELS)[number];
export const CANCEL_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancelPolicy = (typeof CANCEL_POLICIES)[number];
export const GUEST_CATEGORIES = ['adult', 'child', 'infant'] as const;
/** `local`: the app's own test card page (no account or network), the default payment provider. */
export const PAYMENT_PROVIDERS = ['stripe', 'bank_transfer', 'local'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** How the guest pays (docs/product/payments.md): card, コンビニ払い or 銀行振込 (the last two paid later, by a deadline). */
export const PAYMENT_METHODS = ['card', 'konbini', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * A コンビニ払い or 銀行振込 refund paid by the platform's own bank transfer (docs/product/payments.md):
 * waiting for the guest's account, waiting for the transfer, transferred.
 */
export const REFUND_TRANSFER_STATUSES = ['awaiting_account', 'pending_transfer', 'transferred'] as const;
export type RefundTransferStatus = (typeof REFUND_TRANSFER_STATUSES)[number];
export const REVIEWEE_TYPES = ['property', 'host', 'guest'] as const;
export const PAYOUT_METHODS = ['bank', 'stripe_connect'] as const;
export const PAYOUT_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const;
export const WEBHOOK_STATUSES = ['pending', 'processed', 'failed'] as const;
export const CALENDAR_SOURCES = ['manual', 'ical', 'ota', 'system'] as const;
export const INQUIRY_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_TYPES = ['general', 'booking', 'payment', 'technical', 'complaint', 'other'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const EMAIL_TEMPLATE_TYPES = ['welcome', 'booking_confirmation', 'payment_reminder', 'review_request', 'newsletter'] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];
/** Who cancelled a booking. */
export const CANCELLED_BY = ['guest', 'host', 'admin', 'system'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];
/**
 * The law a house takes paying guests under (docs/product/lodging-law.md): 住宅宿泊事業（民泊）,
 * 旅館業（簡易宿所・旅館・ホテル）or 国家戦略特区（特区民泊）. A house's basis decides its proof, its
 * 180-night year (民泊 only) and which accommodation taxes apply to it.
 */
export const LODGING_REGIMES = ['minpaku', 'ryokan', 'tokku_minpaku'] as const;
export type LodgingRegime = (typeof LODGING_REGIMES)[number];
/** How an accommodation tax rule computes (docs/product/accommodation-tax.md): per person and night by tiers of the price, or a percentage of it. */
export const ACCOMMODATION_TAX_KINDS = ['tiered', 'percent'] as const;
export const KOMINKA_GRADES = ['A', 'B', 'C'] as const;
export const ID_TYPES = ['driver_license', 'passport', 'residence_card', 'my_number'] as const;
export const ACCOUNT_TYPES = ['普通', '当座'] as const;

export const KOMINKA_FEATURE_KEYS = [
  'kayabuki_roof', 'irimoya_roof', 'kawara_roof', 'thatched_roof', 'doma', 'irori', 'engawa', 'washitsu',
  'koushido', 'shouji', 'ranma', 'fusuma', 'hari', 'shikkui_wall', 'tsuchi_wall', 'tatami',
] as const;
export type KominkaFeatureKey = (typeof KOMINKA_FEATURE_KEYS)[number];

/** Shown in amenity lists everywhere except this category (the check-in times are shown apart). */
export const HIDDEN_AMENITY_CATEGORY = 'チェックイン・チェックアウト';
