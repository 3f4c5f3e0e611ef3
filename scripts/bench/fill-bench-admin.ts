import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { addDays, japanDate } from '@/domain/japan-date';

/** How much the back office's list benchmark fills (scripts/bench-admin-lists.ts). */
export interface AdminBenchSizes {
  houses: number;
  bookings: number;
  inquiries: number;
  reviews: number;
  auditLogs: number;
}

const FAMILY = `array['佐藤','鈴木','高橋','田中','伊藤','渡辺','山本','中村','小林','加藤','吉田','山田','佐々木','山口','松本','井上','木村','林','斎藤','清水']`;
const GIVEN = `array['翔太','陽菜','大翔','結衣','蓮','さくら','悠真','美咲','湊','葵','ハルト','ユイ','Taro','Hanako','Ken','Emi']`;
const family = sql.raw(FAMILY);
const given = sql.raw(GIVEN);

/**
 * Fills a database that already holds the bench users and hosts (fill-bench-users.ts, fill-bench-hosts.ts)
 * with what the back office's newer lists read, spread over two years: houses, bookings of every
 * status (seven in ten with a primary guest entered at booking), their payments and refunds, inquiries,
 * reviews of completed stays, audit records by five admins, and a payout per host per closed month.
 * Bulk work is done by the database itself (INSERT … SELECT with generate_series).
 */
