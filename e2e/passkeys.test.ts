import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unusedTotpCode } from '@/server/testing/unused-totp-code';
import { enrolAuthenticatorOnPage } from './support/admin-login';
import { authDialog, signUpThroughDialog } from './support/auth-dialog';
import { goTo, toasts, uniqueEmail } from './support/browser';
import { ADMIN, useApp } from './support/fixture';

// WebAuthn needs the site's host name (its relying party), not an IP address: the server's PUBLIC_URL is http://localhost:PORT.
const app = useApp({}, { siteHost: 'localhost' });
const SHOTS_DIR = process.env.SCREENSHOTS_DIR;

/** The page at both widths (1280 and 375 px), when SCREENSHOTS_DIR is set; the viewport is put back. */
async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const viewport = page.viewportSize()!;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: viewport.height });
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(viewport);
}

/** Chromium's virtual authenticator (DevTools protocol): a platform authenticator with user verification that always passes. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

async function typeAdminPassword(page: Page) {
  await goTo(page, '/admin/login');
  const form = page.getByRole('form', { name: '管理者ログイン' });
  await form.getByLabel('メールアドレス').fill(ADMIN.email);
  await form.getByLabel('パスワード', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'ログイン', exact: true }).click();
}

describe('passkeys', () => {
  it('an admin sets up a passkey at the first sign-in (it opens the back office), then signs in with it', async () => {
    const page = await app.visit('/');
    const authenticator = await addVirtualAuthenticator(page);
    await typeAdminPassword(page);
    await page.waitForURL('**/admin/two-step');

    const add = page.getByRole('form', { name: 'パスキーの追加' });
    await add.getByRole('button', { name: 'パスキーを追加' }).click();
    await add.getByText('パスキーの名前を入力してください').waitFor();
    await shot(page, 'admin-passkey-name-missing');
    await add.getByLabel('パスキーの名前').fill('管理用PC');
    await add.getByRole('button', { name: 'パスキーを追加' }).click();
    // The account's first second step: its recovery codes, shown once.
    const codes = page.getByRole('region', { name: 'リカバリーコード' });
    await codes.getByRole('listitem').first().waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await codes.getByRole('button', { name: '保管しました' }).click();
    await page.getByText('パスキー1件').waitFor();
    const list = page.getByRole('list', { name: '登録済みのパスキー' });
    await list.getByText('管理用PC').waitFor();
    await list.getByText('最終利用: まだ使われていません').waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);
    await shot(page, 'admin-passkey-added');

    // The back office is open.
    await page.getByRole('navigation', { name: '管理メニュー' }).first().getByRole('link', { name: /^ダッシュボード/ }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('button', { name: 'ログアウト' }).first().click();
    await page.waitForURL('**/admin/login');

    await typeAdminPassword(page);
    const step = page.getByRole('form', { name: '2段階認証' });
    await step.getByRole('button', { name: 'パスキーで確認' }).waitFor();
    await shot(page, 'admin-second-step-passkey');
    await step.getByRole('button', { name: 'パスキーで確認' }).click();
    await page.waitForURL('**/admin/dashboard');

    await goTo(page, '/admin/two-step');
    await expect.poll(() => list.getByText('最終利用: まだ使われていません').count()).toBe(0);
    await list.getByText(/最終利用: \d{4}年/).waitFor();
  });

  it('a guest sets up an authenticator app and a passkey in the profile, signs in with each, and removes the passkey with the password', async () => {
    const page = await app.visit('/');
    await addVirtualAuthenticator(page);
    const email = uniqueEmail('passkey-guest');
    await signUpThroughDialog(page, '鍵 太郎', email, 'kominka123');
    await goTo(page, '/profile');
    const secret = await enrolAuthenticatorOnPage(page);
    const add = page.getByRole('form', { name: 'パスキーの追加' });
    await add.getByLabel('パスキーの名前').fill('わたしのスマホ');
    await add.getByRole('button', { name: 'パスキーを追加' }).click();
    await toasts(page).getByText('パスキーを追加しました').waitFor();
    await page.getByText('認証アプリ、パスキー1件').waitFor();
    await shot(page, 'profile-two-step-passkey');

    const { dialog, loginForm, open } = authDialog(page);
    const signIn = async () => {
      await page.getByRole('banner').getByRole('button', { name: 'ログアウト' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await open();
      await loginForm.getByLabel('メールアドレス').fill(email);
      await loginForm.getByLabel('パスワード', { exact: true }).fill('kominka123');
      await loginForm.getByRole('button', { name: 'ログイン', exact: true }).click();
      return dialog.getByRole('form', { name: '2段階認証' });
    };

    // The authenticator app's code.
    let step = await signIn();
    await step.getByLabel('認証コード').fill(await unusedTotpCode(secret));
    await step.getByRole('button', { name: '確認してログイン' }).click();
    await page.getByRole('banner').getByRole('link', { name: '鍵 太郎' }).waitFor();

    // The passkey.
    step = await signIn();
    await shot(page, 'guest-second-step-passkey');
    await step.getByRole('button', { name: 'パスキーで確認' }).click();
    await page.getByRole('banner').getByRole('link', { name: '鍵 太郎' }).waitFor();

    // Removing it takes the password; then the sign-in offers no passkey.
    await goTo(page, '/profile');
    await page.getByRole('button', { name: '「わたしのスマホ」を削除' }).click();
    const removal = page.getByRole('form', { name: '「わたしのスマホ」の削除' });
    await removal.getByLabel('現在のパスワード').fill('wrong-password');
    await removal.getByRole('button', { name: '削除する' }).click();
    await removal.getByText('現在のパスワードが正しくありません').waitFor();
    await shot(page, 'profile-passkey-remove');
    await removal.getByLabel('現在のパスワード').fill('kominka123');
    await removal.getByRole('button', { name: '削除する' }).click();
    await toasts(page).getByText('パスキーを削除しました').waitFor();
    await page.getByText('登録済みのパスキーはありません。').waitFor();
    step = await signIn();
    await step.getByLabel('認証コード').waitFor();
    expect(await step.getByRole('button', { name: 'パスキーで確認' }).count()).toBe(0);
  });

  it('a host adds a passkey in the host profile and is offered it at the host login, on a phone', async () => {
    const page = await app.visit('/', { mobile: true });
    await addVirtualAuthenticator(page);
    const email = uniqueEmail('passkey-host');
    const registered = await page.request.post('/api/auth/register', { data: { fullName: '鍵 花子', email, phone: '090-1234-5678', password: 'kominka123' } });
    expect(registered.status()).toBe(201);
    await goTo(page, '/host/profile');
    const add = page.getByRole('form', { name: 'パスキーの追加' });
    await add.getByLabel('パスキーの名前').fill('iPhone');
    await add.getByRole('button', { name: 'パスキーを追加' }).click();
    await page.getByRole('region', { name: 'リカバリーコード' }).getByRole('button', { name: '保管しました' }).click();
    await page.getByText('パスキー1件').waitFor();
    await shot(page, 'host-profile-two-step-passkey');

    await page.context().clearCookies();
    await goTo(page, '/host/login');
    const form = page.getByRole('form', { name: 'ホストログイン' });
    await form.getByLabel('メールアドレス').fill(email);
    await form.getByLabel('パスワード', { exact: true }).fill('kominka123');
    await form.getByRole('button', { name: 'ログイン', exact: true }).click();
    const step = page.getByRole('form', { name: '2段階認証' });
    await step.getByRole('button', { name: 'パスキーで確認' }).waitFor();
    await shot(page, 'host-second-step-passkey');
    await step.getByRole('button', { name: 'パスキーで確認' }).click();
    await page.waitForURL((url) => url.pathname !== '/host/login');
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  });
});
