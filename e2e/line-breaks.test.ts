import { describe, expect, it } from 'vitest';
import { toasts } from './support/browser';
import { useApp } from './support/fixture';
import { wordsBrokenAcrossLines } from './support/line-breaks';

const app = useApp();

/** Japanese wraps between phrases at a phone's width (375 px): the words a walk found broken stay whole. */
describe('line breaks on a phone', () => {
  it('keeps the words of the card failure page whole', async () => {
    const page = await app.visit('/booking-failed', { mobile: true });
    const main = page.getByRole('main');
    await main.getByText('セキュリティコード', { exact: false }).first().waitFor();
    expect(await wordsBrokenAcrossLines(main, ['セキュリティコード', 'ご確認ください。', 'もう一度', 'お試しください。'])).toEqual([]);
  });

  it('keeps the words of the login error toast whole', async () => {
    const page = await app.visit('/', { mobile: true });
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ログイン', exact: true }).click();
    const form = page.getByRole('dialog').getByRole('form', { name: 'ログイン' });
    await form.getByLabel('メールアドレス').fill('nobody@example.jp');
    await form.getByLabel('パスワード', { exact: true }).fill('wrong-password-1');
    await form.getByRole('button', { name: 'ログイン', exact: true }).click();
    const toast = toasts(page).filter({ hasText: '正しくありません' }).first();
    await toast.waitFor();
    expect(await wordsBrokenAcrossLines(toast, ['メールアドレス', 'パスワード', 'ありません'])).toEqual([]);
  });
});
