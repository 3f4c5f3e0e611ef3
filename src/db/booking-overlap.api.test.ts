import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExclusionViolation, isUniqueViolation } from '@/server/lib/pg-errors';
import type { DatabaseHandle } from './client';
import { bookings, favorites, properties, propertyCalendar, propertyPhotos, users } from './schema';
import { openTestDatabase } from './testing/test-database';

let handle: DatabaseHandle;
let propertyId: string;
let guestId: string;
let hostId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  const [host, guest] = await handle.db
    .insert(users)
    .values([
      { email: 'host@overlap.jp', fullName: 'ホスト', role: 'host' },
      { email: 'guest@overlap.jp', fullName: 'ゲスト' },
    ])
    .returning({ id: users.id });
  hostId = host.id;
  guestId = guest.id;
  const [property] = await handle.db
    .insert(properties)
    .values({
      hostUserId: hostId,
      title: 'テストの古民家',
      description: '説明',
      prefecture: '京都府',
      city: '京都市',
      addressLine: '東山区1-1',
      maxGuests: 4,
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
      basePriceJpy: 20000,
    })
    .returning({ id: properties.id });
  propertyId = property.id;
});
afterAll(async () => {
  await handle?.close();
});

function book(checkinDate: string, checkoutDate: string, status: 'tentative' | 'pending' | 'confirmed' | 'cancelled' = 'confirmed') {
  return handle.db.insert(bookings).values({
    propertyId,
    guestUserId: guestId,
    hostUserId: hostId,
    checkinDate,
    checkoutDate,
    nights: 1,
    status,
    pricingSnapshotJson: {},
    totalAmountJpy: 20000,
  });
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    return error;
  }
}

describe('the database refuses double bookings', () => {
  it('refuses a second live booking whose nights overlap', async () => {
    await book('2027-03-10', '2027-03-13');
    for (const [from, to, status] of [
      ['2027-03-12', '2027-03-14', 'confirmed'],
      ['2027-03-09', '2027-03-11', 'tentative'],
      ['2027-03-11', '2027-03-12', 'pending'],
      ['2027-03-01', '2027-03-20', 'confirmed'],
    ] as const) {
      const error = await refusal(book(from, to, status));
      expect(isExclusionViolation(error), `${from}..${to} should be refused`).toBe(true);
    }
  });

  it('lets one stay begin on the day the previous one ends', async () => {
    expect(await refusal(book('2027-03-13', '2027-03-15'))).toBeNull();
    expect(await refusal(book('2027-03-08', '2027-03-10'))).toBeNull();
  });

  it('frees the nights of a cancelled booking', async () => {
    await book('2027-04-01', '2027-04-05', 'cancelled');
    expect(await refusal(book('2027-04-02', '2027-04-04'))).toBeNull();
    expect(await refusal(book('2027-04-03', '2027-04-06', 'cancelled'))).toBeNull();
  });

  it('refuses a check-out that is not after the check-in', async () => {
    expect(await refusal(book('2027-05-05', '2027-05-05'))).not.toBeNull();
  });
});

describe('uniqueness rules', () => {
  it('allows one cover photo per property', async () => {
    await handle.db.insert(propertyPhotos).values({ propertyId, url: '/a.svg', isCover: true });
    await handle.db.insert(propertyPhotos).values({ propertyId, url: '/b.svg', isCover: false });
    const error = await refusal(handle.db.insert(propertyPhotos).values({ propertyId, url: '/c.svg', isCover: true }));
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('keeps one calendar row per property and date', async () => {
    await handle.db.insert(propertyCalendar).values({ propertyId, date: '2027-06-01', isAvailable: false });
    const error = await refusal(handle.db.insert(propertyCalendar).values({ propertyId, date: '2027-06-01' }));
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('keeps one favourite per user and property, deleted with the user', async () => {
    const [u] = await handle.db.insert(users).values({ email: 'fav@overlap.jp', fullName: 'お気に入り' }).returning({ id: users.id });
    await handle.db.insert(favorites).values({ userId: u.id, propertyId });
    expect(isUniqueViolation(await refusal(handle.db.insert(favorites).values({ userId: u.id, propertyId })))).toBe(true);
    const { eq } = await import('drizzle-orm');
    await handle.db.delete(users).where(eq(users.id, u.id));
    const left = await handle.db.select().from(favorites).where(eq(favorites.userId, u.id));
    expect(left).toHaveLength(0);
  });
});
