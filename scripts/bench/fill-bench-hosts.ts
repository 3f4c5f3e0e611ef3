import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';

/**
 * Gives every host account a host profile, as registration does (for the back office's host lists):
 * a location, one in three verified, one in twenty rejected, and one in ten waiting with an identity
 * image uploaded (ホスト承認); and puts one house in fifty in review (物件承認), submitted over a month.
 */
export async function fillBenchHosts(db: Database): Promise<void> {
  await db.execute(sql`
    insert into host_profiles (user_id, display_name, email, phone, location, prefecture, city, kyc_status, verification_status,
      id_type, front_image_key, upload_date, created_at)
    select u.id, u.full_name, u.email, u.phone,
      (array['京都府南丹市', '長野県白馬村', '岐阜県白川村', '石川県輪島市', '沖縄県竹富町'])[1 + n % 5],
      (array['京都府', '長野県', '岐阜県', '石川県', '沖縄県'])[1 + n % 5],
      (array['南丹市', '白馬村', '白川村', '輪島市', '竹富町'])[1 + n % 5],
      (case when n % 3 = 0 then 'verified' when n % 20 = 1 then 'rejected' else 'pending' end)::kyc_status,
      case when n % 3 = 0 then 'verified' when n % 20 = 1 then 'rejected' else 'pending' end,
      case when n % 10 = 2 or n % 3 = 0 then 'driver_license' end,
      case when n % 10 = 2 or n % 3 = 0 then 'demo-id/' || n || '-front.png' end,
      case when n % 10 = 2 or n % 3 = 0 then now() - (n % 30) * interval '1 day' end,
      u.created_at
    from (select id, full_name, email, phone, created_at, row_number() over (order by created_at, id) as n from users where role = 'host') u
    on conflict (user_id) do nothing
  `);
  await db.execute(sql`
    update properties set status = 'in_review', submitted_at = now() - (abs(hashtext(id::text)) % 30) * interval '1 day'
    where abs(hashtext(id::text)) % 50 = 0
  `);
  await db.execute(sql`vacuum analyze host_profiles`);
  await db.execute(sql`analyze properties`);
}
