import type { Page } from 'playwright-core';

/** Registers a new host through /host/register (the page must be open) and waits for the host dashboard. */
export async function registerHostThroughPage(page: Page, host: { fullName: string; fullNameKana?: string; email: string; phone: string; password: string }) {
  const form = page.getByRole('form', { name: 'ホスト新規登録' });
  await form.getByLabel('お名前').fill(host.fullName);
  await form.getByLabel('フリガナ').fill(host.fullNameKana ?? 'ホスト タロウ');
  await form.getByLabel('メールアドレス').fill(host.email);
  await form.getByLabel('電話番号').fill(host.phone);
  await form.getByLabel('パスワード', { exact: true }).fill(host.password);
  await form.getByLabel('パスワード（確認）').fill(host.password);
  await form.getByLabel('利用規約に同意します').check();
  await form.getByRole('button', { name: /登録/ }).click();
  await page.waitForURL('**/host/dashboard');
}
