import { describe, expect, it } from 'vitest';
import { signUpThroughDialog } from './support/auth-dialog';
import { goTo, toasts, uniqueEmail } from './support/browser';
import { passAdminSecondStep } from './support/admin-login';
import { ADMIN, useApp } from './support/fixture';

const app = useApp();

async function adminLogin(page: import('playwright-core').Page, email: string, password: string) {
  await goTo(page, '/admin/login');
  const form = page.getByRole('form', { name: '管理者ログイン' });
  await form.getByLabel('メールアドレス').fill(email);
  await form.getByLabel('パスワード', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'ログイン', exact: true }).click();
}

/** `adminLogin` and the second step (set up at the first sign-in), as an active admin. */
async function activeAdminLogin(page: import('playwright-core').Page, email: string, password: string) {
  await adminLogin(page, email, password);
  await passAdminSecondStep(page, email);
}

async function shoot(page: import('playwright-core').Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe('the admin back office', () => {
  it('an admin logs in and sees the shell with the sidebar and real counts', async () => {
    const page = await app.visit('/');
    // Two sign-ups so that the counts are not all zero.
    for (const name of ['一', '二']) {
      await page.request.post('/api/auth/signup', { data: { fullName: `利用者 ${name}`, email: uniqueEmail('count'), password: 'password1' } });
    }
    await page.context().clearCookies();

    await activeAdminLogin(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    const sidebar = page.getByRole('navigation', { name: '管理メニュー' }).first();
    for (const name of ['ダッシュボード', 'ユーザー管理', 'ホスト管理', 'ホスト承認', '物件管理', '物件承認', '予約管理', 'レビュー管理', '売上管理', '決済履歴', '送金履歴', 'メール設定', 'FAQ管理', 'お問い合わせ管理', '管理者アカウント']) {
      await sidebar.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    }
    const usersCard = page.locator('div', { has: page.getByText('総ユーザー数', { exact: true }) }).last();
    await usersCard.getByText('2人', { exact: true }).waitFor();
    // The admin area shows no guest navigation links in the header.
    expect(await page.getByRole('link', { name: '古民家を探す' }).count()).toBe(0);

    await page.getByRole('button', { name: 'ログアウト' }).first().click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('a new admin is refused until an active admin enables the account; after a lost phone, the active admin resets their second step', async () => {
    const email = uniqueEmail('e2e-new-admin');
    const page = await app.visit('/admin/register');
    const form = page.getByRole('form', { name: '管理者アカウント登録' });
    await form.getByLabel('お名前').fill('新人 管理者');
    await form.getByLabel('フリガナ').fill('しんじん かんりしゃ');
    await form.getByLabel('メールアドレス').fill(email);
    await form.getByLabel('パスワード', { exact: true }).fill('newadmin1');
    await form.getByRole('button', { name: /登録/ }).click();
    await toasts(page).getByText('管理者アカウントが作成されました。ログインしてください。').waitFor();
    await page.waitForURL('**/admin/login');

    await adminLogin(page, email, 'newadmin1');
    await toasts(page).getByText('ログインエラー').waitFor();
    await toasts(page).getByText('有効化されていません', { exact: false }).waitFor();

    const boss = await app.visit('/');
    await activeAdminLogin(boss, ADMIN.email, ADMIN.password);
    await boss.waitForURL('**/admin/dashboard');
    await boss.getByRole('navigation', { name: '管理メニュー' }).first().getByRole('link', { name: /^管理者アカウント/ }).click();
    await boss.getByRole('button', { name: '新人 管理者を有効にする' }).click();
    await boss.getByRole('dialog', { name: '管理者アカウントを有効にする' }).getByRole('button', { name: '有効にする' }).click();
    await toasts(boss).getByText('更新しました').waitFor();

    await activeAdminLogin(page, email, 'newadmin1');
    await page.waitForURL('**/admin/dashboard');

    // The new admin lost their phone: the active admin resets their second step with their own password.
    await boss.reload();
    const row = boss.getByRole('row').filter({ hasText: email });
    await row.getByRole('cell', { name: '設定済み', exact: true }).waitFor();
    await boss.getByRole('button', { name: '新人 管理者の2段階認証をリセット' }).first().click();
    const dialog = boss.getByRole('dialog', { name: '2段階認証をリセット' });
    await dialog.getByText(`新人 管理者さん（${email}）の認証アプリ`, { exact: false }).waitFor();
    await shoot(boss, 'admin-accounts-reset-two-step-1280');
    await dialog.getByLabel('あなたの現在のパスワード').fill('not-my-password');
    await dialog.getByRole('button', { name: 'リセットする' }).click();
    await dialog.getByText('現在のパスワードが正しくありません').waitFor();
    await dialog.getByLabel('あなたの現在のパスワード').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'リセットする' }).click();
    await toasts(boss).getByText('2段階認証をリセットしました').waitFor();
    await row.getByRole('cell', { name: '未設定', exact: true }).waitFor();
    expect(await boss.getByRole('button', { name: '新人 管理者の2段階認証をリセット' }).count()).toBe(0);
    await shoot(boss, 'admin-accounts-after-reset-1280');
    if (process.env.SHOTS_DIR) {
      const phone = await app.visit('/', { mobile: true });
      await activeAdminLogin(phone, ADMIN.email, ADMIN.password);
      await phone.waitForURL('**/admin/dashboard');
      await goTo(phone, '/admin/accounts');
      await phone.getByRole('listitem').filter({ hasText: email }).waitFor();
      await shoot(phone, 'admin-accounts-375');
    }

    // They are signed out, and the next sign-in asks them to set a second step up again.
    expect((await page.request.get('/api/admin/me', { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('adminToken'))}` } })).status()).toBe(401);
    await adminLogin(page, email, 'newadmin1');
    await page.waitForURL('**/admin/two-step');
  });

  it('a guest sent to an admin page is turned away with the access toast', async () => {
    const page = await app.visit('/');
    await signUpThroughDialog(page, '高橋 次郎', uniqueEmail('e2e-nosy'), 'guestpass1');

    await goTo(page, '/admin/dashboard');
    await toasts(page).getByText('アクセス権限がありません').waitFor();
    await toasts(page).getByText('この画面にアクセスする権限がありません').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    // A user session does not open the admin API either: it is the wrong identity there (403).
    expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
  });

  it('sends a visitor who is not signed in to the admin login', async () => {
    const page = await app.visit('/admin/users');
    await toasts(page).getByText('認証が必要です').waitFor();
    await page.waitForURL('**/admin/login');
  });
});
