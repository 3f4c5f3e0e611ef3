import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authDialog } from './support/auth-dialog';
import { adminLogin } from './support/admin-login';
import { goTo, uniqueEmail } from './support/browser';
import { useApp } from './support/fixture';

// フリガナ (docs/product/people.md): typed in hiragana, kept in katakana, found and sorted by in the back office.
const app = useApp();

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

describe('readings of names', () => {
  it('a guest signs up with a reading in hiragana and sees it in katakana on the profile', async () => {
    const page = await app.visit('/');
    const { dialog, signupForm, open } = authDialog(page);
    await open();
    await dialog.getByRole('button', { name: '新規登録する' }).click();
    await signupForm.getByLabel('お名前').fill('岡田 紬');
    // A reading in letters is refused with the one message, and nothing typed is lost.
    await signupForm.getByLabel('フリガナ').fill('okada');
    await signupForm.getByLabel('メールアドレス').fill(uniqueEmail('e2e-okada'));
    await signupForm.getByLabel('パスワード', { exact: true }).fill('guestpass1');
    await signupForm.getByRole('button', { name: 'アカウント作成', exact: true }).click();
    await signupForm.getByText('フリガナはカタカナで入力してください').waitFor();
    expect(await signupForm.getByLabel('お名前').inputValue()).toBe('岡田 紬');

    await signupForm.getByLabel('フリガナ').fill('おかだ　つむぎ');
    await signupForm.getByRole('button', { name: 'アカウント作成', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: '岡田 紬' }).waitFor();

    await goTo(page, '/profile');
    const form = page.getByRole('form', { name: 'プロフィール' });
    await expect.poll(() => form.getByLabel('フリガナ').inputValue()).toBe('オカダ ツムギ');
  });

  it("the admin's user list finds a guest by hiragana and sorts the guests by reading", async () => {
    const setup = await app.visit('/');
    for (const [fullName, fullNameKana] of [
      ['中島 一', 'なかじま はじめ'],
      ['井上 二葉', 'いのうえ ふたば'],
      ['伊藤 三樹', 'いとう みき'],
    ]) {
      const res = await setup.request.post('/api/auth/signup', { data: { fullName, fullNameKana, email: uniqueEmail('e2e-yomi'), password: 'guestpass1' } });
      expect(res.status()).toBe(201);
    }

    const page = await app.visit('/');
    await adminLogin(page);
    await goTo(page, `/admin/users?q=${encodeURIComponent('なかじま')}`);
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await page.getByRole('searchbox').inputValue()).toBe('なかじま');
    await rows(page).getByText('中島 一', { exact: true }).waitFor();
    await rows(page).getByText('ナカジマ ハジメ', { exact: true }).waitFor();

    await goTo(page, `/admin/users?q=${encodeURIComponent('e2e-yomi')}&sort=name`);
    await expect.poll(() => rows(page).count()).toBe(3);
    const expected = ['伊藤 三樹', '井上 二葉', '中島 一'];
    const cells = await rows(page).locator('td:first-child').allInnerTexts();
    expect(cells.map((text) => expected.find((name) => text.includes(name)))).toEqual(expected);
  });
});
