import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, properties } from '@/db/schema';
import { addDays, japanMonthRange } from '@/domain/japan-date';
import { adminToken, createTestApp, signUpGuest, type TestApp } from '../../testing/test-app';
import { insertBooking, insertHost, insertProperty, insertUser } from '../../testing/fixtures';
import { insertPaidBooking } from '../../testing/money-fixtures';
import { eq } from 'drizzle-orm';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/stats', () => {
  it('counts the platform from its data: users, hosts, houses, bookings, what waits and this month’s sales', async () => {
    const guest = await insertUser(t.db);
    await insertUser(t.db);
    const verified = await insertHost(t.db, { kycStatus: 'verified', verificationStatus: 'verified' });
    // Waiting for identity review: pending with the front image uploaded; a pending host without images does not wait yet.
    await insertHost(t.db, { kycStatus: 'pending', frontImageKey: 'kyc/a.png' });
    await insertHost(t.db, { kycStatus: 'pending' });
    const house = await insertProperty(t.db, null, { hostId: verified.id });
    const reviewed = await insertProperty(t.db, null, { hostId: verified.id, status: 'draft' });
    await t.db.update(properties).set({ status: 'in_review', submittedAt: new Date() }).where(eq(properties.id, reviewed));
    const deleted = await insertProperty(t.db, null, { hostId: verified.id, status: 'draft' });
    await t.db.update(properties).set({ status: 'in_review', deletedAt: new Date() }).where(eq(properties.id, deleted));

    const month = japanMonthRange();
    const nextMonth = japanMonthRange(new Date(), 1);
    // This month's チェックアウト分の売上 (docs/product/money.md): the paid stays that check out this month,
    // whenever they checked in; a stay checking out next month and unpaid bookings do not count.
    await insertPaidBooking(t.db, { propertyId: house, checkin: addDays(month.from, -1), checkout: month.from, status: 'completed', totalJpy: 30_000 });
    await insertPaidBooking(t.db, { propertyId: house, checkin: month.from, checkout: addDays(month.from, 2), status: 'completed', totalJpy: 40_000 });
    await insertPaidBooking(t.db, { propertyId: house, checkin: addDays(month.from, 3), checkout: addDays(month.from, 5), status: 'confirmed', totalJpy: 40_000 });
    await insertPaidBooking(t.db, { propertyId: house, checkin: addDays(month.to, -1), checkout: addDays(month.to, 1), status: 'confirmed', totalJpy: 50_000 });
    await insertBooking(t.db, { propertyId: house, guestId: guest.id, checkin: addDays(month.from, 6), checkout: addDays(month.from, 8), status: 'cancelled' });
    await insertBooking(t.db, { propertyId: house, guestId: guest.id, checkin: addDays(nextMonth.from, 3), checkout: addDays(nextMonth.from, 5), status: 'confirmed' });
    await t.db.insert(inquiries).values([
      { email: 'a@example.jp', fullName: '問い合わせ 一', subject: '質問', content: '本文' },
      { email: 'b@example.jp', fullName: '問い合わせ 二', subject: '質問', content: '本文', status: 'resolved' },
    ]);
    await signUpGuest(t.app);

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      // The 4 paid bookings' guests are users too.
      totalUsers: 10,
      totalHosts: 3,
      totalProperties: 2,
      totalBookings: 6,
      pendingHostApprovals: 1,
      pendingPropertyApprovals: 1,
      openInquiries: 1,
      revenueThisMonth: 30_000 + 40_000 + 40_000,
      pendingAdminAccounts: 0,
    });
  });

  it('refuses without a token and with a guest session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
    const guest = await signUpGuest(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: guest.cookie } })).statusCode).toBe(403);
  });
});
