import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@/contract/bookings';
import { addDays, japanDate } from '@/domain/japan-date';
import { adminLogin } from './support/admin-login';
import { signUpThroughDialog } from './support/auth-dialog';
import { goTo, toasts, uniqueEmail } from './support/browser';
import { useAppWithMail } from './support/fixture';
import { submitHostIdentity } from './support/host-identity';
import { registerHostThroughPage } from './support/host-register';
import { verifyEmailThroughLink } from './support/verify-email';
import { payWithTestCard } from './support/local-card';

/**
 * One house through the law (docs/product/lodging-law.md, guest-registry.md), as the people involved meet it:
 * a new host registers and lists a 民泊 house with its 届出番号 and 届出受理通知書; an admin checks the number
 * beside the document and approves; a guest from the search sees the number on the house page, books and
 * pays; the guest fills the 宿泊者名簿 for a party with a guest from abroad; the host sees the registry.
 */
const app = useAppWithMail();

const WALK_TIMEOUT = 300_000;
const HOST = { fullName: '里山 結衣', fullNameKana: 'サトヤマ ユイ', email: uniqueEmail('e2e-walk-host'), phone: '090-3333-4444', password: 'satoyama-pass1' };
const GUEST = { fullName: '川村 聡', email: uniqueEmail('e2e-walk-guest'), password: 'kawamura-pass1' };
const TITLE = '能登の里山に建つ古民家「ゆい」';
const NUMBER = 'M170054321';
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `walk-${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

const png = (color: string, width = 800, height = 600) => sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

async function noticePdf(): Promise<Buffer> {
  const notice = await PDFDocument.create();
  notice.addPage([595, 842]).drawText(`Todokede juri tsuchisho ${NUMBER}`, { x: 50, y: 780, size: 16 });
  return Buffer.from(await notice.save());
}

/** A draft with everything but its legal basis: the text, the address, the rooms, three photos and the price. */
async function draftHouse(page: Page): Promise<string> {
  const created = await page.request.post('/api/host/properties', {
    data: {
      title: TITLE,
      description: '能登の里山に建つ築百年の古民家です。縁側と囲炉裏のある静かな一軒家を貸し切りでお使いいただけます。',
      prefecture: '石川県',
      city: '輪島市',
      addressLine: '町野町1-2',
      maxGuests: 4,
      basePriceJpy: 24000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const photos = await page.request.post(`/api/host/properties/${id}/photos`, {
    multipart: {
      photo_0: { name: 'a.png', mimeType: 'image/png', buffer: await png('#8a6') },
      photo_1: { name: 'b.png', mimeType: 'image/png', buffer: await png('#a86') },
      photo_2: { name: 'c.png', mimeType: 'image/png', buffer: await png('#68a') },
    },
  });
  expect(photos.status(), await photos.text()).toBe(201);
  return id;
}

describe('a 民泊 house from its notification to its guest registry', () => {
  it(
    'the host lists it with 届出番号 and 届出受理通知書, the admin approves it, a guest books and checks in with a guest from abroad, and the host sees the registry',
    async () => {
      // The host registers on the page, confirms the address from the e-mail and sends an identity document.
      const host = await app.visit('/host/register');
      await registerHostThroughPage(host, HOST);
      await verifyEmailThroughLink(host, app.mail, HOST.email);
      await submitHostIdentity(host);

      // The admin approves the host.
      const admin = await app.visit('/');
      await adminLogin(admin);
      await goTo(admin, '/admin/host-approvals');
      await admin.getByRole('button', { name: `${HOST.fullName}さんの身分証明書を確認` }).click();
      const review = admin.getByRole('dialog', { name: 'ホストの詳細と本人確認' });
      await review.getByRole('button', { name: `${HOST.fullName}さんの本人確認を承認` }).click();
      await toasts(admin).getByText('本人確認を承認しました').first().waitFor();

      // The host gives the house's legal basis in the editor: a number of the wrong form is refused at the field.
      const houseId = await draftHouse(host);
      await goTo(host, `/host/properties/${houseId}/edit?step=legal`);
      const edit = host.getByRole('form', { name: '物件の編集' });
      await edit.getByRole('heading', { name: '営業の根拠（法令）' }).waitFor();
      await edit.getByLabel(/住宅宿泊事業（民泊）/).check();
      await edit.getByLabel('届出番号').fill('M1700');
      await edit.getByRole('button', { name: '次へ' }).click();
      await expect.poll(() => edit.getByText('届出番号は M と9桁の数字で入力してください（例: M260012345）').count()).toBe(1);
      await edit.getByLabel('届出番号').fill(NUMBER);
      await host.locator('#editor-lodging-document').setInputFiles({ name: 'todokede-juri.pdf', mimeType: 'application/pdf', buffer: await noticePdf() });
      await expect.poll(() => toasts(host).filter({ hasText: '書類をアップロードしました' }).count()).toBe(1);
      await shot(host, 'editor-legal');
      await edit.getByRole('button', { name: '次へ' }).click();
      await host.waitForURL(/step=rooms/);
      await goTo(host, `/host/properties/${houseId}/edit?step=review`);
      await edit.getByText('審査に必要な項目はすべてそろっています。').waitFor();
      await edit.getByRole('button', { name: '審査に提出' }).click();
      await expect.poll(() => toasts(host).filter({ hasText: '審査に提出しました' }).count()).toBe(1);

      // The admin sees the number beside the notice and approves.
      await goTo(admin, '/admin/property-approvals');
      await admin.getByRole('heading', { name: TITLE }).waitFor();
      const basis = admin.getByRole('region', { name: `「${TITLE}」の営業の根拠` });
      await basis.getByText(NUMBER, { exact: true }).waitFor();
      await basis.getByRole('link', { name: 'PDFを開く' }).waitFor();
      await shot(admin, 'approval');
      await admin.getByRole('button', { name: `「${TITLE}」をゲスト表示で確認` }).click();
      const preview = admin.getByRole('dialog', { name: 'ゲスト表示で確認' });
      await preview.getByRole('button', { name: `「${TITLE}」を承認` }).click();
      await toasts(admin).getByText('物件を承認しました').first().waitFor();

      // A guest signs up, confirms the address, finds the house and sees its number.
      const checkIn = addDays(japanDate(), 3);
      const checkOut = addDays(checkIn, 2);
      const guest = await app.visit(`/search?destination=${encodeURIComponent('輪島')}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
      await signUpThroughDialog(guest, GUEST.fullName, GUEST.email, GUEST.password);
      await verifyEmailThroughLink(guest, app.mail, GUEST.email);
      await goTo(guest, `/search?destination=${encodeURIComponent('輪島')}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
      await guest.locator(`a[href*="/property/${houseId}"]`).first().click();
      await guest.waitForURL(`**/property/${houseId}?**`);
      await guest.getByText(`住宅宿泊事業法 届出番号 ${NUMBER}`).waitFor();
      await shot(guest, 'house-page');

      // Books for two and pays on the local card page.
      await guest.getByRole('complementary', { name: '予約' }).getByRole('button', { name: '予約へ進む' }).click();
      const form = guest.getByRole('form', { name: 'ゲスト情報' });
      await expect.poll(() => form.getByLabel('代表者のお名前').inputValue()).toBe(GUEST.fullName);
      await form.getByLabel('電話番号').fill('090-5555-6666');
      await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();
      await guest.waitForURL('**/booking-confirmation');
      await guest.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
      await guest.getByRole('button', { name: '予約を確定して支払いへ' }).click();
      await guest.waitForURL('**/checkout/local/**');
      await payWithTestCard(guest);
      await guest.getByRole('heading', { name: '予約が確定しました' }).waitFor({ timeout: 60_000 });
      const bookings = (await guest.request.get('/api/user/bookings').then((r) => r.json())) as Booking[];
      const booking = bookings.find((b) => b.propertyId === houseId)!;
      expect(booking.status).toBe('confirmed');

      // オンラインチェックイン (open from 7 days before): the guest and a guest from abroad with a passport.
      await goTo(guest, `/booking/${booking.id}`);
      await guest.getByRole('link', { name: '名簿を入力する' }).click();
      await guest.getByRole('heading', { name: 'オンラインチェックイン', level: 1 }).waitFor();
      const first = guest.getByRole('form', { name: '宿泊者1（ご予約者）' });
      const second = guest.getByRole('form', { name: '宿泊者2' });
      const asksOccupation = (await first.getByLabel('職業').count()) > 0;
      await first.getByLabel('フリガナ').fill('かわむら さとし');
      await first.getByRole('textbox', { name: /^住所/ }).fill('大阪府大阪市北区梅田1-1-1');
      if (asksOccupation) await first.getByLabel('職業').fill('会社員');
      await first.getByLabel('連絡先').fill('090-5555-6666');
      await first.getByRole('button', { name: 'この宿泊者を保存する' }).click();
      await first.getByText('入力済み').waitFor();
      await second.getByLabel('氏名').fill('Lukas Weber');
      await second.getByLabel('フリガナ').fill('ルーカス ウェーバー');
      await second.getByRole('textbox', { name: /^住所/ }).fill('Hauptstrasse 5, Berlin');
      if (asksOccupation) await second.getByLabel('職業').fill('Teacher');
      await second.getByLabel('連絡先').fill('lukas@example.com');
      await second.getByLabel('日本国内に住所がない（旅券が必要です）').check();
      await second.getByLabel('国籍').fill('ドイツ');
      await second.getByLabel('旅券番号').fill('c01x00t47');
      await second.getByLabel(/旅券の顔写真のページの写真/).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: await png('#2f4f6f', 700, 500) });
      await second.getByRole('button', { name: 'この宿泊者を保存する' }).click();
      await guest.getByText('全員の宿泊者名簿の入力が完了しました', { exact: false }).waitFor({ timeout: 30_000 });
      await shot(guest, 'check-in');

      // The host sees the stay and its registry, the passport number as the law's record keeps it.
      await goTo(host, `/host/bookings/${booking.id}`);
      const registry = host.getByRole('region', { name: '宿泊者名簿' });
      await registry.getByText('入力済み 2 / 2名').waitFor({ timeout: 30_000 });
      await registry.getByText('宿泊者1：川村 聡').waitFor();
      await registry.getByText('宿泊者2：Lukas Weber').waitFor();
      await registry.getByText('C01X00T47').waitFor();
      await host.getByText(yen(booking.totalAmountJpy)).first().waitFor();
      await shot(host, 'host-registry');
    },
    WALK_TIMEOUT,
  );
});
