import { describe, expect, it } from 'vitest';
import { goTo, toasts, uniqueEmail } from './support/browser';
import { useApp } from './support/fixture';

const app = useApp();

describe('hosts', () => {
  it('register, land in the host area, and log in again through the host login page', async () => {
    const email = uniqueEmail('e2e-host');
    const page = await app.visit('/host/register');
    const form = page.getByRole('form', { name: 'ホスト新規登録' });
    // Signed out, the page is outside the host area: the site's main menu, not the host's.
    await page.getByRole('navigation', { name: 'メインメニュー' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'ホストメニュー' }).count()).toBe(0);
    await form.getByLabel('お名前').fill('佐藤 健一');
    await form.getByLabel('メールアドレス').fill(email);
    await form.getByLabel('電話番号').fill('abc');
    await form.getByLabel('パスワード', { exact: true }).fill('hostpass1');
    await form.getByLabel('パスワード（確認）').fill('hostpass2');
    await form.getByRole('button', { name: /登録/ }).click();
    await form.getByText('フリガナを入力してください').waitFor();
    await form.getByText('パスワードが一致しません').waitFor();
    await form.getByText('利用規約に同意してください').waitFor();
    await form.getByText('電話番号の形式が正しくありません（例: 090-1234-5678）').waitFor();

    await form.getByLabel('電話番号').fill('09011112222');
    await form.getByLabel('フリガナ').fill('さとう けんいち');
    await form.getByLabel('パスワード（確認）').fill('hostpass1');
    await form.getByLabel('利用規約に同意します').check();
    await form.getByRole('button', { name: /登録/ }).click();
    await page.waitForURL('**/host/dashboard');
    await page.getByText('佐藤 健一').first().waitFor();
    const hostNav = page.getByRole('banner').getByRole('navigation').first();
    for (const name of ['ダッシュボード', 'プロフィール', '物件管理', 'カレンダー', '予約管理', 'レビュー', '売上管理']) {
      await hostNav.getByRole('link', { name, exact: true }).waitFor();
    }
    await page.getByText('登録物件数').waitFor();
    expect((await (await page.request.get('/api/host/profile')).json()).phone).toBe('090-1111-2222');

    await page.getByRole('banner').getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await goTo(page, '/host/login');
    const login = page.getByRole('form', { name: 'ホストログイン' });
    expect(await page.getByRole('navigation', { name: 'ホストメニュー' }).count()).toBe(0);
    await login.getByLabel('メールアドレス').fill(email);
    await login.getByLabel('パスワード', { exact: true }).fill('hostpass1');
    await login.getByRole('button', { name: 'パスワードを表示' }).click();
    expect(await login.getByLabel('パスワード', { exact: true }).getAttribute('type')).toBe('text');
    await login.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL('**/host/dashboard');
    await page.getByText('登録物件数').waitFor();
  });

  it('turns away a guest account at the host login', async () => {
    const email = uniqueEmail('e2e-guest-at-host');
    const page = await app.visit('/');
    const signup = await page.request.post('/api/auth/signup', { data: { fullName: '鈴木 一郎', email, password: 'guestpass1' } });
    expect(signup.status()).toBe(201);
    await page.context().clearCookies();

    await goTo(page, '/host/login');
    const login = page.getByRole('form', { name: 'ホストログイン' });
    await login.getByLabel('メールアドレス').fill(email);
    await login.getByLabel('パスワード', { exact: true }).fill('guestpass1');
    await login.getByRole('button', { name: 'ログイン', exact: true }).click();
    await toasts(page).getByText('ホストアカウントではありません', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/host/login');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  it('sends a visitor who is not signed in away from the host area', async () => {
    const page = await app.visit('/host/dashboard');
    await toasts(page).getByText('認証が必要です').waitFor();
    await toasts(page).getByText('この画面にアクセスするにはログインが必要です').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('change the password in the profile, which ends their session in another browser', async () => {
    const email = uniqueEmail('e2e-host-change');
    const other = await app.visit('/host/login');
    await other.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
    await other.waitForURL('**/forgot-password?for=host');
    await other.getByRole('link', { name: 'ホストログインに戻る' }).waitFor();

    const page = await app.visit('/');
    const registered = await page.request.post('/api/auth/register', { data: { fullName: '高橋 蓮', email, phone: '090-3333-4444', password: 'host-old-1' } });
    expect(registered.status()).toBe(201);
    expect((await other.request.post('/api/auth/login', { data: { email, password: 'host-old-1' } })).status()).toBe(200);
    await goTo(other, '/host/dashboard');
    await other.getByText('登録物件数').waitFor();

    await goTo(page, '/host/profile');
    const form = page.getByRole('form', { name: 'パスワードの変更' });
    await form.getByLabel('現在のパスワード').fill('wrong-pass');
    await form.getByLabel('新しいパスワード').fill('host-new-2');
    await form.getByRole('button', { name: 'パスワードを変更' }).click();
    await form.getByText('現在のパスワードが正しくありません').waitFor();
    await form.getByLabel('現在のパスワード').fill('host-old-1');
    await form.getByRole('button', { name: 'パスワードを変更' }).click();
    await toasts(page).getByText('パスワードを変更しました').waitFor();
    expect(await form.getByLabel('新しいパスワード').inputValue()).toBe('');

    // The other browser is signed out; this one stays.
    await goTo(other, '/host/dashboard');
    await toasts(other).getByText('認証が必要です').waitFor();
    await other.waitForURL((url) => url.pathname === '/');
    await goTo(page, '/host/dashboard');
    await page.getByText('登録物件数').waitFor();
  });
});
