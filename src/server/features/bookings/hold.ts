import type { Database } from '@/db/client';
import { HOLD_MINUTES } from '@/domain/booking-state';
import { formatJapaneseDate } from '@/domain/japan-date';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { isExclusionViolation, isRetryableConflict, retryOnceOnDeadlock } from '../../lib/pg-errors';
import { isOwnListing, type UserActor } from '../../policy';
import { PROPERTY_NOT_FOUND } from '../properties/service';
import { calculatePricing } from '../pricing/service';
import type { BookingDeps } from './deps';
import {
  findBookableProperty,
  insertBooking,
  insertPrimaryBookingGuest,
  liveHoldsOf,
  lockGuest,
  lockPublishedProperty,
  updateLapsedOrOwnHoldsOverlapping,
} from './repository';
import * as pricingRepo from '../pricing/repository';
import { assertStayFitsMinpakuYear, limitedRulesOf } from '../minpaku-year/service';
import { requireVerifiedEmail } from '../email-verification/gate';

export interface StayRequest {
  propertyId: string;
  checkinDate: string;
  checkoutDate: string;
  guestsAdults: number;
  guestsChildren: number;
  guestsInfants: number;
  guestName: string;
  /** フリガナ (normalised by the contract's field), null or absent when not given. */
  guestNameKana?: string | null;
  guestEmail: string;
  guestPhone: string;
  specialRequests?: string | null;
}

export const NIGHTS_TAKEN = 'ご指定の日程はすでに予約が入っているか、受付を停止しています。別の日程をお選びください。';
/** How many stays one account may hold unpaid at a time. */
export const MAX_LIVE_HOLDS = 2;
export const OWN_LISTING = 'ご自身が掲載している物件は予約できません';

export interface Hold {
  bookingId: string;
  amountJpy: number;
  holdExpiresAt: Date;
  property: NonNullable<Awaited<ReturnType<typeof findBookableProperty>>>;
  /** Checkout sessions of holds this one replaced: to be closed at the provider. */
  replacedSessionIds: string[];
}

/**
 * A tentative booking that holds the nights for 30 minutes while the guest pays. The price is the
 * server's own (pricing service); the guests, the nights and the stay limits are checked here; the
 * database's exclusion constraint `bookings_no_overlap` decides between two guests racing for the same
 * nights, and the loser gets a 409 with a Japanese message. Lapsed holds of those nights, and the
 * guest's own earlier unpaid holds of them (a second try after going back), are released first; the new
 * hold keeps the time the guest's own earlier hold had left, so that no hold outlives 30 minutes from
 * its first creation. One account holds at most MAX_LIVE_HOLDS stays at a time (its holds are made one
 * after the other under a lock of its row), and a host cannot book their own house. A deadlock between
 * two racing holds is tried once more, and then answers the same 409 as any other conflict.
 */
