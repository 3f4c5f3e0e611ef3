import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { adminAccounts, hostProfiles, users } from '@/db/schema';
import { addDays, japanDate } from '@/domain/japan-date';
import { approveProperty } from '@/server/features/property-review/service';
import { closeVisitors, goTo, workerBrowser, newVisitor, toasts, uniqueEmail } from './support/browser';
import { chooseStayDates } from './support/date-picker';
import { startSmtpServer } from '@/server/testing/smtp-capture';
import type { MailCapture } from './support/fixture';
import { registerHostThroughPage } from './support/host-register';
import { verifyEmailThroughLink } from './support/verify-email';
import { createServerDatabase, startServerOn, type RunningServer, type ServerDatabase } from './support/restartable-server';

/**
 * The whole walk of a new host (the host area's issue): registration and the three tabs of the profile;
 * the identity verified by an admin; a house built in the editor and submitted; approved by an admin;
 * found by a guest with its season price; then days blocked and priced in the calendar, which the guest
 * sees. The admin's two steps have no screen yet: the test stops the server, makes the change in its
 * database as the back office will, and starts it again on the same data.
 */

const STEP_TIMEOUT = 150_000;
const ADMIN = { ADMIN_EMAIL: 'e2e-journey-admin@example.jp', ADMIN_PASSWORD: 'e2e-journey-admin-pass' };
const HOST = { fullName: '棚田 守', email: uniqueEmail('e2e-journey-host'), password: 'tanada-pass1' };
const TITLE = '棚田を望む古民家「ひだまり」';
const BASE_PRICE = 28_000;
const SEASON_PRICE = 35_000;
const SPECIAL_PRICE = 42_000;

// Dates in Japan time: the calendar's days next month, the season the month after.
const today = japanDate();
const nextMonth = (month: string) => addDays(`${month}-28`, 7).slice(0, 7);
const m1 = nextMonth(today.slice(0, 7));
const m2 = nextMonth(m1);
const season = { from: `${m2}-05`, to: `${m2}-20` };
const special = { from: `${m1}-10`, to: `${m1}-11` };
const blocked = { from: `${m1}-14`, to: `${m1}-15` };

/** 12月3日 */
const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

let database: ServerDatabase;
let server: RunningServer | undefined;
let browser: Browser;
const contexts: BrowserContext[] = [];
let workDir: string;
let propertyId: string;
/** Errors thrown in a page or written to its console (an answer's HTTP status, like a 404 asked for, is not one). */
const pageErrors: string[] = [];

/** The host's inbox: the server's e-mail goes to an SMTP server of the test's own (the address's confirmation link). */
let smtp: MailCapture;
/** The server's environment: the admin, and the SMTP capture. */
const serverEnv = () => ({ ...ADMIN, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-journey-'));
  database = await createServerDatabase();
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([startServerOn(database, serverEnv()), workerBrowser()]);
});

afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await closeVisitors(browser);
  await server?.stop();
  await database?.dispose();
  await smtp?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

/** A new visitor (own cookies) on the running server. */
async function visit(pathname: string): Promise<Page> {
  const context = await newVisitor(browser, server!.url);
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${pathname}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(`${pathname}: ${message.text()}`);
  });
  await goTo(page, pathname);
  return page;
}

/** What an admin does in the back office, done on the database while the server is stopped. */
async function asAdminWhileStopped(change: (db: Database) => Promise<void>) {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await server!.stop();
  server = undefined;
  const handle = await database.open();
  try {
    await change(handle.db);
  } finally {
    await handle.close();
    server = await startServerOn(database, serverEnv());
  }
}

async function hostLogin(): Promise<Page> {
  const page = await visit('/host/login');
  const login = page.getByRole('form', { name: 'ホストログイン' });
  await login.getByLabel('メールアドレス').fill(HOST.email);
  await login.getByLabel('パスワード', { exact: true }).fill(HOST.password);
  await login.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/host/dashboard');
  return page;
}

async function image(name: string, colour: string, width: number, height: number, format: 'png' | 'jpeg'): Promise<string> {
  const file = path.join(workDir, name);
  const picture = sharp({ create: { width, height, channels: 3, background: colour } });
  fs.writeFileSync(file, await (format === 'png' ? picture.png() : picture.jpeg()).toBuffer());
  return file;
}

