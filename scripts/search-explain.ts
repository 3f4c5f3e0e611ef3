// `npx tsx scripts/search-explain.ts [--houses 10000] [--runs 200] [--keep] [--reuse <database url>]`
//
// Measures the guest search (GET /api/properties-with-booking-status) on PostgreSQL at scale: creates a
// scratch database on the server of SCRATCH_DATABASE_URL (default postgres://postgres:postgres@127.0.0.1:5432/postgres),
// applies the migrations, fills it with generated houses (photos, features, amenities, a year of calendar
// and bookings each), prints EXPLAIN ANALYZE of the search query for typical filters, times the whole
// service call, and drops the database (unless --keep). --reuse measures again a database kept earlier.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { PropertySearchQuery } from '@/contract/properties';
import { openDatabase, type Database } from '@/db/client';
import { users } from '@/db/schema';
import { SeededRandom } from '@/db/seed/random';
import { BASIC_AMENITIES } from '@/db/seed/basic-amenities';
import { KOMINKA_FEATURES } from '@/db/seed/kominka-features';
import { destinationNeedle, PREFECTURES, propertySearchText } from '@/domain/destination-search';
import { addDays, japanDate } from '@/domain/japan-date';
import { searchSql, type SearchFilter } from '@/server/features/property-search/repository';
import { searchProperties } from '@/server/features/property-search/service';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const HOUSES = option('houses', 10_000);
const RUNS = option('runs', 200);
const KEEP = args.includes('--keep');
const reuseIndex = args.indexOf('--reuse');
const REUSE = reuseIndex >= 0 ? args[reuseIndex + 1] : undefined;
const baseUrl = process.env.SCRATCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

async function fill(db: Database, today: string) {
  const rng = new SeededRandom(42);
  const [host] = await db.insert(users).values({ email: 'bench-host@example.jp', fullName: 'ベンチ ホスト', role: 'host' }).returning({ id: users.id });

  await timed('masters', async () => {
    for (const [i, f] of KOMINKA_FEATURES.entries()) {
      await db.execute(sql`insert into kominka_features_master (key, label, description, category, sort_order) values (${f.key}, ${f.label}, ${f.description}, ${f.category}, ${i + 1})`);
    }
    for (const [i, a] of BASIC_AMENITIES.entries()) {
      await db.execute(sql`insert into basic_amenities_master (key, label, category, sort_order) values (${a.key}, ${a.label}, ${a.category}, ${i + 1})`);
    }
  });

  await timed(`${HOUSES} houses`, async () => {
    const CHUNK = 500;
    for (let start = 0; start < HOUSES; start += CHUNK) {
      const rows = [];
      for (let i = start; i < Math.min(HOUSES, start + CHUNK); i++) {
        const prefecture = rng.pick(PREFECTURES);
        const house = { title: `古民家 ${i} 号「${rng.pick(['紬', '燈', '萌黄', 'ほたる', '結'])}」`, prefecture: prefecture.name, city: `${prefecture.short}市`, addressLine: `${rng.int(1, 9)}丁目 ${i}` };
        const reviews = rng.chance(0.6) ? rng.int(1, 60) : 0;
        rows.push(sql`(${host.id}::uuid, ${house.title}, '説明', ${house.prefecture}, ${house.city}, ${house.addressLine}, ${rng.int(2, 12)}, 2, 3, 1,
          ${rng.int(100, 800) * 100}, 5000, ${rng.chance(0.95) ? 'published' : 'draft'}::property_status, ${propertySearchText(house)},
          ${reviews > 0 ? (rng.int(300, 500) / 100).toFixed(2) : null}::numeric, ${reviews}, now() - ${`${rng.int(1, 2000)} days`}::interval)`);
      }
      await db.execute(sql`insert into properties (host_user_id, title, description, prefecture, city, address_line, max_guests, bedrooms, beds, bathrooms,
        base_price_jpy, cleaning_fee_jpy, status, search_text, rating_average, review_count, created_at) values ${sql.join(rows, sql`, `)}`);
    }
  });

  await timed('photos (5 per house)', () =>
    db.execute(sql`insert into property_photos (property_id, url, sort_order, is_cover)
      select p.id, '/api/placeholder/1200/800?seed=' || n, n, n = 0 from properties p cross join generate_series(0, 4) n`),
  );
  await timed('features (~6 per house)', () =>
    db.execute(sql`insert into property_features (property_id, feature_id)
      select p.id, f.id from properties p cross join kominka_features_master f where random() < 0.38`),
  );
  await timed('amenities (~18 per house)', () =>
    db.execute(sql`insert into property_basic_amenities (property_id, amenity_id, is_available)
      select p.id, a.id, random() < 0.95 from properties p cross join basic_amenities_master a where random() < 0.4`),
  );
  await timed('a year of calendar per house (8% closed, 5% price overrides)', () =>
    db.execute(sql`insert into property_calendar (property_id, date, is_available, price_override_jpy)
      select p.id, d::date, random() >= 0.08, case when random() < 0.05 then 30000 end
      from properties p cross join generate_series(${today}::date, ${today}::date + 364, interval '1 day') d`),
  );
  await timed('bookings (20 stays a year per house, 1 to 4 nights, 10% cancelled)', () =>
    db.execute(sql`insert into bookings (property_id, guest_user_id, host_user_id, checkin_date, checkout_date, nights, status, pricing_snapshot_json, total_amount_jpy)
      with stays as materialized (
        select p.id as property_id, ${today}::date + k * 18 + floor(random() * 10)::int as checkin, 1 + floor(random() * 4)::int as nights, random() < 0.1 as cancelled
        from properties p cross join generate_series(0, 19) k
      )
      select property_id, ${host.id}::uuid, ${host.id}::uuid, checkin, checkin + nights, nights,
             (case when cancelled then 'cancelled' else 'confirmed' end)::booking_status, '{}'::jsonb, 40000
      from stays`),
  );
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}