export async function createHold(deps: BookingDeps, user: UserActor, stay: StayRequest, now: Date = new Date()): Promise<Hold> {
  const property = await findBookableProperty(deps.db, stay.propertyId);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  if (isOwnListing(user, { hostId: property.hostUserId })) throw new AppError('FORBIDDEN', 403, OWN_LISTING);
  // A booking needs a proved address: its confirmation and the stay's messages go there (docs/product/accounts.md).
  await requireVerifiedEmail(deps.db, user.id, 'booking');
  const guests = stay.guestsAdults + stay.guestsChildren;
  if (guests > property.maxGuests) {
    throw badRequest(`このお宿にご宿泊いただけるのは最大${property.maxGuests}名様です（乳幼児を除く）`, 'guestsAdults');
  }
  const nights = {
    checkinDate: stay.checkinDate,
    checkoutDate: stay.checkoutDate,
    guestsAdults: stay.guestsAdults,
    guestsChildren: stay.guestsChildren,
    guestsInfants: stay.guestsInfants,
  };
  const quote = await calculatePricing(deps.db, property.id, nights, now);
  const fullHold = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const minpakuRules = await limitedRulesOf(deps.db, property.id);

  try {
    return await retryOnceOnDeadlock(() => deps.db.transaction(async (tx) => {
      await lockGuest(tx, user.id);
      // Serialised with a host deleting or hiding the house at this moment; a 民泊 house's holds also
      // with each other (FOR UPDATE), so that two stays cannot both take the year's last nights.
      if (!(await lockPublishedProperty(tx, property.id, minpakuRules ? 'update' : 'share'))) throw notFound(PROPERTY_NOT_FOUND);
      const ownEarlier = (await liveHoldsOf(tx, user.id, now)).filter((h) => overlapsStay(h, stay) && h.propertyId === stay.propertyId);
      const replaced = await releaseStaleHolds(tx, user.id, stay, now);
      const others = await liveHoldsOf(tx, user.id, now);
      if (others.length >= MAX_LIVE_HOLDS) throw tooManyHolds(others[0]);
      const earliest = ownEarlier.reduce<Date>((min, h) => (h.holdExpiresAt && h.holdExpiresAt < min ? h.holdExpiresAt : min), fullHold);
      const holdExpiresAt = earliest;
      // Asked again after the release: the lapsed and replaced holds no longer count.
      if (!quote.available && !(await nightsFree(tx, stay))) throw nightsTaken();
      // The 180-night year (民泊 only), with the replaced holds gone and the house locked.
      if (minpakuRules) await assertStayFitsMinpakuYear(tx, property.id, minpakuRules, stay, now);
      const bookingId = await insertBooking(tx, {
        propertyId: property.id,
        guestUserId: user.id,
        hostUserId: property.hostUserId,
        checkinDate: stay.checkinDate,
        checkoutDate: stay.checkoutDate,
        nights: quote.nights,
        guestsAdults: stay.guestsAdults,
        guestsChildren: stay.guestsChildren,
        guestsInfants: stay.guestsInfants,
        status: 'tentative',
        pricingSnapshotJson: {
          dailyPrices: quote.dailyPrices,
          nights: quote.nights,
          nightsTotal: quote.nightsTotal,
          cleaningFeeJpy: quote.cleaningFeeJpy,
          accommodationTax: quote.accommodationTax,
          totalPrice: quote.totalPrice,
        },
        totalAmountJpy: quote.totalPrice,
        accommodationTaxJpy: quote.accommodationTaxJpy,
        paymentStatus: 'unpaid',
        cancelPolicy: property.cancelPolicy,
        specialRequests: stay.specialRequests?.trim() || null,
        holdExpiresAt,
      });
      await insertPrimaryBookingGuest(tx, {
        bookingId,
        fullName: stay.guestName.trim(),
        fullNameKana: stay.guestNameKana ?? null,
        email: stay.guestEmail.trim(),
        phone: stay.guestPhone.trim(),
        category: 'adult',
        stayFrom: stay.checkinDate,
        stayTo: stay.checkoutDate,
      });
      return { bookingId, amountJpy: quote.totalPrice, holdExpiresAt, property, replacedSessionIds: replaced };
    }));
  } catch (error) {
    // A conflict, or a deadlock that came back on the second try: the nights went to someone else.
    if (isExclusionViolation(error) || isRetryableConflict(error)) throw nightsTaken();
    throw error;
  }
}

const nightsTaken = () => new AppError('CONFLICT', 409, NIGHTS_TAKEN);

const overlapsStay = (hold: { checkinDate: string; checkoutDate: string }, stay: StayRequest) =>
  hold.checkinDate < stay.checkoutDate && stay.checkinDate < hold.checkoutDate;

/** The refusal of a third hold; in English it names the house by the English title its host wrote, if any. */
function tooManyHolds(first: { title: string; titleEn: string | null; checkinDate: string; checkoutDate: string }) {
  const error = new AppError(
    'CONFLICT',
    409,
    `仮予約中のご予約が${MAX_LIVE_HOLDS}件あります。「${first.title}」（${formatJapaneseDate(first.checkinDate)}〜${formatJapaneseDate(first.checkoutDate)}）などのお支払いを済ませるか、仮予約を取り消してから、新しいご予約をお願いします。`,
  );
  if (first.titleEn) error.englishParts = { [first.title]: first.titleEn };
  return error;
}

/** Cancels the lapsed holds on these nights and this guest's own unpaid holds on them; answers their sessions. */
async function releaseStaleHolds(tx: Database, userId: string, stay: StayRequest, now: Date): Promise<string[]> {
  const sessionIds = await updateLapsedOrOwnHoldsOverlapping(
    tx,
    { propertyId: stay.propertyId, checkinDate: stay.checkinDate, checkoutDate: stay.checkoutDate, guestUserId: userId },
    now,
    { status: 'cancelled', cancelledBy: 'system', cancelReason: '新しい仮予約に置き換えました', cancelAt: now, holdExpiresAt: null },
  );
  return sessionIds.flatMap((id) => (id ? [id] : []));
}

/** Whether no live booking and no closed day is on the nights (one query after the other: `tx` is one connection). */
async function nightsFree(tx: Database, stay: StayRequest): Promise<boolean> {
  const nights = { from: stay.checkinDate, to: stay.checkoutDate };
  if ((await pricingRepo.bookingsForRange(tx, stay.propertyId, nights)).length > 0) return false;
  return (await pricingRepo.blockedDatesForRange(tx, stay.propertyId, nights)).length === 0;
}
