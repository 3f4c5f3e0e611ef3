import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OwnerDashboardProperty, OwnerStats } from '@/contract/owner-dashboard';
import { goTo, toasts, uniqueEmail } from './support/browser';
import { useApp } from './support/fixture';
import { registerHostThroughPage } from './support/host-register';

// The demo data: the demo host 佐藤 健一 has houses, bookings and reviews.
const app = useApp({ SEED: 'demo' });

async function hostLogin(page: Page) {
  await goTo(page, '/host/login');
  const login = page.getByRole('form', { name: 'ホストログイン' });
  await login.getByLabel('メールアドレス').fill('host@example.jp');
  await login.getByLabel('パスワード', { exact: true }).fill('kominka123');
  await login.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/host/dashboard');
}

async function signedInUserId(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/user');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

const statValue = (page: Page, label: string) =>
  page.getByRole('region', { name: '今月の実績' }).getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');

/** Page errors and console errors fail the test. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

describe('/owner/{ownerId}', () => {
  it("shows the owner's figures, houses and bookings, and adds a house through the dialog into the editor", async () => {
    const page = await app.visit('/');
    const errors = watchErrors(page);
    await hostLogin(page);
    const ownerId = await signedInUserId(page);
    const stats = (await (await page.request.get(`/api/owner/${ownerId}/stats`)).json()) as OwnerStats;
    const houses = (await (await page.request.get(`/api/owner/${ownerId}/properties`)).json()) as OwnerDashboardProperty[];
    expect(houses.length).toBeGreaterThan(0);

    await goTo(page, `/owner/${ownerId}`);
    await page.getByRole('heading', { name: 'オーナーダッシュボード', level: 1 }).waitFor();
    await expect.poll(() => statValue(page, '今月の予約').textContent()).toBe(`${stats.bookingsThisMonth.toLocaleString('ja-JP')}件`);
    expect(await statValue(page, '今月チェックアウト分の売上').textContent()).toContain(stats.revenueThisMonth.toLocaleString('ja-JP'));
    expect(await statValue(page, '稼働率').textContent()).toBe(`${stats.occupancyRate.toFixed(1)}%`);
    expect(stats.averageRating).not.toBeNull();
    expect(await statValue(page, '平均評価').textContent()).toBe((Math.round(stats.averageRating! * 10) / 10).toFixed(1));

    const list = page.getByRole('list', { name: '物件一覧' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(houses.length);
    const published = houses.find((h) => h.status === 'approved' && h.isActive)!;
    const card = list.getByRole('listitem').filter({ hasText: published.name });
    await card.getByText('公開中', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: `${published.name}を編集` }).getAttribute('href')).toBe(`/host/properties/${published.id}/edit`);

    // The calendar (a month grid with its weekdays) and the recent bookings.
    const calendar = page.getByRole('table', { name: /年\d+月の予約/ });
    await calendar.getByRole('columnheader', { name: '日' }).waitFor();
    await page.getByRole('button', { name: '次月' }).click();
    await page.getByRole('button', { name: '前月' }).click();
    await page.getByRole('table', { name: '最近の予約' }).getByRole('row').nth(1).waitFor();

    // 物件を追加: the seed's checks in Japanese, then a draft and the editor.
    await page.getByRole('button', { name: '物件を追加' }).click();
    const dialog = page.getByRole('dialog', { name: '物件を追加' });
    await dialog.getByRole('button', { name: '登録する' }).click();
    await dialog.getByText('物件名を入力してください').waitFor();
    await dialog.getByText('都道府県を選択してください').waitFor();
    await dialog.getByLabel('物件名').fill('オーナー画面から登録した古民家');
    await dialog.getByLabel('物件の説明').fill('土間と囲炉裏のある家です。');
    await dialog.getByLabel('都道府県').selectOption('岐阜県');
    await dialog.getByLabel('所在地（市区町村）').fill('高山市');
    await dialog.getByLabel('1泊の料金（円）').fill('500');
    await dialog.getByLabel('定員（名）').fill('0');
    await dialog.getByRole('button', { name: '登録する' }).click();
    await dialog.getByText('1泊の料金は1,000円以上で設定してください').waitFor();
    await dialog.getByText('定員は1名以上で入力してください').waitFor();
    await dialog.getByLabel('1泊の料金（円）').fill('28000');
    await dialog.getByLabel('定員（名）').fill('5');
    // Amenities are added one at a time; a repeat is not added twice.
    const amenity = dialog.getByLabel('追加する設備');
    await expect.poll(() => amenity.isEnabled()).toBe(true);
    const firstAmenity = await amenity.locator('option:not([value=""])').first().textContent();
    await amenity.selectOption({ label: firstAmenity! });
    await dialog.getByRole('button', { name: '追加', exact: true }).first().click();
    await dialog.getByRole('list', { name: '追加した設備' }).getByText(firstAmenity!).waitFor();
    // A photo must be one uploaded to this site.
    await dialog.getByLabel('追加する写真のURL').fill('https://example.com/a.jpg');
    await dialog.getByRole('button', { name: '追加', exact: true }).last().click();
    await dialog.getByText('このサイトにアップロードした物件写真のURL（/uploads/photos/…）を入力してください').waitFor();
    expect(await dialog.getByRole('list', { name: '追加した写真' }).count()).toBe(0);
    await dialog.getByLabel('追加する写真のURL').fill('');
    expect(await dialog.getByRole('switch', { name: '掲載を有効にする' }).getAttribute('aria-checked')).toBe('true');

    await dialog.getByRole('button', { name: '登録する' }).click();
    await page.waitForURL(/\/host\/properties\/[0-9a-f-]{36}\/edit/);
    await toasts(page).filter({ hasText: '物件が登録されました' }).first().waitFor();
    const newId = /\/host\/properties\/([0-9a-f-]{36})\/edit/.exec(page.url())![1];
    const after = (await (await page.request.get(`/api/owner/${ownerId}/properties`)).json()) as OwnerDashboardProperty[];
    expect(after.find((h) => h.id === newId)).toMatchObject({
      name: 'オーナー画面から登録した古民家',
      prefecture: '岐阜県',
      pricePerNight: 28000,
      maxGuests: 5,
      status: 'pending',
      isActive: false,
    });
    expect(after.find((h) => h.id === newId)!.amenities).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("refuses another owner's dashboard, and shows a new owner's empty states", async () => {
    const demo = await app.visit('/');
    await hostLogin(demo);
    const demoId = await signedInUserId(demo);

    const page = await app.visit('/host/register', { mobile: true });
    await registerHostThroughPage(page, { fullName: '新人 オーナー', email: uniqueEmail('owner'), phone: '090-2222-3333', password: 'password123' });
    await goTo(page, `/owner/${demoId}`);
    await page.getByRole('heading', { name: 'このオーナーダッシュボードは表示できません' }).waitFor();
    expect(await page.getByRole('list', { name: '物件一覧' }).count()).toBe(0);
    expect((await page.request.get(`/api/owner/${demoId}/bookings`)).status()).toBe(404);

    const ownId = await signedInUserId(page);
    await goTo(page, `/owner/${ownId}`);
    await page.getByText('まだ物件が登録されていません').waitFor();
    await page.getByText('まだ予約がありません').waitFor();
    await page.getByText('まだレビューがありません').waitFor();
    await page.getByText('この月の宿泊予約はありません').waitFor();
  });

  it('approves one pending request and rejects another with a reason from the recent bookings', async () => {
    const page = await app.visit('/');
    const errors = watchErrors(page);
    await hostLogin(page);
    const ownerId = await signedInUserId(page);
    type Row = { id: string; guestName: string; status: string };
    const bookings = async () => (await (await page.request.get(`/api/owner/${ownerId}/bookings?limit=100`)).json()) as Row[];
    const pending = (await bookings()).filter((b) => b.status === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const [first, second] = pending;

    await goTo(page, `/owner/${ownerId}`);
    await page.getByRole('button', { name: `${first.guestName}様の予約を承認` }).first().click();
    await toasts(page).filter({ hasText: '予約ステータスを更新しました' }).first().waitFor();
    await expect.poll(async () => (await bookings()).find((b) => b.id === first.id)?.status).toBe('confirmed');

    await page.getByRole('button', { name: `${second.guestName}様の予約を却下` }).first().click();
    const dialog = page.getByRole('dialog', { name: '予約リクエストを却下' });
    await dialog.getByRole('button', { name: '却下する' }).click();
    await dialog.getByText('却下の理由を入力してください').waitFor();
    await dialog.getByLabel('却下の理由').fill('設備点検のため、この日程はお受けできません。');
    await dialog.getByRole('button', { name: '却下する' }).click();
    await expect.poll(async () => (await bookings()).find((b) => b.id === second.id)?.status).toBe('cancelled');
    // A rejected request reads 却下, as the guest's and host's screens say, never キャンセル.
    await page.getByRole('table').getByRole('row').filter({ hasText: `${second.guestName}様` }).getByText('却下', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('sends a signed-out visitor away from the owner dashboard', async () => {
    const page = await app.visit('/owner/00000000-0000-4000-8000-000000000000');
    await page.waitForURL((url) => !url.pathname.startsWith('/owner'));
  });
});
