import type * as schema from '../schema';

/** The rows of one table as the seed inserts them. */
export type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type UserRow = Row<typeof schema.users>;
export type HostProfileRow = Row<typeof schema.hostProfiles>;
export type AdminRow = Row<typeof schema.adminAccounts>;
export type TotpFactorRow = Row<typeof schema.totpFactors>;
export type PropertyRow = Row<typeof schema.properties>;
export type PhotoRow = Row<typeof schema.propertyPhotos>;
export type AmenityRow = Row<typeof schema.amenityMaster>;
export type PropertyAmenityRow = Row<typeof schema.propertyAmenities>;
export type FeatureRow = Row<typeof schema.kominkaFeaturesMaster>;
export type PropertyFeatureRow = Row<typeof schema.propertyFeatures>;
export type BasicAmenityRow = Row<typeof schema.basicAmenitiesMaster>;
export type PropertyBasicAmenityRow = Row<typeof schema.propertyBasicAmenities>;
export type CalendarRow = Row<typeof schema.propertyCalendar>;
export type PricingRuleRow = Row<typeof schema.pricingRules>;
export type SeasonPriceRow = Row<typeof schema.propertySeasonPrices>;
export type BookingRow = Row<typeof schema.bookings>;
export type BookingGuestRow = Row<typeof schema.bookingGuests>;
export type PaymentRow = Row<typeof schema.payments>;
export type RefundRow = Row<typeof schema.refunds>;
export type LocalSessionRow = Row<typeof schema.localCheckoutSessions>;
export type PayoutRow = Row<typeof schema.payouts>;
export type PayoutItemRow = Row<typeof schema.payoutItems>;
export type ReviewRow = Row<typeof schema.reviews>;
export type MessageRow = Row<typeof schema.messages>;
export type FavoriteRow = Row<typeof schema.favorites>;
export type InquiryRow = Row<typeof schema.inquiries>;
export type EmailTemplateRow = Row<typeof schema.emailTemplates>;
export type FaqRow = Row<typeof schema.faqItems>;
