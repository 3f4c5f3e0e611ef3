// `npm run demo:admin-code`: the demo admin's authenticator code of this moment (the demo's second step),
// for the demo database only: the secret is DEMO_ACCOUNTS.admin.totpSecret, which an authenticator app can also take.
import { DEMO_ACCOUNTS } from '@/db/seed/build-users';
import { totpCodeAt } from '@/server/features/two-step/totp';

console.log(`${DEMO_ACCOUNTS.admin.email} の認証コード: ${totpCodeAt(DEMO_ACCOUNTS.admin.totpSecret)}（秘密鍵 ${DEMO_ACCOUNTS.admin.totpSecret}）`);
