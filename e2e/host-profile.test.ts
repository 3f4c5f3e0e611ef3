import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { goTo, toasts, uniqueEmail } from './support/browser';
import { useApp } from './support/fixture';
import { registerHostThroughPage } from './support/host-register';

const app = useApp();

describe('ホストプロフィール', () => {
  it('新規ホストが基本情報（郵便番号から住所を自動入力）・本人確認・振込口座を登録する（本人確認は審査中のあいだ認証済にならない）', async () => {
    const page = await app.visit('/host/register');
    await registerHostThroughPage(page, { fullName: '古民 太郎', email: uniqueEmail('e2e-host-profile'), phone: '090-1111-2222', password: 'hostpass1' });

    await goTo(page, '/host/profile');
    await page.getByRole('heading', { name: '古民 太郎' }).waitFor();
    await page.getByText('未完了').waitFor();
    expect(await page.getByRole('tab').getByText('登録済み').count()).toBe(0);

    // 基本情報: 郵便番号の7桁目で都道府県・市区町村・番地（町域）が入る
    await page.getByRole('button', { name: '基本情報を編集' }).click();
    const basic = page.getByRole('form', { name: '基本情報' });
    await basic.getByLabel(/郵便番号/).fill('6050073');
    await expect.poll(() => basic.getByLabel(/都道府県/).inputValue()).toBe('京都府');
    expect(await basic.getByLabel(/市区町村/).inputValue()).toBe('京都市東山区');
    expect(await basic.getByLabel(/番地/).inputValue()).toBe('祇園町北側');
    expect(await basic.getByLabel(/所在地/).inputValue()).toBe('京都府京都市東山区');
    await basic.getByLabel(/番地/).fill('祇園町北側 1-2');
    await basic.getByLabel('英語').check();
    await basic.getByLabel('自己紹介').fill('祇園の町家を守っています。');
    await basic.getByRole('button', { name: '保存' }).click();
    await toasts(page).getByText('基本情報更新完了').waitFor();
    await page.getByText('〒605-0073').waitFor();
    await page.getByRole('list', { name: '対応言語' }).getByText('英語').waitFor();

    // 本人確認: 表面をアップロードして提出
    await page.getByRole('tab', { name: /本人確認/ }).click();
    await page.getByText('未提出').waitFor();
    const submit = page.getByRole('button', { name: '提出する' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('身分証明書の種類').selectOption({ label: 'マイナンバーカード' });
    await page.getByText('マイナンバーカードは表面のみをアップロードしてください。', { exact: false }).waitFor();
    expect(await page.getByLabel('裏面の画像').count()).toBe(0);
    await page.getByLabel('身分証明書の種類').selectOption({ label: '運転免許証' });

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-id-'));
    const file = path.join(dir, 'license.png');
    fs.writeFileSync(file, await sharp({ create: { width: 320, height: 200, channels: 3, background: '#7a9' } }).png().toBuffer());
    await page.getByLabel('表面の画像').setInputFiles(file);
    await toasts(page).getByText('身分証明書アップロード完了').waitFor();
    const preview = page.getByRole('img', { name: '身分証明書（表面）' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await submit.click();
    await toasts(page).getByText('本人確認情報更新完了').waitFor();
    await page.getByRole('status').getByText('審査中').waitFor();

    // 振込口座: 候補から銀行と支店を選ぶ
    await page.getByRole('tab', { name: /振込口座/ }).click();
    await page.getByRole('button', { name: '振込口座を編集' }).click();
    const bank = page.getByRole('form', { name: '振込口座' });
    await bank.getByRole('combobox', { name: /銀行名/ }).fill('みずほ');
    await bank.getByRole('option', { name: /^みずほ ミズホ（0001）/ }).click();
    await bank.getByText('金融機関コード 0001').waitFor();
    await bank.getByRole('combobox', { name: /支店名/ }).fill('本店');
    await bank.getByRole('option', { name: /^本店/ }).first().click();
    await bank.getByLabel(/口座番号/).fill('1234567');
    await bank.getByLabel(/口座名義/).fill('ｺﾐﾝ ﾀﾛｳ');
    await bank.getByLabel(/口座名義/).blur();
    expect(await bank.getByLabel(/口座名義/).inputValue()).toBe('コミン タロウ');
    await bank.getByRole('button', { name: '保存' }).click();
    await toasts(page).getByText('銀行口座情報更新完了').waitFor();
    await page.getByText('****567').waitFor();

    // 本人確認は運営の審査中: 基本情報と振込口座だけが登録済みで、バッジは未完了のまま
    await expect.poll(() => page.getByRole('tab').getByText('登録済み').count()).toBe(2);
    await page.getByRole('tab', { name: /本人確認/ }).getByText('審査中').waitFor();
    await page.getByText('未完了', { exact: true }).waitFor();
    expect(await page.getByText('認証済', { exact: true }).count()).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('大きすぎるファイルと画像でないファイルは送る前に断る', async () => {
    const page = await app.visit('/host/register');
    await registerHostThroughPage(page, { fullName: '古民 花子', email: uniqueEmail('e2e-host-profile2'), phone: '090-3333-4444', password: 'hostpass1' });
    await goTo(page, '/host/profile');
    await page.getByRole('tab', { name: /本人確認/ }).click();
    await page.getByLabel('表面の画像').setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await toasts(page).getByText('無効なファイル').waitFor();
    await page.getByLabel('表面の画像').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await toasts(page).getByText('ファイルサイズエラー').waitFor();
    await page.getByText('未アップロード').first().waitFor();
  });
});
