import { describe, expect, it } from 'vitest';
import { adminLogin } from './support/admin-login';
import { goTo, reloadPage, toasts, uniqueEmail } from './support/browser';
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

  it('enabling and disabling an admin are asked first, show in the audit log in Japanese with the admin’s name, and a disabled admin is no request waiting', async () => {
    const page = await app.visit('/');
    const email = uniqueEmail('audited');
    const reg = await page.request.post('/api/admin/register', { data: { fullName: '監査 花子', email, password: 'newadmin1' } });
    expect(reg.status()).toBe(201);

    await adminLogin(page);
    const sidebar = page.getByRole('navigation', { name: '管理メニュー' }).first();
    await sidebar.getByRole('link', { name: /^管理者アカウント\s*1/ }).click();
    // One's own account offers no button (it cannot be disabled).
    const me = page.getByRole('row').filter({ hasText: '（あなた）' });
    await me.waitFor();
    expect(await me.getByRole('button').count()).toBe(0);

    // Enabling asks first; 戻る changes nothing.
    await page.getByRole('button', { name: '監査 花子を有効にする' }).click();
    const enable = page.getByRole('dialog', { name: '管理者アカウントを有効にする' });
    await enable.getByText(email, { exact: false }).waitFor();
    await enable.getByRole('button', { name: '戻る' }).click();
    await enable.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '監査 花子を有効にする' }).click();
    await enable.getByRole('button', { name: '有効にする' }).click();
    await toasts(page).getByText('更新しました').waitFor();

    // Disabling asks too; a disabled admin reads 無効, not a request waiting, and the badge counts nothing.
    await page.getByRole('button', { name: '監査 花子を無効にする' }).click();
    const disable = page.getByRole('dialog', { name: '管理者アカウントを無効にする' });
    await disable.getByRole('button', { name: '無効にする' }).click();
    await disable.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: '監査 花子' }).getByText('無効', { exact: true }).waitFor();
    await reloadPage(page);
    await page.getByRole('row').filter({ hasText: '監査 花子' }).getByText('無効', { exact: true }).waitFor();
    await expect.poll(() => sidebar.getByRole('link', { name: /^管理者アカウント/ }).textContent()).toBe('管理者アカウント');

    await sidebar.getByRole('link', { name: '監査ログ' }).click();
    await page.waitForURL('**/admin/audit-log');
    const list = page.getByRole('region', { name: '監査ログ一覧' });
    await list.getByText('有効化', { exact: true }).first().waitFor();
    // Each kind of object once in the filter.
    const kinds = await page.getByLabel('対象の種類').locator('option').allTextContents();
    expect(kinds.length).toBe(new Set(kinds).size);
    await page.getByLabel('対象の種類').selectOption({ label: '管理者アカウント' });
    await page.waitForURL(/entityType=admin_account/);
    // The object by its name, not its id.
    await list.getByText('監査 花子', { exact: true }).first().waitFor();
    // 監査 花子's enabling (the signed-in admin's own set-up of the second step is an admin account's record too).
    await list.getByRole('row').filter({ hasText: '監査 花子' }).filter({ hasText: '有効化' }).last().getByRole('button', { name: /の記録の詳細$/ }).click();
    const dialog = page.getByRole('dialog', { name: '監査ログの詳細' });
    await dialog.getByText('管理者アカウントを有効化').waitFor();
    const row = dialog.getByRole('row', { name: /^有効/ });
    await row.getByText('いいえ', { exact: true }).waitFor();
    await row.getByText('はい', { exact: true }).waitFor();
    expect(await dialog.getByText('isActive').count()).toBe(0);
    await dialog.getByRole('button', { name: '閉じる' }).first().click();

    // A date in the URL that is no day is named, not taken for a network failure.
    await goTo(page, '/admin/audit-log?from=2026-02-30');
    await page.getByRole('alert').filter({ hasText: '開始日は YYYY-MM-DD の正しい日付で指定してください' }).waitFor();

    await sidebar.getByRole('link', { name: 'ダッシュボード' }).click();
    await page.getByRole('link', { name: /管理者アカウントを有効化/ }).first().waitFor();
  });
});
