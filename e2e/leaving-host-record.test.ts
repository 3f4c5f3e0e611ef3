import { describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@/contract/bookings';
import type { HostProperty } from '@/contract/host-properties';
import type { PricingResult, PropertyDetail } from '@/contract/properties';
import { bookingNumber } from '@/domain/display-format';
import { addDays, japanDate } from '@/domain/japan-date';
import { goTo, uniqueEmail } from './support/browser';
import { useAppWithMail } from './support/fixture';
import { verifyEmailThroughLink } from './support/verify-email';
import { payWithTestCard } from './support/local-card';

/**
 * Leaving keeps what the law keeps (docs/product/accounts.md, "Leaving"): a guest who booked and
 * cancelled a stay leaves the service, and the host's record of the booking keeps its dates and money
 * under 「退会したユーザー」 without the guest's name, e-mail or phone.
 */
const app = useAppWithMail({ SEED: 'demo' });

const HOST = { email: 'host@example.jp', password: 'kominka123' };
const GUEST = { fullName: '去来 奏', email: uniqueEmail('e2e-leaving-guest'), password: 'sara-leaving-1', phone: '090-7777-8888' };
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

describe('the host’s record of a guest who left', () => {
  it('keeps the stay’s dates and amount under 退会したユーザー, without the guest’s details', { timeout: 180_000 }, async () => {
    // The guest signs up, confirms the address and books an instant-booking house of the demo host.
    const guest = await app.visit('/');
    expect((await guest.request.post('/api/auth/signup', { data: { fullName: GUEST.fullName, email: GUEST.email, password: GUEST.password } })).status()).toBe(201);
    await verifyEmailThroughLink(guest, app.mail, GUEST.email);
    const host = await app.visit('/');
    expect((await host.request.post('/api/auth/login', { data: HOST })).status()).toBe(200);
    const houses = (await host.request.get('/api/host/properties?status=published&pageSize=100').then((r) => r.json())) as HostProperty[];
    const checkIn = addDays(japanDate(), 45);
    const checkOut = addDays(checkIn, 2);
    let chosen: { id: string; total: number } | null = null;
    for (const item of houses) {
      const house = (await guest.request.get(`/api/properties/${item.id}`).then((r) => r.json())) as PropertyDetail;
      if (house.requiresApproval || house.minNights > 2) continue;
      const price = (await guest.request.post(`/api/properties/${house.id}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: checkOut } }).then((r) => r.json())) as PricingResult;
      if (price.available) {
        chosen = { id: house.id, total: price.totalPrice };
        break;
      }
    }
    expect(chosen).not.toBeNull();
    const res = await guest.request.post('/api/create-checkout-session', {
      data: { propertyId: chosen!.id, checkinDate: checkIn, checkoutDate: checkOut, guestsAdults: 1, guestsChildren: 0, guestsInfants: 0, guestName: GUEST.fullName, guestEmail: GUEST.email, guestPhone: GUEST.phone },
    });
    expect(res.status(), await res.text()).toBe(201);
    const session = (await res.json()) as CheckoutSession;
    await goTo(guest, session.url);
    await payWithTestCard(guest, chosen!.total);
    await guest.getByRole('heading', { name: '予約が確定しました' }).waitFor({ timeout: 60_000 });

    // The stay is cancelled (an upcoming stay would keep the account open), then the guest leaves.
    expect((await guest.request.put(`/api/bookings/${session.bookingId}/cancel`)).status()).toBe(200);
    const closed = await guest.request.post('/api/user/closure', { data: { currentPassword: GUEST.password, confirmation: '退会する' } });
    expect(closed.status(), await closed.text()).toBe(200);
    expect((await guest.request.post('/api/auth/login', { data: { email: GUEST.email, password: GUEST.password } })).status()).toBe(401);

    // The host's booking page keeps the stay and its money, without who the guest was.
    await goTo(host, `/host/bookings/${session.bookingId}`);
    await host.getByRole('heading', { name: '退会したユーザー 様の予約', level: 1 }).waitFor({ timeout: 30_000 });
    await host.getByText(`予約番号 ${bookingNumber(session.bookingId)}`).waitFor();
    await host.getByText(yen(chosen!.total)).first().waitFor();
    const text = (await host.locator('main').textContent()) ?? '';
    expect(text).not.toContain(GUEST.fullName);
    expect(text).not.toContain(GUEST.email);
    expect(text).not.toContain(GUEST.phone);
  });
});
