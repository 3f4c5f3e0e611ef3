// `npm run db:seed [-- --reset]`: fills an empty database with the demo data.
// --reset first empties every table of the application (TRUNCATE ... CASCADE), then seeds again.
import path from 'node:path';
import { count, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database, type DatabaseHandle } from '@/db/client';
import { DataDirLockedError } from '@/db/data-dir-lock';
import * as schema from '@/db/schema';
import { DEMO_ACCOUNTS, seedIfEmpty } from '@/db/seed';
import { ConfigError, loadConfig } from '@/server/config';
import { fieldCipherOf } from '@/server/lib/field-cipher';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--reset');
if (unknown.length > 0) {
  console.error(`不明な引数です: ${unknown.join(' ')}\n使い方: npm run db:seed [-- --reset]`);
  process.exit(1);
}
const reset = args.includes('--reset');

/** Empties every table of the schema in one statement; the migrations journal (schema "drizzle") stays. */
async function truncateAll(db: Database): Promise<void> {
  const values: unknown[] = Object.values(schema);
  const names = values.filter((value) => is(value, PgTable)).map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}

async function countRows(db: Database, table: PgTable): Promise<number> {
  const [{ n }] = await db.select({ n: count().mapWith(Number) }).from(table);
  return n;
}

async function main() {
  const config = loadConfig();
  const handle: DatabaseHandle = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  const where = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${path.resolve(config.dataDir)})`;
  console.log(`データベース: ${where}`);
  try {
    if (reset) {
      await truncateAll(handle.db);
      console.log('--reset: すべてのテーブルのデータを削除しました。');
    }
    const started = performance.now();
    const cipher = fieldCipherOf(config);
    const summary = await seedIfEmpty(handle.db, (plain) => cipher.encrypt(plain));
    if (!summary) {
      console.log(
        'データは既に存在するため、デモデータは投入しませんでした。\n' +
          '最初からやり直すには `npm run db:seed -- --reset` を実行するか、' +
          (handle.kind === 'pglite' ? `データディレクトリ ${path.resolve(config.dataDir)} を削除してください。` : 'データベースを作り直してください。'),
      );
      return;
    }
    const db = handle.db;
    const published = await db.select({ n: count().mapWith(Number) }).from(schema.properties).where(eq(schema.properties.status, 'published'));
    console.log(`デモデータを投入しました (${Math.round(performance.now() - started)} ms):`);
    console.log(`  利用者 ${summary.users}人（ホスト ${await countRows(db, schema.hostProfiles)}人）`);
    console.log(`  古民家 ${summary.properties}件（公開中 ${published[0].n}件）`);
    console.log(`  予約 ${await countRows(db, schema.bookings)}件、レビュー ${await countRows(db, schema.reviews)}件、お問い合わせ ${await countRows(db, schema.inquiries)}件`);
    console.log('デモアカウント:');
    console.log(`  ゲスト   ${DEMO_ACCOUNTS.guest.email} / ${DEMO_ACCOUNTS.guest.password}（${DEMO_ACCOUNTS.guest.fullName}）`);
    console.log(`  ホスト   ${DEMO_ACCOUNTS.host.email} / ${DEMO_ACCOUNTS.host.password}（${DEMO_ACCOUNTS.host.fullName}）`);
    console.log(`  管理者   ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}（/admin/login）`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('デモデータの投入に失敗しました:', error);
  process.exit(1);
});