export async function fillBenchAdmin(db: Database, sizes: AdminBenchSizes, now = new Date()): Promise<void> {
  const today = japanDate(now);
  const start = addDays(today, -540);
  // Houses of the first hosts, two each.
  await db.execute(sql`
    insert into properties (host_user_id, title, description, prefecture, city, address_line, zipcode, max_guests, bedrooms, beds, bathrooms,
      base_price_jpy, cleaning_fee_jpy, status, search_text, created_at)
    select h.id, '古民家の宿 ' || n || '号', 'ベンチマーク用の古民家です。', '京都府', '南丹市', '1-' || n, '601-0000', 6, 2, 3, 1,
      15000 + (n % 14) * 5000, 5000, 'published', lower('古民家の宿 ' || n || '号 京都府 南丹市'), ${start}::date - 30
    from generate_series(1, ${sizes.houses}) n
    join (select id, row_number() over (order by created_at, id) as rn from users where role = 'host') h on h.rn = 1 + (n - 1) / 2`);
  // Bookings: each house one stay a week over about two years (never overlapping), made up to 60 days before.
  const perHouse = Math.ceil(sizes.bookings / sizes.houses);
  await db.execute(sql`
    with p as (select id, host_user_id, base_price_jpy, (row_number() over (order by id) - 1)::int as pn from properties),
    g as (select id, (row_number() over (order by id) - 1)::int as gn from users where role = 'guest'),
    gc as (select count(*)::int as c from g),
    s as (
      select p.id as property_id, p.host_user_id, p.base_price_jpy, p.pn * ${perHouse} + w as n,
        ${start}::date + (w * 7 * 720 / (7 * ${perHouse})) + ((p.pn + w) % 3) as checkin, 1 + (p.pn + w) % 4 as nights
      from p cross join generate_series(0, ${perHouse - 1}) w
      where p.pn * ${perHouse} + w < ${sizes.bookings}
    )
    insert into bookings (property_id, guest_user_id, host_user_id, checkin_date, checkout_date, nights, guests_adults, status, payment_status,
      pricing_snapshot_json, total_amount_jpy, cancel_at, cancelled_by, ever_paid, created_at)
    select s.property_id, g.id, s.host_user_id, s.checkin, s.checkin + s.nights, s.nights, 1 + s.n % 4,
      (case when s.n % 13 = 0 then 'cancelled'
            when s.checkin + s.nights <= ${today}::date then (case when s.n % 97 = 0 then 'no_show' else 'completed' end)
            when s.n % 29 = 0 then 'tentative' when s.n % 17 = 0 then 'pending' else 'confirmed' end)::booking_status,
      (case when s.n % 13 = 0 and s.n % 2 = 0 then 'unpaid' when s.n % 13 = 0 then 'refunded' when s.n % 29 = 0 then 'unpaid'
            when s.n % 17 = 0 and s.checkin + s.nights > ${today}::date then 'authorized' else 'paid' end)::payment_status,
      '{}'::jsonb, s.base_price_jpy * s.nights + 5000,
      case when s.n % 13 = 0 then (s.checkin - 5)::timestamp at time zone 'Asia/Tokyo' end,
      case when s.n % 13 = 0 then 'guest' end,
      -- Money authorised: every booking that gets a payment below (set here, so that its trigger finds nothing to change).
      not ((s.n % 13 = 0 and s.n % 2 = 0) or (s.n % 13 <> 0 and s.n % 29 = 0)),
      (s.checkin - (1 + s.n % 60))::timestamp at time zone 'Asia/Tokyo' + (s.n % 86400) * interval '1 second'
    from s cross join gc join g on g.gn = s.n % gc.c`);
  // Seven bookings in ten name a primary guest at booking (another name than the account's at times).
  await db.execute(sql`
    insert into booking_guests (booking_id, is_primary, full_name, email, phone)
    select id, true, (${family})[1 + n % 20] || ' ' || (${given})[1 + (n / 20) % 16], 'guest' || n || '@example.net', '080-' || lpad((n % 10000)::text, 4, '0') || '-0000'
    from (select id, row_number() over (order by created_at, id) as n from bookings) b where n % 10 < 7`);
  // A payment for every booking but unpaid holds and cancellations before payment; refunds for the paid cancellations.
  await db.execute(sql`
    insert into payments (booking_id, provider, stripe_payment_intent_id, provider_charge_id, amount_jpy, status, authorized_at, captured_at, failure_reason, created_at)
    select id, 'stripe', 'pi_bench_' || n, case when payment_status <> 'authorized' then 'ch_bench_' || n end, total_amount_jpy,
      (case when payment_status = 'authorized' then 'authorized' when payment_status = 'refunded' then 'refunded' when n % 211 = 0 then 'failed' else 'paid' end)::payment_status,
      created_at + interval '1 minute',
      case when payment_status <> 'authorized' and n % 211 <> 0 then created_at + interval '1 minute' end,
      case when n % 211 = 0 then 'カードが拒否されました' end,
      created_at
    from (select id, payment_status, total_amount_jpy, created_at, row_number() over (order by created_at, id) as n from bookings) b
    where payment_status <> 'unpaid'`);
  await db.execute(sql`
    insert into refunds (payment_id, amount_jpy, reason, provider_refund_id, refunded_at, status, failure_reason, created_at)
    select pay.id, pay.amount_jpy / 2, 'ゲストによるキャンセル', 're_bench_' || row_number() over (order by pay.id),
      case when abs(hashtext(pay.id::text)) % 30 <> 0 then b.cancel_at + interval '1 minute' end,
      (case when abs(hashtext(pay.id::text)) % 30 = 0 then 'failed' else 'refunded' end)::payment_status,
      case when abs(hashtext(pay.id::text)) % 30 = 0 then '返金に失敗しました' end,
      b.cancel_at
    from payments pay join bookings b on b.id = pay.booking_id where pay.status = 'refunded'`);
  await db.execute(sql`
    insert into inquiries (email, full_name, inquiry_type, subject, content, status, created_at, updated_at)
    select 'inquirer' || n || '@example.org', (${family})[1 + n % 20] || ' ' || (${given})[1 + (n / 20) % 16],
      (array['general','booking','payment','technical','complaint','other'])[1 + n % 6]::inquiry_type,
      (array['予約の変更について','支払い方法について','ホスト登録について','領収書の発行','アクセス方法','その他のご質問'])[1 + n % 6] || ' ' || n,
      'お問い合わせの本文です。', (array['open','in_progress','resolved','closed','resolved','closed'])[1 + n % 6]::inquiry_status,
      ${today}::date - (n % 730) * interval '1 day' - (n % 86400) * interval '1 second',
      ${today}::date - (n % 730) * interval '1 day'
    from generate_series(1, ${sizes.inquiries}) n`);
  await db.execute(sql`
    insert into reviews (booking_id, property_id, reviewer_user_id, rating_overall, comment, is_public, published_at, hidden_at, moderation_reason, created_at)
    select id, property_id, guest_user_id, 1 + (n * 7) % 5,
      (array['囲炉裏が素晴らしかったです','静かで落ち着く宿でした','また泊まりたいです','掃除が行き届いていました','少し寒かったです'])[1 + n % 5] || '。',
      n % 23 <> 0,
      case when n % 19 <> 0 then checkout_date + interval '2 days' end,
      case when n % 31 = 0 then checkout_date + interval '3 days' end,
      case when n % 31 = 0 then '不適切な表現' end,
      checkout_date + interval '1 day'
    from (select id, property_id, guest_user_id, checkout_date, row_number() over (order by created_at, id) as n from bookings where status = 'completed') b
    where n <= ${sizes.reviews}`);
  await db.execute(sql`
    insert into admin_accounts (email, password_hash, full_name)
    select 'bench-staff' || n || '@example.jp', 'x', (array['運営 花子','運営 太郎','審査 一郎','経理 次郎','サポート 三郎'])[n] from generate_series(1, 5) n`);
  await db.execute(sql`
    insert into audit_logs (admin_id, entity_type, entity_id, action, new_values, ip_address, created_at)
    select a.id, (array['booking','property','host_profile','review','inquiry','payout','user','refund'])[1 + n % 8],
      b.id::text, (array['cancel','suspend','verify_identity','hide','respond','update','deactivate','retry_refund','approve','publish'])[1 + n % 10],
      '{"reason":"ベンチ"}'::jsonb, '127.0.0.1', ${today}::date - (n % 730) * interval '1 day' - (n % 86400) * interval '1 second'
    from generate_series(1, ${sizes.auditLogs}) n
    join (select id, row_number() over (order by id) as an from admin_accounts where email like 'bench-staff%') a on a.an = 1 + n % 5
    join (select id, row_number() over (order by id) as bn from bookings) b on b.bn = 1 + (n::bigint * 7919) % ${sizes.bookings}`);
  // A payout per house-owning host per closed month (the last month still due, a few failed or in transfer).
  await db.execute(sql`
    insert into payouts (host_user_id, period_month, amount_jpy, fee_jpy, net_amount_jpy, status, scheduled_at, processed_at, failure_reason)
    select h.host_user_id, to_char(m, 'YYYY-MM'), 100000 + h.hn * 37 % 50000, 10000, 90000 + h.hn * 37 % 50000,
      (case when m >= date_trunc('month', ${today}::date) - interval '1 month' then (case when h.hn % 9 = 0 then 'processing' else 'pending' end)
            when h.hn % 41 = 0 then 'failed' else 'paid' end)::payout_status,
      m + interval '1 month 14 days', case when m < date_trunc('month', ${today}::date) - interval '1 month' then m + interval '1 month 15 days' end,
      case when h.hn % 41 = 0 and m < date_trunc('month', ${today}::date) - interval '1 month' then '口座が見つかりません' end
    from (select host_user_id, row_number() over (order by host_user_id) as hn from (select distinct host_user_id from properties) d) h
    cross join generate_series(date_trunc('month', ${start}::date), date_trunc('month', ${today}::date) - interval '1 month', interval '1 month') m`);
  await db.execute(sql`vacuum analyze`);
}
