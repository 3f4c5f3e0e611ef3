import { and, countDistinct, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KOMINKA_FEATURE_KEYS } from '@/contract/enums';
import { destinationNeedle } from '@/domain/destination-search';
import { buildApp } from '@/server/app';
import { bankAndBranch } from '@/server/features/bank-lookup/service';
import { loadConfig } from '@/server/config';
import { rowsOf } from '@/server/lib/sql-rows';
import type { DatabaseHandle } from '../client';
import { amenityMaster, basicAmenitiesMaster, bookings, emailTemplates, faqItems, hostProfiles, inquiries, kominkaFeaturesMaster, pricingRules, properties, propertyPhotos, reviews } from '../schema';
import { openTestDatabase } from '../testing/test-database';
import { quoteWithTax } from '@/server/features/pricing/service';
import { pricingInputs } from '@/server/features/pricing/repository';
import { DEMO_ACCOUNTS, ensureCatalog, seedIfEmpty } from './index';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('demo data', () => {
  it('fills an empty database once, and leaves a filled one alone', async () => {
    const summary = await seedIfEmpty(handle.db, (plain) => `test:${plain}`);
    expect(summary!.properties).toBeGreaterThanOrEqual(60);
    expect(await seedIfEmpty(handle.db, (plain) => `test:${plain}`)).toBeNull();
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

  it('has the romaji of every demo house’s city, which the English pages show', async () => {
    const missing = rowsOf<{ prefecture: string; city: string }>(
      await handle.db.execute(sql`select distinct p.prefecture, p.city from properties p where not exists (select 1 from city_romaji cr where cr.prefecture = p.prefecture and cr.city = p.city)`),
    );
    expect(missing).toEqual([]);
  });

  it('fills every house’s search text and the stored ratings of its published reviews', async () => {
    const db = handle.db;
    const houses = await db
      .select({ id: properties.id, prefecture: properties.prefecture, searchText: properties.searchText, ratingAverage: properties.ratingAverage, reviewCount: properties.reviewCount })
      .from(properties);
    for (const house of houses) {
      expect(house.searchText.includes(destinationNeedle(house.prefecture)!), house.prefecture).toBe(true);
    }
    expect(houses.filter((h) => h.searchText.includes(destinationNeedle('kyoto')!)).every((h) => h.prefecture === '京都府')).toBe(true);

    const aggregates = await db
      .select({
        propertyId: reviews.propertyId,
        n: sql<number>`count(*)`.mapWith(Number),
        average: sql<string>`round(avg(${reviews.ratingOverall}), 2)::text`,
      })
      .from(reviews)
      .where(and(sql`${reviews.publishedAt} is not null`, sql`${reviews.hiddenAt} is null`, eq(reviews.revieweeType, 'property')))
      .groupBy(reviews.propertyId);
    expect(aggregates.length).toBeGreaterThan(10);
    const byId = new Map(aggregates.map((a) => [a.propertyId, a]));
    for (const house of houses) {
      const expected = byId.get(house.id);
      expect(house.reviewCount).toBe(expected?.n ?? 0);
      expect(house.ratingAverage === null ? null : Number(house.ratingAverage)).toBe(expected ? Number(expected.average) : null);
    }
  });

  it('prices each stored booking as the site would charge it: the party’s nights, the cleaning fee and the town’s 宿泊税', async () => {
    const rows = await handle.db
      .select({
        propertyId: bookings.propertyId,
        checkin: bookings.checkinDate,
        checkout: bookings.checkoutDate,
        adults: bookings.guestsAdults,
        children: bookings.guestsChildren,
        infants: bookings.guestsInfants,
        total: bookings.totalAmountJpy,
        tax: bookings.accommodationTaxJpy,
        snapshot: bookings.pricingSnapshotJson,
        prefecture: properties.prefecture,
        city: properties.city,
      })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId));
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const snapshot = row.snapshot as { dailyPrices: { price: number }[]; nightsTotal: number; cleaningFeeJpy: number; accommodationTax: { totalJpy: number }; totalPrice: number };
      const nights = { from: row.checkin, to: row.checkout };
      const inputs = await pricingInputs(handle.db, row.propertyId, nights, { now: new Date() });
      const site = quoteWithTax(inputs!, nights, { guestsAdults: row.adults, guestsChildren: row.children, guestsInfants: row.infants });
      expect(snapshot.totalPrice).toBe(row.total);
      expect(row.total).toBe(site.totalJpy);
      expect(row.tax).toBe(site.tax.totalJpy);
      expect(snapshot.accommodationTax.totalJpy).toBe(row.tax);
      expect(snapshot.nightsTotal).toBe(snapshot.dailyPrices.reduce((sum, d) => sum + d.price, 0));
      expect(snapshot.totalPrice).toBe(snapshot.nightsTotal + snapshot.cleaningFeeJpy + row.tax);
    }
    // Kyoto taxes every night of every stay; a Sapporo stay from 1 April 2026 too.
    const kyoto = rows.filter((r) => r.city.startsWith('京都市'));
    expect(kyoto.length).toBeGreaterThan(3);
    expect(kyoto.every((r) => r.tax > 0)).toBe(true);
    expect(rows.filter((r) => r.tax > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('prices the ryokan houses per adult and the large houses with six guests included, and every house’s 休前日 at the Saturday’s price', async () => {
    const houses = await handle.db.select({ model: properties.priceModel, regime: properties.lodgingRegime, included: properties.guestsIncluded, maxGuests: properties.maxGuests }).from(properties);
    for (const h of houses) {
      if (h.regime === 'ryokan') expect(h.model).toBe('person');
      else expect(h.included).toBe(h.maxGuests >= 8 ? 6 : null);
    }
    expect(houses.some((h) => h.model === 'person')).toBe(true);
    const rules = await handle.db.select({ sat: pricingRules.satPrice, eve: pricingRules.holidayEvePrice }).from(pricingRules);
    expect(rules.length).toBeGreaterThan(50);
    expect(rules.every((r) => r.eve !== null && r.eve === r.sat)).toBe(true);
  });

  it('gives every demo host a bank account the Zengin master knows, so the payout run can transfer to it', async () => {
    const accounts = await handle.db.select().from(hostProfiles);
    expect(accounts.length).toBeGreaterThanOrEqual(12);
    for (const account of accounts) {
      const known = await bankAndBranch(account.bankCode ?? '', account.branchCode);
      expect(known, `${account.bankName} ${account.branchName}`).not.toBeNull();
      expect(account.bankName?.normalize('NFKC')).toContain(known!.bank.name.normalize('NFKC'));
      expect(account.branchName).toContain(known!.branch!.name);
    }
  });

  it('lets the demo guest, host and admin sign in', async () => {
    const app = await buildApp({ database: handle, config: loadConfig({ NODE_ENV: 'test' }) });
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

describe('the reference lists without the demo (SEED=none)', () => {
  it('are filled on every start without duplicates, and the demo can still be seeded after them', async () => {
    const fresh = await openTestDatabase();
    try {
      await ensureCatalog(fresh.db);
      await ensureCatalog(fresh.db);
      const features = await fresh.db.select({ key: kominkaFeaturesMaster.key }).from(kominkaFeaturesMaster);
      expect(features.map((f) => f.key).sort()).toEqual([...KOMINKA_FEATURE_KEYS].sort());
      expect((await fresh.db.select().from(basicAmenitiesMaster)).length).toBeGreaterThan(0);
      expect((await fresh.db.select().from(amenityMaster)).length).toBeGreaterThan(0);

      const summary = await seedIfEmpty(fresh.db, (plain) => `test:${plain}`);
      expect(summary!.properties).toBeGreaterThanOrEqual(60);
      expect(await fresh.db.select({ key: kominkaFeaturesMaster.key }).from(kominkaFeaturesMaster)).toHaveLength(KOMINKA_FEATURE_KEYS.length);
    } finally {
      await fresh.close();
    }
  });
});
