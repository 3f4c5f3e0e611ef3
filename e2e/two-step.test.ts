import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totpCodeAt } from '@/server/features/two-step/totp';
import { unusedTotpCode } from '@/server/testing/unused-totp-code';
import { enrolAuthenticatorOnPage } from './support/admin-login';
import { goTo } from './support/browser';
import { ADMIN, useApp } from './support/fixture';

const app = useApp();
const SHOTS_DIR = process.env.SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

async function typePassword(page: Page) {
  await goTo(page, '/admin/login');
  const form = page.getByRole('form', { name: '管理者ログイン' });
  await form.getByLabel('メールアドレス').fill(ADMIN.email);
  await form.getByLabel('パスワード', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'ログイン', exact: true }).click();
}

describe('two-step sign-in in the back office', () => {
  it('an admin sets up an authenticator at the first sign-in, can open nothing else before, and signs in with its code', async () => {
    const page = await app.visit('/');
    await typePassword(page);
    await page.waitForURL('**/admin/two-step');
    await page.getByText('管理画面を使うには、最初に2段階認証を設定してください。').first().waitFor();

    // Nothing else opens before the second step is set up: the page and its API.
    await goTo(page, '/admin/users');
    await page.waitForURL('**/admin/two-step');
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const refused = await page.request.get('/api/admin/users', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('TWO_STEP_SETUP_REQUIRED');

    await page.getByRole('button', { name: '認証アプリを設定する' }).click();
    await page.getByRole('img', { name: '認証アプリで読み取る QR コード' }).waitFor();
    await shot(page, 'admin-two-step-enrol');
    await page.getByRole('button', { name: '設定を完了' }).click();
    await page.getByText('認証アプリに表示された6桁の数字を入力してください').waitFor();
    // Back to the card to enrol through the shared steps (the secret is read from the page).
    await goTo(page, '/admin/two-step');
    const secret = await enrolAuthenticatorOnPage(page);
    await shot(page, 'admin-two-step-enabled');

    await page.getByRole('button', { name: 'ログアウト' }).first().click();
    await page.waitForURL('**/admin/login');

    await typePassword(page);
    const step = page.getByRole('form', { name: '2段階認証' });
    await step.getByLabel('認証コード').fill('000000' === totpCodeAt(secret) ? '111111' : '000000');
    await step.getByRole('button', { name: '確認してログイン' }).click();
    await step.getByText('認証コードが正しくありません', { exact: false }).waitFor();
    await shot(page, 'admin-second-step');
    await step.getByLabel('認証コード').fill(await unusedTotpCode(secret));
    await step.getByRole('button', { name: '確認してログイン' }).click();
    await page.waitForURL('**/admin/dashboard');
  });

  it('shows the second step on a phone', async () => {
    const page = await app.visit('/admin/login', { mobile: true });
    await typePassword(page);
    await page.getByRole('form', { name: '2段階認証' }).waitFor();
    await shot(page, 'admin-second-step');
  });
});
