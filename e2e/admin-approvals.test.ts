import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { goTo, toasts, uniqueEmail } from './support/browser';
import { useAppWithMail } from './support/fixture';
import { verifyEmailThroughLink } from './support/verify-email';
import { adminLogin } from './support/admin-login';
import { submitHostIdentity } from './support/host-identity';
import { expectNothingCut } from './support/layout';

const app = useAppWithMail();

const HOST = { fullName: '棚田 守', email: uniqueEmail('e2e-approvals-host'), phone: '090-1111-2222', password: 'tanada-pass1' };
const TITLE = '棚田を望む古民家「ひなた」';
/** With SHOTS_DIR set, each screen is saved there at the test's width (for looking at the pages). */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

const png = (color: string, width = 800, height = 600) => sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();


/** A new host who uploaded the front of a driving licence and submitted it (through the API the profile page calls). */
async function hostWithIdentity(page: Page) {
  expect((await page.request.post('/api/auth/register', { data: HOST })).status()).toBe(201);
  // A house goes to review only from a verified address: the host opens the e-mail's link.
  await verifyEmailThroughLink(page, app.mail, HOST.email);
  await submitHostIdentity(page);
}

/** A complete house with three photos, submitted for review by the (verified) host. */
async function submitHouse(page: Page): Promise<string> {
  const created = await page.request.post('/api/host/properties', {
    data: {
      title: TITLE,
      description: '棚田と里山を望む築120年の茅葺き古民家です。囲炉裏を囲んで過ごす静かな時間をお楽しみください。',
      prefecture: '石川県',
      city: '輪島市',
      addressLine: '白米町1-1',
      maxGuests: 6,
      basePriceJpy: 28000,
      lodgingRegime: 'minpaku',
      lodgingNotificationNumber: 'M170012345',
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
  const notice = await page.request.post(`/api/host/properties/${id}/lodging-document`, {
    multipart: { document: { name: 'notice.png', mimeType: 'image/png', buffer: await png('#eee') } },
  });
  expect(notice.status(), await notice.text()).toBe(200);
  const submitted = await page.request.post(`/api/host/properties/${id}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(200);
  return id;
}

describe('ホスト承認 and 物件承認', () => {
  it('an admin verifies a new host from the ID image, approves the house they submit, and a guest then finds it', { timeout: 120_000 }, async () => {
    const host = await app.visit('/');
    await hostWithIdentity(host);

    const admin = await app.visit('/');
    await adminLogin(admin);
    // The sidebar's badge counts the waiting host.
    const nav = admin.getByRole('navigation', { name: '管理メニュー' }).first();
    await nav.getByRole('link', { name: /^ホスト承認\s*1/ }).click();
    await admin.waitForURL('**/admin/host-approvals');
    const card = admin.getByRole('article').or(admin.locator('[aria-label="棚田 守さんの本人確認"]')).first();
    await card.getByText(HOST.email).waitFor();
    await card.getByText('運転免許証').waitFor();
    await shot(admin, 'host-approvals');

    await card.getByRole('button', { name: '棚田 守さんの身分証明書を確認' }).click();
    const dialog = admin.getByRole('dialog', { name: 'ホストの詳細と本人確認' });
    const front = dialog.getByRole('img', { name: '表面の画像' });
    await front.waitFor();
    await expect.poll(() => front.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await dialog.getByText('提出されていません').waitFor();
    await shot(admin, 'host-review-dialog');
    await dialog.getByRole('button', { name: '棚田 守さんの本人確認を承認' }).click();
    await toasts(admin).getByText('本人確認を承認しました').first().waitFor();
    await admin.getByText('審査待ちのホストはいません').waitFor();

    // The host list shows them verified.
    await goTo(admin, '/admin/hosts?kyc=verified');
    await admin.getByRole('table').getByText(HOST.fullName).first().waitFor();
    await shot(admin, 'hosts');

    // Verified, the host submits a house for review.
    const propertyId = await submitHouse(host);

    // A fresh load asks the sidebar's counts again: the badge now counts the house.
    await goTo(admin, '/admin/property-approvals');
    await admin.getByRole('navigation', { name: '管理メニュー' }).first().getByRole('link', { name: /^物件承認\s*1/ }).waitFor();
    await admin.getByRole('heading', { name: TITLE }).waitFor();
    // The legal basis beside its document, fetched with the admin's token.
    const basis = admin.getByRole('region', { name: `「${TITLE}」の営業の根拠` });
    await basis.getByText('M170012345', { exact: true }).waitFor();
    await basis.getByRole('img', { name: '届出受理通知書の画像' }).waitFor();
    await shot(admin, 'property-approvals');
    await admin.getByRole('button', { name: `「${TITLE}」をゲスト表示で確認` }).click();
    const preview = admin.getByRole('dialog', { name: 'ゲスト表示で確認' });
    await preview.getByRole('heading', { name: TITLE }).waitFor();
    await preview.getByText('¥28,000').waitFor();
    await shot(admin, 'property-preview');
    await preview.getByRole('button', { name: `「${TITLE}」を承認` }).click();
    await toasts(admin).getByText('物件を承認しました').first().waitFor();
    await admin.getByText('審査待ちの物件はありません').waitFor();

    await goTo(admin, '/admin/properties?status=published');
    await admin.getByRole('table').getByText(TITLE).waitFor();
    await shot(admin, 'properties');

    // A guest searching for the town finds the house.
    const guest = await app.visit(`/search?destination=${encodeURIComponent('輪島')}`);
    await guest.getByText(TITLE).first().waitFor();
    expect(await guest.locator(`a[href*="${propertyId}"]`).count()).toBeGreaterThan(0);
    // Its page states the basis and its number, as the law asks of a site that sells stays.
    await goTo(guest, `/property/${propertyId}`);
    await guest.getByText('住宅宿泊事業法 届出番号 M170012345').waitFor();
  });

  it('a suspended house leaves the search until the admin lifts the suspension', { timeout: 60_000 }, async () => {
    const admin = await app.visit('/');
    await adminLogin(admin);
    await goTo(admin, '/admin/properties');
    await admin.getByRole('button', { name: `「${TITLE}」を停止` }).first().click();
    const dialog = admin.getByRole('dialog', { name: '物件を停止' });
    await dialog.getByRole('button', { name: '停止する' }).click();
    await dialog.getByText('停止の理由を入力してください').waitFor();
    // The basis lapsed: the admin starts from the preset reason, which fills the field and can still be edited.
    await dialog.getByRole('button', { name: /有効期限が切れている/ }).click();
    expect(await dialog.getByLabel('停止の理由').inputValue()).toBe('営業の根拠（届出・許可・認定）の有効期限が切れているため、更新が確認できるまで掲載を停止します。');
    await dialog.getByLabel('停止の理由').press('End');
    await dialog.getByLabel('停止の理由').pressSequentially('（保健所に確認済み）');
    await dialog.getByRole('button', { name: '停止する' }).click();
    await toasts(admin).getByText('物件を停止しました').first().waitFor();
    await admin.getByRole('table').getByText('停止中').waitFor();

    const guest = await app.visit(`/search?destination=${encodeURIComponent('輪島')}`);
    await guest.getByText(TITLE).waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
    expect(await guest.getByText(TITLE).count()).toBe(0);

    await admin.getByRole('button', { name: `「${TITLE}」の停止を解除` }).first().click();
    await toasts(admin).getByText('停止を解除しました').first().waitFor();
    await admin.getByRole('table').getByText('公開中').waitFor();
  });

  it('on a phone the approval pages are cards and the lists read as cards', { timeout: 60_000 }, async () => {
    const admin = await app.visit('/', { mobile: true });
    await adminLogin(admin);
    for (const [route, heading] of [
      ['/admin/host-approvals', 'ホスト承認'],
      ['/admin/hosts', 'ホスト管理'],
      ['/admin/property-approvals', '物件承認'],
      ['/admin/properties', '物件管理'],
    ] as const) {
      await goTo(admin, route);
      await admin.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await admin.locator('[aria-busy="true"], .animate-pulse').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
      await shot(admin, route.split('/').pop()!);
      // Nothing runs off the side of a 375 px screen.
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    // The host's detail, with the house's title, place and status on one line, fits the phone's dialog.
    await goTo(admin, '/admin/hosts');
    await admin.getByRole('button', { name: `${HOST.fullName}さんの詳細` }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'ホストの詳細と本人確認' });
    await dialog.getByText(TITLE).waitFor();
    await shot(admin, 'host-detail-dialog');
    await expectNothingCut(admin);
  });
});
