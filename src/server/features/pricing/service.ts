import type { Availability, PricingResult } from '@/contract/properties';
import { AVAILABILITY_MAX_DAYS } from '@/contract/properties';
import type { Database } from '@/db/client';
import { unavailableNights } from '@/domain/availability';
import { addDays, daysBetween, isValidIsoDate, japanDate } from '@/domain/japan-date';
import { accommodationTax, summariseAccommodationTax } from '@/domain/accommodation-tax';
import { quoteStay, validateStay } from '@/domain/pricing';
import { stayRuleProblem } from '@/domain/stay-rules';
import { badRequest, notFound } from '../../lib/app-error';
import { PROPERTY_NOT_FOUND, requireVisibleProperty } from '../properties/service';
import * as repo from './repository';
import { minpakuClosedNightsOf } from '../minpaku-year/service';

/** The guests of a stay; a quote asked without them is for one adult. */
export interface StayGuests {
  guestsAdults?: number;
  guestsChildren?: number;
  guestsInfants?: number;
}

/** Every guest counts for the accommodation tax, infants included (docs/product/accommodation-tax.md). */
export function taxedGuests(stay: StayGuests): number {
  return (stay.guestsAdults ?? 1) + (stay.guestsChildren ?? 0) + (stay.guestsInfants ?? 0);
}

/** What a quote reads of a house (the columns of repo.pricingInputs, or of repo.housePricingColumns and repo.stayCalendarColumn). */
export type QuoteInputs = Pick<
  NonNullable<Awaited<ReturnType<typeof repo.pricingInputs>>>,
  'basePriceJpy' | 'cleaningFeeJpy' | 'priceModel' | 'guestsIncluded' | 'extraGuestFeeJpy' | 'childRatePercent' | 'prefecture' | 'city' | 'lodgingRegime' | 'taxRules' | 'rules' | 'seasons' | 'calendar'
>;

/**
 * The stay's quote for the party (each night's price, the cleaning fee) and its accommodation tax: the one
 * sum behind every price a guest sees, the house page's and the search cards' alike.
 */
export function quoteWithTax(inputs: QuoteInputs, nights: { from: string; to: string }, stay: StayGuests) {
  const party = {
    pricing: { model: inputs.priceModel, guestsIncluded: inputs.guestsIncluded, extraGuestFeeJpy: inputs.extraGuestFeeJpy, childRatePercent: inputs.childRatePercent },
    guests: { adults: stay.guestsAdults ?? 1, children: stay.guestsChildren ?? 0, infants: stay.guestsInfants ?? 0 },
  };
  const quote = quoteStay({ basePriceJpy: inputs.basePriceJpy, cleaningFeeJpy: inputs.cleaningFeeJpy, rules: inputs.rules, seasons: inputs.seasons, calendar: inputs.calendar, party }, nights.from, nights.to);
  const tax = summariseAccommodationTax(
    accommodationTax({
      rules: inputs.taxRules,
      house: { prefecture: inputs.prefecture, city: inputs.city, regime: inputs.lodgingRegime },
      nights: quote.dailyPrices.map((d) => ({ date: d.date, priceJpy: d.price })),
      cleaningFeeJpy: quote.cleaningFeeJpy,
      guests: taxedGuests(stay),
    }),
  );
  return { quote, tax, totalJpy: quote.totalPrice + tax.totalJpy };
}

/**
 * The price of a stay, computed on the server from the house's calendar overrides, season prices and
 * pricing rules for those nights only, with whether every night is still free — for the guest who asks
 * (`viewerId`): their own unpaid hold does not take the nights from them.
 */
export async function calculatePricing(
  db: Database,
  propertyId: string,
  stay: StayGuests & { checkinDate: string; checkoutDate: string },
  now: Date = new Date(),
  viewerId?: string,
): Promise<PricingResult> {
  const nights = { from: stay.checkinDate, to: stay.checkoutDate };
  // One round trip: an invalid range costs a fetch it does not need, a valid one saves four.
  const inputs = isValidIsoDate(nights.from) && isValidIsoDate(nights.to) && nights.to > nights.from ? await repo.pricingInputs(db, propertyId, nights, { userId: viewerId, now }) : null;
  const property = inputs ?? (await repo.findPricedProperty(db, propertyId));
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  // The minimum nights are the stay rules' (the check-in day's, a season's or the house's).
  const problem = validateStay(
    stay.checkinDate,
    stay.checkoutDate,
    { minNights: 1, maxNights: property.maxNights, bookingWindowDays: property.bookingWindowDays },
    japanDate(now),
  );
  if (problem) throw badRequest(problem.message, problem.field);
  if (!inputs) throw badRequest('日付が正しくありません', 'checkinDate');
  const { seasons, calendar, bookings } = inputs;
  const ruleProblem = stayRuleProblem({ houseMinNights: property.minNights, seasons, days: calendar }, nights.from, nights.to);
  if (ruleProblem) throw badRequest(ruleProblem.message, ruleProblem.field);
  const { quote, tax } = quoteWithTax(inputs, nights, stay);
  const blocked = calendar.filter((c) => !c.isAvailable).map((c) => c.date);
  const unavailableDates = unavailableNights(nights, bookings, blocked);
  return {
    ...quote,
    stayTotalJpy: quote.totalPrice,
    accommodationTaxJpy: tax.totalJpy,
    accommodationTax: tax,
    totalPrice: quote.totalPrice + tax.totalJpy,
    available: unavailableDates.length === 0,
    unavailableDates,
  };
}

/**
 * Nights from `from` to `to` (both included) that are booked or closed (a 民泊 house's limit included), and the days of the window on
 * which a stay may not start (closed to arrival) or end (closed to departure), for the date picker.
 */
export async function getAvailability(
  db: Database,
  propertyId: string,
  window: { from: string; to: string },
  viewer: repo.HoldViewer = { now: new Date() },
): Promise<Availability> {
  if (!isValidIsoDate(window.from)) throw badRequest('開始日が正しい日付ではありません', 'from');
  if (!isValidIsoDate(window.to)) throw badRequest('終了日が正しい日付ではありません', 'to');
  if (window.to < window.from) throw badRequest('終了日は開始日以降の日付を指定してください', 'to');
  if (daysBetween(window.from, window.to) > AVAILABILITY_MAX_DAYS) throw badRequest(`期間は${AVAILABILITY_MAX_DAYS}日以内で指定してください`, 'to');
  await requireVisibleProperty(db, propertyId);
  const nights = { from: window.from, to: addDays(window.to, 1) };
  const [bookings, blocked, closed, minpakuClosed] = await Promise.all([
    repo.bookingsForRange(db, propertyId, nights, viewer),
    repo.blockedDatesForRange(db, propertyId, nights),
    repo.closedArrivalDepartureDates(db, propertyId, nights),
    minpakuClosedNightsOf(db, propertyId, nights, viewer.now),
  ]);
  return {
    // A 民泊 house's nights outside its allowed periods, or of a year whose 180 nights are taken, are closed too.
    unavailableDates: unavailableNights(nights, bookings, [...blocked, ...minpakuClosed]),
    closedToArrivalDates: closed.filter((d) => d.closedToArrival).map((d) => d.date),
    closedToDepartureDates: closed.filter((d) => d.closedToDeparture).map((d) => d.date),
  };
}
