import { checkInPath } from '@/contract/guest-registry';
import { refundAccountPath } from '@/contract/refund-transfers';
import { addressText, visibleAddress } from '@/domain/address-visibility';
import { partySizeOf } from '@/domain/guest-registry';
import { houseTitle } from '@/domain/house-title';
import type { Language } from '@/contract/language';
import { formatJapaneseDateTime } from '@/domain/japan-date';
import { payByText } from '@/domain/pay-later';
import { localizedPath } from '@/web/lib/i18n/localized-path';
import { HOST_REQUEST_PAYMENT_TIMING, type VarsOf } from './email-kinds';
import type { BookingMailContext } from './mail-repository';
import { bookingNumber, formatAmount, formatMailDate } from './mail-format';

/** What `{{accessInfo}}` says when the guest may not see it yet, or the host wrote none, in each language. */
const ACCESS_LATER: Record<Language, string> = { ja: 'ご予約の確定後にお知らせします。', en: "We'll send this once your booking is confirmed." };
const ACCESS_FROM_HOST: Record<Language, string> = { ja: 'ホストより別途ご案内いたします。', en: 'Your host will send you the details separately.' };

/** A page of the site as a link in an e-mail: the guest's pages under `/en` for an English recipient (localized-path.ts). */
export const siteLink = (siteUrl: string, path: string, language: Language): string => `${siteUrl}${localizedPath(path, language)}`;

/**
 * The recipient and the `{{placeholders}}` of a booking's e-mails (exactly the names of `MAIL_VARS.booking`, email-kinds.ts).
 * `{{address}}` and `{{accessInfo}}` follow src/domain/address-visibility.ts: in full once the booking is
 * confirmed (or completed), the prefecture, city and district before — whatever an admin's template asks.
 */
export function bookingMailVars(booking: BookingMailContext, siteUrl: string, refundedJpy: number, language: Language = 'ja'): { to: string; vars: VarsOf<'booking'> } {
  const seen = visibleAddress(booking, { bookingStatuses: [booking.status] });
  const link = (path: string) => siteLink(siteUrl, path, language);
  return {
    // The primary guest named on the booking, who may be someone other than the account holder.
    to: booking.guestEmail?.trim() || booking.accountEmail,
    vars: {
      guestName: booking.guestName?.trim() || booking.accountName,
      // The host's English title in an English e-mail where written (docs/product/english-house-text.md).
      propertyTitle: houseTitle({ title: booking.propertyTitle, titleEn: booking.propertyTitleEn }, language),
      bookingId: bookingNumber(booking.bookingId),
      checkinDate: formatMailDate(booking.checkinDate, language),
      checkoutDate: formatMailDate(booking.checkoutDate, language),
      checkinTime: booking.checkinFrom,
      checkoutTime: booking.checkoutUntil,
      totalAmount: formatAmount(booking.totalAmountJpy),
      accommodationTax: formatAmount(booking.accommodationTaxJpy),
      address: addressText(seen),
      accessInfo: seen.full ? seen.accessInfo?.trim() || ACCESS_FROM_HOST[language] : ACCESS_LATER[language],
      cancelFee: formatAmount(booking.cancelFeeJpy),
      refundAmount: formatAmount(refundedJpy),
      siteUrl,
      bookingUrl: link(`/booking/${booking.bookingId}`),
      paymentUrl: link(`/payment/${booking.bookingId}`),
      reviewUrl: link(`/review/${booking.bookingId}`),
      checkinUrl: link(checkInPath(booking.bookingId)),
      refundAccountUrl: link(refundAccountPath(booking.bookingId)),
    },
  };
}

const AMOUNT_VARS = new Set(['cancelFee', 'refundAmount', 'totalAmount']);

/**
 * A caller's extra vars: amounts given as plain yen ('5000') are written like the others (¥5,000), and a
 * payment deadline given as an instant in the recipient's language (2026年12月3日(木) 23:59まで; Thu, 3 Dec 2026, 23:59).
 */
export function extraMailVars(extra: Record<string, string> = {}, paymentDeadline: Date | undefined, language: Language = 'ja'): Record<string, string> {
  const formatted = Object.fromEntries(Object.entries(extra).map(([name, value]) => [name, AMOUNT_VARS.has(name) && /^\d+$/.test(value) ? formatAmount(Number(value)) : value]));
  return paymentDeadline ? { ...formatted, paymentDeadline: payByText(paymentDeadline, language) } : formatted;
}

/** The host's e-mails about a request to book (`MAIL_VARS.hostRequest`): to the host's account address, the deadline in Japan time. */
export function hostRequestMailVars(booking: BookingMailContext, siteUrl: string): { to: string; vars: VarsOf<'hostRequest'> } {
  const guests = booking.guestsAdults + booking.guestsChildren;
  return {
    to: booking.hostEmail,
    vars: {
      hostName: booking.hostName,
      guestName: booking.guestName?.trim() || booking.accountName,
      propertyTitle: booking.propertyTitle,
      bookingId: bookingNumber(booking.bookingId),
      checkinDate: formatMailDate(booking.checkinDate),
      checkoutDate: formatMailDate(booking.checkoutDate),
      guestCount: `${guests}名${booking.guestsInfants > 0 ? `（ほか乳幼児${booking.guestsInfants}名）` : ''}`,
      totalAmount: formatAmount(booking.totalAmountJpy),
      deadline: booking.holdExpiresAt ? `${formatJapaneseDateTime(booking.holdExpiresAt)}（日本時間）` : '',
      paymentTiming: booking.payAfterApproval ? HOST_REQUEST_PAYMENT_TIMING.afterApproval : HOST_REQUEST_PAYMENT_TIMING.card,
      hostBookingUrl: `${siteUrl}/host/bookings/${booking.bookingId}`,
      siteUrl,
    },
  };
}

/** The host's e-mail about a registry not complete on the check-in day (`MAIL_VARS.hostRegistry`): to the host's account address. */
export function hostRegistryMailVars(booking: BookingMailContext, registered: number, siteUrl: string): { to: string; vars: VarsOf<'hostRegistry'> } {
  return {
    to: booking.hostEmail,
    vars: {
      hostName: booking.hostName,
      guestName: booking.guestName?.trim() || booking.accountName,
      propertyTitle: booking.propertyTitle,
      bookingId: bookingNumber(booking.bookingId),
      checkinDate: formatMailDate(booking.checkinDate),
      checkoutDate: formatMailDate(booking.checkoutDate),
      guestCount: `${partySizeOf(booking)}名`,
      registeredCount: `${registered}名`,
      hostBookingUrl: `${siteUrl}/host/bookings/${booking.bookingId}`,
      siteUrl,
    },
  };
}
