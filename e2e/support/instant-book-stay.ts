import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { HostPropertyEditor } from '@/contract/host-property-editor';
import type { PricingResult } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { reloadPage } from './browser';

/** Signs a demo account in (password kominka123) through the API and waits for its name in the header. */
export async function signInDemo(page: Page, email: string, name: string) {
  const res = await page.request.post('/api/auth/login', { data: { email, password: 'kominka123' } });
  expect(res.status()).toBe(200);
  await reloadPage(page);
  await page.getByRole('banner').getByRole('link', { name }).waitFor();
}

/** Two free nights 45 days ahead or later (from `firstDay`) at one of the demo host's instant-book houses. */
export async function freeInstantBookStay(hostPage: Page, guestPage: Page, firstDay = 45) {
  const list = (await hostPage.request.get('/api/host/properties?status=published&pageSize=100').then((r) => r.json())) as { id: string }[];
  for (const { id } of list) {
    const house = (await hostPage.request.get(`/api/host/properties/${id}`).then((r) => r.json())) as HostPropertyEditor;
    if (house.requiresApproval || house.minNights > 2 || house.maxGuests < 2) continue;
    for (let start = firstDay; start < 200; start += 7) {
      const [checkIn, checkOut] = [addDays(japanDate(), start), addDays(japanDate(), start + 2)];
      const res = await guestPage.request.post(`/api/properties/${id}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: checkOut, guestsAdults: 2, guestsChildren: 0, guestsInfants: 0 } });
      if (res.status() === 200 && ((await res.json()) as PricingResult).available) return { houseId: id, checkIn, checkOut, total: ((await res.json()) as PricingResult).totalPrice };
    }
  }
  throw new Error('no free instant-book stay');
}
