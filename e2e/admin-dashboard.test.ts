import { describe, expect, it } from 'vitest';
import { adminLogin } from './support/admin-login';
import { toasts, uniqueEmail } from './support/browser';
import { useApp } from './support/fixture';

const app = useApp();

const card = (page: import('playwright-core').Page, label: string) => page.locator('div', { has: page.getByText(label, { exact: true }) }).last();

describe('the admin dashboard and the audit log', () => {
  it('the dashboard counts the real users, and a quick action leads to its page', async () => {
    const page = await app.visit('/');
    for (const name of ['一', '二', '三']) {
      const res = await page.request.post('/api/auth/signup', { data: { fullName: `利用者 ${name}`, email: uniqueEmail('dash'), password: 'password1' } });
      expect(res.status()).toBe(201);
    }
    await page.context().clearCookies();

    await adminLogin(page);
    await card(page, '総ユーザー数').getByText('3人', { exact: true }).waitFor();
    await card(page, 'ホスト数').getByText('0人', { exact: true }).waitFor();
    await card(page, '今月チェックアウト分の売上').getByText('¥0', { exact: true }).waitFor();
    await page.getByRole('heading', { name: '最近のアクティビティ' }).waitFor();

    await page.getByRole('region', { name: 'クイックアクション' }).getByRole('link', { name: /ホスト承認/ }).click();
    await page.waitForURL('**/admin/host-approvals');
    await page.getByRole('heading', { name: 'ホスト承認', level: 1 }).waitFor();
  });

  it('enabling an admin shows in the audit log with its old and new values, and in the recent activity', async () => {
    const page = await app.visit('/');
    const email = uniqueEmail('audited');
    const reg = await page.request.post('/api/admin/register', { data: { fullName: '監査 花子', email, password: 'newadmin1' } });
    expect(reg.status()).toBe(201);

    await adminLogin(page);
    const sidebar = page.getByRole('navigation', { name: '管理メニュー' }).first();
    await sidebar.getByRole('link', { name: /^管理者アカウント/ }).click();
    await page.getByRole('button', { name: '監査 花子を有効にする' }).click();
    await toasts(page).getByText('更新しました').waitFor();

    await sidebar.getByRole('link', { name: '監査ログ' }).click();
    await page.waitForURL('**/admin/audit-log');
    const list = page.getByRole('region', { name: '監査ログ一覧' });
    await list.getByText('有効化', { exact: true }).first().waitFor();
    await page.getByLabel('対象の種類').selectOption({ label: '管理者アカウント' });
    await page.waitForURL(/entityType=admin_account/);
    await list.getByRole('button', { name: /の記録の詳細$/ }).first().click();
    const dialog = page.getByRole('dialog', { name: '監査ログの詳細' });
    await dialog.getByText('管理者アカウントを有効化').waitFor();
    const row = dialog.getByRole('row', { name: /isActive/ });
    await row.getByText('false（いいえ）').waitFor();
    await row.getByText('true（はい）').waitFor();
    await dialog.getByRole('button', { name: '閉じる' }).first().click();

    await sidebar.getByRole('link', { name: 'ダッシュボード' }).click();
    await page.getByRole('link', { name: /管理者アカウントを有効化/ }).first().waitFor();
  });
});
