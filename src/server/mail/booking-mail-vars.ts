import type { VarsOf } from './email-kinds';
import type { BookingMailContext } from './mail-repository';
import { formatAmount, formatMailDate } from './mail-format';

/** The recipient and the `{{placeholders}}` of a booking's e-mails (exactly the names of `MAIL_VARS.booking`, email-kinds.ts). */
export function bookingMailVars(booking: BookingMailContext, siteUrl: string, refundedJpy: number): { to: string; vars: VarsOf<'booking'> } {
  const address = `${booking.zipcode ? `〒${booking.zipcode} ` : ''}${booking.prefecture}${booking.city}${booking.addressLine}`;
  return {
    // The primary guest named on the booking, who may be someone other than the account holder.
    to: booking.guestEmail?.trim() || booking.accountEmail,
    vars: {
      guestName: booking.guestName?.trim() || booking.accountName,
      propertyTitle: booking.propertyTitle,
      bookingId: booking.bookingId,
      checkinDate: formatMailDate(booking.checkinDate),
      checkoutDate: formatMailDate(booking.checkoutDate),
      checkinTime: booking.checkinFrom,
      checkoutTime: booking.checkoutUntil,
      totalAmount: formatAmount(booking.totalAmountJpy),
      address,
      accessInfo: booking.accessInfo?.trim() || 'ホストより別途ご案内いたします。',
      cancelFee: formatAmount(booking.cancelFeeJpy),
      refundAmount: formatAmount(refundedJpy),
      siteUrl,
      bookingUrl: `${siteUrl}/booking/${booking.bookingId}`,
      paymentUrl: `${siteUrl}/payment/${booking.bookingId}`,
      reviewUrl: `${siteUrl}/review/${booking.bookingId}`,
    },
  };
}

const AMOUNT_VARS = new Set(['cancelFee', 'refundAmount', 'totalAmount']);

/** A caller's extra vars: amounts given as plain yen ('5000') are written like the others (5,000). */
export function withAmountsFormatted(extra: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(extra).map(([name, value]) => [name, AMOUNT_VARS.has(name) && /^\d+$/.test(value) ? formatAmount(Number(value)) : value]));
}