const baseQuery: PropertySearchQuery = {
  kominkaFeatures: [],
  sort: 'recommended',
  hideBooked: false,
  page: 1,
  pageSize: 24,
};

function scenarios(today: string): { name: string; query: PropertySearchQuery }[] {
  // Mid-slot of the generated stays: about a fifth of the houses are booked on these nights.
  const checkIn = addDays(today, 24);
  const checkOut = addDays(today, 26);
  return [
    { name: 'no filter, recommended', query: baseQuery },
    { name: 'dates, recommended', query: { ...baseQuery, checkIn, checkOut } },
    { name: 'dates, hide booked, price-low', query: { ...baseQuery, checkIn, checkOut, hideBooked: true, sort: 'price-low' } },
    { name: 'dates, kyoto, 2 guests, recommended', query: { ...baseQuery, checkIn, checkOut, destination: 'kyoto', guests: 2 } },
    { name: 'dates, 2 features, price range, rating', query: { ...baseQuery, checkIn, checkOut, kominkaFeatures: ['irori', 'engawa'], minPrice: 20000, maxPrice: 60000, sort: 'rating' } },
    { name: 'dates, a week, page 10', query: { ...baseQuery, checkIn, checkOut: addDays(checkIn, 7), page: 10 } },
  ];
}

function filterOf(query: PropertySearchQuery): SearchFilter {
  return {
    needle: destinationNeedle(query.destination),
    guests: query.guests ?? null,
    featureKeys: query.kominkaFeatures,
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
    stay: query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : null,
    hideBooked: query.hideBooked,
    sort: query.sort,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const name = REUSE ? new URL(REUSE).pathname.slice(1) : `kominka_explain_${randomBytes(4).toString('hex')}`;
  if (!REUSE) await admin(`create database "${name}"`);
  const url = new URL(REUSE ?? baseUrl);
  url.pathname = `/${name}`;
  console.log(`${REUSE ? 'reusing' : 'scratch'} database ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    // The generated stays start on the day the database was filled; reuse it the same day.
    const today = japanDate();
    if (!REUSE) await fill(handle.db, today);
    for (const { name: label, query } of scenarios(today)) {
      console.log(`\n=== ${label}`);
      const plan = await handle.db.execute(sql`explain (analyze, buffers) ${searchSql(filterOf(query))}`);
      for (const row of (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows) console.log(row['QUERY PLAN']);
      for (let i = 0; i < 5; i++) await searchProperties(handle.db, query);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await searchProperties(handle.db, query);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`service call (main query + amenity labels), ${RUNS} runs: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`);
    }
  } finally {
    await handle.close();
    if (KEEP || REUSE) console.log(`\nkept ${url.toString()}`);
    else await admin(`drop database if exists "${name}" with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
