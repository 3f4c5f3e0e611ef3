import { randomUUID } from 'node:crypto';
import { quoteStay } from '@/domain/pricing';
import { accommodationTax, summariseAccommodationTax, type AccommodationTaxRule } from '@/domain/accommodation-tax';
import { SEEDED_ACCOMMODATION_TAX_RULES } from '@/domain/seeded-accommodation-tax-rules';
import type { SeededProperty } from './build-properties';
import type { SeededPricing } from './build-pricing';
import type { SeededGuest, SeededPeople } from './build-users';
import { cancellationFee } from '@/domain/cancellation';
import { addMonths, earningOf, japanMonthOf, payoutScheduleDate, splitOf, type EarningKind } from '@/domain/payouts';
import { DEMO_CONVERSATION } from './messages';
import { SPECIAL_REQUESTS } from './review-phrases';
import type { SeedContext } from './seed-context';
import { addDays, addHours, japanInstant, type IsoDate } from './seed-dates';
import type { BookingGuestRow, BookingRow, LocalSessionRow, MessageRow, PaymentRow, PayoutItemRow, PayoutRow, RefundRow } from './seed-types';
import { formatYen } from '@/domain/display-format';

/** How many of each kind the demo site shows (the scripted demo bookings included). */
const COMPLETED_TARGET = 120;
const CONFIRMED_UPCOMING_TARGET = 22;
const EXTRA_CANCELLED = 3;

type Kind = 'completed' | 'confirmed' | 'pending' | 'cancelled';

export type SeededBooking = BookingRow & { id: string; createdAt: Date };

export interface CompletedStay {
  booking: SeededBooking;
  property: SeededProperty;
  guest: SeededGuest;
  checkout: IsoDate;
  /** False for the demo guest's latest stay, left unreviewed so the review form can be tried. */
  reviewable: boolean;
}

export interface SeededBookings {
  bookings: SeededBooking[];
  guests: BookingGuestRow[];
  payments: PaymentRow[];
  localSessions: LocalSessionRow[];
  refunds: RefundRow[];
  payouts: PayoutRow[];
  payoutItems: PayoutItemRow[];
  messages: MessageRow[];
  completed: CompletedStay[];
}

/** What a paid booking earns its host, and the Japan-time month in which it is paid out. */
interface Earned {
  hostId: string;
  bookingId: string;
  kind: EarningKind;
  grossJpy: number;
  accommodationTaxJpy: number;
  month: string;
}

interface StaySpec {
  property: SeededProperty;
  guest: SeededGuest;
  checkin: IsoDate;
  nights: number;
  kind: Kind;
  createdAt?: Date;
  /** Cancelled bookings: when the guest cancelled. */
  cancelAt?: Date;
  reviewable?: boolean;
}

/** The tax rules every database starts with (the accommodation-tax migration's rows), as the engine reads them. */
const TAX_RULES: readonly AccommodationTaxRule[] = SEEDED_ACCOMMODATION_TAX_RULES.map((rule, i) => ({ ...rule, id: `seeded-${i}` }));

/** Which nights each property has taken, so no two live bookings overlap (the database refuses it). */
class Occupancy {
  private readonly taken = new Map<string, [IsoDate, IsoDate][]>();

  constructor(private readonly blocked: SeededPricing['blockedByProperty']) {}

  isFree(propertyId: string, checkin: IsoDate, checkout: IsoDate): boolean {
    for (const [from, to] of this.taken.get(propertyId) ?? []) if (checkin < to && from < checkout) return false;
    const blocked = this.blocked.get(propertyId);
    if (blocked) for (let d = checkin; d < checkout; d = addDays(d, 1)) if (blocked.has(d)) return false;
    return true;
  }

  hold(propertyId: string, checkin: IsoDate, checkout: IsoDate): void {
    const list = this.taken.get(propertyId) ?? [];
    list.push([checkin, checkout]);
    this.taken.set(propertyId, list);
  }
}

