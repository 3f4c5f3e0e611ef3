import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostPropertyEditor } from '@/contract/host-property-editor';
import type { PricingResult } from '@/contract/properties';
import { addDays, japanDate } from '@/domain/japan-date';
import { adminLogin } from './support/admin-login';
import { goTo, reloadPage, toasts } from './support/browser';
import { useApp } from './support/fixture';
import { expectNothingCut } from './support/layout';
import { payWithTestCard } from './support/local-card';

// The demo data: the demo host 佐藤 健一's 奈良町 house in 奈良市, where no seeded rule taxes a night, and the demo guest 山田 花子.
const app = useApp({ SEED: 'demo' });
const FLOW_TIMEOUT = 240_000;
/** With SHOTS_DIR set, each screen is saved there at the test's width. */
const SHOTS_DIR = process.env.SHOTS_DIR;
const RULE_NAME = '奈良市宿泊税';
const party = { guestsAdults: 2, guestsChildren: 0, guestsInfants: 0 };
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

const pageErrors: string[] = [];
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});
async function adminPage(mobile = false): Promise<Page> {
  const page = await app.visit('/admin/login', { mobile });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await adminLogin(page);
  return page;
}
async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}
async function signIn(page: Page, email: string, name: string) {
  const res = await page.request.post('/api/auth/login', { data: { email, password: 'kominka123' } });
  expect(res.status()).toBe(200);
  await reloadPage(page);
  await page.getByRole('banner').getByRole('link', { name }).waitFor();
}

/** The demo host's published instant-booking house in 奈良市. */
async function naraHouse(hostPage: Page): Promise<HostPropertyEditor> {
  const list = (await hostPage.request.get('/api/host/properties?status=published&q=奈良市&pageSize=100').then((r) => r.json())) as { id: string }[];
  for (const { id } of list) {
    const house = (await hostPage.request.get(`/api/host/properties/${id}`).then((r) => r.json())) as HostPropertyEditor;
    if (house.city === '奈良市' && !house.requiresApproval && house.maxGuests >= 2) return house;
  }
  throw new Error('no instant-booking house in 奈良市');
}

/** Free nights 40 days ahead or later, all in one month (the report's), for the party. */
async function freeStay(page: Page, house: HostPropertyEditor) {
  const nights = Math.max(1, house.minNights);
  for (let start = addDays(japanDate(), 40); ; start = addDays(start, 3)) {
    const [checkIn, checkOut] = [start, addDays(start, nights)];
    if (addDays(checkOut, -1).slice(0, 7) !== checkIn.slice(0, 7)) continue;
    const res = await page.request.post(`/api/properties/${house.id}/calendar/calculate-pricing`, { data: { checkinDate: checkIn, checkoutDate: checkOut, ...party } });
    if (res.status() === 200) {
      const price = (await res.json()) as PricingResult;
      if (price.available) return { checkIn, checkOut, nights, price };
    }
    if (start > addDays(japanDate(), 300)) throw new Error('no free stay at the 奈良市 house');
  }
}

