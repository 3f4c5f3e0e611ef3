import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/contract/bookings';
import type { ReceiptIssued } from '@/contract/receipts';
import { bookings, hostProfiles, receipts } from '@/db/schema';
import { formatYen } from '@/domain/display-format';
import { fromToday, insertHost, insertProperty } from '../../testing/fixtures';
import { insertPaidBooking } from '../../testing/money-fixtures';
import { createTestApp, registerHost, signUpGuest, type TestApp } from '../../testing/test-app';

let t: TestApp;
let guest: { cookie: string; user: { id: string } };
let otherGuest: { cookie: string };
let hostId: string;
let house: string;

beforeAll(async () => {
  t = await createTestApp();
  guest = await signUpGuest(t.app);
  otherGuest = await signUpGuest(t.app);
  hostId = (await insertHost(t.db, { displayName: '古民家 花子' })).id;
  house = await insertProperty(t.db, null, { hostId, basePriceJpy: 22000, cleaningFeeJpy: 5000 });
});
afterAll(async () => t?.close());

const as = (cookie: string) => ({ headers: { cookie } });
let stayOffset = 100;

/** A stay booked and paid through the site's own flow (the local card page), as a guest does it. */
async function paidBooking(cookie = guest.cookie): Promise<Booking> {
  stayOffset += 5;
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    ...as(cookie),
    payload: { propertyId: house, checkinDate: fromToday(stayOffset), checkoutDate: fromToday(stayOffset + 2), guestsAdults: 2, guestsChildren: 0, guestsInfants: 0, guestName: '山田 太郎', guestEmail: 'taro@example.jp', guestPhone: '090-1111-2222' },
  });
  expect(session.statusCode, session.body).toBe(201);
  const { sessionId, bookingId } = session.json();
  const paid = await t.app.inject({ method: 'POST', url: `/api/payments/local/${sessionId}/complete`, payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } });
  expect(paid.statusCode, paid.body).toBe(200);
  return (await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}`, ...as(cookie) })).json();
}

const issue = (bookingId: string, cookie: string, payload: Record<string, unknown> = { addressee: '株式会社山田商事' }) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/receipts`, ...as(cookie), payload });

