// `npm run admin:create -- <email> <password> [full name] [--reset-two-step]`: creates (or re-enables) an
// active admin; with --reset-two-step also removes their second step (a lost authenticator app, passkeys
// and recovery codes), so that they set it up again at their next sign-in.
import { openDatabase } from '@/db/client';
import { loadConfig } from '@/server/config';
import { ensureAdmin } from '@/server/features/admin-auth/service';
import { resetAdminTwoStepFromCommandLine } from '@/server/features/two-step/service';

const RESET_FLAG = '--reset-two-step';
const args = process.argv.slice(2);
const resetTwoStep = args.includes(RESET_FLAG);
const [email, password, ...nameParts] = args.filter((arg) => arg !== RESET_FLAG);
if (!email || !password || password.length < 6) {
  console.error(`使い方: npm run admin:create -- <メールアドレス> <パスワード(6文字以上)> [氏名] [${RESET_FLAG}]`);
  process.exit(1);
}

const config = loadConfig();
const handle = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  const { created, admin } = await ensureAdmin(handle.db, { email, password, fullName: nameParts.join(' ') || undefined });
  console.log(`管理者 ${admin.email} を${created ? '作成' : '更新して有効化'}しました。`);
  if (resetTwoStep && !created) {
    await resetAdminTwoStepFromCommandLine(handle.db, admin.id);
    console.log('2段階認証を解除しました。次のログインで設定し直してください。');
  }
} finally {
  await handle.close();
}