describe('宿泊税の設定 and 宿泊税の月次レポート', () => {
  it(
    'an admin adds a rule for 奈良市 with tiers and edits a tier; a booking there carries it, the month’s report counts it, the audit log shows both changes',
    async () => {
      const admin = await adminPage();
      await admin.getByRole('navigation', { name: '管理メニュー' }).first().getByRole('link', { name: /^宿泊税の設定/ }).click();
      await admin.getByRole('heading', { name: '宿泊税の設定', level: 1 }).waitFor();
      const rules = admin.getByRole('region', { name: '宿泊税のルール一覧' });
      await rules.getByText('京都市宿泊税').first().waitFor();
      await expectNothingCut(admin);
      await shot(admin, 'admin-accommodation-tax');

      // The server's list: 北海道's rules only, then the search within them.
      await admin.getByLabel('都道府県', { exact: true }).selectOption('北海道');
      await admin.waitForURL('**/admin/accommodation-tax?*prefecture=*');
      await expect.poll(() => rules.getByRole('row').filter({ hasText: '京都市' }).count(), { timeout: 15_000 }).toBe(0);
      await rules.getByText('札幌市宿泊税').first().waitFor();
      await admin.getByRole('button', { name: '条件をクリア' }).click();

      // 追加: two tiers, first typed out of order — the message stands at the tiers and nothing typed is lost.
      await admin.getByRole('button', { name: 'ルールを追加' }).click();
      const dialog = admin.getByRole('dialog', { name: '宿泊税のルールを追加' });
      await dialog.getByLabel(/^都道府県/).selectOption('奈良県');
      await dialog.getByLabel('市区町村', { exact: true }).fill('奈良市');
      await dialog.getByLabel('名称').fill(RULE_NAME);
      await dialog.getByLabel('区分1の税額（円）').fill('200');
      await dialog.getByRole('button', { name: '区分を追加' }).click();
      await dialog.getByLabel('区分2の料金（円以上）').fill('0');
      await dialog.getByLabel('区分2の税額（円）').fill('1000');
      await dialog.getByLabel('出典のURL').fill('https://www.city.nara.lg.jp/');
      await dialog.getByLabel('メモ').fill('E2E のテスト用');
      await dialog.getByRole('button', { name: '追加する' }).click();
      await dialog.getByText('区分の金額は小さい順に、重ならないように入力してください').waitFor();
      expect(await dialog.getByLabel('名称').inputValue()).toBe(RULE_NAME);
      expect(await dialog.getByLabel('区分2の税額（円）').inputValue()).toBe('1000');
      await dialog.getByLabel('区分2の料金（円以上）').fill('100000');
      await dialog.getByRole('button', { name: '追加する' }).click();
      await toasts(admin).filter({ hasText: '宿泊税のルールを追加しました' }).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // The same rule again: the server refuses the shared nights, its message stands at 適用開始日, and the form keeps what was typed.
      await admin.getByRole('button', { name: 'ルールを追加' }).click();
      await dialog.getByLabel(/^都道府県/).selectOption('奈良県');
      await dialog.getByLabel('市区町村', { exact: true }).fill('奈良市');
      await dialog.getByLabel('名称').fill(RULE_NAME);
      await dialog.getByLabel('区分1の税額（円）').fill('150');
      await dialog.getByLabel('出典のURL').fill('https://www.city.nara.lg.jp/');
      await dialog.getByRole('button', { name: '追加する' }).click();
      const refusal = dialog.locator('#tax-applies-from-error');
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain('と期間が重なっています');
      expect(await dialog.getByLabel('適用開始日').getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.getByLabel('区分1の税額（円）').inputValue()).toBe('150');
      await dialog.getByRole('button', { name: 'キャンセル' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // 編集: the first tier's tax from ¥200 to ¥300.
      await admin.getByLabel('キーワード').fill('奈良');
      await admin.waitForURL('**/admin/accommodation-tax?*q=*');
      const row = rules.getByRole('row').filter({ hasText: RULE_NAME });
      await row.getByText('¥100,000未満 ¥200').waitFor();
      await row.getByText('www.city.nara.lg.jp').waitFor();
      await row.getByRole('button', { name: new RegExp(`^${RULE_NAME}（.*）を編集$`) }).click();
      const edit = admin.getByRole('dialog', { name: '宿泊税のルールを編集' });
      await edit.getByLabel('区分1の税額（円）').fill('300');
      await shot(admin, 'admin-accommodation-tax-edit');
      await edit.getByRole('button', { name: '更新する' }).click();
      await toasts(admin).filter({ hasText: '宿泊税のルールを更新しました' }).first().waitFor();
      await row.getByText('¥100,000未満 ¥300').waitFor();

      // A guest books the 奈良市 house: the quote and the confirmation carry 奈良市's ¥300 per guest and night.
      const hostPage = await app.visit('/');
      await signIn(hostPage, 'host@example.jp', '佐藤 健一');
      const house = await naraHouse(hostPage);
      const guest = await app.visit('/');
      await signIn(guest, 'guest@example.jp', '山田 花子');
      const { checkIn, checkOut, nights, price } = await freeStay(guest, house);
      const tax = 300 * party.guestsAdults * nights;
      expect(price.accommodationTax.lines).toEqual([{ name: RULE_NAME, amountJpy: tax }]);

      await goTo(guest, `/property/${house.id}/booking?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
      const form = guest.getByRole('form', { name: 'ゲスト情報' });
      await expect.poll(() => form.getByLabel('代表者のお名前').inputValue(), { timeout: 30_000 }).toBe('山田 花子');
      await form.getByLabel('大人').selectOption('2');
      await form.getByLabel('電話番号').fill('090-1234-5678');
      await form.getByRole('button', { name: '予約内容の確認へ進む' }).click();
      await guest.waitForURL('**/booking-confirmation', { timeout: 30_000 });
      await guest.getByText(`${RULE_NAME} ${yen(tax)}`).first().waitFor();
      await guest.getByText(yen(price.totalPrice)).first().waitFor();
      await guest.getByRole('checkbox', { name: 'キャンセルポリシーと利用規約に同意します' }).click();
      await guest.getByRole('button', { name: '予約を確定して支払いへ' }).click();
      await guest.waitForURL('**/checkout/local/**', { timeout: 30_000 });
      await payWithTestCard(guest, price.totalPrice);
      await guest.getByRole('heading', { name: '予約が確定しました' }).waitFor({ timeout: 30_000 });

      // The month's report: 奈良市's nights, guest-nights and tax, on screen and in the CSV.
      const month = checkIn.slice(0, 7);
      const monthName = `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;
      await admin.getByRole('link', { name: '月次レポート', exact: true }).click();
      await admin.getByRole('heading', { name: '宿泊税の月次レポート', level: 1 }).waitFor();
      await admin.getByLabel('対象月').selectOption(month);
      const table = admin.getByRole('table', { name: `${monthName}の市区町村別の宿泊税` });
      const naraRow = table.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: '奈良市' }) });
      await naraRow.waitFor();
      expect(await naraRow.getByRole('cell').allTextContents()).toEqual(['奈良県', `${nights}泊`, `${nights * 2}人泊`, yen(tax)]);
      await table.getByRole('row').filter({ hasText: '合計' }).waitFor();
      await expectNothingCut(admin);
      await shot(admin, 'admin-accommodation-tax-report');

      const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'CSVをダウンロード' }).click()]);
      expect(download.suggestedFilename()).toBe(`accommodation-tax-${month}.csv`);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      expect(csv).toContain('対象月,都道府県,市区町村,泊数,課税対象の人泊,宿泊税（円）\r\n');
      expect(csv).toContain(`${month},奈良県,奈良市,${nights},${nights * 2},${tax}\r\n`);

      // The audit log: the rule's creation and its edit, by this admin.
      await goTo(admin, '/admin/audit-log?entityType=accommodation_tax_rule');
      const log = admin.getByRole('region', { name: '監査ログ一覧' });
      const entries = log.getByRole('row').filter({ hasText: `${RULE_NAME}（${japanDate()}〜）` });
      await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(2);
      await entries.filter({ hasText: '作成' }).waitFor();
      await entries.filter({ hasText: '更新' }).waitFor();
    },
    FLOW_TIMEOUT,
  );

  it(
    'shows both screens on a phone: the rules as cards, the form with its tiers, and a month without stays',
    async () => {
      const admin = await adminPage(true);
      await goTo(admin, '/admin/accommodation-tax?prefecture=京都府');
      const rules = admin.getByRole('region', { name: '宿泊税のルール一覧' });
      // A phone shows a card per rule (the wide table is hidden).
      await rules.getByRole('listitem').filter({ hasText: '京都市宿泊税' }).first().waitFor();
      await rules.getByRole('listitem').filter({ hasText: '¥6,000未満 ¥200' }).first().waitFor();
      await expectNothingCut(admin);
      await shot(admin, 'admin-accommodation-tax');

      await admin.getByRole('button', { name: 'ルールを追加' }).click();
      const dialog = admin.getByRole('dialog', { name: '宿泊税のルールを追加' });
      await dialog.getByRole('button', { name: '区分を追加' }).click();
      await dialog.getByLabel('区分2の料金（円以上）').waitFor();
      await expectNothingCut(admin);
      await shot(admin, 'admin-accommodation-tax-form');
      await dialog.getByRole('button', { name: 'キャンセル' }).click();

      // A month long before any stay: the empty state, and the totals at zero.
      await goTo(admin, '/admin/accommodation-tax/report?month=2024-01');
      await admin.getByText('2024年1月に宿泊税のかかった宿泊はありません').waitFor();
      await admin.getByRole('region', { name: '2024年1月の宿泊税の合計' }).getByText('¥0').waitFor();
      await expectNothingCut(admin);
      await shot(admin, 'admin-accommodation-tax-report-empty');
    },
    FLOW_TIMEOUT,
  );
});
