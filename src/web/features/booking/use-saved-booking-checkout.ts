import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PropertyDetail } from '@/contract/properties';
import { propertyPricingQuery } from '@/web/lib/property-queries';
import { useBookingPrice } from '@/web/lib/booking-selection';
import { useLanguage } from '@/web/lib/i18n/use-t';
import { createCheckoutSession } from './api';
import type { BookingData } from '@/web/lib/booking-data';
import { showCheckoutSessionError, useCheckoutRedirect } from './use-checkout';
import type { PaymentTiming } from './components/payment-timing';

/**
 * The saved booking's price asked again (the server's total is what is charged, and the nights may have
 * been taken since the form), and the payment: POST /api/create-checkout-session, then the card page.
 */
export function useSavedBookingCheckout(data: BookingData, property: PropertyDetail) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const guests = { guestsAdults: data.guestsAdults, guestsChildren: data.guestsChildren, guestsInfants: data.guestsInfants };
  const pricingKey = propertyPricingQuery(property.id, data.checkIn, data.checkOut, guests).queryKey;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: pricingKey, exact: true });
    // Once per page visit; the key's parts are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, property.id, data.checkIn, data.checkOut, data.guestsAdults, data.guestsChildren, data.guestsInfants]);

  const price = useBookingPrice(property, data.checkIn, data.checkOut, guests);
  const unavailable = price.kind === 'invalid' || (price.kind === 'priced' && !price.result.available);
  const checkout = useCheckoutRedirect(createCheckoutSession, showCheckoutSessionError);

  const pay = (timing: PaymentTiming = 'card') =>
    checkout.start({
      propertyId: data.propertyId,
      checkinDate: data.checkinDate,
      checkoutDate: data.checkoutDate,
      guestsAdults: data.guestsAdults,
      guestsChildren: data.guestsChildren,
      guestsInfants: data.guestsInfants,
      guestName: data.guestName,
      guestNameKana: data.guestNameKana,
      guestEmail: data.guestEmail,
      guestPhone: data.guestPhone,
      specialRequests: data.specialRequests || null,
      totalAmount: price.kind === 'priced' ? price.result.totalPrice : data.totalAmount,
      payAfterApproval: timing === 'after_approval',
      language,
    });

  return { price, unavailable, pay, busy: checkout.busy };
}
