import { and, countDistinct, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KOMINKA_FEATURE_KEYS } from '@/contract/enums';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { DatabaseHandle } from '../client';
import { bookings, emailTemplates, faqItems, inquiries, kominkaFeaturesMaster, properties, propertyPhotos, reviews } from '../schema';
import { openTestDatabase } from '../testing/test-database';
import { DEMO_ACCOUNTS, seedIfEmpty } from './index';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('demo data', () => {
  it('fills an empty database once, and leaves a filled one alone', async () => {
    const summary = await seedIfEmpty(handle.db);
    expect(summary!.properties).toBeGreaterThanOrEqual(60);
    expect(await seedIfEmpty(handle.db)).toBeNull();
  });

  it('has at least 60 published kominka in at least 20 prefectures, with photos and every feature', async () => {
    const db = handle.db;
    const [published] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number), prefectures: countDistinct(properties.prefecture) })
      .from(properties)
      .where(eq(properties.status, 'published'));
    expect(published.n).toBeGreaterThanOrEqual(60);
    expect(published.prefectures).toBeGreaterThanOrEqual(20);

    const features = await db.select({ key: kominkaFeaturesMaster.key, label: kominkaFeaturesMaster.label }).from(kominkaFeaturesMaster);
    expect(features.map((f) => f.key).sort()).toEqual([...KOMINKA_FEATURE_KEYS].sort());
    expect(features.every((f) => /[ぁ-んァ-ン一-龥]/.test(f.label))).toBe(true);

    const photos = await db.select({ url: propertyPhotos.url }).from(propertyPhotos);
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.every((p) => p.url.startsWith('/api/placeholder/'))).toBe(true);
  });

  it('has completed stays with reviews, upcoming bookings, inquiries, FAQ and e-mail templates', async () => {
    const db = handle.db;
    const count = async (table: PgTable, where?: SQL) => {
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table).where(where);
      return row.n;
    };
    expect(await count(bookings, eq(bookings.status, 'completed'))).toBeGreaterThan(50);
    expect(await count(bookings, and(eq(bookings.status, 'confirmed'), sql`${bookings.checkinDate} > current_date`))).toBeGreaterThan(5);
    expect(await count(reviews)).toBeGreaterThan(50);
    expect(await count(inquiries)).toBeGreaterThan(5);
    expect(await count(faqItems)).toBeGreaterThan(5);
    const templates = await db.select({ type: emailTemplates.templateType }).from(emailTemplates);
    expect(templates.map((t) => t.type)).toEqual(expect.arrayContaining(['welcome', 'booking_confirmation', 'payment_reminder', 'review_request']));
  });

  it('lets the demo guest, host and admin sign in', async () => {
    const app = await buildApp({ db: handle.db, dbKind: handle.kind, config: loadConfig({ NODE_ENV: 'test' }) });
    try {
      for (const account of [DEMO_ACCOUNTS.guest, DEMO_ACCOUNTS.host]) {
        const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password } });
        expect(res.statusCode).toBe(200);
      }
      const host = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNTS.host.email, password: DEMO_ACCOUNTS.host.password } });
      expect(host.json().user.role).toBe('host');
      const admin = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      });
      expect(admin.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
