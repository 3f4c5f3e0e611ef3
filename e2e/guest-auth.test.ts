import { describe, expect, it } from 'vitest';
import { textBodyOf } from '@/server/testing/smtp-capture';
import { authDialog } from './support/auth-dialog';
import { goTo, reloadPage, toasts, uniqueEmail } from './support/browser';
import { useAppWithMail } from './support/fixture';

const app = useAppWithMail();

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

describe('a guest who forgot the password', () => {
  it('asks from the login dialog, sets a new one from the e-mail’s link, signs in with it, and finds the link used up', async () => {
    const email = uniqueEmail('e2e-forgot');
    const page = await app.visit('/');
    expect((await page.request.post('/api/auth/signup', { data: { fullName: '森 さくら', email, password: 'old-pass-1' } })).status()).toBe(201);
    await page.context().clearCookies();
    const { dialog, loginForm, open } = authDialog(page);

    await open();
    await loginForm.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
    await page.waitForURL('**/forgot-password');
    await dialog.waitFor({ state: 'hidden' });
    const ask = page.getByRole('form', { name: 'パスワードの再設定' });
    await ask.getByLabel('メールアドレス').fill(email);
    await ask.getByRole('button', { name: '再設定用のリンクを送る' }).click();
    await page.getByRole('heading', { name: 'メールをご確認ください' }).waitFor();
    await page.getByText('ご入力のメールアドレスが登録されている場合、パスワード再設定用のリンクをお送りしました。', { exact: false }).waitFor();

    // The welcome, the address's confirmation link and the reset link.
    await expect.poll(() => app.mail().received.filter((m) => m.rcptTo.includes(email)).length, { timeout: 10_000 }).toBe(3);
    const text = textBodyOf(app.mail().received.filter((m) => m.rcptTo.includes(email)).at(-1)!.raw);
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)![0]);
    await goTo(page, `${link.pathname}${link.search}`);
    const reset = page.getByRole('form', { name: '新しいパスワードの設定' });
    await reset.getByLabel('新しいパスワード').fill('12345');
    await reset.getByRole('button', { name: 'パスワードを設定する' }).click();
    await reset.getByText('パスワードは6文字以上で入力してください').waitFor();
    await reset.getByLabel('新しいパスワード').fill('new-pass-2');
    await reset.getByRole('button', { name: 'パスワードを設定する' }).click();
    await toasts(page).getByText('パスワードを再設定しました').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await dialog.getByRole('heading', { name: 'ログイン', exact: true }).waitFor();
    await loginForm.getByLabel('メールアドレス').fill(email);
    await loginForm.getByLabel('パスワード', { exact: true }).fill('new-pass-2');
    await loginForm.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: '森 さくら' }).waitFor();

    await goTo(page, `${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'このリンクは使えません' }).waitFor();
    await page.getByText('使用済みか有効期限（1時間）が切れています', { exact: false }).waitFor();
    await page.getByRole('link', { name: '再設定をもう一度申し込む' }).click();
    await page.waitForURL('**/forgot-password');
  });
});
