import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { basicAmenitiesMaster, kominkaFeaturesMaster, properties, users } from '@/db/schema';
import { BASIC_AMENITIES } from '@/db/seed/basic-amenities';
import { KOMINKA_FEATURES } from '@/db/seed/kominka-features';
import { searchTextOfProperty } from '@/db/property-search-text';
import { addDays, japanDate } from '@/domain/japan-date';

/** Prefectures and a city each, for realistic destination searches. */
export const BENCH_PLACES: readonly [string, string][] = [
  ['北海道', '小樽市'], ['青森県', '弘前市'], ['岩手県', '遠野市'], ['宮城県', '大崎市'], ['秋田県', '仙北市'], ['山形県', '鶴岡市'],
  ['福島県', '下郷町'], ['茨城県', '笠間市'], ['栃木県', '日光市'], ['群馬県', '中之条町'], ['埼玉県', '秩父市'], ['千葉県', '香取市'],
  ['東京都', '檜原村'], ['神奈川県', '箱根町'], ['新潟県', '佐渡市'], ['富山県', '南砺市'], ['石川県', '輪島市'], ['福井県', '若狭町'],
  ['山梨県', '富士河口湖町'], ['長野県', '白馬村'], ['岐阜県', '白川村'], ['静岡県', '伊豆市'], ['愛知県', '豊田市'], ['三重県', '伊勢市'],
  ['滋賀県', '近江八幡市'], ['京都府', '南丹市'], ['大阪府', '能勢町'], ['兵庫県', '丹波篠山市'], ['奈良県', '奈良市'], ['和歌山県', '高野町'],
  ['鳥取県', '倉吉市'], ['島根県', '大田市'], ['岡山県', '倉敷市'], ['広島県', '尾道市'], ['山口県', '萩市'], ['徳島県', '三好市'],
  ['香川県', '小豆島町'], ['愛媛県', '内子町'], ['高知県', '四万十市'], ['福岡県', '八女市'], ['佐賀県', '有田町'], ['長崎県', '五島市'],
  ['熊本県', '阿蘇市'], ['大分県', '由布市'], ['宮崎県', '高千穂町'], ['鹿児島県', '南九州市'], ['沖縄県', '竹富町'],
];
const NAMES = ['茅葺きの宿', '古民家一棟貸し', '町家', '農家民宿', '囲炉裏の家', '縁側の宿', '蔵のある家', '庄屋屋敷'];

/**
 * Fills an empty, migrated database with `houses` published kominka and a year of calendar each
 * (availability, some blocks and special prices), a pricing rule, season prices, features, amenities and
 * bookings; a third of the houses are 民泊, some with allowed periods, half their blocks sold elsewhere. Bulk work is done by the database itself (INSERT … SELECT with generate_series).
 */
