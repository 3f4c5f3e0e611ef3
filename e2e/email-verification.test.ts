import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, japanDate } from '@/domain/japan-date';
import { insertHost, insertProperty } from '@/server/testing/fixtures';
import { startSmtpServer } from '@/server/testing/smtp-capture';
import { signUpThroughDialog } from './support/auth-dialog';
import { closeVisitors, goTo, workerBrowser, newVisitor, toasts, uniqueEmail } from './support/browser';
import type { MailCapture } from './support/fixture';
import { createServerDatabase, startServerOn, type RunningServer, type ServerDatabase } from './support/restartable-server';
import { verifyEmailThroughLink } from './support/verify-email';
import { payWithTestCard } from './support/local-card';

/**
 * Verified addresses (docs/product/accounts.md, "Verified address") as a person meets them: a new guest
 * signs up, is stopped before booking, opens the e-mail's link from their inbox (an SMTP server of the
 * test's own) and books; a new address waits for its link. One instant-booking house on a fresh database.
 */
const FLOW_TIMEOUT = 180_000;
const TITLE = '確認の宿 かやぶき';
/** With SHOTS_DIR set, each screen is saved there at the test's width (for looking at the pages). */
const SHOTS_DIR = process.env.SHOTS_DIR;

let database: ServerDatabase;
let server: RunningServer;
let browser: Browser;
let smtp: MailCapture;
let houseId: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createServerDatabase();
  const setup = await database.open();
  const host = await insertHost(setup.db);
  houseId = await insertProperty(setup.db, null, { hostId: host.id, title: TITLE, basePriceJpy: 20000, maxGuests: 4, minNights: 1, maxNights: 14, photos: { count: 2, cover: 0 } });
  await setup.close();
  [server, browser] = await Promise.all([startServerOn(database, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }), workerBrowser()]);
}, 240_000);
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await closeVisitors(browser);
  await server?.stop();
  await database?.dispose();
  await smtp?.close();
});

async function visit(pathname: string, mobile = false): Promise<Page> {
  const context = await newVisitor(browser, server.url, mobile);
  contexts.push(context);
  const page = await context.newPage();
  await goTo(page, pathname);
  return page;
}

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

const inbox = () => smtp;
const banner = (page: Page) => page.getByRole('status', { name: 'メールアドレスの確認が済んでいません' });

/** Changes the address in the profile and waits for 確認待ち. */
async function askForNewAddress(page: Page, current: string, password: string): Promise<string> {
  await goTo(page, '/profile');
  const profile = page.getByRole('form', { name: 'プロフィール' });
  await expect.poll(() => profile.getByLabel('メールアドレス', { exact: true }).inputValue()).toBe(current);
  const moved = uniqueEmail('e2e-moved');
  await profile.getByLabel('メールアドレス', { exact: true }).fill(moved);
  await profile.getByLabel('現在のパスワード').fill(password);
  await profile.getByRole('button', { name: '変更を保存' }).click();
  await page.getByRole('status', { name: '確認待ちのメールアドレス' }).getByText(`確認待ち: ${moved}`).waitFor();
  // The address in force stays until the new one is confirmed.
  expect(await profile.getByLabel('メールアドレス', { exact: true }).inputValue()).toBe(current);
  return moved;
}

