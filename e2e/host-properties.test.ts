import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goTo, toasts } from './support/browser';
import { useApp } from './support/fixture';

// The demo data: the demo host 佐藤 健一 has five published houses and one more in the making.
const app = useApp({ SEED: 'demo' });

const IINE = '伊根の舟屋を望む 漁師町の古民家';
const TSUMUGI = '京町家 一棟貸し「紬」';

async function hostLogin(page: Page) {
  await goTo(page, '/host/login');
  const login = page.getByRole('form', { name: 'ホストログイン' });
  await login.getByLabel('メールアドレス').fill('host@example.jp');
  await login.getByLabel('パスワード', { exact: true }).fill('kominka123');
  await login.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/host/dashboard');
}

async function openList(page: Page, query = '') {
  await goTo(page, `/host/properties${query}`);
  await page.getByRole('heading', { name: '物件管理', level: 1 }).waitFor();
  await cards(page).first().waitFor();
}

const cards = (page: Page) => page.getByRole('region', { name: '物件一覧' }).getByRole('article');
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function guestSearchIds(page: Page, destination: string): Promise<string[]> {
  const res = await page.request.get(`/api/properties-with-booking-status?destination=${encodeURIComponent(destination)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { title: string }[]).map((p) => p.title);
}

describe('/host/properties', () => {
  it('lists the host’s houses, searched by title or place and filtered by status with counts', async () => {
    const page = await app.visit('/');
    await hostLogin(page);
    await page.getByRole('banner').getByRole('link', { name: '物件管理', exact: true }).first().click();
    await page.waitForURL('**/host/properties');
    await cards(page).first().waitFor();
    await expect.poll(() => cards(page).count()).toBe(6);
    const chips = page.getByRole('group', { name: '状態で絞り込む' });
    await chips.getByRole('button', { name: /^すべて\s*6$/ }).waitFor();
    await chips.getByRole('button', { name: /^公開中\s*5$/ }).waitFor();
    await expect(page.getByRole('link', { name: '新しい物件を登録' }).first().getAttribute('href')).resolves.toBe('/host/properties/new');

    const search = page.getByRole('searchbox', { name: 'キーワード' });
    await search.fill('伊根');
    await page.waitForURL((url) => url.searchParams.get('q') === '伊根');
    await expect.poll(() => cards(page).count()).toBe(1);
    await card(page, IINE).waitFor();
    await search.fill('奈良市');
    await expect.poll(() => cards(page).count()).toBe(1);
    await search.fill('存在しない物件名');
    await page.getByText('条件に一致する物件が見つかりません').waitFor();
    await page.getByRole('button', { name: '条件をクリア' }).first().click();
    await expect.poll(() => cards(page).count()).toBe(6);

    await chips.getByRole('button', { name: /^公開中/ }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'published');
    await expect.poll(() => cards(page).count()).toBe(5);
    await chips.getByRole('button', { name: /^停止中/ }).click();
    await page.getByText('条件に一致する物件が見つかりません').waitFor();

    // A card's figures: price, rating and the next booking.
    await openList(page, `?q=${encodeURIComponent('紬')}`);
    const tsumugi = card(page, TSUMUGI);
    await tsumugi.getByText('公開中', { exact: true }).waitFor();
    await tsumugi.getByText(/\/ 泊（税込）/).waitFor();
    await tsumugi.getByText(/★/).waitFor();
    await tsumugi.getByText(/次の予約：/).waitFor();
  });

  it('hides a house from the guests and publishes it again; duplicates a house and deletes the copy', async () => {
    const page = await app.visit('/');
    await hostLogin(page);
    await openList(page);
    expect(await guestSearchIds(page, '伊根')).toContain(IINE);

    const iine = card(page, IINE);
    await iine.getByRole('button', { name: '非公開にする' }).click();
    await toasts(page).getByText('非公開にしました').waitFor();
    await iine.getByText('非公開', { exact: true }).waitFor();
    expect(await guestSearchIds(page, '伊根')).not.toContain(IINE);
    // A house that is not published opens as the host's preview.
    await expect(iine.getByRole('link', { name: '表示' }).getAttribute('href')).resolves.toMatch(/\/host\/properties\/.+\/preview$/);

    await iine.getByRole('button', { name: '公開する' }).click();
    await toasts(page).getByText('公開しました').waitFor();
    await iine.getByText('公開中', { exact: true }).waitFor();
    expect(await guestSearchIds(page, '伊根')).toContain(IINE);

    await iine.getByRole('button', { name: '複製' }).click();
    await toasts(page).getByText('物件を複製しました').waitFor();
    const copy = card(page, `${IINE}（コピー）`);
    await copy.getByText('下書き', { exact: true }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(7);

    // The copy's preview, as a guest would see it.
    await copy.getByRole('link', { name: '表示' }).click();
    await page.getByText('プレビュー（未公開）').waitFor();
    await page.getByRole('heading', { name: `${IINE}（コピー）`, level: 1 }).waitFor();
    await page.getByRole('link', { name: '物件管理に戻る' }).first().click();
    await cards(page).first().waitFor();

    await card(page, `${IINE}（コピー）`).getByRole('button', { name: '削除' }).click();
    const dialog = page.getByRole('dialog', { name: '物件を削除しますか？' });
    await dialog.getByRole('button', { name: '削除する' }).click();
    await toasts(page).getByText('物件を削除しました').waitFor();
    await expect.poll(() => cards(page).count()).toBe(6);
    await page.getByRole('group', { name: '状態で絞り込む' }).getByRole('button', { name: /^すべて\s*6$/ }).waitFor();
  });

  it('refuses to delete a house with upcoming bookings, saying so in the dialog', async () => {
    const page = await app.visit('/', { mobile: true });
    await hostLogin(page);
    await openList(page, `?q=${encodeURIComponent('紬')}`);
    await card(page, TSUMUGI).getByRole('button', { name: '削除' }).click();
    const dialog = page.getByRole('dialog', { name: '物件を削除しますか？' });
    await dialog.getByRole('button', { name: '削除する' }).click();
    await dialog.getByRole('alert').getByText(/今後の予約がある物件は削除できません/).waitFor();
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await card(page, TSUMUGI).waitFor();
  });
});
