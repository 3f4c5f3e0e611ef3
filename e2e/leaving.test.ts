import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminLogin } from './support/admin-login';
import { goTo, toasts, uniqueEmail } from './support/browser';
import { useApp } from './support/fixture';

const app = useApp();

describe('a guest downloads their data and leaves the service', () => {
  it('saves the data as JSON, then closes the account from the profile: signed out, and the password no longer works', async () => {
    const email = uniqueEmail('e2e-leaving');
    const page = await app.visit('/');
    expect((await page.request.post('/api/auth/signup', { data: { fullName: '退会 花子', email, password: 'leaving-123' } })).status()).toBe(201);
    await goTo(page, '/profile');

    // あなたのデータ: a JSON file with the profile.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'データをダウンロード' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^kominka-stay-data-\d{8}\.json$/);
    const archive = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { profile: { email: string; fullName: string }; bookings: unknown[] };
    expect(archive.profile).toMatchObject({ email, fullName: '退会 花子' });
    expect(archive.bookings).toEqual([]);
    await toasts(page).getByText('データをダウンロードしました').waitFor();

    // 退会: what goes and what stays, then the confirmation.
    const card = page.getByRole('region', { name: '退会' }).or(page.locator('[aria-labelledby="close-account-title"]'));
    await card.getByText('すぐに消去されるもの').waitFor();
    await card.getByText('法令などにより残るもの').waitFor();
    await card.getByText(/税法上の帳簿書類として7年間保存/).first().waitFor();
    await card.getByRole('button', { name: '退会の手続きへ進む' }).click();
    const form = page.getByRole('form', { name: '退会の確認' });
    await form.getByLabel('現在のパスワード').fill('wrong-password');
    await form.getByLabel('確認のため「退会する」と入力').fill('退会する');
    await form.getByRole('button', { name: '退会する' }).click();
    await form.getByText('現在のパスワードが正しくありません').waitFor();

    await form.getByLabel('現在のパスワード').fill('leaving-123');
    await form.getByRole('button', { name: '退会する' }).click();
    await toasts(page).getByText('退会しました').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect((await page.request.post('/api/auth/login', { data: { email, password: 'leaving-123' } })).status()).toBe(401);
  });
});

describe('an admin closes an account on the person’s request', () => {
  it('shows what goes, asks for a reason, and lists the account as 退会済み', async () => {
    const email = uniqueEmail('e2e-closure');
    const page = await app.visit('/');
    expect((await page.request.post('/api/auth/signup', { data: { fullName: '依頼 次郎', email, password: 'closure-123' } })).status()).toBe(201);
    const admin = await app.visit('/');
    await adminLogin(admin);
    await goTo(admin, `/admin/users?q=${encodeURIComponent(email)}`);
    await admin.getByRole('button', { name: '依頼 次郎さんの詳細' }).first().click();
    const detail = admin.getByRole('dialog', { name: '依頼 次郎' });
    await detail.getByRole('button', { name: '退会処理' }).click();
    const dialog = admin.getByRole('dialog', { name: '退会処理' });
    await dialog.getByText('消去されるもの').waitFor();
    await dialog.getByRole('button', { name: '退会処理をする' }).click();
    await dialog.getByText('退会処理の理由（ご本人からの依頼の内容など）を入力してください').waitFor();
    await dialog.getByLabel('退会処理の理由').fill('お問い合わせでご本人から退会のご依頼');
    await dialog.getByRole('button', { name: '退会処理をする' }).click();
    await toasts(admin).getByText('退会処理をしました').waitFor();
    // The account is listed under its new name, as 退会済み, with no suspension to offer.
    await goTo(admin, `/admin/users?q=${encodeURIComponent('退会したユーザー')}`);
    await expect.poll(() => admin.getByRole('table').getByText('退会済み').count()).toBeGreaterThan(0);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});