describe('a new guest’s address', () => {
  it(
    'signs up, is stopped before booking with the banner and the server’s words (nothing typed lost), verifies from the e-mail’s link, and books',
    async () => {
      const page = await visit('/');
      const email = uniqueEmail('e2e-verify');
      await signUpThroughDialog(page, '確認 花子', email, 'verify-pass-1');
      const checkIn = addDays(japanDate(), 40);
      const checkOut = addDays(checkIn, 2);

      await goTo(page, `/property/${houseId}/booking?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
      await banner(page).getByRole('button', { name: '確認メールを再送' }).waitFor();
      const form = page.getByRole('form', { name: 'ゲスト情報' });
      await expect.poll(() => form.getByLabel('代表者のお名前').inputValue()).toBe('確認 花子');
      await form.getByLabel('電話番号').fill('090-4444-5555');
      await shot(page, 'verify-banner-booking-form');
      await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();
      await page.waitForURL('**/booking-confirmation');
      await page.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
      await page.getByRole('button', { name: '予約を確定して支払いへ' }).click();
      await toasts(page).getByText('ご予約の前にメールアドレスの確認をお願いします。確認メールを再送できます。').waitFor();
      expect(new URL(page.url()).pathname).toBe('/booking-confirmation');
      await banner(page).waitFor();

      await verifyEmailThroughLink(page, inbox, email);
      await page.getByText(`${email} の確認が完了しました。`, { exact: false }).waitFor();
      await shot(page, 'verify-page-done');

      // Back to the saved booking: what was typed is still there, and now it goes through to the card page.
      await goTo(page, '/booking-confirmation');
      await page.getByText('090-4444-5555').waitFor();
      expect(await banner(page).count()).toBe(0);
      await page.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
      await page.getByRole('button', { name: '予約を確定して支払いへ' }).click();
      await page.waitForURL('**/checkout/local/**', { timeout: 30_000 });
      await payWithTestCard(page);
      await page.waitForURL('**/booking-success?session_id=**', { timeout: 30_000 });
      await page.getByRole('heading', { name: '予約が確定しました' }).waitFor({ timeout: 30_000 });
      await page.getByText(TITLE).first().waitFor();
    },
    FLOW_TIMEOUT,
  );

  it(
    'changes the address only once the new one is confirmed: the profile shows 確認待ち until then; a used link says so',
    async () => {
      const page = await visit('/');
      const email = uniqueEmail('e2e-change');
      await signUpThroughDialog(page, '変更 太郎', email, 'change-pass-1');
      await verifyEmailThroughLink(page, inbox, email);
      const moved = await askForNewAddress(page, email, 'change-pass-1');
      await shot(page, 'verify-profile-pending');

      await verifyEmailThroughLink(page, inbox, moved, 'メールアドレスを変更しました');
      await goTo(page, '/profile');
      const profile = page.getByRole('form', { name: 'プロフィール' });
      await expect.poll(() => profile.getByLabel('メールアドレス', { exact: true }).inputValue()).toBe(moved);
      expect(await page.getByRole('status', { name: '確認待ちのメールアドレス' }).count()).toBe(0);
    },
    FLOW_TIMEOUT,
  );

  it(
    'at 375 px: the banner on the profile, a used link with 確認メールを再送, and 確認待ち',
    async () => {
      const page = await visit('/', true);
      const email = uniqueEmail('e2e-mobile');
      const signup = await page.request.post('/api/auth/signup', { data: { fullName: '携帯 次郎', email, password: 'mobile-pass-1' } });
      expect(signup.status()).toBe(201);
      await goTo(page, '/profile');
      await banner(page).getByRole('button', { name: '確認メールを再送' }).click();
      await toasts(page).getByText('確認メールを送りました').waitFor();
      await shot(page, 'verify-banner-profile');

      // The first link was replaced by none: both work until used; the first one used, the second says so.
      const { verifyLinkFor } = await import('./support/verify-email');
      const first = await verifyLinkFor(inbox, email, 1);
      const second = await verifyLinkFor(inbox, email, 2);
      await goTo(page, first === second ? first : second);
      await page.getByRole('heading', { name: 'メールアドレスを確認しました' }).waitFor();
      await shot(page, 'verify-page-done');
      await goTo(page, second);
      await page.getByRole('heading', { name: 'このリンクは使えません' }).waitFor();
      await page.getByText('この確認リンクは有効期限が切れているか、すでに使われています。').waitFor();
      await shot(page, 'verify-page-used');

      await askForNewAddress(page, email, 'mobile-pass-1');
      await shot(page, 'verify-profile-pending');
    },
    FLOW_TIMEOUT,
  );
});
