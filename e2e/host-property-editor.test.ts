import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HostPropertyEditor } from '@/contract/host-property-editor';
import { goTo, toasts } from './support/browser';
import { useApp } from './support/fixture';

// The demo data: the demo host 佐藤 健一 is verified, so a complete house can be submitted.
const app = useApp({ SEED: 'demo' });

const FLOW_TIMEOUT = 150_000;
let photoFiles: string[] = [];
let noticeFile = '';

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-photos-'));
  const colours = ['#8a5a2b', '#2b5a8a', '#5a8a2b'];
  photoFiles = await Promise.all(
    colours.map(async (colour, i) => {
      const file = path.join(dir, `photo${i + 1}.${i === 1 ? 'png' : 'jpg'}`);
      const image = sharp({ create: { width: 1800, height: 1200, channels: 3, background: colour } });
      fs.writeFileSync(file, await (i === 1 ? image.png() : image.jpeg()).toBuffer());
      return file;
    }),
  );
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'これは写真ではありません');
  fs.writeFileSync(path.join(dir, 'huge.jpg'), Buffer.alloc(5 * 1024 * 1024 + 1));
  photoFiles.push(path.join(dir, 'notes.txt'), path.join(dir, 'huge.jpg'));
  // The 届出受理通知書 as a PDF, the way a host downloads it.
  noticeFile = path.join(dir, 'todokede-juri.pdf');
  const notice = await PDFDocument.create();
  notice.addPage([595, 842]).drawText('Todokede juri tsuchisho M260012345', { x: 50, y: 780, size: 16 });
  fs.writeFileSync(noticeFile, await notice.save());
});

async function signInAsDemoHost(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { email: 'host@example.jp', password: 'kominka123' } });
  expect(res.status()).toBe(200);
}

const next = (page: Page) => page.getByRole('form').getByRole('button', { name: '次へ' }).click();
const houseOf = async (page: Page, id: string) => (await (await page.request.get(`/api/host/properties/${id}`)).json()) as HostPropertyEditor;

