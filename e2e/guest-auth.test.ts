import { describe, expect, it } from 'vitest';
import { authDialog } from './support/auth-dialog';
import { reloadPage, toasts, uniqueEmail } from './support/browser';
import { useApp } from './support/fixture';

const app = useApp();

describe('a guest signs up, logs out and logs in through the dialog', () => {
  it('goes through the whole round in Japanese', async () => {
    const page = await app.visit('/');
    const header = page.getByRole('banner');
    const { dialog, loginForm, signupForm, open } = authDialog(page);
    const email = uniqueEmail('e2e-guest');

    await open();
    await dialog.getByRole('heading', { name: 'ログイン', exact: true }).waitFor();
    await dialog.getByText('Welcome back to the kominka inn').waitFor();

    await dialog.getByRole('button', { name: '新規登録する' }).click();
    await dialog.getByRole('heading', { name: '新規登録', exact: true }).waitFor();
    await dialog.getByText('Create an account and start the kominka experience').waitFor();
    await signupForm.getByRole('button', { name: 'アカウント作成', exact: true }).click();
    await signupForm.getByText('お名前を入力してください').waitFor();

    await signupForm.getByLabel('お名前').fill('山田 花子');
    await signupForm.getByLabel('メールアドレス').fill(email);
    await signupForm.getByLabel('パスワード', { exact: true }).fill('kominka123');
    await signupForm.getByRole('button', { name: 'アカウント作成', exact: true }).click();
    await toasts(page).getByText('アカウント作成成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await header.getByRole('link', { name: '山田 花子' }).waitFor();
    await header.getByRole('link', { name: 'お気に入り' }).waitFor();
    await header.getByRole('link', { name: '予約確認' }).waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!)).toMatchObject({ email, role: 'guest' });

    // The sign-in lives in the server session: a reload keeps it.
    await reloadPage(page);
    await header.getByRole('link', { name: '山田 花子' }).waitFor();

    await header.getByRole('button', { name: 'ログアウト' }).click();
    await toasts(page).getByText('ログアウト完了').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await header.getByRole('button', { name: 'ログイン', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await open();
    await loginForm.getByLabel('メールアドレス').fill(email);
    await loginForm.getByLabel('パスワード', { exact: true }).fill('wrong-password');
    await loginForm.getByRole('button', { name: 'ログイン', exact: true }).click();
    await toasts(page).getByText('ログインエラー').waitFor();
    await toasts(page).getByText('メールアドレスまたはパスワードが正しくありません').waitFor();

    await loginForm.getByLabel('パスワード', { exact: true }).fill('kominka123');
    await loginForm.getByRole('button', { name: 'ログイン', exact: true }).click();
    await toasts(page).getByText('ログイン成功').waitFor();
    await header.getByRole('link', { name: '山田 花子' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('currentUserId'))).toBeNull();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  });

  it('shows one toast at a time', async () => {
    const page = await app.visit('/');
    const { loginForm, open } = authDialog(page);
    await open();
    for (let i = 0; i < 2; i++) {
      await loginForm.getByLabel('メールアドレス').fill(uniqueEmail('nobody'));
      await loginForm.getByLabel('パスワード', { exact: true }).fill('wrong-password');
      await loginForm.getByRole('button', { name: 'ログイン', exact: true }).click();
      await toasts(page).getByText('ログインエラー').first().waitFor();
    }
    expect(await toasts(page).count()).toBe(1);
  });

  it('returns the dialog to login mode with empty forms when it is closed', async () => {
    const page = await app.visit('/');
    const { dialog, loginForm, signupForm, open } = authDialog(page);
    await open();
    await loginForm.getByLabel('メールアドレス').fill('typed@example.jp');
    await dialog.getByRole('button', { name: '新規登録する' }).click();
    await signupForm.getByLabel('お名前').fill('途中 入力');
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await open();
    await dialog.getByRole('heading', { name: 'ログイン', exact: true }).waitFor();
    expect(await loginForm.getByLabel('メールアドレス').inputValue()).toBe('');
    await dialog.getByRole('button', { name: '新規登録する' }).click();
    expect(await signupForm.getByLabel('お名前').inputValue()).toBe('');
  });
});
