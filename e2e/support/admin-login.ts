import type { Page } from 'playwright-core';
import { unusedTotpCode } from '@/server/testing/unused-totp-code';
import { goTo } from './browser';
import { ADMIN } from './fixture';

/** The authenticator secret each admin set up, per server (an admin sets it up once, at the first sign-in). */
const secrets = new Map<string, string>();
const keyOf = (page: Page, email: string) => `${new URL(page.url()).origin}|${email.toLowerCase()}`;

/** Signs in through /admin/login (the file's admin by default), with the second step, and waits for the dashboard. */
export async function adminLogin(page: Page, account: { email: string; password: string } = ADMIN): Promise<void> {
  await goTo(page, '/admin/login');
  const form = page.getByRole('form', { name: '管理者ログイン' });
  await form.getByLabel('メールアドレス').fill(account.email);
  await form.getByLabel('パスワード', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'ログイン', exact: true }).click();
  await passAdminSecondStep(page, account.email);
  await page.waitForURL('**/admin/dashboard');
}

/**
 * After the password was sent on /admin/login: the first time, sets up the authenticator app on
 * /admin/two-step as an admin would (the key read from the page, a code made from it, the recovery
 * codes put away) and opens the dashboard; later, types the app's code.
 */
export async function passAdminSecondStep(page: Page, email: string): Promise<void> {
  const key = keyOf(page, email);
  const secret = secrets.get(key);
  if (secret) {
    const step = page.getByRole('form', { name: '2段階認証' });
    await step.getByLabel('認証コード').fill(await unusedTotpCode(secret));
    await step.getByRole('button', { name: '確認してログイン' }).click();
    return;
  }
  await page.waitForURL('**/admin/two-step');
  secrets.set(key, await enrolAuthenticatorOnPage(page));
  // By its address: on a phone the menu's links are behind its button.
  await goTo(page, '/admin/dashboard');
}

/** Sets up the authenticator app in the 2段階認証 card of the page; answers the secret. */
export async function enrolAuthenticatorOnPage(page: Page): Promise<string> {
  await page.getByRole('button', { name: '認証アプリを設定する' }).click();
  const form = page.getByRole('form', { name: '認証アプリの設定' });
  const secret = (await form.getByTestId('totp-secret').textContent())!.trim();
  await form.getByLabel('認証コード（6桁）').fill(await unusedTotpCode(secret));
  await form.getByRole('button', { name: '設定を完了' }).click();
  await page.getByRole('region', { name: 'リカバリーコード' }).getByRole('button', { name: '保管しました' }).click();
  await page.getByText('設定済み').waitFor();
  return secret;
}
