import { buildBookings } from './build-bookings';
import { buildCatalog } from './build-catalog';
import { buildEmailTemplates, buildFaq, buildFavorites, buildInquiries } from './build-content';
import { buildPricing } from './build-pricing';
import { buildProperties } from './build-properties';
import { buildReviews } from './build-reviews';
import { buildPeople, DEMO_ACCOUNTS, type PasswordHashes } from './build-users';
import { SeededRandom } from './random';
import type { SeedContext } from './seed-context';
import { japanDate } from './seed-dates';
import type * as T from './seed-types';

/** A fixed seed: the same demo data on every run, apart from the dates, which follow `now`. */
const RANDOM_SEED = 0x6b6f6d69; // "komi"

/** Every row of the demo data, in the order they are inserted. */
export interface DemoData {
  users: T.UserRow[];
  admins: T.AdminRow[];
  /** The demo admin's authenticator app (its secret encrypted with the field cipher). */
  adminTotpFactors: T.TotpFactorRow[];
  hostProfiles: T.HostProfileRow[];
  features: T.FeatureRow[];
  basicAmenities: T.BasicAmenityRow[];
  amenities: T.AmenityRow[];
  properties: T.PropertyRow[];
  photos: T.PhotoRow[];
  propertyFeatures: T.PropertyFeatureRow[];
  propertyBasicAmenities: T.PropertyBasicAmenityRow[];
  propertyAmenities: T.PropertyAmenityRow[];
  pricingRules: T.PricingRuleRow[];
  seasonPrices: T.SeasonPriceRow[];
  calendar: T.CalendarRow[];
  bookings: T.BookingRow[];
  bookingGuests: T.BookingGuestRow[];
  payments: T.PaymentRow[];
  localSessions: T.LocalSessionRow[];
  refunds: T.RefundRow[];
  payouts: T.PayoutRow[];
  payoutItems: T.PayoutItemRow[];
  reviews: T.ReviewRow[];
  messages: T.MessageRow[];
  favorites: T.FavoriteRow[];
  inquiries: T.InquiryRow[];
  faqItems: T.FaqRow[];
  emailTemplates: T.EmailTemplateRow[];
}

/** Builds the whole demo data set in memory; ids are made here so rows link without round trips. */
export function buildDemoData(now: Date, hashes: PasswordHashes, encryptAccountNumber: (plain: string) => string): DemoData {
  const ctx: SeedContext = { rng: new SeededRandom(RANDOM_SEED), now, today: japanDate(now) };
  const catalog = buildCatalog();
  const people = buildPeople(ctx, hashes, encryptAccountNumber);
  const properties = buildProperties(ctx, people, catalog);
  const pricing = buildPricing(ctx, properties.list);
  const bookings = buildBookings(ctx, people, properties.list, pricing);
  const reviews = buildReviews(ctx, people, bookings.completed);

  return {
    users: [...people.hosts.map((h) => h.user), ...people.guests.map((g) => g.user)],
    admins: [people.admin],
    adminTotpFactors: [{ adminId: people.admin.id, secretEncrypted: encryptAccountNumber(DEMO_ACCOUNTS.admin.totpSecret), confirmedAt: now }],
    hostProfiles: people.hosts.map((h) => h.profile),
    features: catalog.features,
    basicAmenities: catalog.basicAmenities,
    amenities: catalog.amenities,
    properties: properties.properties,
    photos: properties.photos,
    propertyFeatures: properties.features,
    propertyBasicAmenities: properties.basicAmenities,
    propertyAmenities: properties.amenities,
    pricingRules: pricing.rules,
    seasonPrices: pricing.seasons,
    calendar: pricing.calendar,
    bookings: bookings.bookings,
    bookingGuests: bookings.guests,
    payments: bookings.payments,
    localSessions: bookings.localSessions,
    refunds: bookings.refunds,
    payouts: bookings.payouts,
    payoutItems: bookings.payoutItems,
    reviews,
    messages: bookings.messages,
    favorites: buildFavorites(ctx, people, properties.list),
    inquiries: buildInquiries(ctx, people),
    faqItems: buildFaq(),
    emailTemplates: buildEmailTemplates(),
  };
}
