import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';

const FAMILY = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤', '吉田', '山田', '佐々木', '山口', '松本', '井上', '木村', '林', '斎藤', '清水'];
const GIVEN = ['翔太', '陽菜', '大翔', '結衣', '蓮', 'さくら', '悠真', '美咲', '湊', '葵', 'ハルト', 'ユイ', 'Taro', 'Hanako', 'Ken', 'Emi'];

/**
 * Adds `count` users (guests, one in ten a host, one in three verified, spread over three years) in
 * one statement, for the back office's list benchmark.
 */
export async function fillBenchUsers(db: Database, count: number): Promise<void> {
  const family = sql.raw(`array[${FAMILY.map((n) => `'${n}'`).join(',')}]`);
  const given = sql.raw(`array[${GIVEN.map((n) => `'${n}'`).join(',')}]`);
  await db.execute(sql`
    insert into users (email, full_name, role, phone, id_verified, created_at)
    select
      'bench.user' || i || '@example.com',
      (${family})[1 + i % ${FAMILY.length}] || ' ' || (${given})[1 + (i / ${FAMILY.length}) % ${GIVEN.length}],
      (case when i % 10 = 0 then 'host' else 'guest' end)::user_role,
      case when i % 4 = 0 then null else '090-' || lpad((i % 10000)::text, 4, '0') || '-' || lpad((i % 7919)::text, 4, '0') end,
      i % 3 = 0,
      now() - (i % 1095) * interval '1 day' - (i % 86400) * interval '1 second'
    from generate_series(1, ${count}) as i
  `);
  // As autovacuum would soon after such a load: statistics and the visibility map.
  await db.execute(sql`vacuum analyze users`);
}
