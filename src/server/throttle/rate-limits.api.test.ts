import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromToday, insertBooking, insertHost, insertProperty } from '../testing/fixtures';
import { multipart } from '../testing/multipart';
import { createTestApp, signUpGuest, uniqueEmail, type TestApp } from '../testing/test-app';
import { RATE_LIMITS, rateLimitOf } from './rate-limits';

describe('rateLimitOf', () => {
  it('names the limit of each public write, and the uploads’ for any multipart body', () => {
    expect(rateLimitOf({ method: 'POST', routeUrl: '/api/auth/signup', headers: {} })).toBe('signup');
    expect(rateLimitOf({ method: 'POST', routeUrl: '/api/auth/register', headers: {} })).toBe('signup');
    expect(rateLimitOf({ method: 'POST', routeUrl: '/api/host/properties/:id/photos', headers: { 'content-type': 'multipart/form-data; boundary=x' } })).toBe('uploads');
    expect(rateLimitOf({ method: 'GET', routeUrl: '/api/properties/:id', headers: {} })).toBeNull();
    expect(rateLimitOf({ method: 'POST', routeUrl: '/api/auth/login', headers: {} })).toBeNull();
  });
});

describe('limits on public writes per client address', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMITS: 'on' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const signUp = (remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress,
      payload: { fullName: '連続 登録', email: uniqueEmail('burst'), password: 'password123' },
    });

  it('refuses the sign-ups of one address past the limit with 429 and Retry-After, and not another address’s', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => signUp('203.0.113.40')));
    const created = answers.filter((r) => r.statusCode === 201).length;
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(created).toBe(RATE_LIMITS.signup.maxAttempts);
    expect(refused).toHaveLength(60 - RATE_LIMITS.signup.maxAttempts);
    expect(refused[0].json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(refused[0].json().message).toContain('短時間に送信が多すぎます');
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(3000);

    expect((await signUp('198.51.100.41')).statusCode).toBe(201);
  });

  it('refuses a burst of contact messages from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: '203.0.113.50',
          payload: { fullName: '山田 太郎', email: uniqueEmail('contact'), inquiryType: 'general', subject: `質問 ${i}`, content: 'お問い合わせの本文です。' },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(RATE_LIMITS.contact.maxAttempts);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(30 - RATE_LIMITS.contact.maxAttempts);
  });

  it('lets a guest’s ordinary uploads through', async () => {
    const guest = await signUpGuest(testApp.app);
    const houseId = await insertProperty(testApp.db, null, { hostId: (await insertHost(testApp.db)).id });
    const stay = await insertBooking(testApp.db, { propertyId: houseId, guestId: guest.user.id, checkin: fromToday(-4), checkout: fromToday(-2), status: 'completed' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#776655' } }).png().toBuffer();
    const body = multipart([{ field: 'photo_0', name: 'a.png', type: 'image/png', bytes: png }]);
    for (let i = 0; i < 5; i++) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/reviews/photos?bookingId=${stay}`,
        headers: { ...body.headers, cookie: guest.cookie },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});
