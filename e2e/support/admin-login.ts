import type { Page } from 'playwright-core';
import { goTo } from './browser';
import { ADMIN } from './fixture';

/** Signs in through /admin/login (the file's admin by default) and waits for the dashboard. */
export async function adminLogin(page: Page, account: { email: string; password: string } = ADMIN): Promise<void> {
  await goTo(page, '/admin/login');
  const form = page.getByRole('form', { name: '管理者ログイン' });
  await form.getByLabel('メールアドレス').fill(account.email);
  await form.getByLabel('パスワード', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/admin/dashboard');
}
