// `npm run admin:create -- <email> <password> [full name]`: creates (or re-enables) an active admin.
import { openDatabase } from '@/db/client';
import { loadConfig } from '@/server/config';
import { ensureAdmin } from '@/server/features/admin-auth/service';

const [email, password, ...nameParts] = process.argv.slice(2);
if (!email || !password || password.length < 6) {
  console.error('使い方: npm run admin:create -- <メールアドレス> <パスワード(6文字以上)> [氏名]');
  process.exit(1);
}

const config = loadConfig();
const handle = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  const { created, admin } = await ensureAdmin(handle.db, { email, password, fullName: nameParts.join(' ') || undefined });
  console.log(`管理者 ${admin.email} を${created ? '作成' : '更新して有効化'}しました。`);
} finally {
  await handle.close();
}