describe('the house editor', () => {
  it(
    'creates a house through every step with three photos and a season price, then submits it for review',
    async () => {
      const page = await app.visit('/');
      await signInAsDemoHost(page);
      await goTo(page, '/host/properties/new');
      const form = page.getByRole('form', { name: '物件の登録' });
      await form.getByLabel('物件名').waitFor();

      // 1 基本情報: a title is required before anything is saved.
      await next(page);
      await expect.poll(() => form.getByText('物件名を入力してください').count()).toBeGreaterThan(0);
      await form.getByLabel('物件名').fill('テスト用 縁側の古民家');
      await form.getByLabel('物件の説明').fill('縁側から庭を眺められる、築百年の古民家です。');
      await form.getByLabel('築年（西暦）').fill('1925');
      await next(page);

      // The draft exists now: 2 所在地, with the postal code filling the address.
      await page.waitForURL(/\/host\/properties\/[0-9a-f-]+\/edit\?step=location/);
      const id = /properties\/([0-9a-f-]+)\/edit/.exec(page.url())![1];
      const edit = page.getByRole('form', { name: '物件の編集' });
      await edit.getByLabel('郵便番号').fill('605-0862');
      await expect.poll(() => edit.getByLabel('都道府県').inputValue()).toBe('京都府');
      expect(await edit.getByLabel('市区町村').inputValue()).toBe('京都市東山区');
      await edit.getByLabel('番地・建物名').fill('清水2丁目 3-4');
      // An emptied required field is said at the field on 次へ, and the step stays.
      await edit.getByLabel('市区町村').fill('');
      await next(page);
      await edit.getByText('市区町村を入力してください').waitFor();
      expect(page.url()).toContain('step=location');
      await edit.getByLabel('市区町村').fill('京都市東山区');
      await next(page);

      // 3 営業の根拠: 民泊 with its 届出番号 (checked for its form, full-width and lower case read as typed) and the notice as a PDF.
      await page.waitForURL(/step=legal/);
      await edit.getByRole('heading', { name: '営業の根拠（法令）' }).waitFor();
      await edit.getByLabel(/住宅宿泊事業（民泊）/).check();
      await edit.getByLabel('届出番号').fill('M12345');
      await next(page);
      await expect.poll(() => edit.getByText('届出番号は M と9桁の数字で入力してください（例: M260012345）').count()).toBe(1);
      expect(page.url()).toContain('step=legal');
      await edit.getByLabel('届出番号').fill('ｍ２６００１２３４５');
      await page.locator('#editor-lodging-document').setInputFiles(noticeFile);
      await expect.poll(() => toasts(page).filter({ hasText: '書類をアップロードしました' }).count()).toBe(1);
      await edit.getByRole('link', { name: 'PDFを開く' }).waitFor();
      await next(page);

      // 4 部屋・設備
      await page.waitForURL(/step=rooms/);
      await edit.getByLabel('定員（名）').fill('5');
      await edit.getByLabel('囲炉裏').check();
      await edit.getByLabel('Wi-Fi').check();
      await next(page);

      // 5 写真: a text file and one of more than 5 MB are refused before upload, each named with its
      // reason; three photos go up, the first becomes the cover.
      await page.waitForURL(/step=photos/);
      await page.locator('input[type=file]').setInputFiles(photoFiles);
      const refused = edit.getByRole('list', { name: 'アップロードの状況' }).getByRole('alert');
      await expect.poll(() => refused.allTextContents()).toEqual(['notes.txt：JPEG・PNG・WebPの画像を選んでください', 'huge.jpg：写真は1枚5MBまでです']);
      await edit.getByText('3枚（3枚以上必要）').waitFor({ timeout: 30_000 });
      const photos = edit.getByRole('list', { name: '写真の一覧' }).getByRole('listitem');
      await expect.poll(() => photos.count()).toBe(3);
      expect(await photos.first().getByText('カバー写真').count()).toBe(1);
      // The third photo moves one place forward by its button; its caption is saved on leaving the field.
      await edit.getByRole('button', { name: '写真3を前へ移動' }).click();
      await edit.getByLabel('写真1のキャプション').fill('縁側からの庭');
      await edit.getByLabel('写真1のキャプション').blur();
      await expect.poll(async () => (await houseOf(page, id)).photos[0].caption).toBe('縁側からの庭');
      const stored = await houseOf(page, id);
      expect(stored.photos.map((p) => p.isCover)).toEqual([true, false, false]);
      expect(stored.photos[0].variants?.sources.map((s) => `${s.format}${s.width}`)).toEqual(['webp480', 'jpeg480', 'webp960', 'jpeg960', 'webp1600', 'jpeg1600']);
      await next(page);

      // 6 料金: base price and a season.
      await page.waitForURL(/step=pricing/);
      await edit.getByLabel('1泊の基本料金（円）').fill('500');
      await next(page);
      await expect.poll(() => edit.getByText('1泊の料金は1,000円以上で設定してください').count()).toBe(1);
      await edit.getByLabel('1泊の基本料金（円）').fill('28,000');
      await edit.getByLabel('金曜').fill('32000');
      await edit.getByRole('button', { name: '期間料金を追加' }).click();
      // A season that has ended is refused at its 終了日 on 次へ.
      await edit.getByLabel('開始日').fill('2020-08-01');
      await edit.getByLabel('終了日').fill('2020-08-31');
      await edit.getByLabel('1泊料金（円）').fill('35000');
      await next(page);
      await edit.getByText('終了日が過ぎた期間には料金を設定できません。今日以降の日付にしてください').waitFor();
      expect(page.url()).toContain('step=pricing');
      await edit.getByLabel('開始日').fill('2031-08-01');
      await edit.getByLabel('終了日').fill('2031-08-31');
      await edit.getByLabel('メモ').fill('夏休み');
      await next(page);

      // 7 ルール
      await page.waitForURL(/step=rules/);
      await edit.getByLabel(/リクエスト予約/).check();
      await edit.getByLabel(/厳格/).check();
      await next(page);

      // 8 確認・提出
      await page.waitForURL(/step=review/);
      await edit.getByText('審査に必要な項目はすべてそろっています。').waitFor();
      const saved = await houseOf(page, id);
      expect(saved).toMatchObject({
        title: 'テスト用 縁側の古民家',
        lodgingRegime: 'minpaku',
        lodgingNotificationNumber: 'M260012345',
        lodgingDocument: { url: `/api/host/properties/${id}/lodging-document`, contentType: 'application/pdf' },
        zipcode: '605-0862',
        prefecture: '京都府',
        maxGuests: 5,
        basePriceJpy: 28000,
        requiresApproval: true,
        cancelPolicy: 'strict',
        missing: [],
      });
      expect(saved.weekdayPrices.fri).toBe(32000);
      expect(saved.seasonPrices).toMatchObject([{ dateFrom: '2031-08-01', dateTo: '2031-08-31', pricePerNightJpy: 35000, note: '夏休み' }]);
      expect(saved.featureKeys).toContain('irori');

      await edit.getByRole('button', { name: '審査に提出' }).click();
      await expect.poll(() => toasts(page).filter({ hasText: '審査に提出しました' }).count()).toBe(1);
      await expect.poll(async () => (await houseOf(page, id)).status).toBe('in_review');
      await edit.getByText(/審査待ちです/).first().waitFor();
    },
    FLOW_TIMEOUT,
  );

  it(
    'shows what is missing with links to its step, and keeps 審査に提出 disabled',
    async () => {
      const page = await app.visit('/', { mobile: true });
      await signInAsDemoHost(page);
      const res = await page.request.post('/api/host/properties', { data: { title: '作りかけの家' } });
      expect(res.status()).toBe(201);
      const { id } = (await res.json()) as { id: string };
      await goTo(page, `/host/properties/${id}/edit?step=review`);
      const edit = page.getByRole('form', { name: '物件の編集' });
      const missing = edit.getByRole('list', { name: '足りない項目' });
      await missing.waitFor();
      // description, address, photos, cover, price, and the legal basis with its document.
      expect(await missing.getByRole('listitem').count()).toBe(7);
      await missing.getByText('営業の根拠（法令）を選び、届出番号・許可番号などを入力してください').waitFor();
      expect(await edit.getByRole('button', { name: '審査に提出' }).isDisabled()).toBe(true);
      await missing.getByRole('button', { name: '「写真」へ' }).first().click();
      await page.waitForURL(/step=photos/);
      await edit.getByText('0枚（3枚以上必要）').waitFor();
    },
    FLOW_TIMEOUT,
  );
});