/** The night of `date` in the price breakdown of the house page. */
const night = (page: Page, date: string) =>
  page
    .getByRole('list', { name: '1泊ごとの料金' })
    .first()
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${monthDay(date)}`) });

const searchCard = (page: Page) => page.getByRole('main').locator('article').filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });

const next = (page: Page) => page.getByRole('form').getByRole('button', { name: '次へ' }).click();

describe('新しいホストの一連の流れ', () => {
  it(
    'ホスト登録をして、プロフィールの基本情報・本人確認・振込口座を登録する（本人確認は審査中）',
    async () => {
      const page = await visit('/host/register');
      await registerHostThroughPage(page, { ...HOST, phone: '090-5555-6666' });
      // The address's confirmation link, from the host's inbox: a house goes to review only from a verified address.
      await verifyEmailThroughLink(page, () => smtp, HOST.email);

      await goTo(page, '/host/profile');
      await page.getByRole('heading', { name: HOST.fullName }).waitFor();
      await page.getByText('未完了').waitFor();

      // 基本情報: the postal code fills the address.
      await page.getByRole('button', { name: '基本情報を編集' }).click();
      const basic = page.getByRole('form', { name: '基本情報' });
      await basic.getByLabel(/郵便番号/).fill('6050073');
      await expect.poll(() => basic.getByLabel(/都道府県/).inputValue()).toBe('京都府');
      expect(await basic.getByLabel(/市区町村/).inputValue()).toBe('京都市東山区');
      await basic.getByLabel(/番地/).fill('祇園町北側 5-6');
      await basic.getByLabel('自己紹介').fill('棚田の見える古民家を受け継ぎました。');
      await basic.getByRole('button', { name: '保存' }).click();
      await toasts(page).getByText('基本情報更新完了').waitFor();
      await page.getByText('〒605-0073').waitFor();

      // 本人確認: the front of a driving licence, a picture made here.
      await page.getByRole('tab', { name: /本人確認/ }).click();
      await page.getByText('未提出').waitFor();
      await page.getByLabel('身分証明書の種類').selectOption({ label: '運転免許証' });
      await page.getByLabel('表面の画像').setInputFiles(await image('license.jpg', '#6a8', 480, 300, 'jpeg'));
      await toasts(page).getByText('身分証明書アップロード完了').waitFor();
      const preview = page.getByRole('img', { name: '身分証明書（表面）' });
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
      await page.getByRole('button', { name: '提出する' }).click();
      await toasts(page).getByText('本人確認情報更新完了').waitFor();
      await page.getByRole('status').getByText('審査中').waitFor();

      // 振込口座: bank and branch from the suggestions.
      await page.getByRole('tab', { name: /振込口座/ }).click();
      await page.getByRole('button', { name: '振込口座を編集' }).click();
      const bank = page.getByRole('form', { name: '振込口座' });
      await bank.getByRole('combobox', { name: /銀行名/ }).fill('京都');
      await bank.getByRole('option', { name: /（0158）/ }).click();
      await bank.getByText('金融機関コード 0158').waitFor();
      await bank.getByRole('combobox', { name: /支店名/ }).fill('本店');
      await bank.getByRole('option', { name: /^本店/ }).first().click();
      await bank.getByLabel(/口座番号/).fill('7654321');
      await bank.getByLabel(/口座名義/).fill('タナダ マモル');
      await bank.getByRole('button', { name: '保存' }).click();
      await toasts(page).getByText('銀行口座情報更新完了').waitFor();
      await page.getByText('****321').waitFor();

      await expect.poll(() => page.getByRole('tab').getByText('登録済み').count()).toBe(2);
      await page.getByText('未完了', { exact: true }).waitFor();
    },
    STEP_TIMEOUT,
  );

  it(
    '運営が本人確認を承認したあと、写真3枚と期間料金のある物件を作って審査に提出する',
    async () => {
      // The admin verifies the identity.
      await asAdminWhileStopped(async (db) => {
        const [user] = await db.update(users).set({ idVerified: true }).where(eq(users.email, HOST.email)).returning({ id: users.id });
        expect(user).toBeDefined();
        await db
          .update(hostProfiles)
          .set({ kycStatus: 'verified', verificationStatus: 'verified', kycReviewedAt: new Date() })
          .where(eq(hostProfiles.userId, user.id));
      });

      const page = await hostLogin();
      await goTo(page, '/host/profile');
      await page.getByRole('tab', { name: /本人確認/ }).click();
      await page.getByRole('status').getByText('確認済み', { exact: true }).waitFor();
      await page.getByText('認証済', { exact: true }).waitFor();

      await goTo(page, '/host/properties/new');
      const form = page.getByRole('form', { name: '物件の登録' });
      await form.getByLabel('物件名').fill(TITLE);
      await form.getByLabel('物件の説明').fill('棚田を見下ろす高台に建つ、築九十年の茅葺きの古民家です。');
      await form.getByLabel('築年（西暦）').fill('1935');
      await next(page);

      await page.waitForURL(/\/host\/properties\/[0-9a-f-]+\/edit\?step=location/);
      propertyId = /properties\/([0-9a-f-]+)\/edit/.exec(page.url())![1];
      const edit = page.getByRole('form', { name: '物件の編集' });
      await edit.getByLabel('郵便番号').fill('605-0862');
      await expect.poll(() => edit.getByLabel('都道府県').inputValue()).toBe('京都府');
      await edit.getByLabel('番地・建物名').fill('清水4丁目 1-1');
      await next(page);

      await page.waitForURL(/step=legal/);
      await edit.getByLabel(/旅館業（簡易宿所・旅館・ホテル）/).check();
      await edit.getByLabel('許可番号').fill('京都市指令保医セ第321号');
      await edit.getByLabel('許可日').fill('2023-06-01');
      await edit.getByLabel('許可した保健所').fill('京都市保健所');
      await page.locator('#editor-lodging-document').setInputFiles(await image('permit.png', '#f4f1ea', 900, 1200, 'png'));
      await toasts(page).getByText('書類をアップロードしました').first().waitFor();
      await next(page);

      await page.waitForURL(/step=rooms/);
      await edit.getByLabel('定員（名）').fill('4');
      await edit.getByLabel('囲炉裏').check();
      await next(page);

      await page.waitForURL(/step=photos/);
      const photos = await Promise.all(
        ['#8a5a2b', '#2b5a8a', '#5a8a2b'].map((colour, i) => image(`house${i + 1}.jpg`, colour, 1600, 1067, 'jpeg')),
      );
      await page.locator('input[type=file]').setInputFiles(photos);
      await edit.getByText('3枚（3枚以上必要）').waitFor({ timeout: 60_000 });
      const items = edit.getByRole('list', { name: '写真の一覧' }).getByRole('listitem');
      await expect.poll(() => items.count()).toBe(3);
      expect(await items.first().getByText('カバー写真').count()).toBe(1);
      await next(page);

      await page.waitForURL(/step=pricing/);
      await edit.getByLabel('1泊の基本料金（円）').fill(String(BASE_PRICE));
      await edit.getByRole('button', { name: '期間料金を追加' }).click();
      await edit.getByLabel('開始日').fill(season.from);
      await edit.getByLabel('終了日').fill(season.to);
      await edit.getByLabel('1泊料金（円）').fill(String(SEASON_PRICE));
      await edit.getByLabel('メモ').fill('新緑の季節');
      await next(page);

      await page.waitForURL(/step=rules/);
      await next(page);

      await page.waitForURL(/step=review/);
      await edit.getByText('審査に必要な項目はすべてそろっています。').waitFor();
      await edit.getByRole('button', { name: '審査に提出' }).click();
      await toasts(page).getByText('審査に提出しました').first().waitFor();
      await edit.getByText(/審査待ちです/).first().waitFor();

      // Not yet for the guests.
      const guest = await visit(`/property/${propertyId}`);
      await guest.getByText('物件が見つかりません').waitFor();
    },
    STEP_TIMEOUT,
  );

  it(
    '運営が物件を承認すると、ゲストが物件名で検索して見つけ、期間中の泊に期間料金が付く',
    async () => {
      await asAdminWhileStopped(async (db) => {
        const [admin] = await db.select({ id: adminAccounts.id }).from(adminAccounts).where(eq(adminAccounts.email, ADMIN.ADMIN_EMAIL));
        // The server is stopped: the host's e-mail about the result is not the subject here.
        const noMail = { sendPropertyReview: async () => false };
        const approved = await approveProperty({ db, mail: noMail }, { adminId: admin.id, ipAddress: null, userAgent: null }, propertyId);
        expect(approved).toEqual({ id: propertyId, status: 'published' });
      });

      const checkIn = addDays(season.from, -1);
      const checkOut = addDays(season.from, 2);
      const page = await visit('/search');
      const search = page.getByRole('search').or(page.getByRole('form', { name: '古民家の検索条件' })).first();
      await search.getByLabel('エリア').fill(TITLE);
      await chooseStayDates(search, checkIn, checkOut);
      await search.getByRole('button', { name: '検索', exact: true }).click();
      await page.waitForURL(/destination=/);
      await page.getByText('1件の古民家が見つかりました').waitFor();
      const card = searchCard(page);
      await card.getByText('京都府', { exact: false }).waitFor();
      expect(await card.getByText('満室', { exact: true }).count()).toBe(0);
      await card.getByRole('link', { name: TITLE, exact: true }).click();

      await page.waitForURL(`**/property/${propertyId}?*`);
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await night(page, checkIn).getByText(yen(BASE_PRICE), { exact: true }).waitFor();
      expect(await night(page, checkIn).getByText('期間料金').count()).toBe(0);
      for (const date of [season.from, addDays(season.from, 1)]) {
        await night(page, date).getByText(yen(SEASON_PRICE), { exact: true }).waitFor();
        await night(page, date).getByText('期間料金', { exact: true }).waitFor();
      }
      await page.getByText('3泊の合計').locator('xpath=following-sibling::dd[1]').first().getByText(yen(BASE_PRICE + 2 * SEASON_PRICE)).waitFor();

      // Free on the days the host will block in the next step.
      await goTo(page, `/search?destination=${encodeURIComponent(TITLE)}&checkIn=${blocked.from}&checkOut=${addDays(blocked.to, 1)}`);
      await searchCard(page).waitFor();
      expect(await searchCard(page).getByText('満室', { exact: true }).count()).toBe(0);
    },
    STEP_TIMEOUT,
  );

  it(
    'ホストがカレンダーで日をブロックし特別料金を設定すると、ゲストの料金と検索の満室に反映される',
    async () => {
      const page = await hostLogin();
      await goTo(page, '/host/calendar');
      const header = page.locator('header').filter({ has: page.getByRole('heading', { name: 'カレンダー', level: 1 }) });
      await header.getByLabel('物件', { exact: true }).selectOption({ label: TITLE });
      await page.getByRole('heading', { name: TITLE, level: 2 }).waitFor();
      await page.getByRole('button', { name: '次の月' }).click();
      await page.getByText(`${Number(m1.slice(0, 4))}年${Number(m1.slice(5, 7))}月`, { exact: true }).waitFor();
      const grid = page.getByRole('grid', { name: /月のカレンダー/ });
      const day = (date: string) => grid.getByRole('button', { name: new RegExp(`^${monthDay(date)}、`) });

      async function selectRange(from: string, to: string) {
        await day(from).click();
        await page.getByText('最後の日を選んでください', { exact: false }).waitFor();
        await day(to).click();
        const dialog = page.getByRole('dialog', { name: `${monthDay(from)}〜${monthDay(to)}の設定` });
        await dialog.waitFor();
        return dialog;
      }

      let dialog = await selectRange(blocked.from, blocked.to);
      await dialog.getByLabel('ブロックする').check();
      await dialog.getByLabel('ブロックの理由（任意）').fill('法事のため');
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await toasts(page).getByText('カレンダーを更新しました').first().waitFor();
      for (const date of [blocked.from, blocked.to]) {
        await expect.poll(() => day(date).locator('.sr-only').textContent()).toContain('ブロック、');
        await day(date).getByText('法事のため', { exact: true }).waitFor();
      }

      dialog = await selectRange(special.from, special.to);
      await dialog.getByLabel('特別料金（円・税込、1泊）').fill(String(SPECIAL_PRICE));
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.waitFor({ state: 'hidden' });
      for (const date of [special.from, special.to]) {
        await expect.poll(() => day(date).locator('.sr-only').textContent()).toContain(yen(SPECIAL_PRICE));
      }
      expect(await day(addDays(special.from, -1)).locator('.sr-only').textContent()).toContain(yen(BASE_PRICE));

      // The guest: the special nights' price in the breakdown…
      const checkIn = addDays(special.from, -1);
      const guest = await visit(`/property/${propertyId}?checkIn=${checkIn}&checkOut=${addDays(special.to, 1)}&guests=2`);
      await guest.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      for (const date of [special.from, special.to]) {
        await night(guest, date).getByText(yen(SPECIAL_PRICE), { exact: true }).waitFor();
        await night(guest, date).getByText('特別料金', { exact: true }).waitFor();
      }
      await night(guest, checkIn).getByText(yen(BASE_PRICE), { exact: true }).waitFor();
      await guest.getByText('3泊の合計').locator('xpath=following-sibling::dd[1]').first().getByText(yen(BASE_PRICE + 2 * SPECIAL_PRICE)).waitFor();

      // …and 満室 in the search on the blocked dates.
      await goTo(guest, `/search?destination=${encodeURIComponent(TITLE)}&checkIn=${blocked.from}&checkOut=${addDays(blocked.to, 1)}`);
      await searchCard(guest).getByText('満室', { exact: true }).waitFor();
    },
    STEP_TIMEOUT,
  );
});
