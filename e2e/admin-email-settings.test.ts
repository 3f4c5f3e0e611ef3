import { describe, expect, it } from 'vitest';
import { adminLogin } from './support/admin-login';
import { goTo, reloadPage, toasts } from './support/browser';
import { ADMIN, useApp } from './support/fixture';

const app = useApp();

describe('/admin/email-settings', () => {
  it('edits the welcome mail (Japanese and English) with a placeholder, previews both in sandboxed frames, test-sends it to the admin, saves it and turns it off', async () => {
    const page = await app.visit('/');
    await adminLogin(page);
    await goTo(page, '/admin/email-settings');
    await page.getByRole('heading', { name: 'メール設定', level: 1 }).waitFor();

    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '会員登録完了' }) });
    await item.getByText('標準', { exact: true }).waitFor();
    await item.getByRole('button', { name: '「会員登録完了」を編集' }).click();

    const dialog = page.getByRole('dialog');
    const subject = dialog.getByLabel(/^件名/);
    await subject.fill('ようこそ、');
    await dialog.getByRole('button', { name: '{{guestName}}', exact: true }).click();
    await subject.press('End');
    await subject.pressSequentially('様');
    expect(await subject.inputValue()).toBe('ようこそ、{{guestName}}様');

    // An unknown placeholder is refused under its field, and nothing is lost.
    const text = dialog.getByLabel(/^テキスト本文/);
    const original = await text.inputValue();
    await text.fill(`${original}\n{{couponCode}}`);
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: '{{couponCode}}' }).waitFor();
    expect(await subject.inputValue()).toBe('ようこそ、{{guestName}}様');
    await text.fill(original);

    await dialog.getByRole('button', { name: 'プレビュー', exact: true }).click();
    await dialog.getByTestId('preview-subject').filter({ hasText: 'ようこそ、山田 花子様' }).waitFor();
    const frame = dialog.locator('iframe[title="HTMLメールのプレビュー"]');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator('iframe[title="HTMLメールのプレビュー"]').getByText('山田 花子 様').waitFor();

    // The English version sits beside the Japanese one, is checked and previewed the same way, in English.
    const englishSubject = dialog.getByLabel(/^英語版の件名/);
    expect(await englishSubject.inputValue()).toBe('Welcome to Kominka Stay');
    await englishSubject.fill('Welcome, {{guestName}}');
    await dialog.getByLabel(/^英語版のテキスト本文/).fill('Hi {{guestName}},\n\nUse {{couponCode}} today.');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: '{{couponCode}}' }).waitFor();
    await dialog.getByLabel(/^英語版のテキスト本文/).fill('Hi {{guestName}},\n\nFind your kominka: {{siteUrl}}/en/search');
    await dialog.getByRole('button', { name: 'プレビュー', exact: true }).click();
    await dialog.getByTestId('preview-subject-en').filter({ hasText: 'Welcome, Emma Wilson' }).waitFor();
    await page.frameLocator('iframe[title="HTMLメールのプレビュー（英語）"]').getByText('Hi Emma Wilson,').waitFor();

    await dialog.getByRole('button', { name: 'テスト送信', exact: true }).click();
    await toasts(page).filter({ hasText: `${ADMIN.email} 宛てに送信しました（日本語版と英語版）` }).waitFor();

    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await toasts(page).filter({ hasText: '「会員登録完了」のテンプレートを保存しました' }).waitFor();
    await dialog.getByText('閉じる', { exact: true }).click();
    await item.getByText('編集済み', { exact: true }).waitFor();
    await item.getByText('件名: ようこそ、{{guestName}}様').waitFor();

    await reloadPage(page);
    await item.getByRole('button', { name: '「会員登録完了」を編集' }).click();
    expect(await dialog.getByLabel(/^英語版の件名/).inputValue()).toBe('Welcome, {{guestName}}');
    await dialog.getByText('閉じる', { exact: true }).click();

    await item.getByRole('switch').click();
    await toasts(page).filter({ hasText: '「会員登録完了」は標準の文面で送信されます' }).waitFor();
    await reloadPage(page);
    await expect.poll(() => item.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await item.getByText('編集済み', { exact: true }).waitFor();
    await item.getByText('件名: 【古民家ステイ】ご登録ありがとうございます').waitFor();

    // 標準に戻す deletes the edit: it asks first, and 戻る keeps the edit.
    await item.getByRole('button', { name: '「会員登録完了」を編集' }).click();
    await dialog.getByRole('button', { name: '標準に戻す', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: '標準の文面に戻す' });
    await confirm.getByText('元に戻せません', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: '戻る' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await subject.inputValue()).toBe('ようこそ、{{guestName}}様');
    await dialog.getByRole('button', { name: '標準に戻す', exact: true }).click();
    await confirm.getByRole('button', { name: '標準に戻す' }).click();
    await toasts(page).filter({ hasText: '標準の文面に戻しました' }).waitFor();
    expect(await subject.inputValue()).toBe('【古民家ステイ】ご登録ありがとうございます');
    expect(await englishSubject.inputValue()).toBe('Welcome to Kominka Stay');
  });
});