export async function fillBenchData(db: Database, houses: number, now = new Date()) {
  const today = japanDate(now);
  const yearEnd = addDays(today, 364);
  const [guest] = await db.insert(users).values({ email: 'bench-guest@example.jp', fullName: 'ベンチ ゲスト' }).returning({ id: users.id });
  const hosts = await db
    .insert(users)
    .values(Array.from({ length: 100 }, (_, i) => ({ email: `bench-host-${i}@example.jp`, fullName: `ベンチ ホスト${i}`, role: 'host' as const })))
    .returning({ id: users.id });
  await db.insert(kominkaFeaturesMaster).values(KOMINKA_FEATURES.map((f, i) => ({ ...f, sortOrder: i + 1 })));
  await db.insert(basicAmenitiesMaster).values(BASIC_AMENITIES.map((a, i) => ({ key: a.key, label: a.label, category: a.category, sortOrder: i + 1 })));

  for (let start = 0; start < houses; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, houses - start) }, (_, k) => {
      const i = start + k;
      const [prefecture, city] = BENCH_PLACES[i % BENCH_PLACES.length];
      const title = `${city} ${NAMES[i % NAMES.length]} ${i + 1}号`;
      const addressLine = `${(i % 9) + 1}-${(i % 23) + 1}`;
      return {
        hostUserId: hosts[i % hosts.length].id,
        title,
        description: 'ベンチマーク用の古民家です。',
        prefecture,
        city,
        addressLine,
        zipcode: '100-0001',
        builtYear: 1850 + (i % 110),
        maxGuests: 2 + (i % 9),
        bedrooms: 1 + (i % 4),
        beds: 2 + (i % 5),
        bathrooms: 1 + (i % 2),
        basePriceJpy: 15000 + (i % 14) * 5000,
        cleaningFeeJpy: 5000,
        status: 'published' as const,
        minNights: 1,
        maxNights: 30,
        searchText: searchTextOfProperty({ title, prefecture, city, addressLine }),
      };
    });
    await db.insert(properties).values(rows);
  }

  await db.execute(sql`
    insert into property_photos (property_id, url, sort_order, is_cover)
    select id, '/api/placeholder/1200/800?seed=' || (row_number() over (order by id)), 0, true from properties`);
  await db.execute(sql`
    insert into property_features (property_id, feature_id)
    select p.id, f.id from properties p join kominka_features_master f
      on (abs(hashtext(p.id::text || f.key)) % 3) = 0`);
  await db.execute(sql`
    insert into property_basic_amenities (property_id, amenity_id)
    select p.id, a.id from properties p join basic_amenities_master a
      on (abs(hashtext(p.id::text || a.key)) % 3) <> 0`);
  await db.execute(sql`
    insert into pricing_rules (property_id, mon_price, tue_price, wed_price, thu_price, fri_price, sat_price, sun_price, holiday_price, active_from)
    select id, base_price_jpy, base_price_jpy, base_price_jpy, base_price_jpy, base_price_jpy + 3000, base_price_jpy + 6000,
           base_price_jpy + 2000, base_price_jpy + 8000, ${today}::date - 30 from properties`);
  await db.execute(sql`
    insert into property_season_prices (property_id, date_from, date_to, price_per_night_jpy, note)
    select id, ${today}::date + 40, ${today}::date + 80, base_price_jpy + 10000, '繁忙期' from properties where abs(hashtext(id::text)) % 2 = 0`);
  // A year of calendar for every house: mostly open, some blocked nights and special prices.
  await db.execute(sql`
    insert into property_calendar (property_id, date, is_available, price_override_jpy, block_reason)
    select p.id, d::date,
           (abs(hashtext(p.id::text || d::text)) % 40) <> 0,
           case when (abs(hashtext(d::text || p.id::text)) % 50) = 0 then p.base_price_jpy + 4000 end,
           case when (abs(hashtext(p.id::text || d::text)) % 40) = 0 then 'メンテナンス' end
    from properties p cross join generate_series(${today}::date, ${yearEnd}::date, interval '1 day') d`);
  // Five stays per house in the coming year, one per 60-day window, so they never overlap.
  await db.execute(sql`
    insert into bookings (property_id, guest_user_id, host_user_id, checkin_date, checkout_date, nights, status, payment_status,
                          pricing_snapshot_json, total_amount_jpy)
    select p.id, ${guest.id}::uuid, p.host_user_id,
           ${today}::date + w * 60 + (abs(hashtext(p.id::text || w::text)) % 40),
           ${today}::date + w * 60 + (abs(hashtext(p.id::text || w::text)) % 40) + 1 + (abs(hashtext(w::text || p.id::text)) % 4),
           1 + (abs(hashtext(w::text || p.id::text)) % 4), 'confirmed', 'paid', '{}'::jsonb, p.base_price_jpy * 2
    from properties p cross join generate_series(0, 4) w`);
  // A third of the houses are 民泊 (docs/product/minpaku-180-nights.md), one in ten of those open only from
  // 15 January to 16 March (Kyoto's residential zones), and half the closed nights are sold elsewhere
  // (他サイトの予約, counted toward the year): the search's 180-night test has houses and nights to count.
  await db.execute(sql`
    update properties set lodging_regime = 'minpaku', lodging_notification_number = 'M26' || lpad((abs(hashtext(id::text)) % 1000000)::text, 7, '0'),
      minpaku_allowed_periods = case when abs(hashtext(id::text || 'periods')) % 10 = 0 then '[{"from":"01-15","to":"03-16"}]'::jsonb else '[]'::jsonb end
    where abs(hashtext(id::text || 'regime')) % 3 = 0`);
  await db.execute(sql`
    update property_calendar set block_reason = '他サイトの予約'
    where not is_available and abs(hashtext(id::text)) % 2 = 0`);
  // As autovacuum would soon after such a load on PostgreSQL (and the embedded database's upkeep job on
  // PGlite): statistics, and the visibility map that lets the search read the live stays from their index alone.
  await db.execute(sql`vacuum analyze`);
}