function ageOn(dateOfBirth: string | undefined, on: IsoDate): number | null {
  if (!dateOfBirth) return null;
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

export function buildBookings(ctx: SeedContext, people: SeededPeople, properties: readonly SeededProperty[], pricing: SeededPricing): SeededBookings {
  const { rng, now, today } = ctx;
  const out: SeededBookings = { bookings: [], guests: [], payments: [], localSessions: [], refunds: [], payouts: [], payoutItems: [], messages: [], completed: [] };
  /** What each paid booking earns its host, and in which month (Japan time) it is paid out. */
  const earnings: Earned[] = [];
  const occupancy = new Occupancy(pricing.blockedByProperty);
  let paymentNo = 0;
  let refundNo = 0;

  const bookable = properties.filter((p) => p.status === 'published');
  const demoHostProps = bookable.filter((p) => p.isDemoHost);
  const otherProps = bookable.filter((p) => !p.isDemoHost);
  const otherGuests = people.guests.filter((g) => !g.isDemo);
  const demoGuest = people.demoGuest;
  const count = (kind: Kind, upcoming?: boolean) =>
    out.bookings.filter((b) => b.status === kind && (upcoming === undefined || b.checkinDate > today === upcoming)).length;

  const randomNights = (p: SeededProperty) =>
    Math.min(p.maxNights, Math.max(p.minNights, rng.weighted([[1, 30], [2, 40], [3, 20], [4, 7], [5, 3]])));
  const randomTime = () => `${String(rng.int(7, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;

  /** The first free check-in from `from`, moving `step` days at a time, whose stay lies inside [earliest, latest]. */
  function findCheckin(p: SeededProperty, from: IsoDate, nights: number, step: 1 | -1, earliest: IsoDate, latestCheckout: IsoDate): IsoDate | null {
    for (let shift = 0; shift <= 45; shift++) {
      const checkin = addDays(from, shift * step);
      const checkout = addDays(checkin, nights);
      if (checkin < earliest || checkout > latestCheckout) continue;
      if (occupancy.isFree(p.id, checkin, checkout)) return checkin;
    }
    return null;
  }

  function addStay(spec: StaySpec): SeededBooking | null {
    const { property: p, guest, kind } = spec;
    const nights = Math.min(p.maxNights, Math.max(p.minNights, spec.nights));
    const checkin = spec.checkin;
    const checkout = addDays(checkin, nights);
    if (!occupancy.isFree(p.id, checkin, checkout)) return null;
    if (kind !== 'cancelled') occupancy.hold(p.id, checkin, checkout);

    const id = randomUUID();
    const setup = pricing.setupByProperty.get(p.id);
    if (!setup) throw new Error(`seed: no prices for property ${p.id}`);
    const adults = Math.max(1, Math.min(p.maxGuests, rng.weighted([[1, 10], [2, 55], [3, 15], [4, 20]])));
    const children = p.maxGuests - adults >= 1 && rng.chance(0.3) ? rng.int(1, Math.min(2, p.maxGuests - adults)) : 0;
    const infants = rng.chance(0.08) ? 1 : 0;
    // The party's price and the 宿泊税 of the house's town on each night, as a booking made on the site has them.
    const stay = quoteStay({ ...setup, party: { pricing: p.pricing, guests: { adults, children, infants } } }, checkin, checkout);
    const tax = summariseAccommodationTax(
      accommodationTax({
        rules: TAX_RULES,
        house: { prefecture: p.seed.prefecture, city: p.seed.city, regime: p.lodgingRegime },
        nights: stay.dailyPrices.map((d) => ({ date: d.date, priceJpy: d.price })),
        cleaningFeeJpy: stay.cleaningFeeJpy,
        guests: adults + children + infants,
      }),
    );
    const snapshot = { ...stay, accommodationTax: tax, totalPrice: stay.totalPrice + tax.totalJpy };
    const total = snapshot.totalPrice;

    // When the booking was made: days or weeks before the stay, never before the listing went up.
    const listedOn = addDays(today, -p.createdDaysAgo + 1);
    const defaultCreated = () => {
      const day = addDays(checkin, -rng.int(5, 60));
      const instant = japanInstant(day < listedOn ? listedOn : day, randomTime());
      return instant < now ? instant : addHours(now, -rng.int(2, 48));
    };
    const createdAt = spec.createdAt ?? defaultCreated();
    const checkinAt = japanInstant(checkin, p.checkinFrom);

    let status: BookingRow['status'] = kind;
    let paymentStatus: BookingRow['paymentStatus'] = kind === 'pending' ? 'authorized' : 'paid';
    let updatedAt = addHours(createdAt, 0.05);
    let cancelFeeJpy = 0;
    let cancelAt: Date | null = null;
    let refundJpy = 0;
    if (kind === 'completed') updatedAt = japanInstant(checkout, '12:00');
    if (kind === 'cancelled') {
      cancelAt = spec.cancelAt ?? addHours(now, -24 * rng.int(1, 10));
      // The fee is a share of the stay; the tax of nights not stayed goes back in full.
      cancelFeeJpy = cancellationFee(p.cancelPolicy, stay.totalPrice, snapshot.dailyPrices[0].price, checkinAt, cancelAt);
      refundJpy = total - cancelFeeJpy;
      paymentStatus = refundJpy > 0 ? 'refunded' : 'paid';
      updatedAt = cancelAt;
      status = 'cancelled';
    }

    const booking: SeededBooking = {
      id,
      propertyId: p.id,
      guestUserId: guest.id,
      hostUserId: p.hostId,
      checkinDate: checkin,
      checkoutDate: checkout,
      nights,
      guestsAdults: adults,
      guestsChildren: children,
      guestsInfants: infants,
      status,
      pricingSnapshotJson: snapshot,
      totalAmountJpy: total,
      accommodationTaxJpy: tax.totalJpy,
      currency: 'JPY',
      paymentStatus,
      cancelPolicy: p.cancelPolicy,
      cancelAt,
      cancelFeeJpy,
      specialRequests: rng.chance(0.25) ? rng.pick(SPECIAL_REQUESTS) : null,
      holdExpiresAt: kind === 'pending' ? addHours(createdAt, 24) : null,
      createdAt,
      updatedAt,
    };
    out.bookings.push(booking);
    out.guests.push({
      id: randomUUID(),
      bookingId: id,
      isPrimary: true,
      fullName: guest.seed.fullName,
      fullNameKana: guest.seed.kana,
      email: guest.seed.email,
      age: ageOn(guest.seed.dateOfBirth, checkin),
      dateOfBirth: guest.seed.dateOfBirth ?? null,
      category: 'adult',
      phone: guest.seed.phone,
      address: guest.seed.address ?? null,
      nationality: '日本',
      stayFrom: checkin,
      stayTo: checkout,
    });

    paymentNo++;
    const paymentId = randomUUID();
    const captured = kind !== 'pending';
    // Paid through the local provider (the default): its session knows the payment, so a cancellation
    // of a demo booking is refunded like any other.
    const intentId = `pi_local_demo_${String(paymentNo).padStart(4, '0')}`;
    const sessionId = `cs_local_demo_${String(paymentNo).padStart(4, '0')}`;
    booking.checkoutSessionId = sessionId;
    out.localSessions.push({
      id: sessionId,
      bookingId: id,
      amountJpy: total,
      description: `${p.seed.title}（${checkin}〜${checkout}・${nights}泊）`,
      customerEmail: guest.seed.email,
      captureMethod: kind === 'pending' ? 'manual' : 'automatic',
      status: 'complete',
      paymentStatus: kind === 'pending' ? 'authorized' : 'paid',
      paymentIntentId: intentId,
      refundedJpy: cancelAt ? refundJpy : 0,
      cardLast4: '4242',
      successUrl: `/booking-success?session_id=${sessionId}`,
      cancelUrl: '/booking-confirmation',
      expiresAt: addHours(createdAt, 0.5),
      createdAt,
      updatedAt,
    });
    out.payments.push({
      id: paymentId,
      bookingId: id,
      provider: 'local',
      stripePaymentIntentId: intentId,
      providerChargeId: null,
      amountJpy: total,
      status: kind === 'pending' ? 'authorized' : paymentStatus,
      // A request to book authorises the card first; the host's approval captures it.
      authorizedAt: p.requiresApproval ? addHours(createdAt, 0.02) : null,
      capturedAt: captured ? addHours(createdAt, 0.05) : null,
      createdAt,
      updatedAt,
    });
    if (cancelAt && refundJpy > 0) {
      refundNo++;
      out.refunds.push({
        id: randomUUID(),
        paymentId,
        amountJpy: refundJpy,
        reason: cancelFeeJpy > 0 ? `ゲストによるキャンセル（キャンセル料 ${formatYen(cancelFeeJpy)}）` : 'ゲストによるキャンセル（全額返金）',
        providerRefundId: `re_local_demo_${String(refundNo).padStart(4, '0')}`,
        refundedAt: addHours(cancelAt, 0.02),
        status: 'refunded',
        createdAt: cancelAt,
      });
    }
    const earning = earningOf({ status, captured: true, paidJpy: total, refundedJpy: refundJpy, accommodationTaxJpy: tax.totalJpy, cancelledBy: null, cancelFeeJpy });
    if (earning) {
      const month = cancelAt ? japanMonthOf(cancelAt) : checkout.slice(0, 7);
      earnings.push({ hostId: p.hostId, bookingId: id, kind: earning.kind, grossJpy: earning.grossJpy, accommodationTaxJpy: earning.accommodationTaxJpy, month });
    }
    if (kind === 'completed') {
      out.completed.push({ booking, property: p, guest, checkout, reviewable: spec.reviewable ?? true });
    }
    return booking;
  }

  const past = { earliest: addDays(today, -545), latestCheckout: addDays(today, -1) };
  const future = { earliest: addDays(today, 1), latestCheckout: addDays(today, 120) };

  /** Places a stay near `around`, moving later (upcoming) or earlier (past) until the nights are free. */
  function stayNear(property: SeededProperty, guest: SeededGuest, around: IsoDate, nights: number, kind: Kind, extra: Partial<StaySpec> = {}) {
    const isPast = around < today;
    const n = Math.min(property.maxNights, Math.max(property.minNights, nights));
    const window = isPast ? past : future;
    const checkin = findCheckin(property, around, n, isPast ? -1 : 1, window.earliest, window.latestCheckout);
    return checkin ? addStay({ property, guest, checkin, nights: n, kind, ...extra }) : null;
  }

  const pickOther = (filter: (p: SeededProperty) => boolean = () => true) => rng.pick(otherProps.filter(filter));
  const pickGuest = () => rng.pick(otherGuests);

  // The demo guest: three upcoming stays (the first at the demo host's town house, with messages),
  // four past stays (the latest one not yet reviewed) and one cancelled booking.
  const chat = stayNear(demoHostProps[0], demoGuest, addDays(today, 12), 2, 'confirmed', { createdAt: addHours(now, -24 * 9) });
  stayNear(pickOther((p) => !p.requiresApproval), demoGuest, addDays(today, 38), 2, 'confirmed');
  stayNear(pickOther((p) => !p.requiresApproval), demoGuest, addDays(today, 66), 3, 'confirmed');
  const latestStay = demoHostProps[3];
  stayNear(latestStay, demoGuest, addDays(today, -3 - Math.max(2, latestStay.minNights)), 2, 'completed', { reviewable: false });
  stayNear(demoHostProps[0], demoGuest, addDays(today, -120), 2, 'completed');
  stayNear(pickOther(), demoGuest, addDays(today, -250), 2, 'completed');
  stayNear(pickOther(), demoGuest, addDays(today, -400), 3, 'completed');
  stayNear(pickOther((p) => p.cancelPolicy === 'moderate'), demoGuest, addDays(today, 25), 2, 'cancelled', {
    createdAt: addHours(now, -24 * 20),
    cancelAt: addHours(now, -24 * 3),
  });

  // The demo host: requests waiting for approval, upcoming stays and cancellations.
  const approvalProp = demoHostProps.find((p) => p.requiresApproval) ?? demoHostProps[1];
  for (const days of [20, 45]) {
    stayNear(approvalProp, pickGuest(), addDays(today, days), 2, 'pending', { createdAt: addHours(now, -rng.int(2, 18)) });
  }
  stayNear(pickOther((p) => p.requiresApproval), pickGuest(), addDays(today, 33), 2, 'pending', { createdAt: addHours(now, -rng.int(2, 18)) });
  for (const [index, days] of [[2, 7], [4, 16], [3, 30], [1, 55], [0, 3]] as const) {
    stayNear(demoHostProps[index], pickGuest(), addDays(today, days), randomNights(demoHostProps[index]), 'confirmed');
  }
  const cancelledPast = (property: SeededProperty, daysAgo: number, hoursBefore: number) => {
    const checkin = findCheckin(property, addDays(today, -daysAgo), Math.max(2, property.minNights), -1, past.earliest, past.latestCheckout);
    if (!checkin) return;
    const cancelAt = addHours(japanInstant(checkin, property.checkinFrom), -hoursBefore);
    addStay({ property, guest: pickGuest(), checkin, nights: 2, kind: 'cancelled', cancelAt, createdAt: addHours(cancelAt, -24 * rng.int(5, 30)) });
  };
  cancelledPast(demoHostProps[4], 40, 24 * 10);
  cancelledPast(demoHostProps[2], 60, 30);

  // Everyone else: past stays over the last 18 months, upcoming stays over the next 90 days.
  const weighted = bookable.map((p) => [p, p.isDemoHost ? 3 : 1] as const);
  for (let attempts = 0; count('completed') < COMPLETED_TARGET && attempts < 5000; attempts++) {
    const p = rng.weighted(weighted);
    const nights = randomNights(p);
    const checkin = addDays(today, -rng.int(nights + 1, 545));
    if (addDays(checkin, nights) > past.latestCheckout) continue;
    addStay({ property: p, guest: pickGuest(), checkin, nights, kind: 'completed' });
  }
  for (let attempts = 0; count('confirmed', true) < CONFIRMED_UPCOMING_TARGET && attempts < 5000; attempts++) {
    const p = rng.weighted(weighted);
    const nights = randomNights(p);
    addStay({ property: p, guest: pickGuest(), checkin: addDays(today, rng.int(1, 90)), nights, kind: 'confirmed', createdAt: addHours(now, -rng.int(6, 24 * 45)) });
  }
  for (let i = 0; i < EXTRA_CANCELLED; i++) {
    if (i % 2 === 0) {
      cancelledPast(pickOther(), rng.int(20, 300), rng.pick([24 * 12, 24 * 5, 30, 10]));
    } else {
      stayNear(pickOther(), pickGuest(), addDays(today, rng.int(10, 80)), 2, 'cancelled', { createdAt: addHours(now, -24 * rng.int(15, 40)) });
    }
  }

  // The demo host's stay of last month, whatever the day: last month's payout is waiting (送金履歴, docs/product/money.md).
  const thisMonthFirst = `${today.slice(0, 7)}-01`;
  const lastMonthFirst = `${addMonths(today.slice(0, 7), -1)}-01`;
  const lastMonthHouse = demoHostProps[1];
  const lastMonthNights = Math.min(lastMonthHouse.maxNights, Math.max(2, lastMonthHouse.minNights));
  const lastMonthCheckin = findCheckin(lastMonthHouse, addDays(lastMonthFirst, 9), lastMonthNights, 1, lastMonthFirst, addDays(thisMonthFirst, -1));
  if (lastMonthCheckin) addStay({ property: lastMonthHouse, guest: pickGuest(), checkin: lastMonthCheckin, nights: lastMonthNights, kind: 'completed' });

  if (chat) {
    const hostId = demoHostProps[0].hostId;
    for (const m of DEMO_CONVERSATION) {
      const sentAt = addHours(chat.createdAt, m.hoursAfterBooking);
      const toGuest = m.from === 'host';
      const isLast = m === DEMO_CONVERSATION[DEMO_CONVERSATION.length - 1];
      out.messages.push({
        id: randomUUID(),
        bookingId: chat.id,
        fromUserId: toGuest ? hostId : demoGuest.id,
        toUserId: toGuest ? demoGuest.id : hostId,
        messageType: 'text',
        subject: m.subject ?? null,
        content: m.content,
        isRead: !isLast,
        readAt: isLast ? null : addHours(sentAt, 1),
        createdAt: sentAt,
      });
    }
  }

  adjustSignUpDates(ctx, people, out.bookings);
  buildMonthlyPayouts(out, earnings, today);
  return out;
}

/**
 * The closed months' payouts (docs/product/money.md), as closeMonth (src/server/payouts/close-month.ts)
 * makes them: one per host per month with its items; last month's is pending (transferred at the end of
 * this month), older ones were paid on their day.
 */
function buildMonthlyPayouts(
  out: SeededBookings,
  earnings: Earned[],
  today: IsoDate,
): void {
  const thisMonth = today.slice(0, 7);
  const lastMonth = addMonths(thisMonth, -1);
  const groups = new Map<string, typeof earnings>();
  for (const e of earnings) {
    if (e.month >= thisMonth) continue;
    const key = `${e.hostId} ${e.month}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  let payoutNo = 0;
  for (const [key, items] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const [hostUserId, periodMonth] = key.split(' ');
    const payoutId = randomUUID();
    const splits = items.map((i) => ({ ...i, ...splitOf(i.grossJpy, i.accommodationTaxJpy) }));
    const gross = splits.reduce((s, i) => s + i.grossJpy, 0);
    const fee = splits.reduce((s, i) => s + i.commissionJpy, 0);
    const tax = splits.reduce((s, i) => s + i.accommodationTaxJpy, 0);
    const scheduledAt = japanInstant(payoutScheduleDate(periodMonth), '15:00');
    const paid = periodMonth < lastMonth;
    payoutNo++;
    out.payouts.push({
      id: payoutId,
      hostUserId,
      bookingId: null,
      periodMonth,
      amountJpy: gross,
      feeJpy: fee,
      netAmountJpy: gross - fee,
      accommodationTaxJpy: tax,
      payoutMethod: 'bank',
      status: paid ? 'paid' : 'pending',
      scheduledAt,
      processedAt: paid ? scheduledAt : null,
      externalPayoutId: paid ? `po_demo_${String(payoutNo).padStart(4, '0')}` : null,
      createdAt: japanInstant(`${addMonths(periodMonth, 1)}-01`, '00:10'),
    });
    for (const i of splits) {
      out.payoutItems.push({ id: randomUUID(), payoutId, bookingId: i.bookingId, kind: i.kind, grossJpy: i.grossJpy, accommodationTaxJpy: i.accommodationTaxJpy, commissionJpy: i.commissionJpy, netJpy: i.netJpy });
    }
  }
}

/** A guest signed up before their first booking. */
function adjustSignUpDates(ctx: SeedContext, people: SeededPeople, bookings: readonly SeededBooking[]): void {
  for (const guest of people.guests) {
    const first = bookings
      .filter((b) => b.guestUserId === guest.id)
      .map((b) => b.createdAt)
      .reduce<Date | null>((min, d) => (min === null || d < min ? d : min), null);
    if (first && guest.user.createdAt > addHours(first, -48)) {
      const moved = addHours(first, -24 * ctx.rng.int(3, 40));
      guest.user.createdAt = moved;
      guest.user.updatedAt = moved;
    }
  }
}