async function receiptPage(issued: ReceiptIssued, cookie = guest.cookie) {
  const res = await t.app.inject({ method: 'GET', url: issued.url, ...as(cookie) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
}

/** The text of the table row whose heading is `label` (the amount next to it). */
const rowAmount = (html: string, label: string) => html.match(new RegExp(`<th scope="row">${label}</th><td class="num">([^<]+)</td>`))?.[1];

describe('the guest’s receipt (領収書)', () => {
  it('shows the booking’s breakdown: the total, the consumption tax included at 10% and the accommodation tax apart', async () => {
    const booking = await paidBooking();
    expect(booking.paymentStatus).toBe('paid');
    expect(booking.accommodationTaxJpy).toBeGreaterThan(0);
    const res = await issue(booking.id, guest.cookie, { addressee: '  株式会社山田商事 ' });
    expect(res.statusCode, res.body).toBe(201);
    const issued = res.json() as ReceiptIssued;
    expect(issued).toMatchObject({ reissue: false, number: expect.stringMatching(/^[0-9A-F]{8}-01$/) });

    const html = await receiptPage(issued);
    const taxable = booking.totalPrice - booking.accommodationTaxJpy;
    expect(booking.nightsTotal + booking.cleaningFee).toBe(taxable);
    expect(html).toContain(`<span data-testid="receipt-total">${formatYen(booking.totalPrice)}-</span>`);
    expect(rowAmount(html, '宿泊料金等（10%対象・税込）')).toBe(formatYen(taxable));
    expect(rowAmount(html, 'うち消費税相当額（10%）')).toBe(formatYen(Math.floor((taxable * 10) / 110)));
    expect(rowAmount(html, '宿泊税（消費税の対象外）')).toBe(formatYen(booking.accommodationTaxJpy));
    expect(rowAmount(html, '合計（税込）')).toBe(formatYen(booking.totalPrice));
    expect(html).toContain('<span data-testid="receipt-addressee">株式会社山田商事</span>');
    expect(html).toContain('但し 宿泊代として');
    expect(html).not.toContain('再発行');
    // The host is no registered issuer: no registration number, and the receipt says it is no qualified invoice.
    expect(html).not.toContain('登録番号');
    expect(html).toContain('この領収書は適格請求書ではありません');
  });

  it('marks every later issue of the same booking 再発行, with its own number, and keeps each issue', async () => {
    const booking = await paidBooking();
    const first = (await issue(booking.id, guest.cookie)).json() as ReceiptIssued;
    const again = await issue(booking.id, guest.cookie, { addressee: '山田 太郎', purpose: 'ご宿泊代（12月出張）として' });
    expect(again.statusCode).toBe(201);
    const second = again.json() as ReceiptIssued;
    expect(second).toMatchObject({ reissue: true, number: first.number.replace(/-01$/, '-02') });
    const html = await receiptPage(second);
    expect(html).toContain('<p class="reissue">再発行</p>');
    expect(html).toContain('但し ご宿泊代（12月出張）として');
    expect(await receiptPage(first)).not.toContain('再発行');
    const kept = await t.db.select({ sequence: receipts.sequence, addressee: receipts.addressee }).from(receipts).where(eq(receipts.bookingId, booking.id)).orderBy(receipts.sequence);
    expect(kept).toEqual([
      { sequence: 1, addressee: '株式会社山田商事' },
      { sequence: 2, addressee: '山田 太郎' },
    ]);
  });

  it('is a qualified invoice under the intermediary rule when the host gives a registration number', async () => {
    await t.db.update(hostProfiles).set({ invoiceRegistrationNumber: 'T1234567890123' }).where(eq(hostProfiles.userId, hostId));
    try {
      const booking = await paidBooking();
      const html = await receiptPage((await issue(booking.id, guest.cookie)).json());
      expect(html).toContain('<span data-testid="issuer-registration-number">T7010001999999</span>');
      expect(html).toContain('<span data-testid="host-registration-number">T1234567890123</span>');
      expect(rowAmount(html, 'うち消費税（10%）')).toBe(formatYen(Math.floor(((booking.totalPrice - booking.accommodationTaxJpy) * 10) / 110)));
      expect(html).toContain('媒介者交付特例');
    } finally {
      await t.db.update(hostProfiles).set({ invoiceRegistrationNumber: null }).where(eq(hostProfiles.userId, hostId));
    }
  });

  it('is the booking’s guest’s only: another guest and a signed-out visitor get nothing', async () => {
    const booking = await paidBooking();
    const issued = (await issue(booking.id, guest.cookie)).json() as ReceiptIssued;
    const other = await issue(booking.id, otherGuest.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('予約が見つかりません');
    expect((await t.app.inject({ method: 'GET', url: issued.url, ...as(otherGuest.cookie) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: issued.url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/receipts`, payload: { addressee: 'x' } })).statusCode).toBe(401);
    // Another booking's id with this receipt: not found either.
    const another = await paidBooking();
    expect((await t.app.inject({ method: 'GET', url: issued.url.replace(booking.id, another.id), ...as(guest.cookie) })).statusCode).toBe(404);
  });

  it('is refused for a booking not paid, and asks for the addressee in Japanese', async () => {
    stayOffset += 5;
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      ...as(guest.cookie),
      payload: { propertyId: house, checkIn: fromToday(stayOffset), checkOut: fromToday(stayOffset + 1), guestsAdults: 1, guestName: '山田 太郎', guestEmail: 'taro@example.jp', guestPhone: '090-1111-2222' },
    });
    expect(hold.statusCode, hold.body).toBe(201);
    const unpaid = await issue(hold.json().id, guest.cookie);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('領収書はお支払いが済んだ予約にのみ発行できます');

    const booking = await paidBooking();
    const blank = await issue(booking.id, guest.cookie, { addressee: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'addressee', message: '宛名を入力してください' });
  });

  it('deducts refunds: a cancelled stay’s receipt is for the kept fee, without accommodation tax; none after a full refund', async () => {
    const host = await registerHost(t.app);
    const kyoto = await insertProperty(t.db, null, { hostId: host.user.id, basePriceJpy: 20000, cleaningFeeJpy: 0 });
    const partly = await insertPaidBooking(t.db, {
      propertyId: kyoto, checkin: fromToday(30), checkout: fromToday(32), status: 'cancelled', cancelledBy: 'guest',
      totalJpy: 41_600, accommodationTaxJpy: 1_600, cancelFeeJpy: 20_000, refund: { amountJpy: 21_600, at: new Date().toISOString() },
    });
    const whole = await insertPaidBooking(t.db, {
      propertyId: kyoto, checkin: fromToday(40), checkout: fromToday(41), status: 'cancelled', cancelledBy: 'host',
      totalJpy: 20_800, accommodationTaxJpy: 800, refund: { amountJpy: 20_800, at: new Date().toISOString() },
    });
    await t.db.update(bookings).set({ guestUserId: guest.user.id }).where(eq(bookings.id, partly.bookingId));
    await t.db.update(bookings).set({ guestUserId: guest.user.id }).where(eq(bookings.id, whole.bookingId));

    const html = await receiptPage((await issue(partly.bookingId, guest.cookie)).json());
    expect(rowAmount(html, 'ご請求額')).toBe('¥41,600');
    expect(rowAmount(html, '返金額')).toBe('−¥21,600');
    expect(rowAmount(html, '宿泊税（消費税の対象外）')).toBe('¥0');
    expect(rowAmount(html, 'うち消費税相当額（10%）')).toBe('¥1,818');
    expect(rowAmount(html, '合計（税込）')).toBe('¥20,000');

    const refused = await issue(whole.bookingId, guest.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('お支払いの全額を返金済みのため、領収書は発行できません');
  });
});
