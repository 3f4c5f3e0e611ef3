import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AdminUser, AdminUserCounts, AdminUserDetail } from '@/contract/admin-users';
import { authDialog } from './support/auth-dialog';
import { goTo, reloadPage, toasts } from './support/browser';
import { useApp } from './support/fixture';
import { adminLogin } from './support/admin-login';

// The demo data: 36 users or so, the demo guest among them, enough for two pages of 20.
const app = useApp({ SEED: 'demo' });

const DEMO_GUEST = { email: 'guest@example.jp', password: 'kominka123', fullName: '山田 花子' };
const PAGE_SIZE = 20;

const count = (n: number) => n.toLocaleString('ja-JP');


/** The admin list through the API (the admin's own token), to check the page against. */
async function listThroughApi(page: Page, query: string) {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const res = await page.request.get(`/api/admin/users?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return {
    items: (await res.json()) as AdminUser[],
    total: Number(res.headers()['x-total-count']),
    counts: JSON.parse(res.headers()['x-list-counts']) as AdminUserCounts,
  };
}

async function openUsers(page: Page, query = '') {
  await goTo(page, `/admin/users${query}`);
  await page.getByRole('table').locator('tbody tr').first().waitFor();
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const rowOf = (page: Page, name: string) => rows(page).filter({ has: page.getByText(name, { exact: true }) });

async function expectRows(page: Page, expected: AdminUser[]) {
  await expect.poll(() => rows(page).count()).toBe(expected.length);
  for (const user of expected) await rowOf(page, user.fullName).getByText(user.email, { exact: true }).waitFor();
}

describe('/admin/users', () => {
  it('shows the counters of every user, from x-list-counts', async () => {
    const page = await app.visit('/');
    await adminLogin(page);
    const { counts, total } = await listThroughApi(page, 'pageSize=1');
    expect(counts.total).toBe(total);
    expect(total).toBeGreaterThan(PAGE_SIZE);

    await page.getByRole('navigation', { name: '管理メニュー' }).first().getByRole('link', { name: /^ユーザー管理/ }).click();
    await page.waitForURL('**/admin/users');
    await page.getByRole('heading', { name: 'ユーザー管理', level: 1 }).waitFor();
    const counters = page.getByRole('region', { name: 'ユーザーの集計' });
    for (const [label, n] of [
      ['総ユーザー数', counts.total],
      ['本人確認済み', counts.verified],
      ['未確認', counts.unverified],
      ['ホスト', counts.hosts],
    ] as const) {
      const card = counters.locator('[data-slot="card"]', { has: page.getByText(label, { exact: true }) });
      await card.getByText(`${count(n)}人`, { exact: true }).waitFor();
    }
    await page.getByText(`全${count(total)}件中 1〜${PAGE_SIZE}件を表示`).waitFor();
    await expect.poll(() => rows(page).count()).toBe(PAGE_SIZE);
  });

  it('narrows the table by part of a name or an e-mail address, full-width letters too', async () => {
    const page = await app.visit('/');
    await adminLogin(page);
    await openUsers(page);
    const search = page.getByRole('searchbox', { name: 'キーワード' });

    const byName = await listThroughApi(page, `q=${encodeURIComponent('花子')}`);
    expect(byName.items.map((u) => u.email)).toContain(DEMO_GUEST.email);
    await search.fill('花子');
    await page.waitForURL((url) => url.searchParams.get('q') === '花子');
    await expectRows(page, byName.items);
    // The search box keeps the focus while the list follows.
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);

    const byEmail = await listThroughApi(page, 'q=tanaka');
    expect(byEmail.total).toBeGreaterThan(0);
    await search.fill('tanaka');
    await page.waitForURL((url) => url.searchParams.get('q') === 'tanaka');
    await expectRows(page, byEmail.items);

    // Full-width letters find the same users.
    await search.fill('ＴＡＮＡＫＡ');
    await page.waitForURL((url) => url.searchParams.get('q') === 'ＴＡＮＡＫＡ');
    await expectRows(page, byEmail.items);

    await search.fill('該当しない検索語xyz');
    await page.getByText('該当するユーザーが見つかりません').waitFor();
    await page.getByRole('button', { name: '検索語をクリア' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(() => rows(page).count()).toBe(PAGE_SIZE);
  });

  it('filters by role and pages through the list, and the URL holds both across a reload', async () => {
    const page = await app.visit('/');
    await adminLogin(page);
    const guests = await listThroughApi(page, 'role=guest&pageSize=100');
    expect(guests.total).toBeGreaterThan(PAGE_SIZE);
    expect(guests.items.every((u) => u.role === 'guest')).toBe(true);
    await openUsers(page);
    // Admins are accounts of their own (管理者アカウント): the role filter offers guests and hosts only.
    expect(await page.getByLabel('役割', { exact: true }).locator('option').allTextContents()).toEqual(['すべての役割', 'ゲスト', 'ホスト']);

    await page.getByLabel('役割', { exact: true }).selectOption({ label: 'ゲスト' });
    await page.waitForURL((url) => url.searchParams.get('role') === 'guest');
    await page.getByText(`全${count(guests.total)}件中 1〜${PAGE_SIZE}件を表示`).waitFor();
    await expect.poll(() => rows(page).filter({ hasText: 'ホスト' }).count()).toBe(0);

    const pager = page.getByRole('navigation', { name: 'ユーザー一覧のページ' });
    await pager.getByRole('link', { name: '次へ' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('role') === 'guest');
    await page.getByText(`全${count(guests.total)}件中 21〜${count(Math.min(40, guests.total))}件を表示`).waitFor();
    const secondPage = await listThroughApi(page, 'role=guest&page=2');
    await expectRows(page, secondPage.items);

    await reloadPage(page);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expectRows(page, secondPage.items);
    expect(await page.getByLabel('役割', { exact: true }).inputValue()).toBe('guest');
    await pager.getByRole('link', { name: '2ページ目' }).and(page.locator('[aria-current="page"]')).waitFor();

    // A new filter goes back to page 1.
    await page.getByLabel('本人確認', { exact: true }).selectOption({ label: '確認済み' });
    await page.waitForURL((url) => url.searchParams.get('verification') === 'verified' && !url.searchParams.has('page'));
    const verifiedGuests = await listThroughApi(page, 'role=guest&verification=verified');
    await expectRows(page, verifiedGuests.items);
  });

  it('shows a user’s details, and a suspension ends their sign-in until it is lifted', async () => {
    const page = await app.visit('/');
    await adminLogin(page);
    await openUsers(page, `?q=${encodeURIComponent(DEMO_GUEST.email)}`);
    await expect.poll(() => rows(page).count()).toBe(1);
    const [guest] = (await listThroughApi(page, `q=${encodeURIComponent(DEMO_GUEST.email)}`)).items;
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const detail = (await (await page.request.get(`/api/admin/users/${guest.id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as AdminUserDetail;

    // 詳細
    await page.getByRole('button', { name: `${DEMO_GUEST.fullName}さんの詳細` }).click();
    const detailDialog = page.getByRole('dialog', { name: DEMO_GUEST.fullName });
    await detailDialog.getByText(DEMO_GUEST.email, { exact: true }).waitFor();
    await detailDialog.getByText('予約数', { exact: true }).waitFor();
    await detailDialog.getByText(`${count(detail.bookingsCount)}件`, { exact: true }).waitFor();
    await detailDialog.getByRole('button', { name: '閉じる' }).first().click();
    await detailDialog.waitFor({ state: 'hidden' });

    // The guest is signed in elsewhere.
    const guestPage = await app.visit('/');
    expect((await guestPage.request.post('/api/auth/login', { data: { email: DEMO_GUEST.email, password: DEMO_GUEST.password } })).status()).toBe(200);
    expect((await guestPage.request.get('/api/auth/user')).status()).toBe(200);

    // The row's button says what it opens (利用停止, not 編集); the reason is required.
    await rowOf(page, DEMO_GUEST.fullName).getByTitle('利用停止', { exact: true }).waitFor();
    await page.getByRole('button', { name: `${DEMO_GUEST.fullName}さんを利用停止にする` }).click();
    const suspendDialog = page.getByRole('dialog', { name: '利用停止' });
    await suspendDialog.getByText('利用停止を解除するまでログインできなくなります', { exact: false }).waitFor();
    await suspendDialog.getByRole('button', { name: '利用停止にする' }).click();
    await suspendDialog.getByText('利用停止の理由を入力してください').waitFor();
    await suspendDialog.getByLabel('利用停止の理由').fill('お支払いに関する規約違反が確認されたため');
    await suspendDialog.getByRole('button', { name: '利用停止にする' }).click();
    await toasts(page).getByText('利用を停止しました').waitFor();
    await suspendDialog.waitFor({ state: 'hidden' });
    await rowOf(page, DEMO_GUEST.fullName).getByText('利用停止中').waitFor();

    // Their session ended, and they cannot sign in again.
    expect((await guestPage.request.get('/api/auth/user')).status()).toBe(401);
    const visitor = await app.visit('/');
    const { loginForm, open } = authDialog(visitor);
    await open();
    await loginForm.getByLabel('メールアドレス').fill(DEMO_GUEST.email);
    await loginForm.getByLabel('パスワード', { exact: true }).fill(DEMO_GUEST.password);
    await loginForm.getByRole('button', { name: 'ログイン', exact: true }).click();
    await toasts(visitor).getByText('ログインエラー').waitFor();
    await toasts(visitor).getByText('利用停止中', { exact: false }).waitFor();

    // The detail shows the reason; 利用停止を解除 lifts it.
    await page.getByRole('button', { name: `${DEMO_GUEST.fullName}さんの詳細` }).click();
    await detailDialog.getByText('お支払いに関する規約違反が確認されたため').waitFor();
    await detailDialog.getByRole('button', { name: '利用停止を解除' }).click();
    const reinstateDialog = page.getByRole('dialog', { name: '利用停止を解除' });
    await reinstateDialog.getByRole('button', { name: '利用停止を解除する' }).click();
    await toasts(page).getByText('利用停止を解除しました').waitFor();
    await reinstateDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, DEMO_GUEST.fullName).getByText('利用停止中').count()).toBe(0);
    await rowOf(page, DEMO_GUEST.fullName).getByTitle('利用停止', { exact: true }).waitFor();

    await loginForm.getByRole('button', { name: 'ログイン', exact: true }).click();
    await visitor.getByRole('banner').getByRole('link', { name: DEMO_GUEST.fullName }).waitFor();
  });
});
